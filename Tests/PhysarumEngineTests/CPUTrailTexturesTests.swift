import CEpoxy
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The CPU trail reaches GL 3.3 textures unchanged.
final class CPUTrailTexturesTests: XCTestCase {
    func testUploadedTexturesHoldTheTrailAndHeadCounts() throws {
        let gl = try CPUTestGLContext()
        var params = PresetParams()
        params.agents = 4000
        let simulation = try CPUSimulation(fieldSize: 48, params: params, seed: 3, threads: 2)
        simulation.step(count: 10)
        let textures = CPUTrailTextures(fieldSize: 48)
        textures.upload(from: simulation, heads: true)

        var trail = [Float](repeating: -1, count: 48 * 48 * 3)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), textures.trail)
        epoxy_glGetTexImage(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_RGB), GLenum(GL_FLOAT), &trail)
        XCTAssertEqual(trail, simulation.readTrail())
        XCTAssertGreaterThan(trail.reduce(0, +), 0)

        var heads = [UInt8](repeating: 0, count: 48 * 48 * 3)
        epoxy_glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), textures.heads)
        epoxy_glGetTexImage(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_RGB), GLenum(GL_UNSIGNED_BYTE), &heads)
        XCTAssertEqual(heads, simulation.headCounts())
        XCTAssertEqual(heads.reduce(0) { $0 + Int($1) }, 4000, "every agent's head is counted once")
        XCTAssertEqual(epoxy_glGetError(), GLenum(GL_NO_ERROR))
        withExtendedLifetime(gl) {}
    }
}
