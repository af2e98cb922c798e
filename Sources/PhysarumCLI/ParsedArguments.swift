/// What `ArgumentScanner` found: flags present, option values, positional arguments.
public struct ParsedArguments: Equatable, Sendable {
    public var flags: Set<String> = []
    /// The last value given for each value option.
    public var values: [String: String] = [:]
    public var positionals: [String] = []

    public init(flags: Set<String> = [], values: [String: String] = [:], positionals: [String] = []) {
        self.flags = flags
        self.values = values
        self.positionals = positionals
    }

    /// Whether the flag `--name` was given.
    public func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `--name`, or nil when absent.
    public func string(_ name: String) -> String? { values[name] }

    /// The value of `--name` as an integer inside `range`, nil when absent.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws(ArgumentError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw .invalidValue(
                option: name, value: text,
                expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// The value of `--name` as a finite number inside `range`, nil when absent.
    public func number(_ name: String, in range: ClosedRange<Double>) throws(ArgumentError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw .invalidValue(
                option: name, value: text,
                expected: "a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// The value of `--name` as one of `choices`, nil when absent.
    public func choice<T: RawRepresentable & CaseIterable>(_ name: String, of type: T.Type) throws(ArgumentError) -> T?
    where T.RawValue == String {
        guard let text = values[name] else { return nil }
        guard let value = T(rawValue: text) else {
            throw .invalidValue(
                option: name, value: text,
                expected: "one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }
}
