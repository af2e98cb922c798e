import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The library's search, driven by real keys: typing in the library starts it, the tiles filter
/// by name (case and accents ignored), arrows and Enter work on what is found, Esc clears the
/// search before it closes the library, and an empty result says so.
final class LibrarySearchTests: XCTestCase {
    func testTypingInTheLibrarySearchesAndEscClearsBeforeClosing() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            let library = window.library
            Pointer.xdotool(["mousemove", "200", "400"])
            let query = "ON"
            let index = try XCTUnwrap(window.presets.firstIndex { PresetSearch.matches(name: $0.name, query: query) })
            window.showPreset(at: index)
            let running = try XCTUnwrap(window.state.selectedPreset)
            Pointer.key("ctrl+l")
            XCTAssertTrue(MainLoop.run(until: { window.window.focusIs(library.chips[index]) }, timeout: 2))

            // Type-to-search: the keys typed on a tile go to the search field.
            Pointer.xdotool(["type", "--delay", "60", query])
            XCTAssertTrue(MainLoop.run(until: { library.search.text == query }, timeout: 3), library.search.text)
            let expected = window.presets.filter { PresetSearch.matches(name: $0.name, query: query) }.map(\.id)
            XCTAssertFalse(expected.isEmpty, "some built-in matches \(query)")
            XCTAssertTrue(
                MainLoop.run(until: { self.shownIDs(window) == expected }, timeout: 3),
                "only the matching tiles show: \(shownIDs(window))")
            XCTAssertFalse(library.noMatches.isVisible)
            XCTAssertTrue(library.chips[index].hasCSSClass("current"), "the running preset stays marked")

            // The keys stay on the tiles: Right goes to the next tile found.
            XCTAssertTrue(window.window.focusIs(library.chips[index]), "typing left the focus on the tile")
            let shown = library.chips.filter(\.isVisible)
            let position = try XCTUnwrap(shown.firstIndex { $0 === library.chips[index] })
            XCTAssertTrue(shown.indices.contains(position + 1), "another tile found after the running one")
            Pointer.key("Right")
            XCTAssertTrue(
                MainLoop.run(until: { window.window.focusIs(shown[position + 1]) }, timeout: 2),
                "Right moves to the next tile found")
            Pointer.key("Escape")
            XCTAssertTrue(
                MainLoop.run(until: { library.search.text.isEmpty }, timeout: 2), "Esc clears the search first")
            XCTAssertTrue(library.isOpen, "and leaves the library open")
            XCTAssertEqual(shownIDs(window), window.presets.map(\.id), "every tile shows again")
            Pointer.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { !library.isOpen }, timeout: 2), "the second Esc closes the library")

            // Nothing found: said in words.
            Pointer.key("ctrl+l")
            XCTAssertTrue(MainLoop.run(until: { library.isOpen }, timeout: 2))
            Pointer.xdotool(["type", "--delay", "60", "zzqx"])
            XCTAssertTrue(MainLoop.run(until: { library.noMatches.isVisible }, timeout: 3), "“No presets match”")
            XCTAssertEqual(library.noMatches.text, "No presets match")
            XCTAssertEqual(shownIDs(window), [])
            Pointer.key("BackSpace")
            Pointer.key("BackSpace")
            Pointer.key("BackSpace")
            Pointer.key("BackSpace")
            XCTAssertTrue(MainLoop.run(until: { !library.noMatches.isVisible }, timeout: 3))
            XCTAssertEqual(window.state.selectedID, running.id, "searching never switched the preset")
        }
    }

    func testDownGoesToTheTilesAndEnterInTheFieldRunsTheFirstFound() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            let target = try XCTUnwrap(window.presets.last)
            XCTAssertTrue(target.name.hasPrefix("Moss Cathedral"), "the test presets end with the long name")
            window.setLibraryOpen(true)
            XCTAssertTrue(window.library.search.grabFocus())
            Pointer.xdotool(["type", "--delay", "60", "cathedral"])
            XCTAssertTrue(MainLoop.run(until: { self.shownIDs(window).first == target.id }, timeout: 3))
            Pointer.key("Down")
            let first = try XCTUnwrap(window.library.chips.first(where: \.isVisible))
            XCTAssertTrue(MainLoop.run(until: { window.window.focusIs(first) }, timeout: 2), "Down reaches the tiles")
            XCTAssertTrue(window.library.search.grabFocus())
            Pointer.key("Return")
            XCTAssertTrue(MainLoop.run(until: { window.state.selectedID == target.id }, timeout: 2))
            XCTAssertTrue(MainLoop.run(until: { !window.library.isOpen }, timeout: 2), "it runs and the library closes")
        }
    }

    /// The ids of the tiles the search leaves visible.
    @MainActor
    private func shownIDs(_ window: MainWindow) -> [String] {
        zip(window.library.chips, window.presets).filter { $0.0.isVisible }.map(\.1.id)
    }
}
