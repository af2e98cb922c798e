import PhysarumCore

/// `physarum bench --remote`'s options (the remote-control round trip over 127.0.0.1).
public struct RemoteBenchOptions: Equatable {
    public static let defaultEdits = 1000
    public static let maximumEdits = 100_000

    public var edits = defaultEdits
    public var json = false

    /// The options `bench` gains for the remote benchmark (`--json` is shared with `bench`).
    public static let specs = [
        OptionSpec("remote", help: trLater("Benchmark remote control instead: a host and a remote over 127.0.0.1 TCP")),
        OptionSpec(
            "edits", kind: .value(placeholder: "N"),
            help: trLater("With --remote: parameter edits, 10 ms apart (default 1000)")),
    ]

    public init() {}

    /// Reads the parsed `bench --remote` arguments; a bad value throws an `ArgumentError`.
    public init(_ arguments: ParsedArguments) throws {
        edits = try arguments.integer("edits", in: 1...Self.maximumEdits) ?? edits
        json = arguments.has("json")
    }
}
