/// `--seed N`, parsed the same way by `render` and `record`.
public enum SeedOption {
    /// The value of `--seed`, nil when absent; anything but a whole number in UInt64 throws.
    public static func seed(_ arguments: ParsedArguments) throws -> UInt64? {
        guard let text = arguments.string("seed") else { return nil }
        guard let seed = UInt64(text) else {
            throw ArgumentError.invalidValue(
                option: "seed", value: text, expected: "a whole number from 0 to \(UInt64.max)")
        }
        return seed
    }
}
