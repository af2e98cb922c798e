import PhysarumCore

extension PlayerView {
    /// The frame on screen, rendered again at `width × height` from the running state (snapshots,
    /// clips); throws when there is no picture (no GL context, or the engine cannot read back).
    func capture(width: Int, height: Int) throws -> CapturedFrame {
        guard isRealized, errorText == nil, renderedFrames > 0 else {
            throw PlayerError(tr("there is no picture to capture yet"))
        }
        glArea.makeCurrent()
        return try engine.capture(width: width, height: height)
    }
}
