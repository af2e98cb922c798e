import Foundation
import XCTest

@testable import PhysarumCore

/// WCAG contrast, compositing and the species-dot distance rule.
final class ColorContrastTests: XCTestCase {
    func testContrastRatioMatchesWCAGReferenceValues() {
        let rows: [(RGBColor, RGBColor, Double, String)] = [
            (.black, .white, 21, "the maximum"),
            (.white, .white, 1, "none"),
            (RGBColor(hex: "#777777")!, .white, 4.48, "the classic just-below-AA grey"),
            (RGBColor(hex: "#767676")!, .white, 4.54, "the classic just-AA grey"),
        ]
        for (a, b, expected, why) in rows {
            XCTAssertEqual(a.contrastRatio(with: b), expected, accuracy: 0.01, why)
            XCTAssertEqual(b.contrastRatio(with: a), expected, accuracy: 0.01, "\(why), symmetric")
        }
    }

    func testCompositingBlendsByAlpha() {
        let half = RGBColor.white.composited(alpha: 0.5, over: .black)
        XCTAssertEqual(half.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(RGBColor.white.composited(alpha: 1, over: .black), .white)
        XCTAssertEqual(RGBColor.white.composited(alpha: 0, over: .black), .black)
        XCTAssertEqual(TranslucentColor(.white, alpha: 0.25).css, "rgba(255, 255, 255, 0.25)")
    }

    /// The eyebrow meets AA on the header's glass over the brightest and the darkest picture;
    /// the old colour (white at 0.55) did not, which shows the check can fail.
    func testTheHeaderEyebrowMeetsAAOverAnyPicture() {
        for picture in [RGBColor.white, .black, RGBColor(hex: "#ffd166")!, RGBColor(hex: "#808080")!] {
            let ratio = ChromeColors.headerContrast(of: ChromeColors.eyebrow, overPicture: picture)
            XCTAssertGreaterThanOrEqual(ratio, ChromeColors.minimumTextContrast, "over \(picture.hex): \(ratio)")
            let name = TranslucentColor(ChromeColors.headerText, alpha: 1)
            XCTAssertGreaterThanOrEqual(
                ChromeColors.headerContrast(of: name, overPicture: picture), ChromeColors.minimumTextContrast)
        }
        let old = TranslucentColor(.white, alpha: 0.55)
        XCTAssertLessThan(
            ChromeColors.headerContrast(of: old, overPicture: .white), ChromeColors.minimumTextContrast,
            "the reported eyebrow fails over a white picture")
    }

    func testLegibleInkIsTheStrongerOfBlackAndWhite() {
        XCTAssertEqual(RGBColor(hex: "#ffe5ec")!.legibleInk, .black, "a pale pink gets black")
        XCTAssertEqual(RGBColor(hex: "#4361ee")!.legibleInk, .white, "a deep blue gets white")
    }

    /// Both sides of the threshold, with the presets that were reported and their neighbours.
    func testSpeciesDotsGetNumbersWhenTwoColoursAreTooClose() throws {
        let hex = { (codes: [String]) in codes.compactMap { RGBColor(hex: $0) } }
        let rows: [([String], Bool, String)] = [
            (["#ff7f7f", "#ffb4a2", "#e5989b"], true, "Coral (ΔE 14)"),
            (["#f7cad0", "#c08497", "#ffe5ec"], true, "Fingerprint (ΔE 11)"),
            (["#f9c74f", "#f8961e", "#f3722c"], false, "Honeycomb (ΔE 22, reads as three)"),
            (["#9b5de5", "#f15bb5", "#00bbf9"], false, "Chase"),
            (["#808080", "#808080"], true, "the same colour twice"),
            (["#808080"], false, "one colour"),
        ]
        for (codes, expected, why) in rows {
            XCTAssertEqual(speciesDotsNeedNumbers(hex(codes)), expected, why)
        }
        // Just inside and just outside the distance (L* only: ΔE is the L* step).
        let grey = RGBColor(hex: "#808080")!
        let near = try XCTUnwrap(
            (0...255).lazy.map { RGBColor(red: Double($0) / 255, green: Double($0) / 255, blue: Double($0) / 255) }
                .last { $0.perceptualDistance(to: grey) < distinguishableDotDistance && $0.red > grey.red })
        let far = RGBColor(red: near.red + 1 / 255, green: near.green + 1 / 255, blue: near.blue + 1 / 255)
        XCTAssertTrue(speciesDotsNeedNumbers([grey, near]), "\(near.hex) is under the distance")
        XCTAssertGreaterThanOrEqual(far.perceptualDistance(to: grey), distinguishableDotDistance)
        XCTAssertFalse(speciesDotsNeedNumbers([grey, far]), "\(far.hex) is at or over it")
    }

    func testTheTextContrastFloorIsWCAGAA() {
        // WCAG 2.1 AA for normal text, written out: the eyebrow test reads the constant, so a
        // lowered constant would pass it.
        XCTAssertEqual(ChromeColors.minimumTextContrast, 4.5)
    }

    func testStyleSheetColoursAreClampedBytesRoundedAtOneHalf() {
        let color = TranslucentColor(RGBColor(red: 1.2, green: -0.1, blue: 0.5), alpha: 0.25)
        XCTAssertEqual(color.css, "rgba(255, 0, 128, 0.25)", "127.5 rounds up; out of range clamps")
        XCTAssertEqual(
            TranslucentColor(RGBColor(red: 0, green: 1, blue: 0.498), alpha: 1).css, "rgba(0, 255, 127, 1.0)")
    }
}
