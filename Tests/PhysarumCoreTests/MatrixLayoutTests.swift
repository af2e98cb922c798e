import XCTest

@testable import PhysarumCore

final class MatrixLayoutTests: XCTestCase {
    func testTheMatrixGoesToOneColumnWhenItsSlidersWouldGetTooShort() {
        let m = minimumMatrixSliderLength
        // Three cells of exactly lock + the minimum slider: a grid.
        let lock = 46.0, overhead = 34.0
        let exact = overhead + 3 * (lock + m)
        XCTAssertEqual(matrixColumns(gridWidth: exact, overhead: overhead, lockWidth: lock, speciesCount: 3), 3)
        XCTAssertEqual(
            matrixColumns(gridWidth: exact - 1, overhead: overhead, lockWidth: lock, speciesCount: 3), 1,
            "a pixel less: a cell per line")
        XCTAssertEqual(
            matrixColumns(gridWidth: exact + 300, overhead: overhead, lockWidth: lock, speciesCount: 3), 3,
            "wider stays a grid")
    }

    func testThePanesMouseSizedLocksKeepAGridWhereTheSheetsTouchLocksDoNot() {
        // The side pane (340 px, 276 px for the matrix) with 16 px locks; the narrow sheet (360 px
        // window, 296 px) with 44 px locks; the portrait sheet (680 px, 616 px).
        XCTAssertEqual(matrixColumns(gridWidth: 276, overhead: 34, lockWidth: 18, speciesCount: 3), 3)
        XCTAssertEqual(matrixColumns(gridWidth: 296, overhead: 34, lockWidth: 46, speciesCount: 3), 1)
        XCTAssertEqual(matrixColumns(gridWidth: 616, overhead: 34, lockWidth: 46, speciesCount: 3), 3)
    }

    func testASingleSpeciesIsOneColumn() {
        XCTAssertEqual(matrixColumns(gridWidth: 2000, overhead: 0, lockWidth: 0, speciesCount: 1), 1)
        XCTAssertEqual(matrixColumns(gridWidth: 2000, overhead: 0, lockWidth: 0, speciesCount: 0), 1, "none: one too")
        XCTAssertEqual(matrixColumns(gridWidth: 2000, overhead: 0, lockWidth: 0, speciesCount: 2), 2, "two: a grid")
    }

    func testTheShortestSliderIs56PixelsWrittenOut() {
        // Cells of a 46 px lock and a 56 px slider fit three abreast; 55.9 px do not.
        XCTAssertEqual(matrixColumns(gridWidth: 34 + 3 * 102, overhead: 34, lockWidth: 46, speciesCount: 3), 3)
        XCTAssertEqual(matrixColumns(gridWidth: 34 + 3 * 101.9, overhead: 34, lockWidth: 46, speciesCount: 3), 1)
    }
}
