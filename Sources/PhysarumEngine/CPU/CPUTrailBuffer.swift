/// A copy of the CPU simulation's state for a picture composed away from the kernel (thumbnails,
/// tests): the trail as the kernel holds it (three planes of `fieldSize²` fixed-point units) and,
/// with head glow, agents per cell. The window's pipeline composes from the kernel itself instead
/// (`CPUFramePipeline`).
final class CPUTrailBuffer {
    let fieldSize: Int
    private(set) var trail: [UInt32]
    private(set) var heads: [UInt32] = []
    private(set) var hasHeads = false
    /// The step index the copy was taken at.
    private(set) var stepIndex = -1

    init(fieldSize: Int) {
        self.fieldSize = fieldSize
        trail = [UInt32](repeating: 0, count: fieldSize * fieldSize * 3)
    }

    /// Copies the kernel's current state (on whichever thread owns the kernel now).
    func capture(_ simulation: CPUSimulation, includeHeads: Bool) {
        trail.withUnsafeMutableBufferPointer { simulation.copyTrailUnits(into: $0) }
        if includeHeads {
            if heads.count != fieldSize * fieldSize { heads = [UInt32](repeating: 0, count: fieldSize * fieldSize) }
            heads.withUnsafeMutableBufferPointer { simulation.copyHeadTotals(into: $0) }
        }
        hasHeads = includeHeads
        stepIndex = simulation.stepIndex
    }
}
