import Foundation
import PhysarumCore
import PhysarumTestSupport
import XCTest

/// What a clip whose encoder failed leaves behind: written bytes stay and are reported, an empty
/// file goes, anything that is not a regular file is left alone.
final class ClipRemainsTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private var folder: URL { temporary.url }

    override func setUpWithError() throws { temporary = try TemporaryDirectory("clip-remains") }

    override func tearDown() { temporary.remove() }

    private func file(_ name: String, bytes: Int) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(repeating: 7, count: bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testAnEmptyFileIsRemoved() throws {
        let path = try file("empty.webm", bytes: 0)
        XCTAssertEqual(ClipRemains.settle(path: path, framesWritten: 1), .removedEmptyFile)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertFalse(ClipRemains.removedEmptyFile.keptPartialFile)
    }

    func testOneWrittenByteIsKeptAndReported() throws {
        let path = try file("one.webm", bytes: 1)
        XCTAssertEqual(ClipRemains.settle(path: path, framesWritten: 1), .partialFile(bytes: 1))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        XCTAssertTrue(ClipRemains.partialFile(bytes: 1).keptPartialFile)
    }

    func testAWrittenClipIsKeptWithItsSize() throws {
        let path = try file("cut.webm", bytes: 40_000)
        XCTAssertEqual(ClipRemains.settle(path: path, framesWritten: 1), .partialFile(bytes: 40_000))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)).count, 40_000, "not one byte lost")
    }

    /// A WebM stopped before its first frame: its header alone (410 bytes here) plays as nothing.
    func testAClipWithoutAVideoFrameIsRemovedWhateverItsSize() throws {
        let headerOnly = try file("header.webm", bytes: 410)
        XCTAssertEqual(ClipRemains.settle(path: headerOnly, framesWritten: 0), .removedEmptyFile)
        XCTAssertFalse(FileManager.default.fileExists(atPath: headerOnly))
        let oneFrame = try file("frame.webm", bytes: 410)
        XCTAssertEqual(
            ClipRemains.settle(path: oneFrame, framesWritten: 1), .partialFile(bytes: 410), "one frame plays")
        XCTAssertTrue(FileManager.default.fileExists(atPath: oneFrame))
    }

    func testNoFileIsNothing() {
        XCTAssertEqual(
            ClipRemains.settle(path: folder.appendingPathComponent("never.webm").path, framesWritten: 0), .nothing)
        XCTAssertFalse(ClipRemains.nothing.keptPartialFile)
    }

    func testALinkIsNeitherFollowedNorRemoved() throws {
        // A link to an empty file: settling would remove an empty regular file, but not through a link.
        let target = try file("target.webm", bytes: 0)
        let link = folder.appendingPathComponent("link.webm").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        XCTAssertEqual(ClipRemains.settle(path: link, framesWritten: 0), .nothing)
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: link), "the link stays")
        XCTAssertTrue(FileManager.default.fileExists(atPath: target), "its target stays")
    }

    func testAFolderIsLeftAlone() throws {
        let path = folder.appendingPathComponent("a-folder.webm").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        XCTAssertEqual(ClipRemains.settle(path: path, framesWritten: 0), .nothing)
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
    }
}
