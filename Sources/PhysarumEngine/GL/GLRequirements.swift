import PhysarumCore

/// What the engine needs from OpenGL, written once: the versions of its two paths and the names
/// of Mesa's software rasterizers. `GLContextInfo`, the backend choice, the headless context and
/// the player all read these.
public enum GLRequirements {
    /// The render passes (and so the CPU backend, whose trail they draw) need GL 3.3 core.
    public static let render = GLVersion(3, 3)
    /// The GPU simulation needs compute shaders and GLSL 4.30 (its shaders say `#version 430`):
    /// GL 4.3 core. A 4.2 context with GL_ARB_compute_shader cannot compile them.
    public static let compute = GLVersion(4, 3)
    /// Substrings of GL_RENDERER that name software rasterizers (llvmpipe, softpipe, swrast).
    public static let softwareRendererNames = ["llvmpipe", "softpipe", "swrast", "software"]

    /// The software rasterizer `glRenderer` names, if it names one (case-insensitive).
    public static func softwareRenderer(in glRenderer: String) -> String? {
        let name = glRenderer.lowercased()
        return softwareRendererNames.first { name.contains($0) }
    }
}
