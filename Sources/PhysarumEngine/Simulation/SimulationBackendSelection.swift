import PhysarumCore

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
/// where GL is a software rasterizer (the native kernel is several times faster than compute
/// shaders on llvmpipe: docs/BENCHMARKS.md, "The headless step on two cores") or compute shaders are missing. A forced choice is kept (forcing
/// `gpu` without compute then fails with the engine's context error).
public enum SimulationBackendSelection {
    /// The choice for the current context (`Engine` and `bench` decide through this).
    public static func choose(_ request: Engine.BackendChoice, context info: GLContextInfo) -> SimulationBackendChoice {
        switch request {
        case .cpu:
            return SimulationBackendChoice(kind: .cpu, reason: "cpu requested")
        case .gpu:
            return SimulationBackendChoice(kind: .gpu, reason: "gpu requested")
        case .automatic:
            if let software = info.softwareRenderer {
                return SimulationBackendChoice(kind: .cpu, reason: "auto: \(software) is a software renderer")
            }
            if !info.hasCompute {
                return SimulationBackendChoice(
                    kind: .cpu,
                    reason: "auto: OpenGL \(info.version) has no compute shaders (needs \(GLRequirements.compute))")
            }
            return SimulationBackendChoice(kind: .gpu, reason: "auto: hardware OpenGL \(info.version) with compute")
        }
    }

    /// The choice for a context described by its renderer name and version (tests, tables).
    public static func choose(
        _ request: Engine.BackendChoice, glRenderer: String, glMajor: Int, glMinor: Int
    ) -> SimulationBackendChoice {
        choose(
            request,
            context: GLContextInfo(
                major: glMajor, minor: glMinor, renderer: glRenderer, versionString: "\(glMajor).\(glMinor)",
                isCoreProfile: true))
    }
}
