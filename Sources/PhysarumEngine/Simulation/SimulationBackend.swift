import PhysarumCore

/// A simulation backend owns the agents and the three-channel trail field and advances them.
/// The GPU backend (compute shaders) and the CPU backend (native kernel) both implement it and
/// follow the same rules (docs/SIMULATION.md), so tests run against either.
public protocol SimulationBackend: AnyObject {
    /// Side of the square field, in cells.
    var fieldSize: Int { get }
    /// Steps run since the last respawn.
    var stepIndex: Int { get }
    /// The parameters in effect.
    var params: PresetParams { get }
    /// Applies `params` live; re-seeds if `PresetParams.requiresRespawn(toApply:)` says so.
    func apply(_ params: PresetParams)
    /// Re-seeds the agents and clears the field, deterministically from `seed`.
    func respawn(seed: UInt64)
    /// Runs `count` full simulation steps (agents, then the field pass).
    func step(count: Int)
    /// The trail field: `fieldSize² × 3` values, row-major, the three species interleaved per cell.
    func readTrail() -> [Float]
    /// Replaces the trail field (same layout as `readTrail`); values are stored in the backend's
    /// fixed point (1024 units per trail unit), negatives clamp to 0. Agents are untouched.
    func loadTrail(_ values: [Float]) throws
    /// Paints one capsule of a stroke between steps (docs/PAINTING.md); throws for a brush or
    /// position out of range (`PaintBrush.problem`).
    func paint(_ capsule: PaintCapsule) throws
    /// Removes the stimulus and every wall; the trails stay.
    func clearPainting()
    /// The share of the painted stimulus lost per step, 0…1 (0: it lasts).
    func setStimulusFade(_ fade: Double) throws
    /// One species' stimulus (`fieldSize²` trail units, row-major); nil while none was painted.
    func stimulus(species: Int) -> [Float]?
    /// The walls (`fieldSize²` bytes, 1 = wall); nil while none was painted.
    var walls: [UInt8]? { get }
    /// Deletes the backend's GL objects; call with their context current before it goes away
    /// (GtkGLArea "unrealize"). Calling it twice is harmless.
    func release()
}

extension SimulationBackend {
    /// Paints queued `strokes` in order (checked when they were queued, so only memory can fail
    /// one), telling `painted` each with the step index it was painted at (the stroke log's step).
    func paint(_ strokes: [PaintCapsule], reporting painted: ((Int, PaintCapsule) -> Void)?) {
        for capsule in strokes where (try? paint(capsule)) != nil { painted?(stepIndex, capsule) }
    }
}
