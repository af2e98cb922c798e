import CEpoxy
import CSimKernel

/// The CPU backend's hand-over to the GL 3.3 render passes: its trail (and head counts) uploaded
/// into `RenderInputTextures` each frame.
extension CPUSimulation: RenderInputSource {
    public func renderInputs(includeHeads: Bool) -> RenderInputs {
        let textures = renderTextures ?? RenderInputTextures(fieldSize: fieldSize)
        renderTextures = textures
        let cells = fieldSize * fieldSize
        if trailStaging.count != cells * 3 { trailStaging = [Float](repeating: 0, count: cells * 3) }
        trailStaging.withUnsafeMutableBufferPointer { buffer in
            copyTrail(into: buffer)
            textures.uploadTrail(UnsafeBufferPointer(buffer))
        }
        if includeHeads {
            if headStaging.count != cells { headStaging = [UInt32](repeating: 0, count: cells) }
            headStaging.withUnsafeMutableBufferPointer { buffer in
                sim_kernel_head_totals(kernel, buffer.baseAddress)
                textures.uploadHeadCounts(UnsafeBufferPointer(buffer))
            }
        }
        return textures.inputs(includeHeads: includeHeads)
    }

    /// Deletes the render textures (its only GL objects); call with their context current.
    public func release() {
        renderTextures?.release()
        renderTextures = nil
    }
}
