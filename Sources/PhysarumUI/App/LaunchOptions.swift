/// The window's command-line options, parsed before GApplication sees argv (it rejects
/// options it does not know).
public struct LaunchOptions: Equatable, Sendable {
    public var presetID: String?
    public var fullscreen = false

    public init(presetID: String? = nil, fullscreen: Bool = false) {
        self.presetID = presetID
        self.fullscreen = fullscreen
    }

    /// A bad command line, in words for the user.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Parses `arguments` (without the program name): `--preset ID` (or `--preset=ID`), `--fullscreen`.
    public static func parse(_ arguments: [String]) throws -> LaunchOptions {
        var options = LaunchOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--fullscreen":
                options.fullscreen = true
            case "--preset":
                guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
                    throw ParseError(description: "--preset needs a preset id, e.g. --preset default")
                }
                options.presetID = arguments[index + 1]
                index += 1
            case _ where argument.hasPrefix("--preset="):
                let id = String(argument.dropFirst("--preset=".count))
                guard !id.isEmpty else { throw ParseError(description: "--preset needs a preset id, e.g. --preset default") }
                options.presetID = id
            default:
                throw ParseError(description: "unknown option '\(argument)' (the window takes --preset ID and --fullscreen)")
            }
            index += 1
        }
        return options
    }
}
