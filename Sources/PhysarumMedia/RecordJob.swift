import Foundation
import PhysarumCore
import PhysarumEngine

/// `physarum record`: runs a preset headlessly at a steady simulation rate (`ClipTiming`) and
/// encodes every frame with GStreamer. Deterministic for a seed: frames depend on steps, never on
/// how fast the machine renders or encodes.
public enum RecordJob {
    public struct Options: Equatable {
        public var presetID: String
        public var seconds = 5.0
        public var width = 1280
        public var height = 720
        public var framesPerSecond = 30
        public var fieldSize = FieldSize.standard
        public var seed: UInt64 = 1
        public var backend = Engine.BackendChoice.automatic
        public var outputPath: String
        public var format: ClipFormat
        /// A sound file (`--audio`): the modulations follow it frame by frame and the clip carries
        /// it; the clip is as long as the track unless `secondsGiven`.
        public var audioPath: String?
        /// Whether `seconds` was asked for (`--seconds`), rather than the default.
        public var secondsGiven = false

        public static let maximumSeconds = 600.0
        public static let maximumFramesPerSecond = 120
        /// Largest video side: 4K (encoders and players handle it everywhere).
        public static let maximumSide = 3840

        public init(presetID: String, outputPath: String, format: ClipFormat) {
            self.presetID = presetID
            self.outputPath = outputPath
            self.format = format
        }
    }

    /// What a recording did.
    public struct Result: Equatable {
        public var frames: Int
        public var steps: Int
        public var seconds: Double
        /// Frames rendered and encoded per wall-clock second.
        public var encodingFramesPerSecond: Double
        public var backend: SimulationBackendChoice
    }

    /// Records the clip; returns what it did.
    public static func record(_ options: Options, params: PresetParams) throws -> Result {
        // The track first: a file that cannot be read stops the job before any output is opened.
        let track = try options.audioPath.map(GStreamerAudioFile.read)
        let seconds = track.map { options.secondsGiven ? options.seconds : min($0.seconds, Options.maximumSeconds) }
        let context = try HeadlessGLContext()
        defer { withExtendedLifetime(context) {} }
        let engine = try Engine(
            fieldSize: options.fieldSize, backend: options.backend, params: params, seed: options.seed)
        defer { engine.release() }
        let writer = try GStreamerClipWriter(
            path: options.outputPath, format: options.format, width: options.width, height: options.height,
            framesPerSecond: options.framesPerSecond, blocking: true, withAudio: track != nil)
        let timing = ClipTiming(framesPerSecond: options.framesPerSecond, simSpeed: params.simSpeed)
        let frames = timing.frameCount(seconds: seconds ?? options.seconds)
        let features = track.map {
            AudioFeatureTimeline.features(of: $0.intervals, frames: frames, framesPerSecond: options.framesPerSecond)
        }
        let image = try OffscreenImage(width: options.width, height: options.height)
        var rgba = [UInt8](repeating: 0, count: options.width * options.height * 4)
        let began = ProcessInfo.processInfo.systemUptime
        do {
            for index in 0..<frames {
                if let features, let track {
                    // The saved parameters stay as they are; the engine steps with the sound as far
                    // ahead as its picture shows the steps, and looks with the frame's own.
                    let stepsShown = min(index + engine.framesUntilStepsShow, frames - 1)
                    engine.apply(
                        params.modulated(by: features[stepsShown]), picture: params.modulated(by: features[index]))
                    guard writer.appendAudio(track.samples(forFrame: index, framesPerSecond: options.framesPerSecond))
                    else { throw ClipError.encoder(writer.failure ?? "the sound of frame \(index + 1) was not taken") }
                }
                image.bind()
                try engine.frame(
                    steps: timing.steps(beforeFrame: index), viewportWidth: options.width,
                    viewportHeight: options.height)
                image.readRGBA(into: &rgba)
                // A blocking writer refuses a frame only when its encoder has failed (a full disk).
                guard rgba.withUnsafeBytes({ writer.append(rgbaBottomUp: $0) }) else {
                    throw ClipError.encoder(writer.failure ?? "frame \(index + 1) was not taken")
                }
            }
            try writer.finish()
        } catch ClipError.encoder(let text) {
            // The writer opened (and truncated) the output: what is there now is this clip's.
            if ClipRemains.settle(path: options.outputPath, framesWritten: writer.framesWritten).keptPartialFile {
                throw ClipError.cutShort(text, path: options.outputPath)
            }
            throw ClipError.encoder(text)
        }
        let elapsed = ProcessInfo.processInfo.systemUptime - began
        return Result(
            frames: frames, steps: timing.stepAtFrame(frames - 1),
            seconds: Double(frames) / Double(options.framesPerSecond),
            encodingFramesPerSecond: Double(frames) / max(elapsed, 1e-9), backend: engine.backendChoice)
    }

    /// Records and returns a one-line summary.
    public static func run(_ options: Options, params: PresetParams) throws -> String {
        let result = try record(options, params: params)
        let sound = options.audioPath.map { " with the sound of \($0)" } ?? ""
        return sound.isEmpty ? summary(options, result) : summary(options, result) + sound
    }

    private static func summary(_ options: Options, _ result: Result) -> String {
        String(
            format:
                "wrote %@ (%@, %d×%d, %d frames at %d fps = %.2f s, %d steps, preset %@, seed %llu, %@; encoded at %.1f fps)",
            options.outputPath, options.format.title, options.width, options.height, result.frames,
            options.framesPerSecond, result.seconds, result.steps, options.presetID, options.seed,
            result.backend.summary, result.encodingFramesPerSecond)
    }
}
