// The `physarum` executable: parse the command line, run the command, exit with its status.
import Foundation

let argv = Array(CommandLine.arguments.dropFirst())
// `bench --window` measures the real window (PhysarumUI.WindowBenchmark); the engine's `bench`
// command takes it over once it lands.
if argv.first == "bench", argv.contains("--window") {
    exit(MainActor.assumeIsolated { WindowBenchCommand.run(Array(argv.dropFirst())) })
}
exit(CommandRunner(table: commandTable, defaultCommand: defaultCommandName).run(argv))
