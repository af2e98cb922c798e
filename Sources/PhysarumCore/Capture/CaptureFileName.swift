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
        // One at a time each component is an Int: no `?? 0` for one a Gregorian date always has.
        let parts: [Calendar.Component] = [.year, .month, .day, .hour, .minute, .second]
        let stamp = String(
            format: "%04d-%02d-%02d %02d.%02d.%02d", arguments: parts.map { calendar.component($0, from: date) })
        return "\(name) \(stamp).\(fileExtension)"
    }
}
