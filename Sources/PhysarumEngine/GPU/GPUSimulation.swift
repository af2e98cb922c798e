import CEpoxy
import Foundation
import PhysarumCore

/// The simulation on GL 4.3 compute shaders (docs/SIMULATION.md), inside whatever context is
/// current (a GtkGLArea's or `HeadlessGLContext`). All calls need that context current.
public final class GPUSimulation: SimulationBackend, RenderInputSource {
    public let fieldSize: Int
    public private(set) var stepIndex = 0
    public private(set) var params: PresetParams
    public private(set) var seed: UInt64
    public internal(set) var agentCount = 0
    /// Steps between tile sorts; 0 = never. Re-sorting agents by tile keeps neighbouring
    /// invocations' texel fetches and atomics local (`GPUTuning` has the measured intervals).
    public var sortInterval: Int
    /// Work-group sizes and dispatch limits for this renderer.
    let tuning: GPUTuning
    /// Buffers above a limit the driver reports but may not enforce (see `checkCapacity`).
    public let capacityWarnings: [String]

    let programs: GPUPrograms
    /// Agents, ping-pong for the sort (16 bytes each).
    var agentBuffers: [GLuint] = [0, 0]
    /// Each agent's spawn index (keys its random draws), moved with it by the sort.
    var idBuffers: [GLuint] = [0, 0]
    /// Each agent's rank inside its tile during a sort.
    var rankBuffer: GLuint = 0
    /// Tile counters (level 0) and the block sums of each scan level above them.
    var scanBuffers: [GLuint] = []
    var scanLengths: [Int] = []
    /// What the agent program's uniforms hold now (nil: nothing sent yet).
    var uploadedAgentRules: (rules: AgentStepRules, count: Int, program: GLuint)?
    var currentAgents = 0
    var agentCapacity = 0
    /// Trail after the last field pass; agents sense it (never written during the agent pass, so
    /// sensing is race-free and a seed gives the same result on every run).
    var senseBuffer: GLuint = 0
    var senseView: GLuint = 0
    /// Trail the agents deposit into (starts equal to `senseBuffer`); the field pass reads one and writes the other.
    var depositBuffers: [GLuint] = [0, 0]
    var depositViews: [GLuint] = [0, 0]
    var currentDeposit = 0
    let renderTextures: RenderInputTextures
    /// What was painted (`GPUSimulation+Paint`); nil until the first stroke.
    var painting: GPUPainting?
    var renderTexturesStep = -1
    var headsStep = -1
    private var isReleased = false

    /// Builds programs and buffers and spawns from `params` with `seed`.
    public convenience init(
        fieldSize: Int = FieldSize.standard, params: PresetParams = PresetParams(), seed: UInt64 = 1
    ) throws {
        try self.init(fieldSize: fieldSize, params: params, seed: seed, tuning: nil)
    }

    /// `tuning` nil picks the one for the current renderer (tests force others).
    init(fieldSize: Int, params: PresetParams, seed: UInt64, tuning: GPUTuning?) throws {
        try FieldSize.validate(fieldSize)
        try GLContextInfo.current().requireGPUSimulation()
        self.fieldSize = fieldSize
        self.params = params
        self.seed = seed
        self.tuning = tuning ?? GPUTuning.forCurrentContext()
        capacityWarnings = try GPUSimulation.checkCapacity(fieldSize: fieldSize, agents: params.agents)
        programs = try GPUPrograms(fieldSize: fieldSize, tuning: self.tuning)
        sortInterval = self.tuning.sortInterval
        renderTextures = RenderInputTextures(fieldSize: fieldSize)
        createTrailBuffers()
        createSortBuffers()
        respawn(seed: seed)
        try GPUSimulation.checkGL("GPUSimulation setup")
    }

    deinit { release() }

    // MARK: - SimulationBackend

    public func apply(_ newParams: PresetParams) {
        let needsRespawn = params.requiresRespawn(toApply: newParams)
        params = newParams
        if needsRespawn { respawn(seed: seed) }
    }

    public func respawn(seed: UInt64) {
        self.seed = seed
        stepIndex = 0
        renderTexturesStep = -1
        headsStep = -1
        uploadAgents()
        clearTrail()
    }

    public func step(count: Int) {
        for _ in 0..<max(count, 0) {
            let k = stepIndex + 1
            if sortInterval > 0, stepIndex % sortInterval == 0 { sortAgentsByTile() }
            runAgentPass(step: k)
            runFieldPass(step: k)
            stepIndex = k
        }
    }

    public func readTrail() -> [Float] {
        let cells = fieldSize * fieldSize
        var units = [UInt32](repeating: 0, count: cells * 4)
        epoxy_glMemoryBarrier(GLbitfield(GL_BUFFER_UPDATE_BARRIER_BIT))
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), senseBuffer)
        epoxy_glGetBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, cells * 16, &units)
        let scale = 1 / Float(TrailFixedPoint.unitsPerTrail)
        var trail = [Float](repeating: 0, count: cells * 3)
        for cell in 0..<cells {
            for c in 0..<3 { trail[cell * 3 + c] = Float(units[cell * 4 + c]) * scale }
        }
        return trail
    }

    public func loadTrail(_ values: [Float]) throws {
        let cells = fieldSize * fieldSize
        guard values.count == cells * 3 else {
            throw EngineError.trailSizeMismatch(expected: cells * 3, got: values.count)
        }
        var units = [UInt32](repeating: 0, count: cells * 4)
        for cell in 0..<cells {
            for c in 0..<3 { units[cell * 4 + c] = TrailFixedPoint.units(Double(values[cell * 3 + c])) }
        }
        for buffer in [senseBuffer, depositBuffers[currentDeposit]] {
            epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), buffer)
            epoxy_glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, cells * 16, units)
        }
        renderTexturesStep = -1
    }

    /// For pass-by-pass timing: records that step `k` completed.
    func advanceStepIndex(to k: Int) { stepIndex = k }

    /// Forces the next `renderInputs` to re-export (benchmarks time the export).
    func invalidateRenderInputs() {
        renderTexturesStep = -1
        headsStep = -1
    }

    // MARK: - RenderInputSource

    public func renderInputs(includeHeads: Bool) -> RenderInputs {
        if renderTexturesStep != stepIndex {
            exportTrailTexture()
            renderTexturesStep = stepIndex
        }
        if includeHeads, headsStep != stepIndex {
            countHeads()
            headsStep = stepIndex
        }
        return renderTextures.inputs(includeHeads: includeHeads)
    }

    /// Deletes every GL object; call with the context current before it goes away.
    public func release() {
        guard !isReleased else { return }
        isReleased = true
        programs.release()
        painting?.release()
        painting = nil
        renderTextures.release()
        epoxy_glDeleteBuffers(2, &agentBuffers)
        epoxy_glDeleteBuffers(2, &idBuffers)
        epoxy_glDeleteBuffers(1, &rankBuffer)
        epoxy_glDeleteBuffers(GLsizei(scanBuffers.count), scanBuffers)
        epoxy_glDeleteBuffers(1, &senseBuffer)
        epoxy_glDeleteBuffers(2, &depositBuffers)
        epoxy_glDeleteTextures(1, &senseView)
        epoxy_glDeleteTextures(2, &depositViews)
        agentBuffers = [0, 0]
        idBuffers = [0, 0]
        rankBuffer = 0
        scanBuffers = []
        depositBuffers = [0, 0]
        depositViews = [0, 0]
        senseBuffer = 0
        senseView = 0
    }

    static func checkGL(_ operation: String) throws {
        let code = epoxy_glGetError()
        if code != GLenum(GL_NO_ERROR) { throw EngineError.glError(operation: operation, code: UInt32(code)) }
    }
}
