import PhysarumCore

/// `physarum --host`'s options: the ambient player that remotes on the LAN control.
public struct HostOptions: Equatable {
    /// Nil: the machine's host name.
    public var name: String?
    public var port = RemoteProtocol.defaultPort
    public var windowed = false
    /// A fixed pairing code (scripted set-ups, tests); nil: random.
    public var pairingCode: String?

    /// The options the window command gains for hosting.
    public static let specs: [OptionSpec] = [
        OptionSpec(
            "host", help: trLater("Be a host: the ambient player, controlled from other machines (Connect menu)")),
        OptionSpec(
            "port", kind: .value(placeholder: "N"),
            help: tr(
                "With --host: the TCP port to listen on (default {port})", ["port": "\(RemoteProtocol.defaultPort)"])),
        OptionSpec(
            "name", kind: .value(placeholder: "NAME"),
            help: trLater("With --host: the name remotes see (default: this machine's)")),
        OptionSpec("windowed", help: trLater("With --host: a window instead of fullscreen")),
        OptionSpec(
            "pairing-code", kind: .value(placeholder: "CODE"),
            help: trLater("With --host: a fixed 6-digit pairing code instead of a random one")),
    ]

    public init() {}

    /// The host options in `arguments`, or nil without `--host`; a bad value, or a host option
    /// without `--host`, throws an `ArgumentError`.
    public init?(_ arguments: ParsedArguments) throws {
        guard arguments.has("host") else {
            for spec in Self.specs.dropFirst() where arguments.has(spec.name) || arguments.string(spec.name) != nil {
                throw ArgumentError.invalidValue(
                    option: spec.name, value: arguments.string(spec.name) ?? "",
                    expected: "only together with --host")
            }
            return nil
        }
        if let port = try arguments.integer("port", in: 1...65_535) { self.port = UInt16(port) }
        if let name = arguments.string("name") {
            guard RemoteProtocol.isValidName(name) else {
                throw ArgumentError.invalidValue(
                    option: "name", value: name,
                    expected: "a name of 1–\(RemoteProtocol.maxNameLength) characters")
            }
            self.name = name
        }
        windowed = arguments.has("windowed")
        if let code = arguments.string("pairing-code") {
            guard RemoteAuth.isValidPairingCode(code) else {
                throw ArgumentError.invalidValue(option: "pairing-code", value: code, expected: "six digits")
            }
            pairingCode = code
        }
    }
}
