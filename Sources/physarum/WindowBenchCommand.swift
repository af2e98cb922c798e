import Foundation
import PhysarumCore
import PhysarumUI

/// `physarum bench --window [--seconds S] [--json]`: the real window's frame rate, running vs paused.
enum WindowBenchCommand {
    static let spec = CommandSpec(
        name: "bench", summary: "Measure the window: fps running vs paused, time to the first frame",
        options: [OptionSpec("window", help: "Benchmark the real window at 1280×800 (needs a display)"),
                  OptionSpec("seconds", kind: .value(placeholder: "S"), help: "Seconds per measurement (default 5)"),
                  OptionSpec("json", help: "Print {fpsRunning, fpsPaused, ratio, firstFrameSeconds, seconds, presetID}")])

    @MainActor
    static func run(_ argv: [String]) -> Int32 {
        let launched = ProcessInfo.processInfo.systemUptime
        do {
            let arguments: ParsedArguments
            do {
                arguments = try spec.scanner.scan(argv)
            } catch {
                throw UsageError(command: "bench", error)
            }
            let seconds = try arguments.number("seconds", in: 0.1...600) ?? WindowBenchmark.defaultSeconds
            let library = PresetLibrary.standard()
            let result = try WindowBenchmark.run(seconds: seconds, launched: launched, presets: library.all)
            Console.out((arguments.has("json") ? try result.json() : result.text) + "\n")
            return 0
        } catch let error as UsageError {
            Console.error(error.message(program: "physarum") + "\n")
            return UsageError.exitStatus
        } catch {
            Console.error("physarum bench: \(error)\n")
            return 1
        }
    }
}
