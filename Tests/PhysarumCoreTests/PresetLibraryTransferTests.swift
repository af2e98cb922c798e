import Foundation
import XCTest

@testable import PhysarumCore

/// `PresetLibrary+Transfer`: the names an import gives (the first free copy), what it says.
final class PresetLibraryTransferTests: XCTestCase {
    func testUniqueNameIsTheNameItselfWhileFreeThenTheFirstFreeCopy() throws {
        let library = PresetLibrary(builtinDirectory: nil, userDirectory: try makeTemporaryDirectory(self))
        XCTAssertEqual(library.uniqueName("  Mine "), "Mine", "free: the name itself, trimmed")
        try library.save(samplePreset(id: "mine", name: "Mine"))
        XCTAssertEqual(library.uniqueName("mine"), "mine (2)", "taken, ignoring case: the first copy")
        try library.save(samplePreset(id: "mine-2", name: "Mine (2)"))
        XCTAssertEqual(library.uniqueName("Mine"), "Mine (3)", "the first copy free")
        XCTAssertEqual(library.uniqueName("Other"), "Other", "another free name")
    }
}
