import CEpoxy
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The CPU trail reaches the renderer's textures unchanged, and the engine picks the CPU here.
final class CPUTrailTexturesTests: XCTestCase {
    func testRenderInputsHoldTheTrailAndHeadCounts() throws {
        _ = try TestGL.context()
        var params = PresetParams()
        params.agents = 4000
        let simulation = try CPUSimulation(fieldSize: 48, params: params, seed: 3, threads: 2)
        defer { simulation.release() }
        simulation.step(count: 10)
        let inputs = simulation.renderInputs(includeHeads: true)
        XCTAssertEqual(inputs.fieldSize, 48)

        var rgba = [Float](repeating: -1, count: 48 * 48 * 4)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), inputs.trailTexture)
        epoxy_glGetTexImage(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_RGBA), GLenum(GL_FLOAT), &rgba)
        let trail = simulation.readTrail()
        var uploaded: [Float] = []
        for cell in 0..<48 * 48 { uploaded += rgba[(cell * 4)..<(cell * 4 + 3)] }
        XCTAssertEqual(uploaded, trail)
        XCTAssertGreaterThan(trail.reduce(0, +), 0)

        let headTexture = try XCTUnwrap(inputs.headTexture)
        var heads = [UInt32](repeating: 0, count: 48 * 48)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), headTexture)
        epoxy_glGetTexImage(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_RED_INTEGER), GLenum(GL_UNSIGNED_INT), &heads)
        XCTAssertEqual(heads.reduce(0, +), 4000, "every agent's head is counted once")
        let perSpecies = simulation.headCounts()
        for cell in 0..<48 * 48 {
            let sum = UInt32(perSpecies[cell * 3]) + UInt32(perSpecies[cell * 3 + 1]) + UInt32(perSpecies[cell * 3 + 2])
            XCTAssertEqual(heads[cell], sum, "cell \(cell)")
        }
        XCTAssertEqual(epoxy_glGetError(), GLenum(GL_NO_ERROR))
    }

    func testAutomaticPicksTheCPUOnASoftwareRendererAndSaysSo() throws {
        let context = try TestGL.context()
        guard context.info.isSoftwareRenderer else {
            throw XCTSkip("GL renderer '\(context.info.renderer)' is hardware: auto picks the GPU there")
        }
        let engine = try Engine(fieldSize: 64, backend: .automatic)
        defer { engine.release() }
        XCTAssertTrue(engine.backend is CPUSimulation)
        XCTAssertEqual(engine.backendChoice.kind, .cpu)
        XCTAssertTrue(engine.backendChoice.reason.contains("software renderer"), engine.backendChoice.reason)
    }
}
