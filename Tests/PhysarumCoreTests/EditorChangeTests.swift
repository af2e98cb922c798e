import XCTest

@testable import PhysarumCore

/// Each kind of change is its own bit: an observer can tell any two apart.
final class EditorChangeTests: XCTestCase {
    func testEveryChangeIsOneBitOfItsOwn() {
        let all: [(EditorChange, String)] = [
            (.params, "params"), (.selection, "selection"), (.locks, "locks"), (.history, "history"),
            (.presets, "presets"), (.cycling, "cycling"), (.morph, "morph"),
        ]
        for (change, name) in all {
            XCTAssertEqual(change.rawValue.nonzeroBitCount, 1, "\(name) is one bit")
        }
        for (i, a) in all.enumerated() {
            for b in all[(i + 1)...] {
                XCTAssertTrue(a.0.isDisjoint(with: b.0), "\(a.1) and \(b.1) are told apart")
            }
        }
    }
}
