import CSimKernel

/// Why the CPU simulation could not be created or could not take an input.
public enum CPUSimulationError: Error, Equatable, CustomStringConvertible {
    /// The field side is outside `CPUSimulation.fieldSizeRange`.
    case fieldSizeOutOfRange(Int)
    /// The thread count is negative or above the kernel's limit.
    case threadCountOutOfRange(Int)
    /// A trail to load has the wrong length or a negative, non-finite or too large value.
    case invalidTrail(String)
    /// The CPU lacks the requested vector instruction set.
    case unsupportedVectorISA(CPUVectorISA)
    /// Agents to set lie outside the field or have a bad heading or species.
    case invalidAgents(String)
    /// More agents than the kernel takes (`CPUSimulation.maxAgents`); the app's range is below it.
    case tooManyAgents(Int)
    /// The kernel failed (out of memory, threads).
    case kernel(String)
    /// Memory for a picture could not be had.
    case outOfMemory(String)

    init(status: SimStatus) {
        self = .kernel(String(cString: sim_status_message(status)))
    }

    public var description: String {
        switch self {
        case .fieldSizeOutOfRange(let size):
            "field size \(size) is outside \(CPUSimulation.fieldSizeRange.lowerBound)…\(CPUSimulation.fieldSizeRange.upperBound) cells"
        case .threadCountOutOfRange(let count):
            "thread count \(count) is outside 0…\(SIM_MAX_THREADS) (0 = every core)"
        case .invalidTrail(let why): "cannot load the trail: \(why)"
        case .unsupportedVectorISA(let isa): "this CPU does not support \(isa.rawValue)"
        case .invalidAgents(let why): "cannot set the agents: \(why)"
        case .tooManyAgents(let count): "\(count) agents: the CPU backend takes at most \(CPUSimulation.maxAgents)"
        case .kernel(let why): "CPU simulation kernel: \(why)"
        case .outOfMemory(let what): "out of memory for \(what)"
        }
    }
}
