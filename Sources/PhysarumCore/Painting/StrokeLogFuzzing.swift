import Foundation

/// What the stroke-log fuzzer feeds (Tests/Fuzz/stroke-logs.swift through scripts/dev/fuzz.sh, and
/// FuzzCorpusTests replaying its corpus): a log file read and checked as `render --strokes` reads
/// it, and a valid one's capsules made for a small field.
public enum StrokeLogFuzzing {
    /// Feeds `bytes` through; returns whether they were a valid log.
    @discardableResult
    public static func feed(_ bytes: [UInt8]) -> Bool {
        guard let log = try? StrokeLog.decode(Data(bytes)) else { return false }
        _ = log.events(fieldSize: 64)
        return true
    }
}
