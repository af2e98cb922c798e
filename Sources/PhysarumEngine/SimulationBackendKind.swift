/// Which simulation backend runs: GL compute shaders or the native CPU kernel.
public enum SimulationBackendKind: String, CaseIterable, Sendable {
    /// OpenGL 4.3 compute shaders; the trail stays on the GPU.
    case gpu
    /// The native CPU kernel; its trail is uploaded to the GL 3.3 render passes each frame.
    case cpu
}

/// The backend choice and why, for the log line and `bench --json` (`backend`).
public struct SimulationBackendChoice: Equatable, Sendable {
    public var kind: SimulationBackendKind
    public var reason: String

    /// "backend cpu (auto: llvmpipe is a software renderer)": the line `render`, `bench` and the
    /// app print.
    public var summary: String { "backend \(kind.rawValue) (\(reason))" }
}

/// Picks the backend from the request and what the GL context reports. `auto` prefers the CPU
/// where GL is a software rasterizer (the native kernel is ≈ 5× faster than compute shaders on
/// llvmpipe, docs/CPU-BACKEND.md) or compute shaders are missing. A forced choice is kept (forcing
/// `gpu` without compute then fails with the engine's context error).
public enum SimulationBackendSelection {
    /// Substrings of GL_RENDERER that name Mesa's software rasterizers.
    public static let softwareRenderers = ["llvmpipe", "softpipe", "swrast", "software"]
    /// Compute shaders arrived with OpenGL 4.3.
    public static let computeVersion = (major: 4, minor: 3)

    /// The choice for the current context (`Engine` and `bench` decide through this).
    public static func choose(_ request: Engine.BackendChoice, context info: GLContextInfo) -> SimulationBackendChoice {
        choose(
            request, glRenderer: info.renderer, glMajor: info.major, glMinor: info.minor, hasCompute: info.hasCompute)
    }

    public static func choose(
        _ request: Engine.BackendChoice, glRenderer: String, glMajor: Int, glMinor: Int,
        hasCompute computeExtension: Bool = false
    ) -> SimulationBackendChoice {
        let hasCompute = (glMajor, glMinor) >= computeVersion || computeExtension
        let renderer = glRenderer.lowercased()
        let software = softwareRenderers.first { renderer.contains($0) }
        switch request {
        case .cpu:
            return SimulationBackendChoice(kind: .cpu, reason: "cpu requested")
        case .gpu:
            return SimulationBackendChoice(kind: .gpu, reason: "gpu requested")
        case .automatic:
            if let software {
                return SimulationBackendChoice(kind: .cpu, reason: "auto: \(software) is a software renderer")
            }
            if !hasCompute {
                return SimulationBackendChoice(
                    kind: .cpu, reason: "auto: OpenGL \(glMajor).\(glMinor) has no compute shaders (needs 4.3)")
            }
            return SimulationBackendChoice(
                kind: .gpu, reason: "auto: hardware OpenGL \(glMajor).\(glMinor) with compute")
        }
    }
}
