import Foundation
import PhysarumCLI
import PhysarumCore
import PhysarumEngine
import PhysarumMedia
import PhysarumUI

/// `physarum bench --window …`: the real window's frame rate, running, paused and present-only.
enum WindowBenchCommand {
    /// When the process started, on `ProcessInfo.systemUptime`'s clock (from /proc; now if unreadable).
    static var processStart: TimeInterval {
        let now = ProcessInfo.processInfo.systemUptime
        guard let line = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let ticks = ProcStat(line: line)?.startTicks
        else { return now }
        let started = ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
        return started <= now ? started : now
    }

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let launched = processStart
        let options = try WindowBenchOptions(arguments)
        let presets = PresetLibrary.standard().all
        var settings = WindowBenchmark.Settings(
            seconds: options.seconds, width: options.width, height: options.height, agents: options.agents,
            record: options.record, output: options.output)
        settings.listen = options.audio
        let result = try MainActor.assumeIsolated {
            try WindowBenchmark.run(
                settings, launched: launched, presets: presets,
                makeEngine: { SimulationPlayerEngine(backend: options.backend) },
                makeClipWriter: GStreamerClipWriter.windowWriter,
                audio: WindowBenchmark.AudioRig(
                    makeListener: { GStreamerAudioListener() },
                    makeTone: {
                        let tone = try GStreamerToneBursts()
                        return ({ tone.setSounding($0) }, { tone.latency })
                    }))
        }
        Console.out((options.json ? try result.json() : result.text) + "\n")
        return 0
    }
}
