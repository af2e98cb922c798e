import Foundation

/// What opening several preset files did, file by file (`physarum A B`, a drop of several
/// files, the Import dialog): every file gets its line, so no result hides another's.
public struct PresetImportReport: Equatable, Sendable {
    /// One file's result.
    public enum Outcome: Equatable, Sendable {
        case imported(PresetImport)
        case failed(PresetError)
    }

    public var outcomes: [Outcome]

    public init(_ outcomes: [Outcome]) { self.outcomes = outcomes }

    /// The presets that came in (or were there already), in file order.
    public var imported: [PresetImport] {
        outcomes.compactMap { if case .imported(let result) = $0 { result } else { nil } }
    }

    /// The files that failed, in file order.
    public var failures: [PresetError] {
        outcomes.compactMap { if case .failed(let error) = $0 { error } else { nil } }
    }

    /// The preset to run: the last file's that imported (opening runs what was opened).
    public var presetToRun: Preset? { imported.last?.preset }

    /// For the toast when every file imported: the one file's summary, or one line each.
    public var successMessage: String? {
        guard failures.isEmpty, !imported.isEmpty else { return nil }
        return imported.map(\.summary).joined(separator: "\n")
    }

    /// The banner's headline when a file failed: how many, of how many.
    public var problemHeadline: String? {
        guard !failures.isEmpty else { return nil }
        if outcomes.count == 1 { return tr("The preset file could not be imported.") }
        return trPlural(
            "{failed} of {count} file could not be imported.", "{failed} of {count} files could not be imported.",
            count: outcomes.count, ["failed": String(failures.count), "count": String(outcomes.count)])
    }

    /// The banner's lines when a file failed: each file in order, what came in and what failed
    /// and why, so the whole result reads in one place.
    public var problemLines: [String] {
        guard !failures.isEmpty else { return [] }
        return outcomes.map { outcome in
            switch outcome {
            case .imported(let result): result.summary
            case .failed(let error): error.userMessage
            }
        }
    }
}

extension PresetLibrary {
    /// Imports each file at `urls` in turn (`importFile`), one outcome per file: a broken file
    /// changes nothing and does not stop the others. A name that is not a preset file's
    /// (`PresetFileType.isPresetFileName`) is refused unread.
    public func importFiles(at urls: [URL]) -> PresetImportReport {
        PresetImportReport(urls.map(importOutcome(at:)))
    }

    private func importOutcome(at url: URL) -> PresetImportReport.Outcome {
        guard PresetFileType.isPresetFileName(url.lastPathComponent) else {
            return .failed(PresetError(file: url, .notPresetFile))
        }
        do {
            return .imported(try importFile(at: url))
        } catch {
            return .failed(error)
        }
    }
}
