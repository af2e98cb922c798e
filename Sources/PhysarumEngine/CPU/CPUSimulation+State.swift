import CSimKernel
import PhysarumCore

/// Reading and replacing the CPU backend's state beyond `SimulationBackend`: exact trail totals,
/// a trail to start from (tests), agent positions and head counts (the renderer's head glow).
extension CPUSimulation {
    /// One species' trail total in fixed-point units (exact; `unitsPerTrail` per trail unit).
    public func trailUnitsTotal(species: Int) -> UInt64 {
        precondition((0..<PresetParams.speciesCount).contains(species), "species \(species) out of 0..<3")
        return sim_kernel_trail_total_units(kernel, Int32(species))
    }

    /// Replaces the trail: `fieldSize² × 3` values, row-major, species interleaved per cell.
    public func loadTrail(_ values: [Float]) throws {
        let expected = fieldSize * fieldSize * 3
        guard values.count == expected else {
            throw CPUSimulationError.invalidTrail("\(values.count) values, expected \(expected)")
        }
        let status = values.withUnsafeBufferPointer { sim_kernel_load_trail(kernel, $0.baseAddress) }
        guard status == SIM_OK else {
            throw CPUSimulationError.invalidTrail("values must be finite, ≥ 0 and < 4,194,304")
        }
    }

    /// Calls `body` with one species' trail as fixed-point units (valid only inside `body`).
    public func withTrailUnits<R>(species: Int, _ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        precondition((0..<PresetParams.speciesCount).contains(species), "species \(species) out of 0..<3")
        let plane = sim_kernel_trail_units(kernel, Int32(species))
        return try body(UnsafeBufferPointer(start: plane, count: fieldSize * fieldSize))
    }

    /// Calls `body` with the agents' state in the kernel's current order (valid only inside `body`).
    public func withAgents<R>(_ body: (CPUAgentsView) throws -> R) rethrows -> R {
        let count = agentCount
        return try body(
            CPUAgentsView(
                x: UnsafeBufferPointer(start: sim_kernel_agent_x(kernel), count: count),
                y: UnsafeBufferPointer(start: sim_kernel_agent_y(kernel), count: count),
                heading: UnsafeBufferPointer(start: sim_kernel_agent_heading(kernel), count: count),
                species: UnsafeBufferPointer(start: sim_kernel_agent_species(kernel), count: count)))
    }

    /// Replaces the agents (tests, hand-made scenes); the trail and step index stay.
    public func setAgents(_ agents: [CPUAgent]) throws {
        let x = agents.map(\.x), y = agents.map(\.y), heading = agents.map(\.heading)
        let species = agents.map { UInt8(clamping: $0.species) }
        let status = sim_kernel_set_agents(kernel, Int32(clamping: agents.count), x, y, heading, species)
        guard status == SIM_OK else {
            throw CPUSimulationError.invalidAgents(
                "positions must lie in [0, \(fieldSize)), headings be finite, species 0…2")
        }
    }

    /// Writes the trail (as `readTrail()`) into `buffer` of `fieldSize² × 3` floats, allocating nothing.
    public func copyTrail(into buffer: UnsafeMutableBufferPointer<Float>) {
        precondition(buffer.count >= fieldSize * fieldSize * 3, "trail buffer too small")
        sim_kernel_copy_trail(kernel, buffer.baseAddress)
    }

    /// Writes the head counts (as `headCounts()`) into `buffer` of `fieldSize² × 3` bytes.
    public func copyHeadCounts(into buffer: UnsafeMutableBufferPointer<UInt8>) {
        precondition(buffer.count >= fieldSize * fieldSize * 3, "head-count buffer too small")
        sim_kernel_head_counts(kernel, buffer.baseAddress)
    }

    /// Writes the trail as the kernel holds it — three planes of `fieldSize²` fixed-point units,
    /// species 0, 1, 2 — into `buffer` (a plain copy: the frame pipeline's snapshot).
    public func copyTrailUnits(into buffer: UnsafeMutableBufferPointer<UInt32>) {
        precondition(buffer.count >= fieldSize * fieldSize * 3, "trail buffer too small")
        sim_kernel_copy_trail_units(kernel, buffer.baseAddress)
    }

    /// Writes agents per cell (any species), `fieldSize²` values, into `buffer` (head glow).
    public func copyHeadTotals(into buffer: UnsafeMutableBufferPointer<UInt32>) {
        precondition(buffer.count >= fieldSize * fieldSize, "head-total buffer too small")
        sim_kernel_head_totals(kernel, buffer.baseAddress)
    }

    /// Agents per cell and species, `fieldSize² × 3` bytes interleaved, saturating at 255.
    public func headCounts() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: fieldSize * fieldSize * 3) { buffer, initialized in
            sim_kernel_head_counts(kernel, buffer.baseAddress)
            initialized = buffer.count
        }
    }

    /// The compilation of the loops in use (`auto` resolves to a concrete one at creation).
    public var vectorISA: CPUVectorISA { CPUVectorISA(sim_kernel_isa(kernel)) }

    /// Selects a compilation of the loops; throws if the CPU lacks it.
    public func setVectorISA(_ isa: CPUVectorISA) throws {
        guard sim_kernel_set_isa(kernel, isa.kernelValue) == SIM_OK else {
            throw CPUSimulationError.unsupportedVectorISA(isa)
        }
    }

    /// Wall time spent in each pass since creation, in milliseconds.
    public var passTimes: (agents: Double, field: Double, sort: Double) {
        var agents = 0.0, field = 0.0, sort = 0.0
        sim_kernel_pass_times(kernel, &agents, &field, &sort)
        return (agents, field, sort)
    }
}
