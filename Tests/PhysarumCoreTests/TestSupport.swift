import Foundation
import PhysarumTestSupport
import XCTest

@testable import PhysarumCore

/// A fresh directory under the system temp dir, removed when the test ends.
func makeTemporaryDirectory(_ test: XCTestCase, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
    try TemporaryDirectory("tests", removedBy: test.addTeardownBlock).url
}

/// The repository's data directory; fails the test when it cannot be found.
func dataDirectory(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
    try XCTUnwrap(DataDirectory.locate(), "data/ not found (set PHYSARUM_DATA_DIR)", file: file, line: line)
}

/// Every file in `directory` with its bytes and modification date, to prove nothing changed.
struct DirectoryFingerprint: Equatable {
    var files: [String: Data]
    var dates: [String: Date]

    init(_ directory: URL) throws {
        var files: [String: Data] = [:]
        var dates: [String: Date] = [:]
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: directory.path)) ?? [] {
            let url = directory.appendingPathComponent(name)
            files[name] = try Data(contentsOf: url)
            dates[name] = try fm.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        }
        self.files = files
        self.dates = dates
    }
}

/// A valid preset for tests, with the default parameters.
func samplePreset(id: String = "sample", name: String = "Sample") -> Preset {
    Preset(id: id, name: name, tag: RGBColor(hex: "#123456")!, params: PresetParams())
}

/// Three presets, alpha, beta and gamma, whose parameters differ (decay 0.90, 0.91, 0.92): the
/// editor and remote tests tell them apart by id and by what runs.
func threePresets() -> [Preset] {
    ["alpha", "beta", "gamma"].enumerated().map { index, id in
        var preset = samplePreset(id: id, name: id.capitalized)
        preset.params.decay = 0.9 + Double(index) * 0.01
        return preset
    }
}

/// Encoded JSON of `preset` as a mutable dictionary, for building broken files.
func presetJSONObject(_ preset: Preset = samplePreset()) throws -> [String: Any] {
    let data = try PresetCoder.encode(preset)
    return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
}
