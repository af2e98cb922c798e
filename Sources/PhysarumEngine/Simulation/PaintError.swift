import CSimKernel

/// Why a stroke could not be painted.
public enum PaintError: Error, Equatable, CustomStringConvertible {
    /// The brush or a position is out of range (`PaintBrush.problem`).
    case invalidBrush(String)
    /// The kernel refused or ran out of memory.
    case kernel(String)

    init(status: SimStatus) {
        self = .kernel(String(cString: sim_status_message(status)))
    }

    public var description: String {
        switch self {
        case .invalidBrush(let why): "cannot paint: \(why)"
        case .kernel(let why): "cannot paint: \(why)"
        }
    }
}
