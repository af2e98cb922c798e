import Foundation
import PhysarumCore
import PhysarumTestSupport
import XCTest

/// The preset file type is said three times — in Core (what export writes), in the shared-mime-info
/// package and in the desktop file (what the desktop reads): they must agree.
final class PresetFileTypeTests: XCTestCase {
    private let resources = RepositoryRoot.appending("Resources")

    func testTheMimePackageDeclaresTheTypeWithTheExtension() throws {
        let xml = try String(
            contentsOf: resources.appendingPathComponent("io.github.physarum.Physarum.mime.xml"), encoding: .utf8)
        XCTAssertTrue(xml.contains("<mime-type type=\"\(PresetFileType.mimeType)\">"), xml)
        XCTAssertTrue(xml.contains("<glob pattern=\"*.\(PresetFileType.fileExtension)\"/>"), xml)
        XCTAssertTrue(xml.contains("<sub-class-of type=\"application/json\"/>"), "it is JSON: \(xml)")
    }

    func testTheDesktopFileOpensTheTypeWithFiles() throws {
        let desktop = try String(
            contentsOf: resources.appendingPathComponent("io.github.physarum.Physarum.desktop"), encoding: .utf8)
        let lines = desktop.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("MimeType=\(PresetFileType.mimeType);"), desktop)
        XCTAssertTrue(lines.contains("Exec=physarum %F"), "files are passed: \(desktop)")
    }

    func testExportSuggestsTheIdWithTheExtension() {
        XCTAssertEqual(PresetFileType.suggestedName(id: "chase"), "chase.physarum")
        XCTAssertEqual(PresetFileType.fileExtension, "physarum")
    }
}
