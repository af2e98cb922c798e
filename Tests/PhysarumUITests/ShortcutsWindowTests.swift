import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The shortcuts window in English and German: narrow enough for any screen (and a 360 px
/// phone), every key named as its keycap reads, never by its keyval ("Page_Up", "Escape").
final class ShortcutsWindowTests: XCTestCase {
    /// The widest it may ask for, in logical pixels: far inside a 1280 px screen.
    static let maxNaturalWidth = 640
    /// The narrowest window it must fit: the app's smallest (GNOME's minimum).
    static let minimumWindowWidth = 360

    func testItFitsAndNamesKeysAsTheirCapsInEnglish() throws {
        try check(german: false, escape: "Esc", pageKeys: "Page Up / Page Down")
    }

    func testItFitsAndNamesKeysAsTheirCapsInGerman() throws {
        try check(german: true, escape: "Esc", pageKeys: "Bild auf / Bild ab")
    }

    private func check(german: Bool, escape: String, pageKeys: String) throws {
        try MainActor.assumeIsolated {
            try UITestSupport.requireDisplay()
            let restore = german ? try TranslationCoverageTests.speakGerman() : {}
            defer { restore() }
            let window = try UITestSupport.openWindow(width: 1280, height: 800)
            defer { UITestSupport.close(window) }
            let shortcuts = window.showShortcuts()
            defer { shortcuts.window.destroy() }
            XCTAssertTrue(MainLoop.run(until: { shortcuts.window.isMapped }, timeout: 5), "it shows")
            let language = german ? "de" : "en"
            let width = shortcuts.window.measure(horizontal: true)
            XCTAssertLessThanOrEqual(width.natural, Self.maxNaturalWidth, "\(language): natural width")
            XCTAssertLessThanOrEqual(width.minimum, Self.minimumWindowWidth, "\(language): fits a 360 px window")
            XCTAssertLessThanOrEqual(shortcuts.window.width, Self.maxNaturalWidth, "\(language): as shown")

            let rows = shortcuts.rows
            XCTAssertEqual(rows.count, ShortcutTable.groups.flatMap(\.items).count, "every item has a row")
            for row in rows {
                XCTAssertFalse(row.keys.isEmpty, "\(language): \(row.accelerator) shows its keys")
                for cap in row.keys.map(\.text) {
                    XCTAssertFalse(cap.isEmpty || cap.contains("_"), "\(language): \(row.accelerator) reads \"\(cap)\"")
                    XCTAssertFalse(
                        cap.hasSuffix("Escape"),
                        "\(language): \(row.accelerator) names Escape by its keyval: \"\(cap)\"")
                }
            }
            @MainActor func keys(of accelerator: String) -> String? {
                rows.first { $0.accelerator == accelerator }?.keys.map(\.text).joined(separator: " / ")
            }
            XCTAssertEqual(keys(of: "Escape"), escape, "\(language): Esc as its cap reads")
            XCTAssertEqual(keys(of: "Page_Up Page_Down"), pageKeys, "\(language)")
            XCTAssertEqual(keys(of: "Left Right"), "← / →", "\(language): arrows as arrows")
        }
    }

    /// The keycaps of modified keys keep GTK's words for the modifiers.
    func testKeycapsOfChords() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.requireDisplay()
            XCTAssertEqual(Accelerator.keycap("<Control>z"), "Ctrl+Z")
            XCTAssertEqual(Accelerator.keycap("<Control>Left"), "Ctrl+←")
            XCTAssertEqual(Accelerator.keycap("<Shift>Escape"), "Shift+Esc")
            XCTAssertEqual(Accelerator.keycap("Page_Up"), "Page Up")
            XCTAssertEqual(Accelerator.keycap("Return"), "Return", "GTK's own word where it names the cap")
        }
    }
}
