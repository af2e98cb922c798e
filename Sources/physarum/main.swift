// The `physarum` executable: parse the command line, run the command, exit with its status.
import Foundation

exit(
    CommandRunner(table: commandTable, defaultCommand: defaultCommandName)
        .run(Array(CommandLine.arguments.dropFirst())))
