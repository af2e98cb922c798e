import CEpoxy

/// Driver limits the buffers must fit in, checked up front so a too-large run fails (or is
/// flagged) clearly instead of silently reading past a clamped binding.
extension GPUSimulation {
    /// Throws `EngineError.exceedsDriverLimit` when the field's texel view is too large (a hard
    /// limit). Returns warnings for SSBOs above GL_MAX_SHADER_STORAGE_BLOCK_SIZE: drivers differ
    /// in whether they enforce it on unsized arrays (llvmpipe reports 128 MiB), so such runs go
    /// ahead and the benchmark reports the warning.
    static func checkCapacity(fieldSize: Int, agents: Int) throws -> [String] {
        var texels: GLint = 0
        var blockBytes: GLint64 = 0
        epoxy_glGetIntegerv(GLenum(GL_MAX_TEXTURE_BUFFER_SIZE), &texels)
        epoxy_glGetInteger64v(GLenum(GL_MAX_SHADER_STORAGE_BLOCK_SIZE), &blockBytes)
        let cells = fieldSize * fieldSize
        if cells > Int(texels) {
            throw EngineError.exceedsDriverLimit(
                what: "field \(fieldSize)² = \(cells) cells", limit: "GL_MAX_TEXTURE_BUFFER_SIZE = \(texels) texels")
        }
        let buffers = [
            ("the trail (\(cells) cells × \(trailBytesPerCell) B)", cells * trailBytesPerCell),
            ("\(agents) agents × \(agentBytes) B", agents * agentBytes),
        ]
        return buffers.filter { $0.1 > Int(blockBytes) }.map {
            "\($0.0) = \($0.1) bytes exceeds GL_MAX_SHADER_STORAGE_BLOCK_SIZE = \(blockBytes)"
        }
    }
}
