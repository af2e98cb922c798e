import XCTest

@testable import PhysarumNetwork

final class SendBufferTests: XCTestCase {
    func testAppendUpToTheLimitAndRefusePastIt() {
        var buffer = SendBuffer(limit: 10)
        XCTAssertTrue(buffer.append([UInt8](repeating: 1, count: 6)))
        XCTAssertTrue(buffer.append([UInt8](repeating: 2, count: 4)), "exactly at the limit is accepted")
        XCTAssertEqual(buffer.count, 10)
        XCTAssertFalse(buffer.append([3]), "one byte past the limit is refused")
        XCTAssertEqual(buffer.count, 10, "a refused append adds nothing")
    }

    func testDrainKeepsOrderAcrossPartialWrites() {
        var buffer = SendBuffer(limit: 100)
        XCTAssertTrue(buffer.append(Array(0..<50)))
        var written: [UInt8] = []
        buffer.drain { pending in
            written += pending.prefix(7)
            return 7
        }
        XCTAssertEqual(buffer.count, 43)
        XCTAssertTrue(buffer.append(Array(50..<60)))
        while !buffer.isEmpty {
            buffer.drain { pending in
                written += pending.prefix(11)
                return min(11, pending.count)
            }
        }
        XCTAssertEqual(written, Array(0..<60))
    }

    func testDrainingFreesRoomUnderTheLimit() {
        var buffer = SendBuffer(limit: 8)
        XCTAssertTrue(buffer.append([UInt8](repeating: 0, count: 8)))
        buffer.drain { _ in 5 }
        XCTAssertTrue(buffer.append([UInt8](repeating: 1, count: 5)))
        XCTAssertFalse(buffer.append([2]))
    }

    func testNothingWrittenLeavesTheBufferAsItWas() {
        var buffer = SendBuffer(limit: 8)
        XCTAssertTrue(buffer.append([1, 2, 3]))
        buffer.drain { _ in 0 }
        var rest: [UInt8] = []
        buffer.drain { pending in
            rest = Array(pending)
            return pending.count
        }
        XCTAssertEqual(rest, [1, 2, 3])
        XCTAssertTrue(buffer.isEmpty)
    }
}
