import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// A row's "follow the sound" control: which rows have one (all of them checked), M from the
/// slider opens it, a feature and a depth picked there are one undo step, and the control names
/// what the row follows.
final class ModulationControlTests: XCTestCase {
    func testEveryLiveRowHasAControlAndNoRespawnRowDoes() throws {
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(width: 1280, height: 800)
            defer { UITestSupport.close(window) }
            for descriptor in ParamRegistry.all {
                guard let row = window.editor.row(id: descriptor.id) else { continue }
                XCTAssertEqual(row.modulation != nil, !descriptor.respawn, "\(descriptor.id)")
                if let control = row.modulation {
                    XCTAssertFalse(control.button.isButtonFocusable, "\(descriptor.id): no Tab stop of its own")
                    XCTAssertEqual(
                        control.button.accessibleLabel,
                        Modulation.controlName(for: nil, parameter: row.accessibleName), "\(descriptor.id) is named")
                }
            }
        }
    }

    func testMFromTheSliderOpensItAndWhatIsPickedIsOneUndoStep() throws {
        try Pointer.require()
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(width: 1280, height: 800)
            defer { Pointer.park(); UITestSupport.close(window) }
            // A row at the top, in view: GTK 4.8 on Xvfb has positioned the popover of a row
            // scrolled out of view onto no monitor (a fatal Gdk-CRITICAL in one full run, bloom's).
            let row = try XCTUnwrap(window.editor.row(id: .exposure))
            let control = try XCTUnwrap(row.modulation)
            XCTAssertTrue(row.scale.grabFocus())
            Pointer.key("m")
            XCTAssertTrue(MainLoop.run(until: { control.popover.isVisible }, timeout: 2), "M opens it")
            let feature = try XCTUnwrap(control.feature)
            let depth = try XCTUnwrap(control.depth)
            XCTAssertEqual(feature.accessibleLabel, tr("Sound feature"))
            XCTAssertEqual(depth.accessibleLabel, tr("Depth"))
            feature.selected = AudioFeature.allCases.firstIndex(of: .treble)! + 1
            XCTAssertEqual(
                window.state.modulation(of: .exposure), Modulation(feature: .treble, depth: Modulation.defaultDepth))
            depth.value = -0.4
            XCTAssertEqual(window.state.modulation(of: .exposure), Modulation(feature: .treble, depth: -0.4))
            XCTAssertTrue(window.state.isModified, "a modulation is an edit")
            Pointer.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { !control.popover.isVisible }, timeout: 2), "Esc closes it")
            XCTAssertEqual(
                control.button.accessibleLabel,
                Modulation.controlName(for: Modulation(feature: .treble, depth: -0.4), parameter: row.accessibleName))
            XCTAssertEqual(
                window.state.params.exposure, window.state.baseline.exposure, "the value itself is untouched")
            XCTAssertTrue(window.state.undo())
            XCTAssertNil(window.state.modulation(of: .exposure), "one undo step takes the whole visit back")
            XCTAssertFalse(window.state.isModified)
        }
    }

    /// A row scrolled out of view: M scrolls it into view before its popover opens (GTK 4.8 on
    /// Xvfb once placed such a popover onto no monitor, a fatal Gdk-CRITICAL).
    func testMOnARowScrolledOutOfViewScrollsItIntoViewAndOpensThePopover() throws {
        try Pointer.require()
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(width: 1280, height: 800)
            defer { Pointer.park(); UITestSupport.close(window) }
            let editor = window.editor
            let row = try XCTUnwrap(editor.row(id: .bloom))
            let control = try XCTUnwrap(row.modulation)
            XCTAssertTrue(row.scale.grabFocus())
            UITestSupport.settle(window)
            editor.scroller.verticalOffset = 0
            UITestSupport.settle(window)
            let isInView = {
                guard let frame = row.root.bounds(in: editor.scroller) else { return false }
                return frame.y >= 0 && frame.y + frame.height <= Double(editor.scroller.height)
            }
            XCTAssertFalse(isInView(), "bloom starts below the list's end")
            XCTAssertTrue(row.scale.isFocusWidget, "its slider keeps the focus")
            Pointer.key("m")
            XCTAssertTrue(MainLoop.run(until: { control.popover.isVisible }, timeout: 2), "M opens it")
            XCTAssertTrue(isInView(), "scrolled into view first")
            Pointer.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { !control.popover.isVisible }, timeout: 2), "Esc closes it")
        }
    }
}
