import Foundation
import PhysarumCore
import PhysarumUI

// Minimal hook until the command table (Sources/physarum/Commands.swift) lands: no subcommand
// starts the window.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "bench" && arguments.contains("--window") {
    exit(MainActor.assumeIsolated { WindowBenchmark.run(arguments: Array(arguments.dropFirst())) })
}
exit(MainActor.assumeIsolated { PhysarumApp.run(arguments: arguments) })
