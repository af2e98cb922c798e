import Foundation
import PhysarumCore
import PhysarumEngine
import PhysarumUI

/// `physarum bench --window [--seconds S] [--json]`: the real window's frame rate, running vs paused.
enum WindowBenchCommand {
    /// The options `bench` gains for the window benchmark.
    static let options = [
        OptionSpec("window", help: "Benchmark the real window at 1280x800 instead (needs a display)"),
        OptionSpec("seconds", kind: .value(placeholder: "S"), help: "With --window: seconds per measurement (default 5)"),
    ]

    /// When the process started, on `ProcessInfo.systemUptime`'s clock (from /proc; now if unreadable).
    static var processStart: TimeInterval {
        let now = ProcessInfo.processInfo.systemUptime
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return now }
        // Field 22 (starttime, clock ticks since boot) counting from after the command name.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return now }
        let started = ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
        return started <= now ? started : now
    }

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let launched = processStart
        let seconds = try arguments.number("seconds", in: 0.1...600) ?? WindowBenchmark.defaultSeconds
        let presets = PresetLibrary.standard().all
        let backend = try Engine.BackendChoice(arguments)
        let result = try MainActor.assumeIsolated {
            try WindowBenchmark.run(seconds: seconds, launched: launched, presets: presets,
                                    makeEngine: { SimulationPlayerEngine(backend: backend) })
        }
        Console.out((arguments.has("json") ? try result.json() : result.text) + "\n")
        return 0
    }
}
