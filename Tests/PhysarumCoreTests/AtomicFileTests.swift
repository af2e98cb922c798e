import Foundation
import XCTest

@testable import PhysarumCore

/// Files are written whole or not at all, with their mode set before they appear.
final class AtomicFileTests: XCTestCase {
    private func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Names in `folder` other than the expected ones: a temporary file left behind shows here.
    private func strays(in folder: URL, besides expected: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !expected.contains($0) }
    }

    func testWritesANewFileAndTheFoldersAboveIt() throws {
        let root = try makeTemporaryDirectory(self)
        let url = root.appendingPathComponent("a/b/settings.json")
        try AtomicFile.write(Data("new".utf8), to: url, overwrite: false)
        XCTAssertEqual(try contents(url), "new")
        XCTAssertEqual(try strays(in: url.deletingLastPathComponent(), besides: ["settings.json"]), [])
    }

    func testOverwriteReplacesTheOldContent() throws {
        let url = try makeTemporaryDirectory(self).appendingPathComponent("file")
        try AtomicFile.write(Data("old".utf8), to: url, overwrite: true)
        try AtomicFile.write(Data("new".utf8), to: url, overwrite: true)
        XCTAssertEqual(try contents(url), "new")
        XCTAssertEqual(try strays(in: url.deletingLastPathComponent(), besides: ["file"]), [])
    }

    func testWithoutOverwriteAnExistingFileIsKeptAndTheWriteRefused() throws {
        let url = try makeTemporaryDirectory(self).appendingPathComponent("file")
        try AtomicFile.write(Data("old".utf8), to: url, overwrite: false)
        XCTAssertThrowsError(try AtomicFile.write(Data("new".utf8), to: url, overwrite: false)) { error in
            XCTAssertEqual((error as? CocoaError)?.code, .fileWriteFileExists)
        }
        XCTAssertEqual(try contents(url), "old", "the existing file is untouched")
        XCTAssertEqual(try strays(in: url.deletingLastPathComponent(), besides: ["file"]), [], "no temporary left")
    }

    func testPermissionsAreTheFilesModeAndOtherwiseTheDefault() throws {
        let root = try makeTemporaryDirectory(self)
        let secret = root.appendingPathComponent("secret")
        try AtomicFile.write(Data("s".utf8), to: secret, overwrite: false, permissions: 0o600)
        let mode = try FileManager.default.attributesOfItem(atPath: secret.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        // Overwriting with another mode gives the new file that mode (it is a new file renamed over).
        try AtomicFile.write(Data("t".utf8), to: secret, overwrite: true, permissions: 0o640)
        let changed = try FileManager.default.attributesOfItem(atPath: secret.path)[.posixPermissions] as? Int
        XCTAssertEqual(changed, 0o640)
        let plain = root.appendingPathComponent("plain")
        try AtomicFile.write(Data("p".utf8), to: plain, overwrite: false)
        let processMask = umask(0)
        umask(processMask)
        let plainMode = try FileManager.default.attributesOfItem(atPath: plain.path)[.posixPermissions] as? Int
        XCTAssertEqual(plainMode, 0o666 & ~Int(processMask), "nil keeps the process's default")
    }

    func testAFailedRenameKeepsTheOldFileAndLeavesNoTemporary() throws {
        let root = try makeTemporaryDirectory(self)
        // A folder where the file should be: rename(2) of a file over a directory fails.
        let url = root.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        XCTAssertThrowsError(try AtomicFile.write(Data("new".utf8), to: url, overwrite: true)) { error in
            XCTAssertEqual((error as? CocoaError)?.code, .fileWriteUnknown)
        }
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory))
        XCTAssertTrue(isDirectory.boolValue, "what was there stays")
        XCTAssertEqual(try strays(in: root, besides: ["taken"]), [], "the temporary file is removed")
    }
}
