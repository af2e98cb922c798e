/// One agent as the CPU backend stores it: position in cells, heading in radians, species 0…2.
public struct CPUAgent: Equatable, Sendable {
    public var x: Float
    public var y: Float
    public var heading: Float
    public var species: Int

    public init(x: Float, y: Float, heading: Float, species: Int) {
        self.x = x
        self.y = y
        self.heading = heading
        self.species = species
    }
}

/// The agents' arrays, borrowed from the kernel for the duration of a `withAgents` call.
public struct CPUAgentsView {
    public let x: UnsafeBufferPointer<Float>
    public let y: UnsafeBufferPointer<Float>
    /// Radians, [−π, π).
    public let heading: UnsafeBufferPointer<Float>
    public let species: UnsafeBufferPointer<UInt8>

    public var count: Int { x.count }

    public subscript(index: Int) -> CPUAgent {
        CPUAgent(x: x[index], y: y[index], heading: heading[index], species: Int(species[index]))
    }
}
