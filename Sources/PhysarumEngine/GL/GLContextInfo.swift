import CEpoxy

/// What the current GL context is, and whether it can run the engine.
public struct GLContextInfo: Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let renderer: String
    public let versionString: String
    public let isCoreProfile: Bool

    /// Reads the current context; call with a context current.
    public static func current() -> GLContextInfo {
        var major: GLint = 0, minor: GLint = 0, mask: GLint = 0
        epoxy_glGetIntegerv(GLenum(GL_MAJOR_VERSION), &major)
        epoxy_glGetIntegerv(GLenum(GL_MINOR_VERSION), &minor)
        epoxy_glGetIntegerv(GLenum(GL_CONTEXT_PROFILE_MASK), &mask)
        return GLContextInfo(
            major: Int(major), minor: Int(minor), renderer: glString(GL_RENDERER),
            versionString: glString(GL_VERSION),
            isCoreProfile: mask & GLint(GL_CONTEXT_CORE_PROFILE_BIT) != 0)
    }

    public var description: String { "OpenGL \(major).\(minor) (\(versionString)) on \(renderer)" }

    /// Compute shaders are core from GL 4.3 (or ARB_compute_shader on older contexts).
    public var hasCompute: Bool { (major, minor) >= (4, 3) || epoxy_has_gl_extension("GL_ARB_compute_shader") }

    /// A renderer that runs on the CPU (llvmpipe, softpipe, swrast): the engine tunes for it.
    public var isSoftwareRenderer: Bool {
        let name = renderer.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software"].contains { name.contains($0) }
    }

    /// Throws unless the context can run the GPU simulation (GL ≥ 4.3 with compute shaders).
    public func requireGPUSimulation() throws {
        guard (major, minor) >= (4, 3), hasCompute else {
            throw EngineError.contextTooOld(found: description, needed: "OpenGL 4.3 core with compute shaders")
        }
    }

    /// Throws unless the context can run the render passes (GL ≥ 3.3).
    public func requireRenderer() throws {
        guard (major, minor) >= (3, 3) else {
            throw EngineError.contextTooOld(found: description, needed: "OpenGL 3.3 core")
        }
    }

    private static func glString(_ name: Int32) -> String {
        guard let text = epoxy_glGetString(GLenum(name)) else { return "unknown" }
        return String(cString: text)
    }
}
