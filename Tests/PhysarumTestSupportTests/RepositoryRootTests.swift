import Foundation
import PhysarumTestSupport
import XCTest

/// The checkout's root, as every test target finds it: the folder of Package.swift.
final class RepositoryRootTests: XCTestCase {
    func testItIsTheFolderOfThePackageAndItsTestScripts() {
        let manifest = RepositoryRoot.appending("Package.swift")
        XCTAssertTrue(FileManager.default.fileExists(atPath: manifest.path), "Package.swift at \(manifest.path)")
        XCTAssertEqual(manifest.deletingLastPathComponent().standardizedFileURL, RepositoryRoot.url.standardizedFileURL)
        let script = RepositoryRoot.testScript("monitor-switch.py")
        XCTAssertEqual(script.path, RepositoryRoot.url.path + "/scripts/test/monitor-switch.py")
        XCTAssertTrue(FileManager.default.isReadableFile(atPath: script.path), "a test script there")
    }
}
