// The `physarum` executable: parse the command line, run the command, exit with its status.
import Foundation
import PhysarumCore

// The user's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) and the catalogs, before any output.
Localization.start()

exit(
    CommandRunner(table: commandTable, defaultCommand: defaultCommandName)
        .run(Array(CommandLine.arguments.dropFirst())))
