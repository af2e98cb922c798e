import PhysarumCore

/// One command-line option a command accepts: `--name`, optionally `-x`, a flag or taking a value.
public struct OptionSpec: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Present or absent (`--json`).
        case flag
        /// Takes one value (`--size 720` or `--size=720`); the placeholder is shown in help.
        case value(placeholder: String)
    }

    /// The long name without `--`.
    public var name: String
    /// An optional one-letter alias (`-h`).
    public var short: Character?
    public var kind: Kind
    /// One line for `--help`.
    public var help: String

    public init(_ name: String, short: Character? = nil, kind: Kind = .flag, help: String) {
        self.name = name
        self.short = short
        self.kind = kind
        self.help = help
    }

    /// `--help` / `-h`, which every command accepts.
    public static let help = OptionSpec("help", short: "h", help: trLater("Show this help"))

    public var takesValue: Bool {
        if case .value = kind { return true }
        return false
    }

    /// How the option is written in help: `-h, --help` or `    --size N`.
    public var synopsis: String {
        let long = "--" + name + { if case .value(let p) = kind { return " " + p } else { return "" } }()
        return (short.map { "-\($0), " } ?? "    ") + long
    }
}
