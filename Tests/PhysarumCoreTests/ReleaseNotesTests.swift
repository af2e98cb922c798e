import Foundation
import XCTest

@testable import PhysarumCore

final class ReleaseNotesTests: XCTestCase {
    private func metainfo(_ releases: String) -> Data {
        Data("<?xml version=\"1.0\"?><component><id>x</id><releases>\(releases)</releases></component>".utf8)
    }

    func testNewestRelease() {
        let rows: [(releases: String, expected: ReleaseNotes?, why: String)] = [
            (
                "<release version=\"0.2.0\"><description><p>Two</p></description></release>"
                    + "<release version=\"0.1.0\"><description><p>One</p></description></release>",
                ReleaseNotes(version: "0.2.0", markup: "<p>Two</p>"), "newest first, as AppStream lists them"
            ),
            (
                "<release version=\"0.9.0\"><description><p>Nine</p></description></release>"
                    + "<release version=\"0.10.0\"><description><p>Ten</p></description></release>",
                ReleaseNotes(version: "0.10.0", markup: "<p>Ten</p>"), "out of order: compared as numbers, not text"
            ),
            (
                "<release version=\"1.0\"><description>\n  <p>Keep:</p>\n  <ul>\n    <li>Snapshots &amp; clips</li>\n"
                    + "    <li>Use <em>this</em> and <code>that</code> now</li>\n  </ul>\n</description></release>",
                ReleaseNotes(
                    version: "1.0",
                    markup:
                        "<p>Keep:</p><ul><li>Snapshots &amp; clips</li><li>Use <em>this</em> and <code>that</code> now</li></ul>"
                ),
                "lists and inline markup kept, indentation dropped, entities escaped again"
            ),
            (
                "<release version=\"1.0\"><description><p>Own</p><p xml:lang=\"de\">Eigene</p></description></release>",
                ReleaseNotes(version: "1.0", markup: "<p>Own</p>"), "translated copies left out"
            ),
            (
                "<release version=\"1.0\" date=\"2026-01-01\"/>",
                ReleaseNotes(version: "1.0", markup: ""), "a release without notes"
            ),
            (
                "<release version=\"1.0\"><url>https://x</url><description><p>A</p><unknown>B</unknown></description></release>",
                ReleaseNotes(version: "1.0", markup: "<p>A</p>B"),
                "only description markup is kept (an unknown element's text stays as text)"
            ),
            ("", nil, "no release"),
            ("<release><description><p>No version</p></description></release>", nil, "a release without a version"),
        ]
        for row in rows {
            XCTAssertEqual(ReleaseNotes.newest(inMetainfo: metainfo(row.releases)), row.expected, row.why)
        }
        XCTAssertNil(ReleaseNotes.newest(inMetainfo: Data("<component><releases>".utf8)), "broken XML")
        XCTAssertNil(ReleaseNotes.newest(inMetainfo: Data("not xml".utf8)), "no XML")
    }

    func testCompareVersions() {
        let rows: [(String, String, ComparisonResult)] = [
            ("0.2.0", "0.10.0", .orderedAscending), ("1.0", "1.0.0", .orderedSame),
            ("1.0.1", "1.0", .orderedDescending), ("2", "10", .orderedAscending),
        ]
        for (a, b, expected) in rows { XCTAssertEqual(ReleaseNotes.compareVersions(a, b), expected, "\(a) vs \(b)") }
    }

    /// The app's own metainfo: its newest release is the app's version and has notes to show.
    func testTheAppsMetainfoHasNotesForThisVersion() throws {
        let data = try XCTUnwrap(DataDirectory.locate(), "the data directory")
        let url = try XCTUnwrap(
            ReleaseNotes.metainfoCandidates(dataDirectory: data).first {
                FileManager.default.fileExists(atPath: $0.path)
            }, "the metainfo beside the data directory")
        let notes = try XCTUnwrap(ReleaseNotes.newest(inMetainfo: try Data(contentsOf: url)))
        XCTAssertEqual(notes.version, AppVersion.string)
        XCTAssertTrue(notes.markup.hasPrefix("<p>"), notes.markup)
        XCTAssertTrue(notes.markup.contains("<li>"), notes.markup)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains("<url type=\"homepage\">\(AppLinks.website)</url>"), "the About window's website")
        XCTAssertTrue(text.contains("<url type=\"bugtracker\">\(AppLinks.issues)</url>"), "its issue tracker")
        XCTAssertTrue(text.contains("<project_license>MIT</project_license>"), "the licence the About window names")
    }

    func testMetainfoCandidates() {
        let installed = URL(fileURLWithPath: "/usr/local/share/physarum")
        XCTAssertEqual(
            ReleaseNotes.metainfoCandidates(dataDirectory: installed).first?.path,
            "/usr/local/share/metainfo/io.github.physarum.Physarum.metainfo.xml")
        let source = URL(fileURLWithPath: "/src/physarum/data")
        XCTAssertEqual(
            ReleaseNotes.metainfoCandidates(dataDirectory: source).last?.path,
            "/src/physarum/Resources/io.github.physarum.Physarum.metainfo.xml")
    }
}
