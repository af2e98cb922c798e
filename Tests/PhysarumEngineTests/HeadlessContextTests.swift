import XCTest

@testable import PhysarumEngine

/// The headless context's display fallbacks, each on its own (Mesa offers all three here; the
/// EGL-device path is the one NVIDIA's driver takes).
final class HeadlessContextTests: XCTestCase {
    func testSurfacelessDisplayGivesAComputeContext() throws {
        try assertContext(kinds: [.surfaceless], sourcePrefix: "surfaceless")
    }

    func testEGLDeviceFallbackGivesAComputeContext() throws {
        try assertContext(kinds: [.device], sourcePrefix: "EGL device")
    }

    /// With no source allowed the error still says what was tried.
    func testNoSourceErrorListsWhatWasTried() {
        XCTAssertThrowsError(try HeadlessGLContext(kinds: [])) { error in
            XCTAssert("\(error)".contains("Tried"), "\(error)")
        }
    }

    private func assertContext(kinds: Set<HeadlessDisplaySource.Kind>, sourcePrefix: String) throws {
        var failures: [String] = []
        guard !HeadlessDisplaySource.candidates(kinds: kinds, failures: &failures).isEmpty else {
            throw XCTSkip("this EGL offers no such display: \(failures.joined(separator: "; "))")
        }
        do {
            let context = try HeadlessGLContext(kinds: kinds)
            XCTAssert(context.source.hasPrefix(sourcePrefix), context.source)
            XCTAssertNoThrow(try context.info.requireGPUSimulation())
        }
        // The context above is gone: make the shared test context current for the tests that follow.
        _ = try? TestGL.context()
    }
}
