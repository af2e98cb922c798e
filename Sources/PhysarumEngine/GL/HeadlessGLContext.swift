import CEpoxy

/// A window-less GL 4.3 core context (EGL_MESA_platform_surfaceless, no config, no surface), made
/// current on creation. For tests, PNG renders and benchmarks; the app uses its GtkGLArea's context.
public final class HeadlessGLContext {
    /// The version asked for: what the GPU simulation needs.
    public static let requiredVersion = (major: Int32(4), minor: Int32(3))

    private let display: EGLDisplay
    private let context: EGLContext
    /// What the driver gave us.
    public let info: GLContextInfo

    /// Creates and makes current a headless context, then checks it can run the GPU simulation.
    public init() throws {
        // Client extensions are queried on EGL_NO_DISPLAY (nil).
        guard epoxy_has_egl_extension(nil, "EGL_MESA_platform_surfaceless") else {
            throw EngineError.headlessContextUnavailable(
                "EGL has no EGL_MESA_platform_surfaceless (is Mesa's libEGL installed?)")
        }
        guard let display = epoxy_eglGetPlatformDisplayEXT(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) else {
            throw EngineError.headlessContextUnavailable("eglGetPlatformDisplayEXT(surfaceless) returned no display")
        }
        var eglMajor: EGLint = 0, eglMinor: EGLint = 0
        guard epoxy_eglInitialize(display, &eglMajor, &eglMinor) == EGL_TRUE else {
            throw EngineError.headlessContextUnavailable(
                "eglInitialize failed (0x\(String(epoxy_eglGetError(), radix: 16)))")
        }
        guard epoxy_eglBindAPI(EGLenum(EGL_OPENGL_API)) == EGL_TRUE else {
            _ = epoxy_eglTerminate(display)
            throw EngineError.headlessContextUnavailable("eglBindAPI(EGL_OPENGL_API) failed")
        }
        let attributes: [EGLint] = [
            EGL_CONTEXT_MAJOR_VERSION, Self.requiredVersion.major,
            EGL_CONTEXT_MINOR_VERSION, Self.requiredVersion.minor,
            EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
            EGL_NONE,
        ]
        // EGL_KHR_no_config_context: no config (nil), no share context (nil).
        guard let context = epoxy_eglCreateContext(display, nil, nil, attributes) else {
            let code = epoxy_eglGetError()
            _ = epoxy_eglTerminate(display)
            throw EngineError.contextTooOld(
                found: "a driver that refused a 4.3 core context (EGL error 0x\(String(code, radix: 16)))",
                needed: "OpenGL 4.3 core with compute shaders")
        }
        guard epoxy_eglMakeCurrent(display, nil, nil, context) == EGL_TRUE else {
            _ = epoxy_eglDestroyContext(display, context)
            _ = epoxy_eglTerminate(display)
            throw EngineError.headlessContextUnavailable("eglMakeCurrent without a surface failed")
        }
        self.display = display
        self.context = context
        info = GLContextInfo.current()
        try info.requireGPUSimulation()
    }

    /// Makes this context current on the calling thread again.
    public func makeCurrent() {
        _ = epoxy_eglMakeCurrent(display, nil, nil, context)
    }

    deinit {
        _ = epoxy_eglMakeCurrent(display, nil, nil, nil)
        _ = epoxy_eglDestroyContext(display, context)
        _ = epoxy_eglTerminate(display)
    }
}
