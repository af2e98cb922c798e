import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The adaptive presentation with real widgets: side pane ↔ bottom sheet, one editor instance.
final class PresentationTests: XCTestCase {
    // Plain synchronous XCTest methods run on the main thread (a @MainActor test method crashes
    // corelibs-XCTest discovery), so assumeIsolated is sound here.

    func testLandscapeStartsInInspectorWithTheEditorOpen() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            XCTAssertEqual(window.presenter.presentation, .side)
            XCTAssertTrue(window.presenter.showEditor, "side-pane mode starts open (authoring first)")
            XCTAssertTrue(window.sidePane.isRevealed)
            XCTAssertTrue(window.editor.root.isDescendant(of: window.sidePane.slot.self))
            XCTAssertFalse(window.sheet.root.isVisible, "no sheet in side-pane mode")
            XCTAssertTrue(window.header.eyebrow.isVisible, "eyebrow shows when not compact")
            XCTAssertEqual(window.header.editorToggle.iconName, HeaderBar.editorIcon)
            XCTAssertEqual(Double(window.sidePane.panel.width), Double(SidePane.width), accuracy: 2)
            XCTAssertGreaterThan(window.player.glArea.width, 1280 - SidePane.width - 20, "the player keeps the rest")
        }
    }

    func testPortraitStartsWithTheSheetClosedAndTheToggleOpensItAtMedium() throws {
        try UITestSupport.withWindow(width: 800, height: 1280) { window in
            XCTAssertEqual(window.presenter.presentation, .bottom)
            XCTAssertFalse(window.presenter.showEditor, "sheet mode starts closed (the picture first)")
            XCTAssertEqual(window.sheet.detent, .closed)
            XCTAssertFalse(window.sheet.root.isVisible)
            XCTAssertFalse(window.sidePane.isRevealed)
            XCTAssertEqual(window.header.editorToggle.iconName, HeaderBar.editorIcon, "one icon in both layouts")

            window.perform(.toggleEditor)
            UITestSupport.settle(window)
            XCTAssertTrue(window.presenter.showEditor)
            XCTAssertEqual(window.sheet.detent, .medium)
            XCTAssertTrue(window.editor.root.isDescendant(of: window.sheet.slot))
            let medium = SheetDetentHeights(containerHeight: 1280).medium
            XCTAssertEqual(Double(window.sheet.root.height), medium, accuracy: 1, "the sheet rests at half height")
            let bounds = try XCTUnwrap(window.sheet.root.bounds(in: window.overlay))
            XCTAssertEqual(bounds.y + bounds.height, 1280, accuracy: 1, "the sheet sits on the bottom edge")
            XCTAssertTrue(window.player.glArea.isDrawable, "non-modal: the player stays visible above it")
        }
    }

    func testPortraitToLandscapeKeepsTheSameOpenEditorAndItsScrollPosition() throws {
        try UITestSupport.withSheet { window in
            let editorRoot = window.editor.root
            window.editor.speciesSwitcher.select(2)
            window.editor.scroller.verticalOffset = 300
            XCTAssertEqual(window.editor.scroller.verticalOffset, 300, "the sheet content scrolls")

            UITestSupport.resize(window, width: 1280, height: 800)
            XCTAssertEqual(window.presenter.presentation, .side)
            XCTAssertTrue(window.presenter.showEditor, "an open editor stays open across the mode change")
            XCTAssertTrue(window.sidePane.isRevealed)
            XCTAssertTrue(window.editor.root === editorRoot, "the same editor instance moved")
            XCTAssertTrue(editorRoot.isDescendant(of: window.sidePane.slot))
            XCTAssertGreaterThan(window.editor.scroller.verticalOffset, 0, "the list stays scrolled (EditorPlaceTests)")
            XCTAssertEqual(window.editor.speciesSwitcher.selected, 2, "the selected species survives")
            XCTAssertFalse(window.sheet.root.isVisible)
        }
    }

    func testLandscapeToPortraitWithThePaneClosedKeepsTheSheetClosed() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            window.perform(.toggleEditor)
            UITestSupport.settle(window)
            XCTAssertFalse(window.sidePane.isRevealed)

            UITestSupport.resize(window, width: 800, height: 1280)
            XCTAssertEqual(window.presenter.presentation, .bottom)
            XCTAssertFalse(window.presenter.showEditor, "a closed editor stays closed")
            XCTAssertEqual(window.sheet.detent, .closed)
            XCTAssertFalse(window.sheet.root.isVisible)
        }
    }

    func testTallWideWindowKeepsTheSheetContentReadable() throws {
        try UITestSupport.withWindow(width: 1200, height: 1600) { window in
            XCTAssertEqual(window.presenter.presentation, .bottom, "tall but wide is portrait")
            window.perform(.toggleEditor)
            UITestSupport.settle(window)
            let bounds = try XCTUnwrap(window.editor.root.bounds(in: window.overlay))
            XCTAssertLessThanOrEqual(
                bounds.width, Double(BottomSheet.maximumWidth), "sliders are not stretched across 1200 px")
            XCTAssertEqual(bounds.x + bounds.width / 2, 600, accuracy: 2, "the sheet is centred")
        }
    }

    func testNarrowWindowHidesTheEyebrowAndTruncatesTheName() throws {
        try UITestSupport.withWindow(width: 420, height: 800) { window in
            let long = try XCTUnwrap(
                window.presets.firstIndex { $0.name.count > 40 }, "a stand-in preset with a long name")
            window.showPreset(at: long)
            UITestSupport.settle(window)
            XCTAssertFalse(window.header.eyebrow.isVisible, "compact: no eyebrow")
            XCTAssertTrue(window.header.presetName.isEllipsized, "the long name truncates")
            let bar = window.header.bar
            var parts: [String] = []
            for (name, widget) in [
                ("title", window.header.titleButton as Widget), ("pause", window.header.pauseButton),
                ("library", window.header.libraryButton),
                ("fullscreen", window.header.fullscreenButton), ("editor", window.header.editorToggle),
                ("controls", window.header.windowControls),
            ] {
                parts.append("\(name) \(widget.measure(horizontal: true).minimum)")
            }
            XCTAssertLessThanOrEqual(
                bar.measure(horizontal: true).minimum, bar.width,
                "the header's content fits: \(parts.joined(separator: ", "))")
            let bounds = try XCTUnwrap(bar.bounds(in: window.overlay))
            XCTAssertGreaterThanOrEqual(bounds.x, 0)
            XCTAssertLessThanOrEqual(bounds.x + bounds.width, 420, "no overflow past the window edge")
            let controls = try XCTUnwrap(window.header.editorToggle.bounds(in: window.overlay))
            XCTAssertLessThanOrEqual(controls.x + controls.width, 420, "the editor toggle stays reachable")
        }
    }

    func testGnomeMinimumSizeKeepsTheHeaderReachableAboveTheLargeSheet() throws {
        try UITestSupport.withWindow(width: 360, height: 294) { window in
            let bar = window.header.bar
            var parts: [String] = []
            for (name, widget) in [
                ("title", window.header.titleButton as Widget), ("pause", window.header.pauseButton),
                ("library", window.header.libraryButton),
                ("fullscreen", window.header.fullscreenButton), ("editor", window.header.editorToggle),
                ("menu", window.header.primaryMenu), ("controls", window.header.windowControls),
                ("eyebrow", window.header.eyebrow),
            ] {
                parts.append("\(name) \(widget.measure(horizontal: true).minimum)")
            }
            XCTAssertLessThanOrEqual(
                bar.measure(horizontal: true).minimum, bar.width,
                "the header fits at 360 px: \(parts.joined(separator: ", "))")
            window.perform(.toggleEditor)
            UITestSupport.settle(window)
            window.sheet.setDetent(.large, animated: false)
            UITestSupport.settle(window)
            let sheet = try XCTUnwrap(window.sheet.root.bounds(in: window.overlay))
            let header = try XCTUnwrap(bar.bounds(in: window.overlay))
            XCTAssertLessThanOrEqual(header.y + header.height, sheet.y, "the large detent leaves the header visible")
            let toggle = try XCTUnwrap(window.header.editorToggle.bounds(in: window.overlay))
            XCTAssertLessThanOrEqual(toggle.x + toggle.width, 360)
        }
    }
}
