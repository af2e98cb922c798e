import XCTest

@testable import PhysarumEngine

/// `physarum render`'s PNG files, written by libpng: exact pixels back, compressed, and a clear
/// error for bytes that are not a PNG.
final class PNGImageTests: XCTestCase {
    func testPixelsComeBackExactly() throws {
        let width = 37, height = 23  // odd sizes: rows are not padded
        let rgb = (0..<width * height * 3).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        let png = try PNGImage.encodeRGB(width: width, height: height, rgb: rgb)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        let decoded = try PNGImage.decodeRGB(png)
        XCTAssertEqual([decoded.width, decoded.height], [width, height])
        XCTAssertEqual(decoded.rgb, rgb)
    }

    func testSameImageGivesSameBytes() throws {
        let rgb = [UInt8](repeating: 90, count: 64 * 64 * 3)
        XCTAssertEqual(
            try PNGImage.encodeRGB(width: 64, height: 64, rgb: rgb),
            try PNGImage.encodeRGB(width: 64, height: 64, rgb: rgb))
    }

    func testAFlatImageIsCompressed() throws {
        // A 4K snapshot of a dark field is mostly runs: stored blocks would be its raw 24.9 MB.
        let width = 3840, height = 2160
        let rgb = [UInt8](repeating: 3, count: width * height * 3)
        let png = try PNGImage.encodeRGB(width: width, height: height, rgb: rgb)
        XCTAssertLessThan(png.count, rgb.count / 100, "\(png.count) bytes for \(rgb.count) raw")
    }

    func testNoiseLargerThanRawStillEncodes() throws {
        // Incompressible pixels make deflate's output larger than its input: the buffer must fit.
        var state: UInt64 = 1
        let rgb = (0..<300 * 200 * 3).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let png = try PNGImage.encodeRGB(width: 300, height: 200, rgb: rgb)
        XCTAssertEqual(try PNGImage.decodeRGB(png).rgb, rgb)
    }

    func testBytesThatAreNotAPNGGiveAClearError() {
        XCTAssertThrowsError(try PNGImage.decodeRGB(Array("not a picture".utf8))) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot read the PNG: "), "\(error)")
            XCTAssertGreaterThan("\(error)".count, "cannot read the PNG: ".count, "libpng says why: \(error)")
        }
    }
}
