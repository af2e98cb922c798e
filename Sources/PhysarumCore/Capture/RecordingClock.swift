/// Which rendered frames of the live player become clip frames, so a window recording keeps the
/// steady simulation rate of `ClipTiming` whatever the window's frame rate: a rendered frame
/// stands for as many clip frames as clip frame times its steps passed (0 while paused).
public struct RecordingClock: Equatable, Sendable {
    public let timing: ClipTiming
    /// Simulation steps since recording started.
    public private(set) var stepsRun = 0
    /// Clip frames accounted for so far.
    public private(set) var framesPlanned = 0
    /// Wall-clock seconds the simulation ran while recording (between frames that ran steps; a
    /// pause does not count): what the user waited for the clip.
    public private(set) var runningSeconds = 0.0
    /// When the last frame was rendered (monotonic seconds), nil before the first.
    private var lastFrameAt: Double?

    public init(timing: ClipTiming) { self.timing = timing }

    /// Seconds of clip accounted for so far.
    public var clipSeconds: Double { Double(framesPlanned) / Double(timing.framesPerSecond) }

    /// Adds a rendered frame that ran `steps` steps, rendered at `now` (monotonic seconds; nil:
    /// not timed); returns how many clip frames it stands for.
    public mutating func rendered(steps: Int, at now: Double? = nil) -> Int {
        if let now {
            if let lastFrameAt, steps > 0 { runningSeconds += now - lastFrameAt }
            lastFrameAt = now
        }
        guard steps > 0 else { return 0 }
        stepsRun += steps
        var copies = 0
        while timing.stepAtFrame(framesPlanned) <= stepsRun {
            framesPlanned += 1
            copies += 1
        }
        return copies
    }
}
