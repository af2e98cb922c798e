import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// No silent edits: the wheel scrolls the editor, keys step by sensible amounts and re-seed once,
/// arrows switch presets only from the player. Real input through xdotool.
final class EditingSafetyTests: XCTestCase {
    /// 20 wheel notches over the sliders scroll the list and change no parameter — in the side
    /// pane and in a narrow sheet.
    func testTheWheelOverTheEditorScrollsTheListAndChangesNothing() throws {
        try Pointer.require()
        try MainActor.assumeIsolated {
            for (width, height) in [(1280, 800), (360, 640)] {
                let window = try UITestSupport.openWindow(width: width, height: height)
                defer { Pointer.park(); UITestSupport.close(window) }
                if !window.presenter.showEditor {
                    window.presenter.setShowEditor(true)
                    UITestSupport.settle(window)
                }
                let before = window.state.params
                let row = try XCTUnwrap(window.editor.row(id: width > 400 ? .species(0, .sensorAngle) : .agents))
                let point = try XCTUnwrap(Pointer.center(of: row.scale, in: window), "the slider is on screen")
                XCTAssertEqual(window.editor.scroller.verticalOffset, 0)
                Pointer.xdotool([
                    "mousemove", "\(point.x)", "\(point.y)", "click", "--repeat", "20", "--delay", "40", "5",
                ])
                // GTK animates wheel scrolling: wait for it (slow on a loaded machine).
                XCTAssertTrue(
                    MainLoop.run(until: { window.editor.scroller.verticalOffset > 40 }, timeout: 10),
                    "\(width)×\(height): the list scrolled (\(window.editor.scroller.verticalOffset))")
                XCTAssertEqual(window.state.params, before, "\(width)×\(height): no parameter changed")
                XCTAssertFalse(window.state.canUndo, "nothing to undo")
            }
        }
    }

    /// The other side of the rule: a slider the user chose (it has focus) takes the wheel.
    func testAFocusedSliderTakesTheWheel() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            let row = try XCTUnwrap(window.editor.row(id: .species(0, .sensorAngle)))
            let before = window.state.params.species[0].sensorAngle
            XCTAssertTrue(row.scale.grabFocus())
            let point = try XCTUnwrap(Pointer.center(of: row.scale, in: window))
            Pointer.xdotool(["mousemove", "\(point.x)", "\(point.y)"])
            MainLoop.run(until: { false }, timeout: Double(WheelLatch.burstGap) / 1_000_000 + 0.1)
            Pointer.xdotool(["click", "4"])
            XCTAssertTrue(
                MainLoop.run(until: { window.state.params.species[0].sensorAngle != before }, timeout: 2),
                "the focused slider moved")
            XCTAssertEqual(window.editor.scroller.verticalOffset, 0, "and the list did not scroll")
        }
    }

    /// Arrow and Page keys on Agents step by the range's step, and the simulation re-seeds once,
    /// after the burst settles (not on every press).
    func testKeyStepsFitTheRangeAndABurstReseedsOnce() throws {
        try Pointer.require()
        try MainActor.assumeIsolated {
            let engine = RecordingEngine()
            let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(engine: engine))
            defer { Pointer.park(); UITestSupport.close(window) }
            MainLoop.run(until: { !engine.applied.isEmpty }, timeout: 3)
            let start = window.state.params.agents
            let row = try XCTUnwrap(window.editor.row(id: .agents))
            // Keys go to the window under the pointer (Xvfb has no window manager).
            Pointer.xdotool(["mousemove", "200", "400"])
            XCTAssertTrue(row.scale.grabFocus())
            let appliedBefore = engine.applied.count
            Pointer.xdotool(["key", "--delay", "60", "Right", "Right", "Right", "Prior"])
            let expected = start + 3 * 10_000 + 100_000
            XCTAssertTrue(
                MainLoop.run(until: { window.state.params.agents == expected }, timeout: 2),
                "3 × 10 000 + one page of 100 000: \(window.state.params.agents)")
            XCTAssertTrue(
                MainLoop.run(until: { engine.applied.last?.agents == expected }, timeout: 3),
                "re-seeded once the keys settled")
            let reseeds = engine.applied[appliedBefore...].map(\.agents).filter { $0 != start }
            XCTAssertEqual(Set(reseeds), [expected], "one re-seed, with the final count")
            XCTAssertEqual(reseeds.count, 1)
        }
    }

    /// Left/Right switch the preset from the player, never while a button or slider has focus.
    func testArrowsSwitchThePresetOnlyFromThePlayer() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            Pointer.xdotool(["mousemove", "200", "400"])
            let first = try XCTUnwrap(window.state.selectedID)
            let row = try XCTUnwrap(window.editor.row(id: .exposure))
            // The row's one Tab stop, its slider, and a header button.
            for widget in [row.scale, window.header.libraryButton] as [Widget] {
                XCTAssertTrue(widget.grabFocus())
                Pointer.key("Left")
                Pointer.key("Right")
                XCTAssertEqual(window.state.selectedID, first, "arrows on a focused button keep the preset")
            }
            Pointer.click((200, 400))
            XCTAssertTrue(window.playerHasKeys, "a click on the player gives it the keys")
            Pointer.key("Right")
            XCTAssertTrue(
                MainLoop.run(until: { window.state.selectedID == window.presets[1].id }, timeout: 2),
                "from the player, Right is the next preset")
            Pointer.key("Left")
            XCTAssertTrue(MainLoop.run(until: { window.state.selectedID == first }, timeout: 2))
        }
    }
}
