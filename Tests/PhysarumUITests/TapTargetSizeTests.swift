import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Every control a finger taps in the sheet is a touch target (≥ 44 px each way); the side pane,
/// for a mouse, keeps its compact rows. Both ways across the change of presentation.
final class TapTargetSizeTests: XCTestCase {
    /// The controls of a parameter's row that a tap acts on: its title (a tap asks for help),
    /// ⓘ, lock, value (a tap types one) and slider.
    @MainActor private func tappables(of row: ParamRow) -> [(String, Widget)] {
        var controls: [(String, Widget)] = [
            ("title", row.titleBox), ("lock", row.lockButton), ("value", row.valueButton), ("slider", row.scale),
        ]
        if let info = row.infoButton { controls.append(("ⓘ", info)) }
        return controls
    }

    /// Visits the row of every parameter (switching species to reach the other species' rows),
    /// returning the ids visited.
    @MainActor private func forEveryParameter(
        _ window: MainWindow, _ body: (ParamDescriptor, ParamRow) -> Void
    ) -> Set<ParamID> {
        let editor = window.editor
        var visited = Set<ParamID>()
        for descriptor in ParamRegistry.all {
            if editor.row(id: descriptor.id) == nil, let species = descriptor.species {
                editor.speciesSwitcher.select(species)
                UITestSupport.settle(window)
            }
            guard let row = editor.row(id: descriptor.id) else {
                XCTFail("no row shows \(descriptor.id)")
                continue
            }
            body(descriptor, row)
            visited.insert(descriptor.id)
        }
        editor.speciesSwitcher.select(0)
        UITestSupport.settle(window)
        return visited
    }

    /// In the sheet every control of every parameter's row is ≥ 44 px each way; in the side
    /// pane each is shorter (a mouse needs no 44 px targets: the pane shows more at once).
    @MainActor private func assertSizes(_ window: MainWindow, sheet: Bool, _ context: String) {
        XCTAssertEqual(window.presenter.presentation, sheet ? .bottom : .side, context)
        let visited = forEveryParameter(window) { descriptor, row in
            for (name, control) in tappables(of: row) {
                let what = "\(descriptor.id) \(name), \(context)"
                if sheet {
                    XCTAssertGreaterThanOrEqual(Double(control.height), minimumTouchTargetHeight, "height of " + what)
                    XCTAssertGreaterThanOrEqual(Double(control.width), minimumTouchTargetHeight, "width of " + what)
                } else {
                    XCTAssertLessThan(Double(control.height), minimumTouchTargetHeight, "height of " + what)
                }
            }
        }
        XCTAssertEqual(visited.count, ParamRegistry.all.count, "every parameter, \(context)")
    }

    func testEveryParametersControlsAreTouchTargetsInTheSheetOnlyBothWaysAcrossTheModeChange() throws {
        try UITestSupport.withSheet { window in
            assertSizes(window, sheet: true, "portrait sheet")
            UITestSupport.resize(window, width: 1280, height: 800)
            assertSizes(window, sheet: false, "sheet → side pane")
            UITestSupport.resize(window, width: 800, height: 1280)
            assertSizes(window, sheet: true, "side pane → sheet")
            UITestSupport.resize(window, width: 360, height: 720)
            assertSizes(window, sheet: true, "narrow sheet")
        }
    }

    func testEveryTappableControlInTheSheetIsATouchTarget() throws {
        try MainActor.assumeIsolated {
            for (width, height) in [(800, 1280), (360, 720)] {
                let window = try UITestSupport.openWindow(width: width, height: height)
                defer { UITestSupport.close(window) }
                window.perform(.toggleEditor)
                UITestSupport.settle(window)
                XCTAssertEqual(window.presenter.presentation, .bottom)
                // Everything a tap acts on, found by walking the editor: rows, toolbar, species
                // switcher, drop-downs, colour buttons, and whatever is added later.
                let targets = window.editor.root.tapTargets()
                XCTAssertGreaterThan(targets.count, ParamRegistry.all.count, "the walk found the controls")
                for target in targets {
                    let what = "\(target.targetDescription) at \(width)×\(height)"
                    XCTAssertGreaterThanOrEqual(Double(target.height), minimumTouchTargetHeight, what)
                    XCTAssertGreaterThanOrEqual(Double(target.width), minimumTouchTargetHeight, what)
                }
            }
        }
    }

    func testTheSidePanesToolbarAndRowButtonsStayCompact() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            XCTAssertEqual(window.presenter.presentation, .side)
            let small = window.editor.root.tapTargets().filter { Double($0.height) < minimumTouchTargetHeight }
            // The toolbar, ⓘ, lock and value buttons of every row (at least) stay mouse-sized.
            XCTAssertGreaterThan(small.count, ParamRegistry.all.count * 2, "compact controls in the pane")
        }
    }
}
