import Foundation
import GtkKit
import PhysarumCore

extension WindowBenchmark {
    /// With the performance output open on the first other monitor: the editor window's and the
    /// output's frame rates while the simulation runs, and the output's ceiling — its rate with
    /// the player present-only (nothing computed, the same frame shown again), so
    /// outputCeilingRatio = output / ceiling says how close the output comes to its display's rate.
    static func measureOutput(
        _ window: MainWindow, seconds: Double
    ) throws -> (window: Double, output: Double, outputCeiling: Double) {
        window.output.refresh()
        guard let monitor = window.output.offered.first else {
            throw PlayerError("--output needs a second monitor (one was found)")
        }
        window.output.open(on: monitor.connector)
        guard let output = window.output.output else { throw PlayerError("the output did not open") }
        defer { window.output.close() }
        func rates(presentOnly: Bool) -> (window: Double, output: Double) {
            window.player.isPaused = presentOnly
            window.player.isPresentOnly = presentOnly
            MainLoop.run(until: { false }, timeout: warmUpSeconds)
            let (windowStart, outputStart) = (window.player.renderedFrames, output.framesDrawn)
            let began = ProcessInfo.processInfo.systemUptime
            MainLoop.run(until: { false }, timeout: seconds)
            let elapsed = ProcessInfo.processInfo.systemUptime - began
            return (
                Double(window.player.renderedFrames - windowStart) / elapsed,
                Double(output.framesDrawn - outputStart) / elapsed
            )
        }
        let running = rates(presentOnly: false)
        let ceiling = rates(presentOnly: true)
        window.player.isPaused = false
        window.player.isPresentOnly = false
        guard window.output.output != nil else { throw PlayerError("the output closed: \(window.toast.message.text)") }
        return (running.window, running.output, ceiling.output)
    }
}
