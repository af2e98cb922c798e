import CEpoxy
import Foundation
import PhysarumCore

/// A stand-in engine: a slowly moving gradient in the preset's three species colours.
///
/// Lets the window and its layout run without the simulation (tests, previews).
public final class PlaceholderEngine: PlayerEngine {
    public init() {}

    private var program: GLuint = 0
    private var vertexArray: GLuint = 0
    private var colors: [RGBColor] = PresetParams().colors
    private var time: Float = 0

    /// Advance of the gradient's phase per simulation step, in radians.
    private static let phasePerStep: Float = 0.02

    public func realize() throws {
        let vertex = """
        #version 330 core
        out vec2 uv;
        void main() {
            vec2 p = vec2((gl_VertexID << 1) & 2, gl_VertexID & 2);
            uv = p;
            gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
        }
        """
        let fragment = """
        #version 330 core
        in vec2 uv;
        out vec4 color;
        uniform float t;
        uniform vec3 c0, c1, c2;
        void main() {
            float a = 0.5 + 0.5 * sin(uv.x * 6.0 + t);
            float b = 0.5 + 0.5 * sin(uv.y * 5.0 - t * 0.7 + uv.x * 2.0);
            vec3 rgb = mix(mix(c0, c1, a), c2, b * 0.6) * (0.35 + 0.5 * a * b);
            color = vec4(rgb, 1.0);
        }
        """
        program = try Self.link(vertex: vertex, fragment: fragment)
        epoxy_glGenVertexArrays(1, &vertexArray)
    }

    public func apply(_ params: PresetParams) { colors = params.colors }

    public func frame(width: Int, height: Int, steps: Int) {
        time += Float(steps) * Self.phasePerStep
        epoxy_glViewport(0, 0, GLsizei(width), GLsizei(height))
        epoxy_glClearColor(0, 0, 0, 1)
        epoxy_glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        guard program != 0 else { return }
        epoxy_glUseProgram(program)
        epoxy_glUniform1f(epoxy_glGetUniformLocation(program, "t"), time)
        for (index, name) in ["c0", "c1", "c2"].enumerated() {
            let c = colors[index]
            epoxy_glUniform3f(epoxy_glGetUniformLocation(program, name), Float(c.red), Float(c.green), Float(c.blue))
        }
        epoxy_glBindVertexArray(vertexArray)
        epoxy_glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        epoxy_glBindVertexArray(0)
    }

    public func unrealize() {
        if program != 0 { epoxy_glDeleteProgram(program) }
        if vertexArray != 0 { epoxy_glDeleteVertexArrays(1, &vertexArray) }
        program = 0
        vertexArray = 0
    }

    private static func link(vertex: String, fragment: String) throws -> GLuint {
        let program = epoxy_glCreateProgram()
        for (source, kind) in [(vertex, GL_VERTEX_SHADER), (fragment, GL_FRAGMENT_SHADER)] {
            let shader = epoxy_glCreateShader(GLenum(kind))
            source.withCString { text in
                var pointer: UnsafePointer<GLchar>? = text
                epoxy_glShaderSource(shader, 1, &pointer, nil)
            }
            epoxy_glCompileShader(shader)
            var ok: GLint = 0
            epoxy_glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &ok)
            guard ok != 0 else { throw PlayerError("The placeholder shader did not compile.") }
            epoxy_glAttachShader(program, shader)
            epoxy_glDeleteShader(shader)
        }
        epoxy_glLinkProgram(program)
        var linked: GLint = 0
        epoxy_glGetProgramiv(program, GLenum(GL_LINK_STATUS), &linked)
        guard linked != 0 else { throw PlayerError("The placeholder shader did not link.") }
        return program
    }
}
