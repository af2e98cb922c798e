import XCTest

@testable import PhysarumCore

/// Locks notify their observers only when they change.
final class EditorStateLocksTests: XCTestCase {
    func testOnlyRealLockChangesNotify() {
        let s = EditorState(presets: threePresets(), selectedID: "alpha")
        var changes: [EditorChange] = []
        let observation = s.addObserver { changes.append($0) }
        defer { _ = observation }
        s.unlockAll()
        XCTAssertEqual(changes, [], "nothing locked: unlocking all is no change")
        s.setLocked(.decay, true)
        s.setLocked(.decay, true)
        XCTAssertEqual(changes, [.locks], "locking twice notifies once")
        s.unlockAll()
        XCTAssertEqual(changes, [.locks, .locks])
        XCTAssertFalse(s.isLocked(.decay))
        s.toggleLock(.bloom)
        XCTAssertTrue(s.isLocked(.bloom))
        s.setLocked(.bloom, false)
        s.setLocked(.bloom, false)
        XCTAssertEqual(changes.count, 4, "unlocking twice notifies once")
    }
}
