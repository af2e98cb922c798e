/// How a clip maps the simulation onto video frames: at a steady simulation rate, never wall-clock
/// time. The player runs `simSpeed` steps per displayed frame at 60 Hz, so a clip shows
/// `60 × simSpeed` steps per second of video whatever its frame rate and however fast the machine
/// rendered it: headless clips are deterministic for a seed, window clips have no jitter.
public struct ClipTiming: Equatable, Sendable {
    /// The display rate the player's speed is defined at.
    public static let referenceRate = 60

    public var framesPerSecond: Int
    public var stepsPerSecond: Int

    /// Whether a clip can be timed at these rates: at least a frame a second and a step a frame.
    public static func accepts(framesPerSecond: Int, simSpeed: Int) -> Bool { framesPerSecond > 0 && simSpeed > 0 }

    public init(framesPerSecond: Int, simSpeed: Int) {
        precondition(Self.accepts(framesPerSecond: framesPerSecond, simSpeed: simSpeed))
        self.framesPerSecond = framesPerSecond
        stepsPerSecond = Self.referenceRate * simSpeed
    }

    /// The simulation step count at which video frame `index` (0-based) is taken: frames are
    /// spread evenly, rounding down, so every second of video holds exactly `stepsPerSecond` steps.
    public func stepAtFrame(_ index: Int) -> Int { (index + 1) * stepsPerSecond / framesPerSecond }

    /// Steps to run before video frame `index` (the difference of consecutive `stepAtFrame`s;
    /// `stepAtFrame(-1)` is 0, the clip's start).
    public func steps(beforeFrame index: Int) -> Int { stepAtFrame(index) - stepAtFrame(index - 1) }

    /// Frames in a clip of `seconds` (at least one).
    public func frameCount(seconds: Double) -> Int { max(1, Int((seconds * Double(framesPerSecond)).rounded())) }
}
