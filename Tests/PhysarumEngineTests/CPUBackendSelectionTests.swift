import XCTest

@testable import PhysarumEngine

/// `--backend auto|gpu|cpu` against what GL reports (pure: no context needed).
final class CPUBackendSelectionTests: XCTestCase {
    func testChoiceTable() {
        let table: [(Engine.BackendChoice, String, Int, Int, SimulationBackendKind, String)] = [
            // The test machine: Mesa llvmpipe with GL 4.5 — compute exists, but the CPU is faster.
            (.automatic, "llvmpipe (LLVM 15.0.6, 256 bits)", 4, 5, .cpu, "llvmpipe"),
            (.automatic, "softpipe", 3, 3, .cpu, "softpipe"),
            (.automatic, "Software Rasterizer (swrast)", 2, 1, .cpu, "swrast"),
            (.automatic, "Mesa Intel(R) HD Graphics 4000 (IVB GT2)", 4, 2, .cpu, "no compute shaders"),
            (.automatic, "NVIDIA GeForce RTX 3060/PCIe/SSE2", 4, 6, .gpu, "hardware"),
            (.automatic, "AMD Radeon RX 6600 (radeonsi, navi23)", 4, 3, .gpu, "hardware"),  // exactly 4.3
            (.gpu, "llvmpipe (LLVM 15.0.6, 256 bits)", 4, 5, .gpu, "gpu requested"),  // forced, and possible
            // Kept; the engine then says why not.
            (.gpu, "Mesa Intel(R) HD Graphics 3000", 3, 3, .gpu, "gpu requested"),
            (.cpu, "NVIDIA GeForce RTX 3060/PCIe/SSE2", 4, 6, .cpu, "cpu requested"),
        ]
        for (request, renderer, major, minor, kind, because) in table {
            let choice = SimulationBackendSelection.choose(
                request, glRenderer: renderer, glMajor: major, glMinor: minor)
            XCTAssertEqual(choice.kind, kind, "\(request) on \(renderer) \(major).\(minor)")
            XCTAssertTrue(choice.reason.contains(because), "reason '\(choice.reason)' should say '\(because)'")
        }
    }

    /// The GPU shaders are GLSL 4.30: a 4.2 context runs the CPU even with GL_ARB_compute_shader,
    /// and 4.3 is the first that runs the GPU (both sides of the threshold).
    func testComputeThresholdIsGL43() {
        for (major, minor, kind) in [(4, 2, SimulationBackendKind.cpu), (4, 3, .gpu), (3, 3, .cpu), (4, 6, .gpu)] {
            let choice = SimulationBackendSelection.choose(
                .automatic, glRenderer: "AMD Radeon HD 7700", glMajor: major, glMinor: minor)
            XCTAssertEqual(choice.kind, kind, "\(major).\(minor)")
        }
    }
}
