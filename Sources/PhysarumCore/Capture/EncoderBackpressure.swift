/// When the window waits for a recording's encoder instead of dropping clip frames. On a machine
/// whose cores the player fills (llvmpipe), the encoder can fall behind the window; a full queue
/// drops frames and the clip skips. So the window holds its frames (draws none: no step, no clip
/// frame) while the encoder's backlog is at half its queue or more: the other half is room for the
/// frame already read back and for the encoder's bursts; below it the window draws at its own pace
/// again. The clip keeps every frame; the window's rate while recording is what both can do.
public enum EncoderBackpressure {
    /// Whether to hold the next frame with `queued` frames waiting in a queue of `capacity`.
    public static func holdsFrame(queued: Int, capacity: Int) -> Bool {
        capacity > 0 && queued >= (capacity + 1) / 2
    }
}

extension ClipWriter {
    /// Whether the window holds its next frame for this writer's backlog (`EncoderBackpressure`).
    public var holdsFrames: Bool { EncoderBackpressure.holdsFrame(queued: framesQueued, capacity: queueCapacity) }
}
