/// Everything the engine can fail with, each saying what was found and what was needed.
public enum EngineError: Error, Equatable, CustomStringConvertible {
    /// The GL context is too old or lacks compute shaders.
    case contextTooOld(found: String, needed: String)
    /// No headless GL context could be created (EGL missing or refused).
    case headlessContextUnavailable(String)
    /// A field size outside what the engine supports.
    case unsupportedFieldSize(Int)
    /// A trail upload of the wrong length.
    case trailSizeMismatch(expected: Int, got: Int)
    /// A backend that is not available in this build or context.
    case backendUnavailable(String)
    /// A GL call left an error set.
    case glError(operation: String, code: UInt32)
    /// A buffer would exceed what the driver allows.
    case exceedsDriverLimit(what: String, limit: String)
    /// A GL framebuffer could not be completed.
    case framebufferIncomplete(status: UInt32)
    /// A capture was asked for before any frame was drawn.
    case noFrameYet

    public var description: String {
        switch self {
        case let .contextTooOld(found, needed):
            "The GL context is \(found); the engine needs \(needed)."
        case let .headlessContextUnavailable(reason):
            "No headless OpenGL context: \(reason)"
        case let .unsupportedFieldSize(size):
            "Field size \(size) is not supported: use a multiple of 4 from \(FieldSize.minimum) to \(FieldSize.maximum) (720, 1024 and 2048 are the usual ones)."
        case let .trailSizeMismatch(expected, got):
            "Trail data has \(got) values; this field needs \(expected) (side² × 3)."
        case let .backendUnavailable(reason):
            "Simulation backend unavailable: \(reason)"
        case let .glError(operation, code):
            "OpenGL error 0x\(String(code, radix: 16)) during \(operation)."
        case let .exceedsDriverLimit(what, limit):
            "This run needs \(what), more than the driver allows (\(limit)); use fewer agents or a smaller field."
        case let .framebufferIncomplete(status):
            "OpenGL framebuffer incomplete (status 0x\(String(status, radix: 16)))."
        case .noFrameYet:
            "There is no frame to capture yet."
        }
    }
}
