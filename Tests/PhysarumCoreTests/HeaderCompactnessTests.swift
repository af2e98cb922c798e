import Foundation
import XCTest

@testable import PhysarumCore

/// The header's breakpoint: each side of it and exactly at it, and its place beside the editor's.
final class HeaderCompactnessTests: XCTestCase {
    func testCompactStrictlyBelowTheBreakpoint() {
        let rows: [(width: Double, compact: Bool)] = [
            (360, true),  // the smallest window
            (compactWidthBreakpoint, true),  // the editor's breakpoint: the header is still compact
            (compactHeaderWidthBreakpoint - 1, true),
            (compactHeaderWidthBreakpoint, false),  // exactly at it: regular
            (compactHeaderWidthBreakpoint + 1, false),
            (1280, false),
        ]
        for row in rows {
            XCTAssertEqual(headerIsCompact(width: row.width), row.compact, "\(row.width) px")
        }
    }

    /// A regular header never shows over a compact editor's narrow window: the header's breakpoint
    /// is the wider one.
    func testTheHeadersBreakpointIsAboveTheEditors() {
        XCTAssertGreaterThan(compactHeaderWidthBreakpoint, compactWidthBreakpoint)
    }
}
