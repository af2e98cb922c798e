import Foundation
import PhysarumTestSupport
import XCTest

@testable import PhysarumCore

/// A fresh folder for the test, removed when it ends.
func makeTemporaryDirectory(_ test: XCTestCase) throws -> URL {
    let folder = try TemporaryDirectory("app")
    test.addTeardownBlock { folder.remove() }
    return folder.url
}

/// The repository's data directory; fails the test when it cannot be found.
func dataDirectory(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
    try XCTUnwrap(DataDirectory.locate(), "data/ not found (set PHYSARUM_DATA_DIR)", file: file, line: line)
}
