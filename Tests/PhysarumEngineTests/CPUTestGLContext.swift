import CEpoxy
import XCTest

/// A window-less GL 3.3 core context (EGL surfaceless, Mesa) for the CPU backend's texture tests.
final class CPUTestGLContext {
    let display: EGLDisplay
    let context: EGLContext

    /// Makes a context current, or skips the test saying why.
    init() throws {
        guard epoxy_has_egl_extension(nil, "EGL_MESA_platform_surfaceless"),
            let display = epoxy_eglGetPlatformDisplayEXT(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil)
        else { throw XCTSkip("no EGL surfaceless platform (Mesa) on this machine") }
        var major: EGLint = 0, minor: EGLint = 0
        guard epoxy_eglInitialize(display, &major, &minor) == EGL_TRUE,
            epoxy_eglBindAPI(EGLenum(EGL_OPENGL_API)) == EGL_TRUE
        else {
            throw XCTSkip("EGL did not initialise: error \(epoxy_eglGetError())")
        }
        let attributes: [EGLint] = [
            EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
            EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE,
        ]
        guard let context = epoxy_eglCreateContext(display, nil, nil, attributes),
            epoxy_eglMakeCurrent(display, nil, nil, context) == EGL_TRUE
        else { throw XCTSkip("no GL 3.3 core context: EGL error \(epoxy_eglGetError())") }
        self.display = display
        self.context = context
    }

    deinit {
        _ = epoxy_eglMakeCurrent(display, nil, nil, nil)
        _ = epoxy_eglDestroyContext(display, context)
    }
}
