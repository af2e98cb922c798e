/// Which rendered frames of the live player become clip frames, so a window recording keeps the
/// steady simulation rate of `ClipTiming` whatever the window's frame rate: a rendered frame
/// stands for as many clip frames as clip frame times its steps passed (0 while paused).
public struct RecordingClock: Equatable, Sendable {
    public let timing: ClipTiming
    /// Simulation steps since recording started.
    public private(set) var stepsRun = 0
    /// Clip frames accounted for so far.
    public private(set) var framesPlanned = 0

    public init(timing: ClipTiming) { self.timing = timing }

    /// Adds a rendered frame that ran `steps` steps; returns how many clip frames it stands for.
    public mutating func rendered(steps: Int) -> Int {
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
