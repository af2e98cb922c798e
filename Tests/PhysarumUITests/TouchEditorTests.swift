import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The editor in the sheet under a real finger: sliders drag, a long press asks for help, the
/// toolbar's menus open and their items run by tap.
final class TouchEditorTests: XCTestCase {
    /// The first full row (at the top of the sheet's list, on screen at medium).
    @MainActor private func firstRow(_ window: MainWindow) throws -> ParamRow {
        let row = try XCTUnwrap(window.editor.rows.first { !$0.isCompact && !$0.descriptor.help.isEmpty })
        let frame = try XCTUnwrap(row.scale.bounds(in: window.sheet.root))
        XCTAssertLessThan(frame.y + frame.height, window.sheet.visibleHeight, "the row shows in the sheet")
        return row
    }

    /// Where the slider's value is within its range, 0…1.
    @MainActor private func fraction(_ row: ParamRow) -> Double {
        let range = row.descriptor.range
        return (row.scale.value - range.lowerBound) / (range.upperBound - range.lowerBound)
    }

    func testFingerDragMovesASliderAsOneUndoStep() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let row = try firstRow(window)
            let before = window.state.params
            let start = try touch.point(in: row.scale, fractionX: 0.1)
            // Right and a little down (a thumb's arc): the slider takes it, not the sheet or the list.
            let end = try touch.point(in: row.scale, fractionX: 0.9)
            try touch.drag(from: start, to: (end.x, end.y + 40), steps: 30, holdSeconds: 0.1)
            MainLoop.run(until: { !row.isSliderPressed }, timeout: 1)
            XCTAssertEqual(fraction(row), 0.9, accuracy: 0.08, "the slider followed the finger")
            XCTAssertNotEqual(window.state.params, before)
            XCTAssertFalse(row.isHelpOpen, "a drag is no long press")
            XCTAssertFalse(window.state.isChanging, "the lifted finger ended the drag")
            XCTAssertEqual(window.sheet.detent, .medium, "a drag on a slider leaves the sheet")
            XCTAssertEqual(window.editor.scroller.verticalOffset, 0, accuracy: 0.5, "and the list")
            XCTAssertTrue(window.state.undo())
            XCTAssertEqual(window.state.params, before, "the whole drag was one step")
        }
    }

    func testLongPressOnASliderOpensItsHelpAndChangesNothing() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let row = try firstRow(window)
            let before = window.state.params
            // Far from the knob: a press there makes the slider jump, which the long press takes back.
            let far = fraction(row) < 0.5 ? 0.85 : 0.15
            try touch.press(try touch.point(in: row.scale, fractionX: far), seconds: TouchDriver.longPressSeconds)
            XCTAssertTrue(MainLoop.run(until: { row.isHelpOpen }, timeout: 2), "the help opened")
            XCTAssertEqual(window.state.params, before, "asking about a parameter leaves it as it was")
            XCTAssertFalse(window.state.canUndo, "and leaves no undo step")
            XCTAssertFalse(window.state.isChanging)
            row.helpPopover.popdown()
        }
    }

    func testLongPressOnALabelOpensItsHelp() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let row = try firstRow(window)
            try touch.press(try touch.point(in: row.label), seconds: TouchDriver.longPressSeconds)
            XCTAssertTrue(MainLoop.run(until: { row.isHelpOpen }, timeout: 2))
            row.helpPopover.popdown()
        }
    }

    func testATapOnASliderIsAnEditNotAQuestion() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let row = try firstRow(window)
            let far = fraction(row) < 0.5 ? 0.85 : 0.15
            try touch.tap(try touch.point(in: row.scale, fractionX: far))
            // Longer than the long-press time: a lifted finger never turns into one.
            touch.wait(TouchDriver.longPressSeconds)
            XCTAssertFalse(row.isHelpOpen, "a tap is shorter than a long press")
            XCTAssertEqual(fraction(row), far, accuracy: 0.08, "the slider jumped to the finger")
            XCTAssertTrue(window.state.canUndo)
        }
    }

    func testATapOnTheInfoButtonOpensTheHelp() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let row = try firstRow(window)
            let info = try XCTUnwrap(row.infoButton)
            XCTAssertGreaterThanOrEqual(Double(info.height), minimumTouchTargetHeight, "a finger-sized ⓘ")
            // Near its edge: the whole 44 px target answers, not only the icon.
            try touch.tap(try touch.point(in: info, fractionX: 0.15, fractionY: 0.85))
            XCTAssertTrue(MainLoop.run(until: { row.isHelpOpen }, timeout: 2), "the help opened")
            XCTAssertFalse(window.state.canUndo, "asking changes nothing")
            row.helpPopover.popdown()
        }
    }

    func testATapOnTheLockTogglesItAndAnotherUnlocks() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let row = try firstRow(window)
            let id = row.descriptor.id
            XCTAssertFalse(window.state.isLocked(id))
            try touch.tap(try touch.point(in: row.lockButton, fractionX: 0.85, fractionY: 0.15))
            XCTAssertTrue(MainLoop.run(until: { window.state.isLocked(id) }, timeout: 2), "the tap locked it")
            XCTAssertTrue(row.lockButton.isActive)
            // Past the double-click time: two taps, not a double-tap (which resets the row).
            touch.wait(0.6)
            try touch.tap(try touch.point(in: row.lockButton))
            XCTAssertTrue(MainLoop.run(until: { !window.state.isLocked(id) }, timeout: 2), "the second tap unlocked it")
            XCTAssertFalse(row.isHelpOpen, "a tap on the lock asks nothing")
        }
    }

    func testToolbarMenuOpensAndItsItemRunsByTap() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let toolbar = window.editor.toolbar
            try touch.tap(try touch.point(in: toolbar.morphButton))
            XCTAssertTrue(MainLoop.run(until: { toolbar.morphPopover.isVisible }, timeout: 2), "the morph menu opened")
            UITestSupport.settle(window)
            let target = try XCTUnwrap(toolbar.morphChoices.dropFirst().first, "a preset other than the running one")
            try touch.tap(try touch.point(in: target), inPopover: true)
            XCTAssertTrue(
                MainLoop.run(until: { toolbar.morph.isRunning || !toolbar.morphPopover.isVisible }, timeout: 2))
            XCTAssertTrue(toolbar.morph.isRunning, "the tapped preset started a morph")
            toolbar.morph.cancel()
        }
    }
}
