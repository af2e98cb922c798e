import Foundation
import PhysarumTestSupport
import XCTest

/// The shared temporary folder: made at once, unique per call, and gone with its contents.
final class TemporaryDirectoryTests: XCTestCase {
    func testItExistsIsUniqueAndRemoveTakesItsContentsToo() throws {
        let first = try TemporaryDirectory("fixture")
        let second = try TemporaryDirectory("fixture")
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: first.url.path, isDirectory: &isFolder))
        XCTAssertTrue(isFolder.boolValue, "a folder, made at once")
        XCTAssertNotEqual(first.url, second.url, "two tests never share one")
        XCTAssertTrue(first.url.lastPathComponent.hasPrefix("physarum-fixture-"))
        let inside = first.appending("a/b.txt")
        XCTAssertEqual(inside.path, first.url.path + "/a/b.txt")
        try FileManager.default.createDirectory(
            at: inside.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: inside)
        first.remove()
        second.remove()
        XCTAssertFalse(FileManager.default.fileExists(atPath: first.url.path), "removed with its contents")
        XCTAssertFalse(FileManager.default.fileExists(atPath: second.url.path))
    }

    func testTheTeardownItIsHandedRemovesIt() throws {
        var teardowns: [() -> Void] = []
        let folder = try TemporaryDirectory("fixture", removedBy: { teardowns.append($0) })
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.path), "made at once")
        XCTAssertEqual(teardowns.count, 1, "its removal handed over")
        try Data("x".utf8).write(to: folder.appending("file"))
        teardowns.forEach { $0() }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.path), "gone when the test ends")
    }
}
