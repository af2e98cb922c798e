import Foundation
import GtkKit
import PhysarumCore

/// The window benchmark (`physarum bench --window`): the real window on the first preset; frames
/// per second with the simulation running, paused, and present-only (the ceiling: the same window
/// showing its last frame with no simulation and no render passes), and launch to first frame.
@MainActor
public enum WindowBenchmark {
    /// Seconds before each measurement, so shader compilation and first allocations do not count.
    static let warmUpSeconds = 1.0
    /// How long the first frame may take before the benchmark gives up, in seconds.
    static let firstFrameTimeout = 30.0

    /// What to measure.
    public struct Settings {
        public var seconds: Double
        public var width: Int
        public var height: Int
        /// Agents instead of the preset's; nil keeps the preset's.
        public var agents: Int?
        /// Also measure while recording a clip (to a temporary file, removed after).
        public var record = false
        /// Also measure with the performance output open on another monitor.
        public var output = false
        /// Also measure listening (`WindowBenchmark+Audio`): needs `audio` in `run`.
        public var listen = false

        public init(
            seconds: Double, width: Int, height: Int, agents: Int? = nil, record: Bool = false, output: Bool = false
        ) {
            self.seconds = seconds
            self.width = width
            self.height = height
            self.agents = agents
            self.record = record
            self.output = output
        }
    }

    public struct Result: Codable, Equatable {
        public var fpsRunning: Double
        public var fpsPaused: Double
        /// Present-only frames per second: what the window reaches with nothing to compute.
        public var fpsCeiling: Double
        /// fpsRunning / fpsPaused: how much the simulation costs (1 = nothing).
        public var ratio: Double
        /// fpsRunning / fpsCeiling: how close the player comes to the display's rate (1 = all).
        public var ceilingRatio: Double
        /// Frames per second while recording a clip (with `record`); running just before and just
        /// after it (their mean); recordingRatio = fpsRecording / fpsRunningBesideRecording.
        public var fpsRecording: Double?
        public var fpsRunningBesideRecording: Double?
        public var recordingRatio: Double?
        /// Clip frames the recorder had to drop because the encoder was behind (with `record`).
        public var framesDropped: Int?
        /// Clip frames still waiting for the encoder when the recording measurement ended (with
        /// `record`): near 0 when the encoder keeps up with the player.
        public var encoderBacklog: Int?
        /// With `output`: the editor window's and the output's frames per second while the
        /// simulation runs, the output's with the player present-only (its ceiling), and
        /// outputCeilingRatio = fpsOutput / fpsOutputCeiling.
        public var fpsWindowWithOutput: Double?
        public var fpsOutput: Double?
        public var fpsOutputCeiling: Double?
        public var outputCeilingRatio: Double?
        /// With `listen` (`WindowBenchmark+Audio`).
        public var audio: AudioResult?
        /// From `launched` to the end of the first rendered frame.
        public var firstFrameSeconds: Double
        public var seconds: Double
        public var width: Int
        public var height: Int
        public var agents: Int
        public var presetID: String
        /// Which simulation backend ran and why.
        public var backend: String

        /// One line for people.
        public var text: String {
            let recording =
                fpsRecording.map {
                    String(
                        format:
                            "; recording %.1f fps (running %.1f fps around it), recordingRatio %.2f, %d clip frames dropped, %d queued at the end",
                        $0, fpsRunningBesideRecording ?? 0, recordingRatio ?? 0, framesDropped ?? 0, encoderBacklog ?? 0
                    )
                } ?? ""
            let output =
                fpsOutput.map {
                    String(
                        format:
                            "; with the output open: window %.1f fps, output %.1f fps "
                            + "(ceiling %.1f fps), outputCeilingRatio %.2f",
                        fpsWindowWithOutput ?? 0, $0, fpsOutputCeiling ?? 0, outputCeilingRatio ?? 0)
                } ?? ""
            return String(
                format:
                    "window %d×%d on %@ (%d agents), %@: running %.1f fps, paused %.1f fps, ceiling %.1f fps; ratio %.2f, ceilingRatio %.2f; first frame after %.2f s",
                width, height, presetID, agents, backend, fpsRunning, fpsPaused, fpsCeiling, ratio, ceilingRatio,
                firstFrameSeconds) + recording + output + (audio.map { "; " + $0.text } ?? "")
        }

        /// One JSON object for scripts.
        public func json() throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        }
    }

    /// Opens the window, measures `seconds` running, paused and present-only. `launched` is the
    /// process's start on `ProcessInfo.systemUptime`'s clock.
    public static func run(
        _ settings: Settings, launched: TimeInterval, presets given: [Preset],
        makeEngine: @escaping PlayerEngineFactory, makeClipWriter: ClipWriterFactory? = nil,
        audio: AudioRig? = nil
    ) throws -> Result {
        guard Gtk.initialize() else { throw PlayerError("bench --window needs a display (run it under xvfb-run)") }
        Gtk.setProgramName("physarum")
        let application = Application(id: PhysarumApp.applicationID + ".Bench", unique: false)
        application.register()
        PhysarumApp.installIcons()
        var presets = given.isEmpty ? [FallbackPreset.preset] : given
        if let agents = settings.agents { presets[0].params.agents = agents }
        var configuration = WindowConfiguration(
            presets: presets, size: (settings.width, settings.height), makeEngine: makeEngine)
        configuration.makeClipWriter = makeClipWriter
        if settings.listen, let audio { configuration.makeAudioListener = audio.makeListener }
        let window = MainWindow(application: application, configuration: configuration)
        defer { window.window.destroy() }
        var firstFrame: TimeInterval?
        window.onFirstFrame = { firstFrame = ProcessInfo.processInfo.systemUptime }
        window.present()
        guard MainLoop.run(until: { firstFrame != nil }, timeout: firstFrameTimeout), let firstFrame else {
            throw PlayerError("the window rendered no frame: \(window.player.errorText ?? "no GL context")")
        }
        func framesPerSecond(paused: Bool, presentOnly: Bool = false) -> Double {
            window.player.isPaused = paused
            window.player.isPresentOnly = presentOnly
            MainLoop.run(until: { false }, timeout: warmUpSeconds)
            let start = window.player.renderedFrames
            let began = ProcessInfo.processInfo.systemUptime
            MainLoop.run(until: { false }, timeout: settings.seconds)
            return Double(window.player.renderedFrames - start) / (ProcessInfo.processInfo.systemUptime - began)
        }
        let running = framesPerSecond(paused: false)
        let paused = framesPerSecond(paused: true)
        let ceiling = framesPerSecond(paused: true, presentOnly: true)
        // Recording against running measured just before and just after it (their mean): the
        // window's frame rate drifts over a run (other load, caches), by ±15 % between the first
        // running measurement and the recording one on the 2-core stand-in.
        var recorded: (fps: Double, dropped: Int, backlog: Int, running: Double)?
        if settings.record {
            let before = framesPerSecond(paused: false)
            let clip = try measureRecording(window) { framesPerSecond(paused: false) }
            let after = framesPerSecond(paused: false)
            recorded = (clip.fps, clip.dropped, clip.backlog, (before + after) / 2)
        }
        let output = settings.output ? try measureOutput(window, seconds: settings.seconds) : nil
        var listened: AudioResult?
        if settings.listen {
            guard let audio else { throw PlayerError("bench --window --audio: no audio here") }
            listened = try measureListening(window, rig: audio, seconds: settings.seconds, measure: framesPerSecond)
        }
        if let error = window.player.errorText { throw PlayerError("the window stopped: \(error)") }
        let recordingRatio: Double? = recorded.map { $0.running > 0 ? $0.fps / $0.running : 0 }
        let outputCeilingRatio: Double? = output.map { $0.outputCeiling > 0 ? $0.output / $0.outputCeiling : 0 }
        return Result(
            fpsRunning: running, fpsPaused: paused, fpsCeiling: ceiling, ratio: paused > 0 ? running / paused : 0,
            ceilingRatio: ceiling > 0 ? running / ceiling : 0,
            fpsRecording: recorded?.fps, fpsRunningBesideRecording: recorded?.running,
            recordingRatio: recordingRatio,
            framesDropped: recorded?.dropped, encoderBacklog: recorded?.backlog,
            fpsWindowWithOutput: output?.window, fpsOutput: output?.output, fpsOutputCeiling: output?.outputCeiling,
            outputCeilingRatio: outputCeilingRatio, audio: listened,
            firstFrameSeconds: firstFrame - launched,
            seconds: settings.seconds, width: settings.width, height: settings.height,
            agents: window.player.params.agents, presetID: window.presets[window.currentIndex].id,
            backend: window.player.backendSummary)
    }
}
