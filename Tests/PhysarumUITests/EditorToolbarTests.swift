import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Species broadcast, locks, undo/redo and morph through the editor's widgets.
final class EditorToolbarTests: XCTestCase {
    func testAllSpeciesSetsEverySpeciesAsOneStep() throws {
        try MainActor.assumeIsolated {
            let engine = RecordingEngine()
            let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(engine: engine))
            defer { UITestSupport.close(window) }
            let before = window.state.params
            window.editor.speciesSwitcher.buttons.last?.click()
            XCTAssertTrue(window.editor.speciesSwitcher.isAll)
            let row = try XCTUnwrap(window.editor.row(id: .species(0, .turnSpeed)), "All shows species 1's rows")
            row.scale.value = 77
            XCTAssertEqual(engine.applied.last?.species.map(\.turnSpeed), [77, 77, 77])
            window.perform(.undo)
            XCTAssertEqual(window.state.params, before, "one undo step")
            XCTAssertEqual(row.scale.value, before.species[0].turnSpeed, accuracy: 1e-9)
            window.perform(.redo)
            XCTAssertEqual(window.state.params.species.map(\.turnSpeed), [77, 77, 77])
        }
    }

    func testLocksSurviveRandomize() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            let row = try XCTUnwrap(window.editor.row(id: .decay))
            row.lockButton.click()
            XCTAssertTrue(window.state.isLocked(.decay))
            XCTAssertTrue(row.root.hasCSSClass("locked"))
            let decay = window.state.params.decay
            let before = window.state.params
            for _ in 0..<5 { window.editor.toolbar.randomizeButton.click() }
            XCTAssertEqual(window.state.params.decay, decay, "the locked value stays")
            XCTAssertNotEqual(window.state.params, before, "the others change")
            XCTAssertTrue(window.editor.toolbar.undoButton.isSensitive)
        }
    }

    /// A real pointer drag across the slider is one undo step.
    func testSliderDragIsOneUndoStep() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            let row = try XCTUnwrap(window.editor.row(id: .exposure))
            let before = window.state.params.exposure
            let frame = try XCTUnwrap(row.scale.bounds(in: window.window))
            let y = Int(frame.y + frame.height / 2)
            let x0 = Int(frame.x + frame.width * 0.2), x1 = Int(frame.x + frame.width * 0.8)
            var steps = ["mousemove", "\(x0)", "\(y)", "mousedown", "1"]
            for i in 1...8 { steps += ["mousemove", "\(x0 + (x1 - x0) * i / 8)", "\(y)", "sleep", "0.05"] }
            steps += ["mouseup", "1"]
            Pointer.xdotool(steps)
            // The events may still wait in the X server's queue (a loaded machine): until the
            // value moved and the release ended the drag.
            MainLoop.run(until: { window.state.params.exposure > before + 1 && !window.state.isChanging }, timeout: 10)
            XCTAssertGreaterThan(window.state.params.exposure, before + 1, "the drag moved the value")
            XCTAssertFalse(window.state.isChanging, "the release closed the undo group")
            window.editor.toolbar.undoButton.click()
            XCTAssertEqual(window.state.params.exposure, before, "one undo step back to before the drag")
            XCTAssertFalse(window.state.canUndo)
            window.editor.toolbar.redoButton.click()
            XCTAssertGreaterThan(window.state.params.exposure, before + 1)
        }
    }

    func testMorphEndsExactlyAtTheTargetAndCanBeCancelled() throws {
        try MainActor.assumeIsolated {
            let engine = RecordingEngine()
            let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(engine: engine))
            defer { UITestSupport.close(window) }
            let toolbar = window.editor.toolbar
            let target = window.presets[3]
            toolbar.morph.duration = 0.4
            toolbar.morphChoices[3].click()
            XCTAssertTrue(toolbar.cancelMorphButton.isVisible)
            let startAgents = window.state.params.agents
            let appliedBefore = engine.applied.count
            XCTAssertTrue(MainLoop.run(until: { window.state.morphProgress == nil }, timeout: 5))
            for params in engine.applied[appliedBefore...].dropLast() {
                XCTAssertEqual(params.agents, startAgents, "mid-morph the agents are not re-seeded")
            }
            XCTAssertEqual(window.state.params, target.params, "exactly the target")
            XCTAssertEqual(engine.applied.last, target.params)
            XCTAssertGreaterThan(engine.applied.count, 3, "the picture glided through steps")
            XCTAssertEqual(window.header.presetName.text, target.name)
            XCTAssertFalse(toolbar.cancelMorphButton.isVisible)

            toolbar.morph.duration = 60
            toolbar.morphChoices[5].click()
            MainLoop.run(until: { (window.state.morphProgress ?? 0) > 0 }, timeout: 2)
            toolbar.cancelMorphButton.click()
            XCTAssertNil(window.state.morphProgress)
            XCTAssertFalse(toolbar.morph.isRunning)
            XCTAssertNotEqual(window.state.params, window.presets[5].params, "stopped on the way")
        }
    }

    /// Issue 5: the picture glides to the target over about 3 s.
    func testMorphTakesAboutThreeSeconds() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            XCTAssertEqual(window.editor.toolbar.morph.duration, 3, accuracy: 0.25)
        }
    }
}
