import XCTest

@testable import PhysarumCore

/// A captured frame is at least 1 × 1 and holds exactly its RGB bytes.
final class CapturedFrameTests: XCTestCase {
    func testOnlyABufferOfExactlyItsRGBBytesMakesAFrame() {
        let rows: [(width: Int, height: Int, bytes: Int, valid: Bool, why: String)] = [
            (2, 3, 18, true, "2 × 3 × 3"),
            (1, 1, 3, true, "the smallest"),
            (2, 3, 17, false, "a byte short"),
            (2, 3, 19, false, "a byte over"),
            (2, 3, 24, false, "RGBA is not RGB"),
            (2, 3, 12, false, "two bytes a pixel"),
            (3, 2, 18, true, "either way round"),
            (6, 1, 18, true, "one row"),
            (0, 3, 0, false, "no width"),
            (3, 0, 0, false, "no height"),
            (-1, -1, 3, false, "negative sizes"),
            (-2, -3, 18, false, "two negatives make a positive product"),
        ]
        for row in rows {
            let frame = CapturedFrame(
                width: row.width, height: row.height, rgb: [UInt8](repeating: 7, count: row.bytes))
            XCTAssertEqual(frame != nil, row.valid, row.why)
            if let frame {
                XCTAssertEqual([frame.width, frame.height, frame.rgb.count], [row.width, row.height, row.bytes])
            }
        }
    }
}
