import PhysarumCore

/// What the player needs from an engine: GL set-up in the GLArea's context, live parameters,
/// and one frame at a time. The real engine (PhysarumEngine) and the placeholder both conform.
///
/// Every method is called with the GLArea's context current.
public protocol PlayerEngine: AnyObject {
    /// Creates GL resources; throws an error whose description the window shows to the user.
    func realize() throws
    /// Applies parameters (respawn parameters re-seed, the rest apply live).
    func apply(_ params: PresetParams)
    /// Runs `steps` simulation steps, then draws into the bound framebuffer (device pixels);
    /// throws an error the window shows instead of the picture.
    func frame(width: Int, height: Int, steps: Int) throws
    /// Releases GL resources.
    func unrealize()
    /// Which simulation backend runs and why, once realized (`backend cpu (auto: …)`); "" if none.
    var backendSummary: String { get }
}

extension PlayerEngine {
    public var backendSummary: String { "" }
}

/// Makes the engine when the player's GL context exists.
public typealias PlayerEngineFactory = () -> PlayerEngine

/// Why the player cannot run, in words for the user.
public struct PlayerError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
