import Foundation
import XCTest

@testable import PhysarumCore

/// The editor placement over every window shape: the pure decision the presenter follows.
final class EditorPlacementTests: XCTestCase {
    func testPlacementOverEveryShape() {
        let shapes: [(String, ContentSize)] = [
            ("landscape", ContentSize(width: 1280, height: 800)),
            ("portrait", ContentSize(width: 800, height: 1280)),
            ("square", ContentSize(width: 900, height: 900)),
            ("narrow", ContentSize(width: 360, height: 720)),
            ("at breakpoint", ContentSize(width: compactWidthBreakpoint, height: 400)),
            ("below breakpoint", ContentSize(width: compactWidthBreakpoint - 1, height: 400)),
        ]
        let expected: [EditorPlacement: [EditorPresentation]] = [
            .automatic: [.side, .bottom, .bottom, .bottom, .side, .bottom],
            .side: [.side, .side, .side, .bottom, .side, .bottom],
            .bottom: [.bottom, .bottom, .bottom, .bottom, .bottom, .bottom],
        ]
        for placement in EditorPlacement.allCases {
            let got = shapes.map { editorPresentation(size: $0.1, placement: placement) }
            XCTAssertEqual(got, expected[placement], "\(placement): \(shapes.map(\.0))")
        }
        for (_, size) in shapes {
            XCTAssertEqual(editorPresentation(size: size, placement: .automatic), editorPresentation(size: size))
        }
    }
}
