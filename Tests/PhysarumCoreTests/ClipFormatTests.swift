import Foundation
import XCTest

@testable import PhysarumCore

/// A clip's container comes from its file name.
final class ClipFormatTests: XCTestCase {
    func testClipFormatComesFromTheExtension() {
        XCTAssertEqual(ClipFormat(path: "clip.webm"), .webm)
        XCTAssertEqual(ClipFormat(path: "/a.b/CLIP.MP4"), .mp4)
        XCTAssertNil(ClipFormat(path: "clip.mkv"))
        XCTAssertNil(ClipFormat(path: "webm"))
        XCTAssertNil(ClipFormat(path: "/tmp/.webm"))
        XCTAssertNil(ClipFormat(path: "dir.webm/clip"))
    }
}
