import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// F6 / Shift+F6 between the window's regions, and one Tab stop per parameter, with real keys
/// (xdotool).
final class RegionNavigationTests: XCTestCase {
    /// The regions of the editor pane, in the order the editor shows them.
    private let editorRegions: [FocusRegion] = [.editorToolbar] + ParamSection.allCases.map { .editorSection($0) }

    /// Presses `key` and returns the region the focus is in once it moved there (nil: none).
    @MainActor
    private func press(_ key: String, in window: MainWindow, expecting expected: FocusRegion) -> FocusRegion? {
        Pointer.key(key)
        _ = MainLoop.run(until: { window.currentFocusRegion == expected }, timeout: 2)
        return window.currentFocusRegion
    }

    func testF6VisitsEachRegionInOrderShiftF6InReverseBothWrap() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            Pointer.xdotool(["mousemove", "200", "400"])
            XCTAssertEqual(window.currentFocusRegion, .player, "the keys start at the player")

            // Forward: header, toolbar, each section, the player, and round to the header.
            let forward: [FocusRegion] = [.header] + editorRegions + [.player, .header]
            var visited: [FocusRegion?] = []
            for region in forward { visited.append(press("F6", in: window, expecting: region)) }
            XCTAssertEqual(visited, forward.map { $0 }, "F6 from the player")
            for (section, box) in window.editor.sectionBoxes {
                XCTAssertNotNil(box.bounds(in: window.editor.scroller), "\(section) laid out")
            }

            // Backward from the header: the player, the sections bottom to top, the toolbar, the header.
            let backward: [FocusRegion] = [.player] + editorRegions.reversed() + [.header, .player]
            visited = []
            for region in backward { visited.append(press("shift+F6", in: window, expecting: region)) }
            XCTAssertEqual(visited, backward.map { $0 }, "Shift+F6 from the header")

            // With the library open it is a region too, after the editor.
            Pointer.key("ctrl+l")
            XCTAssertTrue(MainLoop.run(until: { window.currentFocusRegion == .library }, timeout: 2))
            XCTAssertEqual(press("F6", in: window, expecting: .player), .player)
            XCTAssertEqual(press("shift+F6", in: window, expecting: .library), .library)
            XCTAssertEqual(
                press("shift+F6", in: window, expecting: .editorSection(.effects)), .editorSection(.effects))
            XCTAssertTrue(window.library.isOpen, "moving through the regions leaves the library open")
        }
    }

    /// In the portrait sheet (half height, sections taller than the list shows) each section F6
    /// reaches is scrolled so that its focused control is in view.
    func testInTheSheetF6ShowsTheFocusedControlOfEachSection() throws {
        try Pointer.require()
        try UITestSupport.withSheet { window in
            defer { Pointer.park() }
            Pointer.xdotool(["mousemove", "400", "200"])
            window.focusPlayer()
            let forward: [FocusRegion] = [.header] + editorRegions + [.player]
            for region in forward {
                XCTAssertEqual(press("F6", in: window, expecting: region), region)
                guard case .editorSection(let section) = region else { continue }
                MainLoop.run(until: { false }, timeout: 0.2)
                let scroller = window.editor.scroller
                let focused = try XCTUnwrap(window.window.focusedWidget, "\(section): a focused control")
                let frame = try XCTUnwrap(focused.bounds(in: scroller), "\(section): laid out")
                XCTAssertGreaterThanOrEqual(frame.y, -1, "\(section): the focused control's top is in view")
                XCTAssertLessThanOrEqual(
                    frame.y + frame.height, Double(scroller.height) + 1, "\(section): its bottom is in view")
            }
        }
    }

    /// With the editor hidden (F9) only the header and the player are left.
    func testWithTheEditorHiddenF6AlternatesHeaderAndPlayer() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            Pointer.xdotool(["mousemove", "200", "400"])
            Pointer.key("F9")
            UITestSupport.settle(window)
            XCTAssertFalse(window.presenter.isEditorVisible)
            XCTAssertEqual(press("F6", in: window, expecting: .header), .header)
            XCTAssertEqual(press("F6", in: window, expecting: .player), .player)
            XCTAssertEqual(press("shift+F6", in: window, expecting: .header), .header)
        }
    }

    /// Tab through the whole editor: each parameter row is one stop, its slider; the lock, the
    /// value and the ⓘ are not stops (they are still there, named, for the pointer and screen
    /// readers).
    func testEachParameterIsOneTabStop() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            let rows = window.editor.rows
            let first = try XCTUnwrap(rows.first)
            XCTAssertTrue(first.scale.grabFocus())
            var stopsPerRow = [ObjectIdentifier: Int]()
            var sliderStops = 0
            var otherRowStops: [String] = []
            for _ in 0..<400 {
                guard window.window.focusIsWithin(window.editor.root) else { break }
                if let row = rows.first(where: { window.window.focusIsWithin($0.root) }) {
                    stopsPerRow[ObjectIdentifier(row), default: 0] += 1
                    if window.window.focusIs(row.scale) {
                        sliderStops += 1
                    } else {
                        otherRowStops.append(row.descriptor.accessibleName)
                    }
                }
                Pointer.key("Tab")
                MainLoop.run(until: { false }, timeout: 0.02)
            }
            XCTAssertEqual(stopsPerRow.count, rows.count, "Tab reaches every parameter")
            XCTAssertEqual(Set(stopsPerRow.values), [1], "one stop per parameter")
            XCTAssertEqual(sliderStops, rows.count, "the stop is the slider")
            XCTAssertEqual(otherRowStops, [], "no lock, value or ⓘ stops")
            XCTAssertTrue(first.lockButton.isVisible && first.valueButton.isVisible, "the controls are still there")
        }
    }

    /// The row's other controls from its focused slider: L locks, Enter types a value (Esc or
    /// Enter returns to the slider), F1 opens the help, Delete goes back to the preset's value.
    func testTheSliderReachesItsLockValueAndHelpByKeys() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            let row = try XCTUnwrap(window.editor.row(id: .decay))
            XCTAssertTrue(row.scale.grabFocus())
            let preset = window.state.params

            Pointer.key("l")
            XCTAssertTrue(MainLoop.run(until: { window.state.isLocked(.decay) }, timeout: 2), "L locks")
            Pointer.key("l")
            XCTAssertTrue(MainLoop.run(until: { !window.state.isLocked(.decay) }, timeout: 2), "L unlocks")

            XCTAssertTrue(window.window.focusIs(row.scale), "the lock's key leaves the focus on the slider")
            Pointer.key("Return")
            XCTAssertTrue(
                MainLoop.run(until: { window.window.focusIsWithin(row.valueEntry) }, timeout: 2), "Enter types")
            Pointer.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { window.window.focusIs(row.scale) }, timeout: 2), "Esc: back")
            XCTAssertFalse(row.isTyping)
            XCTAssertEqual(window.state.params, preset, "Esc changed nothing")

            Pointer.key("Return")
            XCTAssertTrue(MainLoop.run(until: { row.isTyping }, timeout: 2))
            Pointer.xdotool(["type", "0.7"])
            Pointer.key("Return")
            XCTAssertTrue(MainLoop.run(until: { window.window.focusIs(row.scale) }, timeout: 2), "Enter: back")
            XCTAssertEqual(window.state.params.decay, 0.7, accuracy: 1e-9)

            Pointer.key("Delete")
            XCTAssertTrue(
                MainLoop.run(until: { window.state.params.decay == preset.decay }, timeout: 2), "Delete resets")

            Pointer.key("F1")
            XCTAssertTrue(MainLoop.run(until: { row.isHelpOpen }, timeout: 2), "F1 opens the help")
            Pointer.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { !row.isHelpOpen }, timeout: 2))
            XCTAssertTrue(
                MainLoop.run(until: { window.window.focusIsWithin(window.editor.root) }, timeout: 2),
                "the focus stays in the editor")
        }
    }
}
