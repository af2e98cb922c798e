import Foundation

/// Default names for snapshots and clips: the preset's name and the local time, e.g.
/// "Slime Bloom 2026-11-30 17.42.05.png" (no characters a file manager or shell trips on).
public enum CaptureFileName {
    public static func suggested(presetName: String, date: Date, fileExtension: String, timeZone: TimeZone = .current)
        -> String
    {
        let forbidden = CharacterSet(charactersIn: "/\\:*?\"<>|").union(.controlCharacters)
        let cleaned = presetName.unicodeScalars.map { forbidden.contains($0) ? " " : String($0) }.joined()
        let words = cleaned.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let name = words.isEmpty ? "Physarum" : String(words.prefix(80))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let stamp = String(
            format: "%04d-%02d-%02d %02d.%02d.%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0,
            c.second ?? 0)
        return "\(name) \(stamp).\(fileExtension)"
    }
}
