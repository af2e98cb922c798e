import Foundation
import XCTest

@testable import PhysarumCore

/// Which files of the thumbnail cache go when it is pruned: ours whose key no preset uses.
final class ThumbnailCacheFilesTests: XCTestCase {
    private let kept = String(repeating: "ab", count: 32)
    private let old = String(repeating: "0f", count: 32)

    func testNamesRoundTrip() {
        XCTAssertEqual(ThumbnailCacheFiles.key(ofFileName: ThumbnailCacheFiles.fileName(forKey: kept)), kept)
        let partial = ThumbnailCacheFiles.partialFileName(forKey: kept, processID: 4321)
        XCTAssertEqual(partial, ".\(kept).png.4321.partial")
        XCTAssertEqual(ThumbnailCacheFiles.key(ofFileName: partial), kept)
    }

    func testOnlyOurUnusedFilesAreStale() {
        let ours = [
            "\(kept).png", "\(old).png", ".\(old).png.77.partial", ".\(kept).png.77.partial",
        ]
        let foreign = [
            "notes.txt", "\(old).jpg", "\(old.uppercased()).png", "\(old.dropLast()).png", "\(old)0.png",
            "x\(old).png", ".\(old).png.partial", ".\(old).png.x1.partial", "\(old).png.77.partial",
            ".\(old).png.77", "\(old)", ".png", "",
        ]
        let stale = ThumbnailCacheFiles.stale(ours + foreign, keeping: [kept])
        XCTAssertEqual(stale, ["\(old).png", ".\(old).png.77.partial"], "only our files of unused keys")
        XCTAssertEqual(ThumbnailCacheFiles.stale(ours, keeping: [kept, old]), [], "every key in use: nothing goes")
        XCTAssertEqual(
            ThumbnailCacheFiles.stale(ours, keeping: []).count, ours.count, "no preset left: all of ours go")
        XCTAssertEqual(ThumbnailCacheFiles.stale(foreign, keeping: []), [], "what is not ours always stays")
    }
}
