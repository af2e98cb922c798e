import CEpoxy
import CSimKernel
import XCTest

@testable import PhysarumEngine

/// The GPU's steering draws are the kernel's: GPUShaderSource.random's randomBits is bit-identical
/// to sim_random_bits for keys from sim_random_key (the keys, purposes and numbering exist once).
final class GPUShaderRandomTests: XCTestCase {
    func testTheShadersRandomBitsAreTheKernels() throws {
        _ = try TestGL.context()
        let count = 4096
        let program = try GLProgram.compute(
            """
            #version 430
            \(GPUShaderSource.random)
            layout(local_size_x = 64) in;
            layout(std430, binding = 0) buffer Out { uint bits[]; };
            uniform uint uKey;
            void main() { uint i = gl_GlobalInvocationID.x; bits[i] = randomBits(uKey, i * 977u + 13u); }
            """)
        defer { epoxy_glDeleteProgram(program) }
        var buffer: GLuint = 0
        epoxy_glGenBuffers(1, &buffer)
        defer { epoxy_glDeleteBuffers(1, &buffer) }
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), buffer)
        epoxy_glBufferData(GLenum(GL_SHADER_STORAGE_BUFFER), count * 4, nil, GLenum(GL_DYNAMIC_COPY))
        epoxy_glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 0, buffer)
        for (step, purpose) in [(1, SIM_RANDOM_TURN), (12_345, SIM_RANDOM_CHAOS)] {
            let key = sim_random_key(0x1234_5678_9abc, Int64(step), purpose)
            epoxy_glUseProgram(program)
            epoxy_glUniform1ui(GLProgram.uniform(program, "uKey"), key)
            epoxy_glDispatchCompute(GLuint(count / 64), 1, 1)
            epoxy_glMemoryBarrier(GLbitfield(GL_BUFFER_UPDATE_BARRIER_BIT))
            var bits = [UInt32](repeating: 0, count: count)
            epoxy_glGetBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, count * 4, &bits)
            let expected = (0..<UInt32(count)).map { sim_random_bits(key, $0 &* 977 &+ 13) }
            XCTAssertEqual(bits, expected, "step \(step)")
        }
    }

    func testTheKernelsRandomNumbersAreAPureFunctionOfTheirInputs() {
        let key = sim_random_key(42, 3, SIM_RANDOM_TURN)
        let a = sim_random_bits(key, 7)
        XCTAssertEqual(a, sim_random_bits(sim_random_key(42, 3, SIM_RANDOM_TURN), 7))
        XCTAssertNotEqual(a, sim_random_bits(key, 8), "another agent")
        XCTAssertNotEqual(a, sim_random_bits(sim_random_key(42, 4, SIM_RANDOM_TURN), 7), "another step")
        XCTAssertNotEqual(a, sim_random_bits(sim_random_key(42, 3, SIM_RANDOM_CHAOS), 7), "another purpose")
        XCTAssertNotEqual(a, sim_random_bits(sim_random_key(43, 3, SIM_RANDOM_TURN), 7), "another seed")
        let spawnX = sim_random_key(42, 0, SIM_RANDOM_SPAWN_X)
        let units = (0..<10_000).map { Double(sim_random_bits(spawnX, UInt32($0)) >> 8) / 16_777_216 }
        XCTAssert(units.allSatisfy { (0..<1).contains($0) })
        XCTAssertEqual(units.reduce(0, +) / 10_000, 0.5, accuracy: 0.02)
    }
}
