/// A bad command line, with the message to print.
public struct CommandLineError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// `--name value` options and `--flag` switches of one subcommand, validated as they are read.
public struct CommandLineArguments {
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Splits `arguments`; `valueOptions` take a value, `flagOptions` do not; anything else is an error.
    public init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String> = []) throws {
        var index = 0
        while index < arguments.count {
            let name = arguments[index]
            if flagOptions.contains(name) {
                flags.insert(name)
            } else if valueOptions.contains(name) {
                guard index + 1 < arguments.count else { throw CommandLineError("\(name) needs a value") }
                values[name] = arguments[index + 1]
                index += 1
            } else {
                throw CommandLineError("unknown option \(name)")
            }
            index += 1
        }
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    public func string(_ name: String) -> String? { values[name] }

    /// An integer option within `range`, or `fallback` when absent.
    public func integer(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw CommandLineError("\(name) must be an integer from \(range.lowerBound) to \(range.upperBound), not \"\(text)\"")
        }
        return value
    }

    /// A `WxH` size option, or `fallback` when absent.
    public func size(_ name: String, max limit: Int, default fallback: (Int, Int)) throws -> (Int, Int) {
        guard let text = values[name] else { return fallback }
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...limit).contains(w), (1...limit).contains(h) else {
            throw CommandLineError("\(name) must be WIDTHxHEIGHT with each side from 1 to \(limit), not \"\(text)\"")
        }
        return (w, h)
    }
}
