import XCTest

@testable import PhysarumCore

final class MatrixLayoutTests: XCTestCase {
    func testTheMatrixGoesToOneColumnWhenItsSlidersWouldGetTooShort() {
        let m = minimumMatrixSliderLength
        // Three cells of exactly lock + the minimum slider: a grid.
        let lock = 46.0, overhead = 34.0
        let exact = overhead + 3 * (lock + m)
        XCTAssertEqual(
            matrixColumns(gridWidth: exact, overhead: overhead, lockWidth: lock, titleWidth: 0, speciesCount: 3), 3)
        XCTAssertEqual(
            matrixColumns(gridWidth: exact - 1, overhead: overhead, lockWidth: lock, titleWidth: 0, speciesCount: 3), 1,
            "a pixel less: a cell per line")
        XCTAssertEqual(
            matrixColumns(gridWidth: exact + 300, overhead: overhead, lockWidth: lock, titleWidth: 0, speciesCount: 3),
            3,
            "wider stays a grid")
    }

    func testThePanesMouseSizedLocksKeepAGridWhereTheSheetsTouchLocksDoNot() {
        // The side pane (340 px, 276 px for the matrix) with 16 px locks and 80 px title lines; the
        // narrow sheet (360 px window, 296 px) with 44 px locks and 115 px titles; the portrait
        // sheet (680 px, 616 px).
        XCTAssertEqual(matrixColumns(gridWidth: 276, overhead: 34, lockWidth: 18, titleWidth: 80, speciesCount: 3), 3)
        XCTAssertEqual(matrixColumns(gridWidth: 296, overhead: 34, lockWidth: 46, titleWidth: 115, speciesCount: 3), 1)
        XCTAssertEqual(matrixColumns(gridWidth: 616, overhead: 34, lockWidth: 46, titleWidth: 115, speciesCount: 3), 3)
    }

    func testASingleSpeciesIsOneColumn() {
        XCTAssertEqual(matrixColumns(gridWidth: 2000, overhead: 0, lockWidth: 0, titleWidth: 0, speciesCount: 1), 1)
        XCTAssertEqual(
            matrixColumns(gridWidth: 2000, overhead: 0, lockWidth: 0, titleWidth: 0, speciesCount: 0), 1,
            "none: one too")
        XCTAssertEqual(
            matrixColumns(gridWidth: 2000, overhead: 0, lockWidth: 0, titleWidth: 0, speciesCount: 2), 2, "two: a grid")
    }

    func testTheShortestSliderIs56PixelsWrittenOut() {
        // Cells of a 46 px lock and a 56 px slider fit three abreast; 55.9 px do not.
        XCTAssertEqual(
            matrixColumns(gridWidth: 34 + 3 * 102, overhead: 34, lockWidth: 46, titleWidth: 0, speciesCount: 3), 3)
        XCTAssertEqual(
            matrixColumns(gridWidth: 34 + 3 * 101.9, overhead: 34, lockWidth: 46, titleWidth: 0, speciesCount: 3), 1)
    }

    func testATitleLineWiderThanLockAndSliderDecidesAtItsOwnWidth() {
        // The sheet's cell title (dots, a 44 px wave button, a 44 px value) needs 115 px, more
        // than a 46 px lock and a 56 px slider: exactly 115 px a grid, a pixel less a line each.
        let overhead = 34.0, title = 115.0
        XCTAssertEqual(
            matrixColumns(
                gridWidth: overhead + 3 * title, overhead: overhead, lockWidth: 46, titleWidth: title, speciesCount: 3),
            3)
        XCTAssertEqual(
            matrixColumns(
                gridWidth: overhead + 3 * title - 1, overhead: overhead, lockWidth: 46, titleWidth: title,
                speciesCount: 3),
            1, "the slider would fit, the title would not")
        XCTAssertEqual(
            matrixColumns(
                gridWidth: overhead + 3 * 101.9, overhead: overhead, lockWidth: 46, titleWidth: 60, speciesCount: 3),
            1, "a narrow title does not rescue a short slider")
    }
}
