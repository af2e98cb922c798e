import CEpoxy

/// A shader compile or link failure, with the driver's log.
public struct GLShaderError: Error, CustomStringConvertible {
    public let stage: String
    public let log: String
    public var description: String { "GL \(stage) failed: \(log)" }
}

/// Compiles and links GL programs. epoxy exposes GL entry points as `epoxy_glXxx` function pointers.
enum GLProgram {
    static func compile(_ type: Int32, _ source: String) throws -> GLuint {
        let shader = epoxy_glCreateShader(GLenum(type))
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            epoxy_glShaderSource(shader, 1, &pointer, nil)
        }
        epoxy_glCompileShader(shader)
        var ok: GLint = 0
        epoxy_glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &ok)
        guard ok != 0 else {
            var length: GLint = 0
            epoxy_glGetShaderiv(shader, GLenum(GL_INFO_LOG_LENGTH), &length)
            var log = [GLchar](repeating: 0, count: Int(max(length, 1)))
            epoxy_glGetShaderInfoLog(shader, length, nil, &log)
            epoxy_glDeleteShader(shader)
            throw GLShaderError(stage: "shader compile", log: string(log) + "\n" + numbered(source))
        }
        return shader
    }

    /// Links one program from (shader type, source) pairs.
    static func link(_ stages: [(Int32, String)]) throws -> GLuint {
        let program = epoxy_glCreateProgram()
        var shaders: [GLuint] = []
        defer { shaders.forEach { epoxy_glDeleteShader($0) } }
        for (type, source) in stages {
            let shader = try compile(type, source)
            epoxy_glAttachShader(program, shader)
            shaders.append(shader)
        }
        epoxy_glLinkProgram(program)
        var ok: GLint = 0
        epoxy_glGetProgramiv(program, GLenum(GL_LINK_STATUS), &ok)
        guard ok != 0 else {
            var length: GLint = 0
            epoxy_glGetProgramiv(program, GLenum(GL_INFO_LOG_LENGTH), &length)
            var log = [GLchar](repeating: 0, count: Int(max(length, 1)))
            epoxy_glGetProgramInfoLog(program, length, nil, &log)
            epoxy_glDeleteProgram(program)
            throw GLShaderError(stage: "program link", log: string(log))
        }
        return program
    }

    static func compute(_ source: String) throws -> GLuint { try link([(GL_COMPUTE_SHADER, source)]) }

    /// A fullscreen-triangle vertex stage plus `fragment`.
    static func fullscreen(_ fragment: String) throws -> GLuint {
        try link([(GL_VERTEX_SHADER, fullscreenVertexShader), (GL_FRAGMENT_SHADER, fragment)])
    }

    /// Draws one triangle covering the viewport from gl_VertexID alone (core profile needs a VAO bound).
    static let fullscreenVertexShader = """
        #version 330 core
        out vec2 vUV;
        void main() {
            vec2 p = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
            vUV = p;
            gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
        }
        """

    static func uniform(_ program: GLuint, _ name: String) -> GLint { epoxy_glGetUniformLocation(program, name) }

    private static func string(_ chars: [GLchar]) -> String {
        String(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func numbered(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { "\($0.offset + 1): \($0.element)" }.joined(separator: "\n")
    }
}
