import PhysarumCore
import PhysarumEngine

/// `--size WxH` (image and window sizes) and `--field S`, parsed the same way by every command.
public enum SizeOption {
    /// "640x480" → (640, 480); nil unless both sides are in 1…`maximum`.
    public static func parse(_ text: String, maximum: Int) -> (width: Int, height: Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
            (1...maximum).contains(w), (1...maximum).contains(h)
        else { return nil }
        return (w, h)
    }

    /// The value of `--option` as WIDTHxHEIGHT, nil when absent; a bad value throws.
    public static func size(_ arguments: ParsedArguments, option: String, maximum: Int) throws -> (
        width: Int, height: Int
    )? {
        guard let text = arguments.string(option) else { return nil }
        guard let size = parse(text, maximum: maximum) else {
            throw ArgumentError.invalidValue(
                option: option, value: text, expected: "WIDTHxHEIGHT, each side from 1 to \(maximum)")
        }
        return size
    }

    /// The value of `--option` as a field size, nil when absent.
    public static func field(_ arguments: ParsedArguments, option: String) throws -> Int? {
        guard let text = arguments.string(option) else { return nil }
        guard let size = Int(text), (try? FieldSize.validate(size)) != nil else {
            throw ArgumentError.invalidValue(
                option: option, value: text,
                expected: "a multiple of 4 from \(FieldSize.minimum) to \(FieldSize.maximum) (720, 1024, 2048)")
        }
        return size
    }
}
