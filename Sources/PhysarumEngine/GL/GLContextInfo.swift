import CEpoxy
import PhysarumCore

/// What the current GL context is, and whether it can run the engine (`GLRequirements`).
public struct GLContextInfo: Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let renderer: String
    public let versionString: String
    public let isCoreProfile: Bool

    public init(major: Int, minor: Int, renderer: String, versionString: String, isCoreProfile: Bool) {
        self.major = major
        self.minor = minor
        self.renderer = renderer
        self.versionString = versionString
        self.isCoreProfile = isCoreProfile
    }

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

    public var version: GLVersion { GLVersion(major, minor) }

    public var description: String { "OpenGL \(major).\(minor) (\(versionString)) on \(renderer)" }

    /// Whether the GPU simulation can run here (`GLRequirements.compute`).
    public var hasCompute: Bool { version >= GLRequirements.compute }

    /// The software rasterizer this context runs on (llvmpipe …), nil on hardware.
    public var softwareRenderer: String? { GLRequirements.softwareRenderer(in: renderer) }

    /// A renderer that runs on the CPU (llvmpipe, softpipe, swrast): the engine tunes for it.
    public var isSoftwareRenderer: Bool { softwareRenderer != nil }

    /// Throws unless the context can run the GPU simulation (compute shaders).
    public func requireGPUSimulation() throws {
        guard hasCompute else {
            throw EngineError.contextTooOld(
                found: description, needed: "OpenGL \(GLRequirements.compute) core with compute shaders")
        }
    }

    /// Throws unless the context can run the render passes.
    public func requireRenderer() throws {
        guard version >= GLRequirements.render else {
            throw EngineError.contextTooOld(found: description, needed: "OpenGL \(GLRequirements.render) core")
        }
    }

    private static func glString(_ name: Int32) -> String {
        guard let text = epoxy_glGetString(GLenum(name)) else { return "unknown" }
        return String(cString: text)
    }
}
