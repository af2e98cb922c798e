import XCTest

@testable import PhysarumCore

/// The header's and the accent's colours (their contrast rules are in ColorContrastTests).
final class ChromeColorsTests: XCTestCase {
    func testThePaletteIsWrittenOut() {
        // Written out: the contrast checks hold for a range of colours, so a changed component
        // would pass them (and RemoteStyle writes the accent, AppStyle the header text, as hex).
        let rows: [(actual: String, expected: String, why: String)] = [
            (ChromeColors.headerGlass.css, "rgba(16, 16, 22, 0.66)", "the header's glass"),
            (ChromeColors.eyebrow.css, "rgba(255, 255, 255, 0.84)", "the eyebrow"),
            (ChromeColors.headerText.hex, "#f4f4f7", "the preset's name"),
            (ChromeColors.accent.hex, "#7c69f0", "the accent"),
            (ChromeColors.accentHover.hex, "#8b79f5", "the accent under the pointer"),
            (ChromeColors.accentPressed.hex, "#6a58de", "the accent pressed"),
        ]
        for row in rows { XCTAssertEqual(row.actual, row.expected, row.why) }
    }

    func testTheAccentLightensUnderThePointerAndDarkensPressed() {
        let accent = ChromeColors.accent.relativeLuminance
        XCTAssertGreaterThan(ChromeColors.accentHover.relativeLuminance, accent)
        XCTAssertLessThan(ChromeColors.accentPressed.relativeLuminance, accent)
    }
}
