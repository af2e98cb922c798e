import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The presenter's transitions as a full table on real widgets: every direction between
/// landscape, portrait and narrow, with the editor open and closed.
final class PresentationTableTests: XCTestCase {
    private enum Shape: String, CaseIterable {
        case landscape, portrait, narrow

        var size: (width: Int, height: Int) {
            switch self {
            case .landscape: (1280, 800)
            case .portrait: (800, 1280)
            case .narrow: (360, 800)
            }
        }

        var presentation: EditorPresentation { self == .landscape ? .side : .bottom }
    }

    /// Visits every ordered pair of shapes once: L→P→N→L→N→P→L.
    private static let tour: [Shape] = [.landscape, .portrait, .narrow, .landscape, .narrow, .portrait, .landscape]

    func testEveryDirectionWithTheEditorOpen() throws { try tour(editorOpen: true) }
    func testEveryDirectionWithTheEditorClosed() throws { try tour(editorOpen: false) }

    private func tour(editorOpen: Bool) throws {
        try MainActor.assumeIsolated {
            let first = Self.tour[0].size
            let window = try UITestSupport.openWindow(width: first.width, height: first.height)
            defer { UITestSupport.close(window) }
            window.presenter.setShowEditor(editorOpen)
            UITestSupport.settle(window)
            let editorRoot = window.editor.root
            var visited: Set<String> = []
            for (from, to) in zip(Self.tour, Self.tour.dropFirst()) {
                let step = "\(from) → \(to), editor \(editorOpen ? "open" : "closed")"
                visited.insert("\(from)→\(to)")
                UITestSupport.resize(window, width: to.size.width, height: to.size.height)
                check(window, shape: to, editorOpen: editorOpen, editorRoot: editorRoot, step)
            }
            XCTAssertEqual(visited.count, 6, "all six directions were taken")
        }
    }

    @MainActor
    private func check(_ window: MainWindow, shape: Shape, editorOpen: Bool, editorRoot: Widget, _ step: String) {
        let presenter = window.presenter
        XCTAssertEqual(presenter.presentation, shape.presentation, step)
        XCTAssertEqual(presenter.showEditor, editorOpen, "\(step): open/closed survives the change")
        XCTAssertTrue(window.editor.root === editorRoot, "\(step): one editor instance")
        let slot: Widget = shape.presentation == .side ? window.sidePane.slot : window.sheet.slot
        XCTAssertTrue(editorRoot.isDescendant(of: slot), "\(step): the editor lives in the \(shape.presentation)")
        XCTAssertEqual(window.sidePane.isRevealed, editorOpen && shape.presentation == .side, "\(step): side pane")
        let expectedDetent: SheetDetent = editorOpen && shape.presentation == .bottom ? .medium : .closed
        XCTAssertEqual(window.sheet.detent, expectedDetent, "\(step): sheet detent")
        XCTAssertEqual(window.sheet.root.isVisible, expectedDetent != .closed, "\(step): sheet visibility")
        XCTAssertEqual(
            window.header.editorToggle.iconName, HeaderBar.editorIcon, "\(step): one header icon in every layout")
        XCTAssertEqual(window.header.eyebrow.isVisible, shape != .narrow, "\(step): the eyebrow hides when compact")
    }
}
