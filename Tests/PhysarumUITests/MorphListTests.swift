import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The toolbar's morph list: every built-in name whole, the library's tag dots, a list that
/// scrolls, names for screen readers.
final class MorphListTests: XCTestCase {
    func testEveryBuiltinNameShowsWholeBesideItsTagDot() throws {
        try MainActor.assumeIsolated {
            let builtins = PresetLibrary.standard().builtins
            for (width, height) in [(1280, 800), (360, 800)] {
                let window = try UITestSupport.openWindow(
                    width: width, height: height, TestWindowOptions(windowPresets: builtins))
                defer { UITestSupport.close(window) }
                if !window.presenter.isEditorVisible { window.presenter.setShowEditor(true) }
                UITestSupport.settle(window)
                let toolbar = window.editor.toolbar
                toolbar.morphButton.popup()
                XCTAssertTrue(MainLoop.run(until: { toolbar.morphPopover.isMapped }, timeout: 2), "\(width): it opens")
                MainLoop.run(until: { false }, timeout: 0.2)
                XCTAssertEqual(toolbar.morphChoiceParts.count, window.presets.count)
                for (preset, part) in zip(window.presets, toolbar.morphChoiceParts) {
                    XCTAssertTrue(part.dot.hasCSSClass("tag-dot"), "\(preset.name) has a dot")
                    XCTAssertTrue(part.dot.hasCSSClass(TagStyles.cssClass(for: preset.tag)), "in its tag colour")
                    // A name scrolled out of view is still allocated; measure it, not its pixels.
                    let natural = part.name.measure(horizontal: true).natural
                    XCTAssertLessThanOrEqual(natural, part.name.width, "\(width) px: “\(preset.name)” fits")
                    XCTAssertFalse(part.name.isEllipsized, "\(width) px: “\(preset.name)” is not cut")
                }
                // The popover opens from the button's end edge leftwards: inside the window (a
                // centred one went past the screen's edge).
                let list = try XCTUnwrap(toolbar.morphScroller.surfaceBounds)
                XCTAssertGreaterThanOrEqual(list.x, 0, "\(width) px: the list stays in the window")
                XCTAssertLessThanOrEqual(
                    list.x + list.width, Double(width), "\(width) px: the list stays in the window")
                toolbar.morphPopover.popdown()
                MainLoop.run(until: { !toolbar.morphPopover.isMapped }, timeout: 2)
            }
        }
    }

    func testTheListScrollsAndEachChoiceIsNamed() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            let toolbar = window.editor.toolbar
            toolbar.morphButton.popup()
            XCTAssertTrue(MainLoop.run(until: { toolbar.morphPopover.isMapped }, timeout: 2))
            MainLoop.run(until: { false }, timeout: 0.2)
            let first = try XCTUnwrap(toolbar.morphChoices.first?.bounds(in: window.window))
            let last = try XCTUnwrap(toolbar.morphChoices.last?.bounds(in: window.window))
            let listHeight = last.y + last.height - first.y
            XCTAssertGreaterThan(listHeight, Double(EditorToolbar.morphListMaxHeight), "more presets than fit")
            let scroller = toolbar.morphScroller
            XCTAssertLessThanOrEqual(scroller.height, EditorToolbar.morphListMaxHeight, "so the list scrolls")
            XCTAssertGreaterThan(scroller.maximumVerticalOffset, 0)
            toolbar.morphPopover.popdown()
            MainLoop.run(until: { !toolbar.morphPopover.isMapped }, timeout: 2)
        }
    }

    /// The arrows walk the list, and Enter morphs to the focused preset.
    func testTheKeyboardWalksTheListAndMorphs() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            Pointer.xdotool(["mousemove", "200", "400"])
            let toolbar = window.editor.toolbar
            toolbar.morph.duration = 0
            toolbar.morphButton.popup()
            XCTAssertTrue(MainLoop.run(until: { toolbar.morphPopover.isMapped }, timeout: 2))
            XCTAssertTrue(toolbar.morphChoices[0].grabFocus())
            // Keys go to the surface under the pointer (Xvfb has no window manager).
            let title = try XCTUnwrap(Pointer.center(of: toolbar.morphScroller, in: window))
            Pointer.xdotool(["mousemove", "\(title.x)", "\(title.y)"])
            XCTAssertTrue(toolbar.morphChoices[0].grabFocus())
            Pointer.key("Down")
            XCTAssertTrue(MainLoop.run(until: { toolbar.morphChoices[1].hasFocus }, timeout: 2), "Down: the next name")
            Pointer.key("Return")
            XCTAssertTrue(MainLoop.run(until: { !toolbar.morphPopover.isMapped }, timeout: 2), "Enter chose it")
            XCTAssertTrue(
                MainLoop.run(until: { window.state.params == window.presets[1].params }, timeout: 3),
                "and morphed to \(window.presets[1].name)")
        }
    }
}
