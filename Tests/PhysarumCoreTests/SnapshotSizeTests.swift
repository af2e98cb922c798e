import Foundation
import XCTest

@testable import PhysarumCore

/// The sizes a snapshot can be saved at.
final class SnapshotSizeTests: XCTestCase {
    func testSnapshotChoicesStartAtTheWindowAndStayWithin8K() {
        let landscape = SnapshotSize.choices(windowWidth: 1280, windowHeight: 800)
        XCTAssertEqual(landscape.map(\.id), ["window", "double", "fhd", "4k", "8k"])
        XCTAssertEqual([landscape[0].width, landscape[0].height], [1280, 800])
        XCTAssertEqual([landscape[1].width, landscape[1].height], [2560, 1600])
        XCTAssertEqual([landscape[3].width, landscape[3].height], [3840, 2160])
        XCTAssertEqual([landscape[4].width, landscape[4].height], [7680, 4320])
        let portrait = SnapshotSize.choices(windowWidth: 800, windowHeight: 1280)
        XCTAssertEqual(
            [portrait.last!.width, portrait.last!.height], [4320, 7680], "portrait windows get portrait sizes")
        // Twice the window only where it fits in 8192; exactly at the limit it still does.
        XCTAssertEqual(SnapshotSize.choices(windowWidth: 4096, windowHeight: 2000).map(\.id).contains("double"), true)
        XCTAssertEqual(SnapshotSize.choices(windowWidth: 4097, windowHeight: 2000).map(\.id).contains("double"), false)
        for size in SnapshotSize.choices(windowWidth: 20000, windowHeight: 3) {
            XCTAssertLessThanOrEqual(max(size.width, size.height), SnapshotSize.maximumSide, size.label)
            XCTAssertGreaterThanOrEqual(min(size.width, size.height), 1, size.label)
        }
    }

    func testAWindowWithNoSizeStillOffersOnePixelAndASquareOneIsLandscape() {
        let none = SnapshotSize.choices(windowWidth: 0, windowHeight: -5)
        XCTAssertEqual([none[0].width, none[0].height], [1, 1], "at least a pixel each way")
        let thin = SnapshotSize.choices(windowWidth: 3, windowHeight: 1)
        XCTAssertEqual([thin[0].width, thin[0].height], [3, 1], "1 px stays 1 px")
        let square = SnapshotSize.choices(windowWidth: 800, windowHeight: 800)
        let fullHD = square.first { $0.id == "fhd" }
        XCTAssertEqual([fullHD?.width, fullHD?.height], [1920, 1080], "a square window gets landscape sizes")
        let tall = SnapshotSize.choices(windowWidth: 800, windowHeight: 801).first { $0.id == "fhd" }
        XCTAssertEqual([tall?.width, tall?.height], [1080, 1920], "one pixel taller: portrait")
    }
}
