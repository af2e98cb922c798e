import Foundation
import GtkKit
import PhysarumCore

/// The window benchmark (`physarum bench --window`): the real window at 1280×800 on the first
/// preset; frames per second with the simulation running and paused, and launch to first frame.
@MainActor
public enum WindowBenchmark {
    /// Seconds before each measurement, so shader compilation and first allocations do not count.
    static let warmUpSeconds = 1.0
    /// How long the first frame may take before the benchmark gives up, in seconds.
    static let firstFrameTimeout = 30.0
    nonisolated public static let defaultSeconds = 5.0
    static let windowSize = (width: 1280, height: 800)

    public struct Result: Codable, Equatable {
        public var fpsRunning: Double
        public var fpsPaused: Double
        /// fpsRunning / fpsPaused: how much the simulation costs (1 = nothing).
        public var ratio: Double
        /// From `launched` to the end of the first rendered frame.
        public var firstFrameSeconds: Double
        public var seconds: Double
        public var presetID: String
        /// Which simulation backend ran and why.
        public var backend: String

        /// One line for people.
        public var text: String {
            String(format: "window 1280×800 on %@, %@: running %.1f fps, paused %.1f fps, ratio %.2f; first frame after %.2f s",
                   presetID, backend, fpsRunning, fpsPaused, ratio, firstFrameSeconds)
        }

        /// One JSON object for scripts.
        public func json() throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        }
    }

    /// Opens the window, measures `seconds` running and `seconds` paused. `launched` is the
    /// process's start on `ProcessInfo.systemUptime`'s clock.
    public static func run(seconds: Double, launched: TimeInterval, presets: [Preset],
                           makeEngine: @escaping PlayerEngineFactory = { SimulationPlayerEngine() }) throws -> Result {
        guard Gtk.initialize() else { throw PlayerError("bench --window needs a display (run it under xvfb-run)") }
        Gtk.setProgramName("physarum")
        let application = Application(id: PhysarumApp.applicationID + ".Bench", unique: false)
        application.register()
        PhysarumApp.installIcons()
        let configuration = WindowConfiguration(presets: presets, size: windowSize, makeEngine: makeEngine)
        let window = MainWindow(application: application, configuration: configuration)
        defer { window.window.destroy() }
        var firstFrame: TimeInterval?
        window.onFirstFrame = { firstFrame = ProcessInfo.processInfo.systemUptime }
        window.present()
        guard MainLoop.run(until: { firstFrame != nil }, timeout: firstFrameTimeout), let firstFrame else {
            throw PlayerError("the window rendered no frame: \(window.player.errorText ?? "no GL context")")
        }
        func framesPerSecond(paused: Bool) -> Double {
            window.player.isPaused = paused
            MainLoop.run(until: { false }, timeout: warmUpSeconds)
            let start = window.player.renderedFrames
            let began = ProcessInfo.processInfo.systemUptime
            MainLoop.run(until: { false }, timeout: seconds)
            return Double(window.player.renderedFrames - start) / (ProcessInfo.processInfo.systemUptime - began)
        }
        let running = framesPerSecond(paused: false)
        let paused = framesPerSecond(paused: true)
        return Result(fpsRunning: running, fpsPaused: paused, ratio: paused > 0 ? running / paused : 0,
                      firstFrameSeconds: firstFrame - launched, seconds: seconds,
                      presetID: window.presets[window.currentIndex].id, backend: window.player.backendSummary)
    }
}
