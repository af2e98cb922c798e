/// While the performance output is open, the audience's picture comes first: the editor window
/// steps the simulation and draws a new frame only once the output has shown the last one. On a
/// machine that cannot keep both windows at their displays' rates the editor window skips frames,
/// not the output, and an editor on a faster monitor does not run the simulation faster than the
/// output shows it. An output that has shown nothing for `patience` seconds (its window hidden,
/// its monitor asleep) holds the editor no longer: the editor draws at its own rate until the
/// output shows a frame again.
public struct OutputPacing: Sendable {
    /// How long an output may show no new frame before the editor stops waiting for it (seconds):
    /// a few frames at any display's rate, short enough that an editor never looks frozen.
    public static let patience = 0.1

    /// The output's count of frames shown when the editor last drew.
    private var outputFramesAtEditorsFrame: Int?
    /// The output's count as last seen, and when it was first seen at that count.
    private var seenOutputFrames: (count: Int, since: Double)?

    public init() {}

    /// Whether the editor draws this tick, the output having shown `outputFrames` frames by `now`
    /// (seconds, never decreasing). A yes counts as the editor's frame.
    public mutating func editorDraws(outputFrames: Int, now: Double) -> Bool {
        if seenOutputFrames?.count != outputFrames { seenOutputFrames = (outputFrames, now) }
        let outputStalled = now - (seenOutputFrames?.since ?? now) >= Self.patience
        if !outputStalled, let answered = outputFramesAtEditorsFrame, outputFrames <= answered { return false }
        outputFramesAtEditorsFrame = outputFrames
        return true
    }
}
