import CSimKernel
import PhysarumCore

/// The kernel's brush for a capsule: one conversion for both backends (the GPU paints into its
/// copies with the kernel's rule).
extension SimBrush {
    /// The kernel's brush for `capsule`, checked against a `fieldSize` field.
    init(_ capsule: PaintCapsule, fieldSize: Int) throws {
        if let problem = capsule.brush.problem(fieldSize: fieldSize) { throw PaintError.invalidBrush(problem) }
        let points = [capsule.from.x, capsule.from.y, capsule.to.x, capsule.to.y]
        guard points.allSatisfy({ $0.isFinite && abs($0) <= 1e6 }) else {
            throw PaintError.invalidBrush("a position is not finite or beyond a million cells")
        }
        let weights = capsule.brush.speciesWeights.map(Float.init)
        let tool: SimPaintTool =
            switch capsule.brush.tool {
            case .attract: SIM_PAINT_ATTRACT
            case .repel: SIM_PAINT_REPEL
            case .erase: SIM_PAINT_ERASE
            case .wall: SIM_PAINT_WALL
            }
        self.init(
            tool: Int32(tool.rawValue), x0: Float(capsule.from.x), y0: Float(capsule.from.y), x1: Float(capsule.to.x),
            y1: Float(capsule.to.y), radius: Float(capsule.brush.radius), strength: Float(capsule.brush.strength),
            speciesWeight: (weights[0], weights[1], weights[2]), everything: capsule.brush.everything ? 1 : 0)
    }
}
