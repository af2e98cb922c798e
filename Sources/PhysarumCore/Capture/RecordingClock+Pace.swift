extension RecordingClock {
    /// How much shorter than the running time a clip may come out unremarked, in seconds: the
    /// first frame's wait and rounding to whole clip frames.
    public static let paceToleranceSeconds = 1.0
    /// The share of the running time below which a clip is called short (90 %: a window that
    /// keeps up with 60 Hz but for a stutter is not).
    public static let paceShortShare = 0.9

    /// Whether the clip is noticeably shorter than the time the simulation ran while recording:
    /// a clip keeps the simulation's pace (`ClipTiming`), so a machine that runs the simulation
    /// slower than real time makes a shorter clip, and the user is told why.
    public var isShorterThanItRan: Bool {
        runningSeconds - clipSeconds > Self.paceToleranceSeconds && clipSeconds < runningSeconds * Self.paceShortShare
    }
}
