import CEpoxy
import CSimKernel
import PhysarumCore

/// Painting on the GPU backend (`GPUPainting`): the kernel's brush rule on CPU copies, the rows a
/// stroke touched uploaded, agents moved out of new walls as the kernel moves them.
extension GPUSimulation {
    public func paint(_ capsule: PaintCapsule) throws {
        var brush = try SimBrush(capsule, fieldSize: fieldSize)
        if painting == nil {
            painting = try GPUPainting(fieldSize: fieldSize, tuning: tuning)
            try GPUSimulation.checkGL("painting setup")
        }
        guard let painting else { return }
        let (status, firstRow, rowCount) = painting.paint(&brush)
        guard status == SIM_OK else { throw PaintError(status: status) }
        painting.upload(firstRow: firstRow, rowCount: rowCount)
        if capsule.brush.tool == .wall || (capsule.brush.tool == .erase && capsule.brush.everything) {
            painting.uploadNearWall()
        }
        painting.applyToTrail(
            sense: senseBuffer, deposit: depositBuffers[currentDeposit], firstRow: firstRow, rowCount: rowCount)
        if capsule.brush.tool == .wall { freeWalledAgents(painting, brush: brush) }
        renderTexturesStep = -1
    }

    public func clearPainting() {
        painting?.release()
        painting = nil
    }

    public func setStimulusFade(_ fade: Double) throws {
        guard fade.isFinite, (0...1).contains(fade) else {
            throw PaintError.invalidBrush("stimulus fade \(fade) is outside 0…1")
        }
        if painting == nil { painting = try GPUPainting(fieldSize: fieldSize, tuning: tuning) }
        painting?.stimulusFade = Float(fade)
    }

    public func stimulus(species: Int) -> [Float]? {
        precondition((0..<PresetParams.speciesCount).contains(species), "species \(species) out of 0..<3")
        guard let painting, painting.hasStimulus else { return nil }
        if painting.stimulusFade > 0, painting.stepsSinceSync > 0 { painting.syncStimulus() }
        let cells = fieldSize * fieldSize
        return Array(painting.stimulus[species * cells..<(species + 1) * cells])
    }

    public var walls: [UInt8]? {
        guard let painting, painting.hasWalls else { return nil }
        return painting.walls
    }

    /// Agents standing in a wall leave it (the kernel's rule, `sim_paint_free_walled_agents`).
    private func freeWalledAgents(_ painting: GPUPainting, brush: SimBrush) {
        guard agentCount > 0 else { return }
        var words = readAgentWords()
        var x = (0..<agentCount).map { Float(bitPattern: words[4 * $0]) }
        var y = (0..<agentCount).map { Float(bitPattern: words[4 * $0 + 1]) }
        let heading = (0..<agentCount).map { Float(bitPattern: words[4 * $0 + 2]) }
        var brush = brush
        let moved = painting.walls.withUnsafeMutableBufferPointer { walls in
            var planes = SimPaintPlanes(
                size: Int32(fieldSize), stimulus: nil, walls: walls.baseAddress, erased: nil, firstRow: 0, rowCount: 0,
                firstColumn: 0, columnCount: 0)
            return sim_paint_free_walled_agents(&planes, &brush, &x, &y, heading, Int32(agentCount))
        }
        guard moved > 0 else { return }
        for i in 0..<agentCount {
            words[4 * i] = x[i].bitPattern
            words[4 * i + 1] = y[i].bitPattern
        }
        epoxy_glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, words.count * 4, words)
        epoxy_glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT))
    }
}
