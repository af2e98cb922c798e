import CSimKernel
import PhysarumCore

/// Painting on the CPU backend (CSimKernel's sim_paint.h): strokes go into the stimulus and the
/// walls between steps, so a painted run stays deterministic for a seed and a thread count.
extension CPUSimulation {
    public func paint(_ capsule: PaintCapsule) throws {
        var brush = try SimBrush(capsule, fieldSize: fieldSize)
        let status = sim_kernel_paint(kernel, &brush)
        guard status == SIM_OK else { throw PaintError(status: status) }
    }

    /// Removes the stimulus and every wall; the trails stay.
    public func clearPainting() { sim_kernel_clear_painting(kernel) }

    /// The share of the stimulus lost per step, 0…1 (0: painted food lasts).
    public func setStimulusFade(_ fade: Double) throws {
        guard sim_kernel_set_stimulus_fade(kernel, Float(fade)) == SIM_OK else {
            throw PaintError.invalidBrush("stimulus fade \(fade) is outside 0…1")
        }
    }

    /// One species' stimulus (`fieldSize²` trail units, row-major); nil while none was painted.
    public func stimulus(species: Int) -> [Float]? {
        precondition((0..<PresetParams.speciesCount).contains(species), "species \(species) out of 0..<3")
        guard let plane = sim_kernel_stimulus(kernel, Int32(species)) else { return nil }
        return Array(UnsafeBufferPointer(start: plane, count: fieldSize * fieldSize))
    }

    /// The walls (`fieldSize²` bytes, 1 = wall); nil while none was painted.
    public var walls: [UInt8]? {
        guard let plane = sim_kernel_walls(kernel) else { return nil }
        return Array(UnsafeBufferPointer(start: plane, count: fieldSize * fieldSize))
    }

    /// What species `species` perceives at the next step, per cell (trails through the matrix,
    /// plus the stimulus; `SIM_WALL_PERCEIVED` in a wall).
    public func perceived(species: Int) -> [Float] {
        precondition((0..<PresetParams.speciesCount).contains(species), "species \(species) out of 0..<3")
        return Array(
            UnsafeBufferPointer(start: sim_kernel_perceived(kernel, Int32(species)), count: fieldSize * fieldSize))
    }

    /// What a sensor reads in a wall cell.
    public static let wallPerceived = SIM_WALL_PERCEIVED
}
