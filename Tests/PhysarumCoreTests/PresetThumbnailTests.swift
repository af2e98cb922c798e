import Foundation
import XCTest

@testable import PhysarumCore

/// What a thumbnail's cache key hashes: the preset's parameters, canonically; nothing else.
final class PresetThumbnailTests: XCTestCase {
    func testSameParametersGiveTheSameContent() {
        let params = PresetParams()
        XCTAssertEqual(PresetThumbnail.cacheContent(params), PresetThumbnail.cacheContent(params))
        XCTAssertFalse(PresetThumbnail.cacheContent(params).isEmpty)
    }

    func testEveryEditChangesTheContent() throws {
        let base = PresetParams()
        var edits: [(String, PresetParams)] = []
        var p = base
        p.decay += 0.01
        edits.append(("decay", p))
        p = base
        p.agents += 1
        edits.append(("agents", p))
        p = base
        p.species[0].sensorAngle += 1
        edits.append(("species sensor angle", p))
        p = base
        p.matrix[0][1] += 0.5
        edits.append(("matrix", p))
        p = base
        p.colors[0] = RGBColor(red: 0.1, green: 0.2, blue: 0.3)
        edits.append(("colour", p))
        let original = PresetThumbnail.cacheContent(base)
        var seen: Set<Data> = [original]
        for (name, edited) in edits {
            XCTAssertNotEqual(edited, base, name)
            let content = PresetThumbnail.cacheContent(edited)
            XCTAssertNotEqual(content, original, "\(name) changes the thumbnail's key")
            XCTAssertTrue(seen.insert(content).inserted, "\(name) gives content of its own")
        }
    }

    func testNameTagAndIDDoNotChangeTheContent() {
        let params = PresetParams()
        let a = Preset(id: "a", name: "A", tag: RGBColor(red: 1, green: 0, blue: 0), params: params)
        let b = Preset(id: "b", name: "B", tag: RGBColor(red: 0, green: 1, blue: 0), params: params)
        XCTAssertEqual(PresetThumbnail.cacheContent(a.params), PresetThumbnail.cacheContent(b.params))
    }

    /// Canonical: keys sorted at every level (the same parameters always hash alike), and the
    /// parameters and render version are all there.
    func testContentIsSortedJSONOfTheParametersAndVersion() throws {
        let params = PresetParams()
        let data = PresetThumbnail.cacheContent(params)
        let tree = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(tree["version"] as? Int, PresetThumbnail.renderVersion)
        let encodedParams = try JSONSerialization.data(withJSONObject: try XCTUnwrap(tree["params"]))
        XCTAssertEqual(try JSONDecoder().decode(PresetParams.self, from: encodedParams), params)
        let sorted = try JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys])
        XCTAssertEqual(
            try JSONSerialization.jsonObject(with: sorted) as? NSDictionary, tree as NSDictionary)
        let text = String(decoding: data, as: UTF8.self)
        let topKeys = ["\"params\"", "\"version\""].compactMap { text.range(of: $0)?.lowerBound }
        XCTAssertEqual(topKeys.count, 2)
        XCTAssertLessThan(topKeys[0], topKeys[1], "keys in sorted order")
    }

    func testCacheDirectoryFollowsXDGCacheHome() {
        XCTAssertEqual(
            XDGDirectories.thumbnailCacheDirectory(environment: ["XDG_CACHE_HOME": "/tmp/c", "HOME": "/home/u"]).path,
            "/tmp/c/physarum/thumbnails")
        XCTAssertEqual(
            XDGDirectories.thumbnailCacheDirectory(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/home/u"]).path,
            "/home/u/.cache/physarum/thumbnails", "a relative XDG_CACHE_HOME is ignored")
        XCTAssertEqual(
            XDGDirectories.thumbnailCacheDirectory(environment: ["HOME": "/home/u"]).path,
            "/home/u/.cache/physarum/thumbnails")
    }
}
