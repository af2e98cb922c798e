import Foundation
import GtkKit
import PhysarumCore

/// `physarum bench --window [--seconds S] [--json]`: the real window at 1280×800 on the default
/// preset; frames per second with the simulation running and paused, and the launch-to-first-frame time.
@MainActor
public enum WindowBenchmark {
    /// Frames before measuring, so shader compilation and first allocations do not count.
    static let warmUpSeconds = 1.0
    static let defaultSeconds = 5.0
    static let windowSize = (width: 1280, height: 800)

    public struct Result: Codable, Equatable {
        public var fpsRunning: Double
        public var fpsPaused: Double
        public var ratio: Double
        public var firstFrameSeconds: Double
        public var seconds: Double
    }

    /// Parses the options after `bench`, runs, prints; returns the exit status.
    public static func run(arguments: [String], presets: [PresetEntry] = [],
                           makeEngine: @escaping PlayerEngineFactory = { PlaceholderEngine() }) -> Int32 {
        let launched = ProcessInfo.processInfo.systemUptime
        var seconds = defaultSeconds
        var json = false
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--window": break
            case "--json": json = true
            case "--seconds":
                guard index + 1 < arguments.count, let value = Double(arguments[index + 1]), value > 0, value.isFinite else {
                    Log.error("--seconds needs a positive number, e.g. --seconds 5")
                    return 2
                }
                seconds = value
                index += 1
            default:
                Log.error("unknown bench option '\(arguments[index])' (bench --window takes --seconds S and --json)")
                return 2
            }
            index += 1
        }
        guard Gtk.initialize() else {
            Log.error("bench --window needs a display (run it under xvfb-run)")
            return 1
        }
        guard let result = measure(seconds: seconds, launched: launched, presets: presets, makeEngine: makeEngine) else {
            return 1
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: (try? encoder.encode(result)) ?? Data(), as: UTF8.self))
        } else {
            print(String(format: "window 1280×800: running %.1f fps, paused %.1f fps, ratio %.2f; first frame after %.2f s",
                         result.fpsRunning, result.fpsPaused, result.ratio, result.firstFrameSeconds))
        }
        return 0
    }

    static func measure(seconds: Double, launched: TimeInterval, presets: [PresetEntry],
                        makeEngine: @escaping PlayerEngineFactory) -> Result? {
        Gtk.setProgramName("physarum")
        let application = Application(id: PhysarumApp.applicationID + ".Bench", unique: false)
        application.register()
        PhysarumApp.installIcons()
        let configuration = WindowConfiguration(presets: presets, size: windowSize, makeEngine: makeEngine)
        let window = MainWindow(application: application, configuration: configuration)
        var firstFrame: TimeInterval?
        window.onFirstFrame = { firstFrame = ProcessInfo.processInfo.systemUptime }
        window.present()
        guard MainLoop.run(until: { firstFrame != nil }, timeout: 20), let firstFrame else {
            Log.error("the window rendered no frame: \(window.player.errorText ?? "no GL context")")
            return nil
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
        window.window.destroy()
        return Result(fpsRunning: running, fpsPaused: paused, ratio: paused > 0 ? running / paused : 0,
                      firstFrameSeconds: firstFrame - launched, seconds: seconds)
    }
}
