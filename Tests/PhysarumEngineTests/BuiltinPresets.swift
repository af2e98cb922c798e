import Foundation
import PhysarumCore
import XCTest

/// The built-in presets from the data directory, and no user presets (a directory that is not
/// there): what the engine tests run every preset through.
enum BuiltinPresets {
    static func load(file: StaticString = #filePath, line: UInt = #line) throws -> [Preset] {
        guard let data = DataDirectory.locate() else { throw XCTSkip("data directory not found") }
        let library = PresetLibrary(
            builtinDirectory: data.appendingPathComponent("presets"),
            userDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("physarum-engine-tests-none"))
        XCTAssertEqual(library.loadErrors, [], "every built-in preset file loads", file: file, line: line)
        XCTAssertFalse(library.builtins.isEmpty, "the built-in presets load", file: file, line: line)
        return library.builtins
    }
}
