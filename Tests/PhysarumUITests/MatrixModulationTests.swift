import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The matrix cells follow the sound as the rows do: each of the nine has the rows' named wave
/// button (no Tab stop of its own), M on its slider opens the popover, a feature picked there is
/// one undo step on that cell's parameter, and the applied-value bar shows under its slider.
final class MatrixModulationTests: XCTestCase {
    func testEveryCellHasANamedControlWithoutATabStopInThePaneAndTheSheet() throws {
        try MainActor.assumeIsolated {
            for (width, height, columns) in [(1280, 800, 3), (800, 1280, 3), (360, 720, 1)] {
                try UITestSupport.withMatrix(width: width, height: height, columns: columns) { window, matrix in
                    XCTAssertEqual(matrix.cells.count, PresetParams.speciesCount * PresetParams.speciesCount)
                    // The widest values ("−2.00") in every cell: the columns still fit.
                    for cell in matrix.cells {
                        window.state.edit(cell.descriptor.id, to: cell.descriptor.range.lowerBound)
                    }
                    UITestSupport.settle(window)
                    XCTAssertEqual(matrix.columns, columns, "\(width) px")
                    XCTAssertLessThanOrEqual(matrix.grid.width, matrix.root.width, "\(width) px: no column clipped")
                    for cell in matrix.cells {
                        let what = "\(cell.descriptor.id) at \(width)×\(height)"
                        let control = try XCTUnwrap(cell.modulation, what)
                        XCTAssertTrue(control.button.isDescendant(of: cell.root), what)
                        XCTAssertTrue(control.button.isMapped, "\(what): shown")
                        XCTAssertFalse(control.button.isButtonFocusable, "\(what): no Tab stop of its own")
                        XCTAssertEqual(
                            control.button.accessibleLabel,
                            Modulation.controlName(for: nil, parameter: cell.accessibleName), "\(what) is named")
                        // Inside the cell, not spilling past it into the next column or the pane's edge.
                        let button = try XCTUnwrap(control.button.bounds(in: cell.root), what)
                        XCTAssertLessThanOrEqual(button.x + button.width, Double(cell.root.width) + 0.5, what)
                        if window.presenter.presentation == .bottom {
                            XCTAssertGreaterThanOrEqual(
                                button.width, minimumTouchTargetHeight, "\(what): a touch target")
                            XCTAssertGreaterThanOrEqual(
                                button.height, minimumTouchTargetHeight, "\(what): a touch target")
                        }
                    }
                }
            }
        }
    }

    func testAFeaturePickedForACellIsOneUndoStepOnThatCell() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            let cell = window.editor.matrix.cells[5]
            let id = cell.descriptor.id
            XCTAssertEqual(cell.descriptor.matrixCell?.row, 1)
            XCTAssertEqual(cell.descriptor.matrixCell?.column, 2)
            let control = try XCTUnwrap(cell.modulation)
            cell.perform(.modulate)
            XCTAssertTrue(MainLoop.run(until: { control.popover.isVisible }, timeout: 2), "the popover opens")
            let feature = try XCTUnwrap(control.feature)
            feature.selected = AudioFeature.allCases.firstIndex(of: .bass)! + 1
            XCTAssertEqual(window.state.modulation(of: id), Modulation(feature: .bass, depth: Modulation.defaultDepth))
            try XCTUnwrap(control.depth).value = 0.5
            XCTAssertEqual(window.state.modulation(of: id), Modulation(feature: .bass, depth: 0.5))
            control.popover.popdown()
            XCTAssertTrue(MainLoop.run(until: { !control.popover.isVisible }, timeout: 2))
            XCTAssertEqual(
                control.button.accessibleLabel,
                Modulation.controlName(for: Modulation(feature: .bass, depth: 0.5), parameter: cell.accessibleName))
            for other in window.editor.matrix.cells where other !== cell {
                XCTAssertNil(window.state.modulation(of: other.descriptor.id), "\(other.descriptor.id) untouched")
            }
            XCTAssertTrue(window.state.undo())
            XCTAssertNil(window.state.modulation(of: id), "one undo step takes the whole visit back")
            XCTAssertFalse(window.state.isModified)
        }
    }

    func testTheAppliedBarShowsUnderTheSliderWhileTheCellIsModulated() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            let cell = window.editor.matrix.cells[1]
            let descriptor = cell.descriptor
            XCTAssertTrue(window.state.setModulation(Modulation(feature: .bass, depth: 1), for: descriptor.id))
            var running = window.state.params
            let range = descriptor.range
            descriptor.set(range.lowerBound + (range.upperBound - range.lowerBound) * 0.75, in: &running)
            window.editor.showApplied(running, features: AudioFeatures(bass: 0.75), listening: true)
            UITestSupport.settle(window)
            XCTAssertTrue(cell.appliedBar.isVisible, "the applied value shows while modulated")
            XCTAssertEqual(cell.appliedBar.value, 0.75, accuracy: 1e-6)
            XCTAssertEqual(cell.scale.value, descriptor.value(in: window.state.params), "the slider keeps the base")
            let bar = try XCTUnwrap(cell.appliedBar.bounds(in: cell.root))
            let slider = try XCTUnwrap(cell.scale.bounds(in: cell.root))
            let lock = try XCTUnwrap(cell.lockButton.bounds(in: cell.root))
            XCTAssertGreaterThanOrEqual(bar.x, lock.x + lock.width, "under the slider, not the lock")
            XCTAssertGreaterThan(bar.y, slider.y, "below the slider")
            window.editor.showApplied(running, features: AudioFeatures(), listening: false)
            XCTAssertFalse(cell.appliedBar.isVisible, "gone when nothing listens")
        }
    }

    func testMOnACellsSliderOpensItsPopover() throws {
        try Pointer.require()
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(width: 1280, height: 800)
            defer { Pointer.park(); UITestSupport.close(window) }
            let cell = window.editor.matrix.cells[3]
            let control = try XCTUnwrap(cell.modulation)
            XCTAssertTrue(cell.scale.grabFocus())
            Pointer.key("m")
            XCTAssertTrue(MainLoop.run(until: { control.popover.isVisible }, timeout: 2), "M opens it")
            XCTAssertTrue(try XCTUnwrap(control.feature).isDescendant(of: control.popover))
            Pointer.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { !control.popover.isVisible }, timeout: 2), "Esc closes it")
            XCTAssertNil(window.state.modulation(of: cell.descriptor.id), "opening alone changes nothing")
            XCTAssertFalse(window.state.isModified)
        }
    }
}
