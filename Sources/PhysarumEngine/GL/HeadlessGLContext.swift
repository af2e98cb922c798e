import CEpoxy
import PhysarumCore

/// A window-less GL core context, made current on creation. For tests, PNG renders and
/// benchmarks; the app uses its GtkGLArea's context. It asks for the compute version (the GPU
/// simulation's) and, where the driver refuses that, for the render version: on a GL 3.3 driver
/// the engine then runs the CPU backend (`SimulationBackendSelection`), as the window does.
///
/// Displays are tried in order (`HeadlessDisplaySource.candidates()`): Mesa's surfaceless
/// platform, then each EGL device (EGL_EXT_platform_device: NVIDIA's driver has no surfaceless
/// platform), then the default display. The first one that yields a usable context wins; if none
/// does, the error lists why each one failed.
public final class HeadlessGLContext {
    /// The versions asked for, in order: what the GPU simulation needs, then what rendering needs.
    static let versionsTried = [GLRequirements.compute, GLRequirements.render]

    private let display: EGLDisplay
    private let context: EGLContext
    /// A 1×1 pbuffer, only on drivers without EGL_KHR_surfaceless_context.
    private let surface: EGLSurface?
    /// What the driver gave us.
    public let info: GLContextInfo
    /// Which display source worked, e.g. "EGL device 0 (EGL_PLATFORM_DEVICE_EXT)".
    public let source: String

    /// Creates and makes current a headless context, then checks it can run the render passes.
    public convenience init() throws {
        try self.init(kinds: Set(HeadlessDisplaySource.Kind.allCases))
    }

    /// Tries only the display sources of `kinds` (tests check each fallback on their own).
    init(kinds: Set<HeadlessDisplaySource.Kind>) throws {
        let opened = try Self.openFirstUsable(kinds: kinds)
        display = opened.display
        context = opened.context
        surface = opened.surface
        info = opened.info
        source = opened.source
    }

    private struct Opened {
        let display: EGLDisplay
        let context: EGLContext
        let surface: EGLSurface?
        let info: GLContextInfo
        let source: String
    }

    private static func openFirstUsable(kinds: Set<HeadlessDisplaySource.Kind>) throws -> Opened {
        var failures: [String] = []
        for candidate in HeadlessDisplaySource.candidates(kinds: kinds, failures: &failures) {
            do {
                let opened = try open(candidate.display)
                let found = GLContextInfo.current()
                do {
                    try found.requireRenderer()
                } catch {
                    close(display: candidate.display, context: opened.context, surface: opened.surface)
                    throw HeadlessContextFailure("\(error)")
                }
                return Opened(
                    display: candidate.display, context: opened.context, surface: opened.surface, info: found,
                    source: candidate.name)
            } catch let failure as HeadlessContextFailure {
                failures.append("\(candidate.name): \(failure.reason)")
            }
        }
        throw EngineError.headlessContextUnavailable(
            "no EGL display gave an OpenGL \(GLRequirements.render) core context (Physarum needs OpenGL \(GLRequirements.render) or newer). Tried: "
                + (failures.isEmpty ? "nothing (EGL offers no display)" : failures.joined(separator: "; ")))
    }

    /// Initialises `display` and makes a core context of the first of `versionsTried` the driver
    /// gives current on it. Displays are never
    /// terminated: EGL hands out one display per platform, shared by every context on it, and
    /// eglTerminate would pull it from under another live HeadlessGLContext.
    private static func open(_ display: EGLDisplay) throws -> (context: EGLContext, surface: EGLSurface?) {
        var eglMajor: EGLint = 0, eglMinor: EGLint = 0
        guard epoxy_eglInitialize(display, &eglMajor, &eglMinor) == EGL_TRUE else {
            throw HeadlessContextFailure("eglInitialize failed (\(eglErrorText()))")
        }
        guard epoxy_eglBindAPI(EGLenum(EGL_OPENGL_API)) == EGL_TRUE else {
            throw HeadlessContextFailure("eglBindAPI(EGL_OPENGL_API) failed (\(eglErrorText()))")
        }
        // EGL_KHR_no_config_context lets us skip choosing a config; otherwise pick a pbuffer one.
        let noConfig = epoxy_has_egl_extension(display, "EGL_KHR_no_config_context")
        let config: EGLConfig? = noConfig ? nil : choosePbufferConfig(display)
        guard noConfig || config != nil else {
            throw HeadlessContextFailure("no EGL_KHR_no_config_context and no OpenGL pbuffer config")
        }
        var refusals: [String] = []
        var created: EGLContext?
        for version in versionsTried where created == nil {
            let attributes: [EGLint] = [
                EGL_CONTEXT_MAJOR_VERSION, EGLint(version.major),
                EGL_CONTEXT_MINOR_VERSION, EGLint(version.minor),
                EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
                EGL_NONE,
            ]
            created = epoxy_eglCreateContext(display, config, nil, attributes)
            if created == nil { refusals.append("OpenGL \(version) core (\(eglErrorText()))") }
        }
        guard let context = created else {
            throw HeadlessContextFailure("the driver refused " + refusals.joined(separator: " and "))
        }
        var surface: EGLSurface? = nil
        if !epoxy_has_egl_extension(display, "EGL_KHR_surfaceless_context"), let config {
            let size: [EGLint] = [EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE]
            surface = epoxy_eglCreatePbufferSurface(display, config, size)
        }
        guard epoxy_eglMakeCurrent(display, surface, surface, context) == EGL_TRUE else {
            let error = eglErrorText()
            close(display: display, context: context, surface: surface)
            throw HeadlessContextFailure("eglMakeCurrent failed (\(error))")
        }
        return (context, surface)
    }

    private static func choosePbufferConfig(_ display: EGLDisplay) -> EGLConfig? {
        let wanted: [EGLint] = [
            EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT,
            EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_NONE,
        ]
        var config: EGLConfig? = nil
        var count: EGLint = 0
        guard epoxy_eglChooseConfig(display, wanted, &config, 1, &count) == EGL_TRUE, count > 0 else { return nil }
        return config
    }

    private static func close(display: EGLDisplay, context: EGLContext, surface: EGLSurface?) {
        _ = epoxy_eglMakeCurrent(display, nil, nil, nil)
        if let surface { _ = epoxy_eglDestroySurface(display, surface) }
        _ = epoxy_eglDestroyContext(display, context)
    }

    static func eglErrorText() -> String { "EGL error 0x\(String(epoxy_eglGetError(), radix: 16))" }

    /// Makes this context current on the calling thread again.
    public func makeCurrent() {
        _ = epoxy_eglMakeCurrent(display, surface, surface, context)
    }

    deinit { Self.close(display: display, context: context, surface: surface) }
}

/// Why one display source did not give a context (collected into the final error).
struct HeadlessContextFailure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
