import CEpoxy
import CSimKernel
import PhysarumCore

/// The GPU backend's painting (docs/PAINTING.md): CPU copies of the stimulus and walls, painted
/// with the kernel's own brush rule (`sim_paint_planes`), the rows a stroke touched uploaded into
/// one RGBA32F cell buffer (stimulus of species 0…2, 1 in a wall) that the painted agent and
/// field programs read where the trail's fourth word flags paint; a pass over the stroke's rows
/// empties erased and walled cells and sets those flags; a mask of the tiles near a wall spares
/// the other agents the wall check. Made at the first stroke: until then the simulation runs its
/// unpainted programs.
final class GPUPainting {
    let fieldSize: Int
    /// 3 planes of `fieldSize²`, trail units.
    var stimulus: [Float]
    /// `fieldSize²`, 1 = wall.
    var walls: [UInt8]
    var hasStimulus = false
    var hasWalls = false
    /// Share of the stimulus lost per step (the painted field program applies it on the GPU).
    var stimulusFade: Float = 0
    /// Steps run since the CPU copy of the stimulus was last the GPU's (only matters with a fade).
    var stepsSinceSync = 0
    private var erased: [UInt8]
    /// RGBA32F per cell, as an SSBO (the field pass) and a buffer texture (the agent pass).
    let buffer: GLuint
    let view: GLuint
    /// One uint per cell: the cells an Erase reached.
    private let eraseBuffer: GLuint
    /// One byte per 4×4 tile (`sim_paint_near_wall_tiles`), as an R8UI buffer texture.
    private let nearWallBuffer: GLuint
    let nearWallView: GLuint
    private var nearWall: [UInt8]
    let agents: GLuint
    let agentUniforms: GPUPrograms.AgentUniforms
    let agentHasWalls: GLint
    let field: GLuint
    let fieldUniforms: GPUPrograms.FieldUniforms
    let fieldStimulusKeep: GLint
    private let apply: GLuint
    private let applyFirstRow, applyRowCount: GLint
    private let groupSize: Int
    private let maxGroupsX: Int

    init(fieldSize: Int, tuning: GPUTuning) throws {
        self.fieldSize = fieldSize
        let cells = fieldSize * fieldSize
        stimulus = [Float](repeating: 0, count: cells * 3)
        walls = [UInt8](repeating: 0, count: cells)
        erased = [UInt8](repeating: 0, count: cells)
        groupSize = tuning.agentGroupSize
        maxGroupsX = tuning.maxGroupsX
        agents = try GLProgram.compute(
            GPUShaderSource.agents(
                fieldSize: fieldSize, groupSize: tuning.agentGroupSize, aggregateDeposits: tuning.aggregateDeposits,
                painted: true))
        agentUniforms = GPUPrograms.AgentUniforms(agents)
        agentHasWalls = GLProgram.uniform(agents, "uHasWalls")
        field = try GLProgram.compute(
            GPUShaderSource.field(
                fieldSize: fieldSize, groupSize: tuning.fieldGroupSize, cells: tuning.fieldCells, painted: true))
        fieldUniforms = GPUPrograms.FieldUniforms(field)
        fieldStimulusKeep = GLProgram.uniform(field, "uStimulusKeep")
        apply = try GLProgram.compute(
            GPUShaderSource.paintApply(fieldSize: fieldSize, groupSize: tuning.agentGroupSize))
        applyFirstRow = GLProgram.uniform(apply, "uFirstRow")
        applyRowCount = GLProgram.uniform(apply, "uRowCount")
        buffer = GPUSimulation.makeBuffer(bytes: cells * 16)
        GPUSimulation.clear(buffer)
        view = GPUSimulation.makeView(of: buffer, format: GL_RGBA32F)
        eraseBuffer = GPUSimulation.makeBuffer(bytes: cells * 4)
        let tiles = (fieldSize + Int(SIM_PAINT_TILE) - 1) / Int(SIM_PAINT_TILE)
        nearWall = [UInt8](repeating: 0, count: tiles * tiles)
        nearWallBuffer = GPUSimulation.makeBuffer(bytes: max(nearWall.count, 4))
        GPUSimulation.clear(nearWallBuffer)
        nearWallView = GPUSimulation.makeView(of: nearWallBuffer, format: GL_R8UI)
    }

    /// Paints `brush` into the CPU copies; returns the rows it touched (first, count).
    func paint(_ brush: inout SimBrush) -> (SimStatus, firstRow: Int, rowCount: Int) {
        if stimulusFade > 0, stepsSinceSync > 0, hasStimulus { syncStimulus() }
        var firstRow: Int32 = 0, rowCount: Int32 = 0
        let status = stimulus.withUnsafeMutableBufferPointer { s in
            walls.withUnsafeMutableBufferPointer { w in
                erased.withUnsafeMutableBufferPointer { e in
                    var planes = SimPaintPlanes(
                        size: Int32(fieldSize), stimulus: s.baseAddress, walls: w.baseAddress, erased: e.baseAddress,
                        firstRow: 0, rowCount: 0, firstColumn: 0, columnCount: 0)
                    let status = sim_paint_planes(&planes, &brush)
                    (firstRow, rowCount) = (planes.firstRow, planes.rowCount)
                    return status
                }
            }
        }
        guard status == SIM_OK else { return (status, 0, 0) }
        switch brush.tool {
        case Int32(SIM_PAINT_ATTRACT.rawValue), Int32(SIM_PAINT_REPEL.rawValue): hasStimulus = true
        case Int32(SIM_PAINT_WALL.rawValue): hasWalls = true
        default: break
        }
        return (status, Int(firstRow), Int(rowCount))
    }

    /// Uploads the stroke's rows of the stimulus and walls.
    func upload(firstRow: Int, rowCount: Int) {
        let cells = fieldSize * fieldSize
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), buffer)
        forEachRun(firstRow: firstRow, rowCount: rowCount) { begin, count in
            var packed = [Float](repeating: 0, count: count * 4)
            for i in 0..<count {
                let cell = begin + i
                packed[4 * i] = stimulus[cell]
                packed[4 * i + 1] = stimulus[cells + cell]
                packed[4 * i + 2] = stimulus[2 * cells + cell]
                packed[4 * i + 3] = Float(walls[cell])
            }
            epoxy_glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), begin * 16, count * 16, packed)
        }
        epoxy_glMemoryBarrier(GLbitfield(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_STORAGE_BARRIER_BIT))
    }

    /// The stroke's rows on the trail: erased and walled cells emptied, every cell's paint flags
    /// set (the mask's rows are uploaded for every stroke, zero but where an Erase reached, and
    /// cleared here again).
    func applyToTrail(sense: GLuint, deposit: GLuint, firstRow: Int, rowCount: Int) {
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), eraseBuffer)
        forEachRun(firstRow: firstRow, rowCount: rowCount) { begin, count in
            let words = erased[begin..<begin + count].map { UInt32($0) }
            epoxy_glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), begin * 4, count * 4, words)
            for cell in begin..<begin + count { erased[cell] = 0 }
        }
        epoxy_glUseProgram(apply)
        epoxy_glUniform1i(applyFirstRow, GLint(firstRow))
        epoxy_glUniform1i(applyRowCount, GLint(rowCount))
        epoxy_glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 0, sense)
        epoxy_glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 1, deposit)
        epoxy_glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 2, eraseBuffer)
        epoxy_glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 3, buffer)
        ComputeGrid(items: rowCount * fieldSize, groupSize: groupSize, maxGroupsX: maxGroupsX).dispatch()
        epoxy_glMemoryBarrier(
            GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT))
    }

    /// The tiles near a wall again (after walls were added or erased), for the fastest move the
    /// kernel allows: no re-upload when a speed changes.
    func uploadNearWall() {
        walls.withUnsafeBufferPointer { w in
            nearWall.withUnsafeMutableBufferPointer { out in
                sim_paint_near_wall_tiles(w.baseAddress, Int32(fieldSize), SIM_MAX_MOVE_SPEED, out.baseAddress)
            }
        }
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), nearWallBuffer)
        epoxy_glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, nearWall.count, nearWall)
        epoxy_glMemoryBarrier(GLbitfield(GL_TEXTURE_FETCH_BARRIER_BIT))
    }

    /// The stimulus as the GPU holds it now (it fades there), into the CPU copy.
    func syncStimulus() {
        let cells = fieldSize * fieldSize
        var packed = [Float](repeating: 0, count: cells * 4)
        epoxy_glMemoryBarrier(GLbitfield(GL_BUFFER_UPDATE_BARRIER_BIT))
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), buffer)
        epoxy_glGetBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, cells * 16, &packed)
        for cell in 0..<cells {
            for s in 0..<3 { stimulus[s * cells + cell] = packed[4 * cell + s] }
        }
        stepsSinceSync = 0
    }

    /// The rows `firstRow ..< firstRow + rowCount` (wrapping) as at most two runs of cells.
    private func forEachRun(firstRow: Int, rowCount: Int, _ body: (_ begin: Int, _ count: Int) -> Void) {
        let first = min(rowCount, fieldSize - firstRow)
        if first > 0 { body(firstRow * fieldSize, first * fieldSize) }
        if rowCount > first { body(0, (rowCount - first) * fieldSize) }
    }

    func release() {
        for program in [agents, field, apply] { epoxy_glDeleteProgram(program) }
        var buffers = [buffer, eraseBuffer, nearWallBuffer]
        epoxy_glDeleteBuffers(3, &buffers)
        var textures = [view, nearWallView]
        epoxy_glDeleteTextures(2, &textures)
    }
}
