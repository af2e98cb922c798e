import Foundation

/// The decoders of the files a user or another program may hand the app — a preset file,
/// settings.json, the unsaved-edits file — as one function: the first byte picks the decoder, the
/// rest is the file. The libFuzzer target `local-files` (scripts/dev/fuzz.sh) and the replay of
/// its corpus in `make test` both call it.
public enum LocalFileFuzzing {
    /// Feeds `bytes` through; returns whether the file decoded.
    @discardableResult
    public static func feed(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first else { return false }
        let file = Data(bytes.dropFirst())
        switch first % 3 {
        case 0: return (try? PresetCoder.decode(file)) != nil
        case 1: return (try? JSONDecoder().decode(AppSettings.self, from: file)) != nil
        default: return (try? JSONDecoder().decode(UnsavedEdits.self, from: file)) != nil
        }
    }
}
