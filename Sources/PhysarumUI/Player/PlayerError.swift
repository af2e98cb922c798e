/// Why the player cannot run, in words for the user.
public struct PlayerError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
