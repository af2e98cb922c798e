import Foundation
import PhysarumCore

/// `--strokes LOG`: a stroke log read and checked while the options are parsed, so a bad file is
/// a usage error (exit 2) that names the file and what is wrong in it.
enum StrokeLogOption {
    static func read(_ path: String) throws -> StrokeLog {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ArgumentError.invalidValue(option: "strokes", value: path, expected: "a readable stroke log file")
        }
        do {
            return try StrokeLog.decode(data)
        } catch let error as StrokeLogError {
            throw ArgumentError.invalidValue(option: "strokes", value: path, expected: "a stroke log: \(error)")
        }
    }
}
