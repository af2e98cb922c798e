/// Parses one command's arguments: `--key value`, `--key=value`, `-k value`, flags, positionals,
/// and `--` (everything after it is positional).
public struct ArgumentScanner: Sendable {
    public var options: [OptionSpec]
    /// How many positional arguments the command takes.
    public var maxPositionals: Int

    public init(options: [OptionSpec], maxPositionals: Int = 0) {
        self.options = options
        self.maxPositionals = maxPositionals
    }

    /// Scans `arguments` (without the program and command name).
    public func scan(_ arguments: [String]) throws(ArgumentError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                guard result.positionals.count < maxPositionals else { throw .unexpectedArgument(argument) }
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let (spec, inlineValue) = try lookUp(argument)
            if spec.takesValue {
                if let inlineValue {
                    result.values[spec.name] = inlineValue
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    result.values[spec.name] = arguments[index]
                    index += 1
                } else {
                    throw .missingValue(option: spec.name)
                }
            } else {
                guard inlineValue == nil else { throw .unexpectedValue(option: spec.name) }
                result.flags.insert(spec.name)
            }
        }
        return result
    }

    /// The spec for `--name`, `--name=value` or `-x`, with the inline value if any.
    private func lookUp(_ argument: String) throws(ArgumentError) -> (OptionSpec, String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name: Substring
            let value: String?
            if let equals = body.firstIndex(of: "=") {
                name = body[..<equals]
                value = String(body[body.index(after: equals)...])
            } else {
                name = body
                value = nil
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw .unknownOption("--" + name)
            }
            return (spec, value)
        }
        let body = argument.dropFirst()
        guard body.count == 1, let spec = options.first(where: { $0.short == body.first }) else {
            throw .unknownOption(argument)
        }
        return (spec, nil)
    }
}
