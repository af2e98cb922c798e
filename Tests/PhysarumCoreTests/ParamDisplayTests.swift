import PhysarumCore
import XCTest

/// How values are shown and stepped (one rule for the value label, the hint, files and keys).
final class ParamDisplayTests: XCTestCase {
    private func descriptor(_ id: String) throws -> ParamDescriptor {
        try XCTUnwrap(ParamRegistry.descriptor(rawID: id))
    }

    /// Matrix cells show who senses whom; their id label (the help's key) stays notation.
    func testMatrixCellsShowWhoSensesWhomAndKeepTheirHelpKey() throws {
        let rows: [(ParamID, String, String)] = [
            (.matrix(0, 1), "1 senses 2", "M[1,2]"),
            (.matrix(2, 2), "3 senses 3", "M[3,3]"),
            (.decay, "Decay", "Decay"),
        ]
        for (id, shown, label) in rows {
            let descriptor = ParamRegistry.descriptor(id)
            XCTAssertEqual(descriptor.displayLabel, shown)
            XCTAssertEqual(descriptor.label, label)
        }
        let cell = ParamRegistry.descriptor(.matrix(0, 1))
        XCTAssertFalse(cell.help.isEmpty, "the matrix help is still found by its label")
    }

    func testValuesAreShownGroupedOrWithTheRangesDecimals() throws {
        XCTAssertEqual(try descriptor("agents").displayText(2_000_000), "2 000 000")
        XCTAssertEqual(try descriptor("agents").displayText(1000), "1 000")
        XCTAssertEqual(try descriptor("decay").displayText(0.9), "0.900")
        XCTAssertEqual(try descriptor("exposure").displayTextWithUnit(1), "1.00×")
        XCTAssertEqual(try descriptor("species.0.sensorAngle").displayTextWithUnit(45), "45.0°")
        XCTAssertEqual(try descriptor("matrix.0.1").displayText(-1.5), "−1.50")
    }

    /// Agents stepped by 1 (of 2 000 000) and angles by 0.9°: steps now fit the range.
    /// Species rows name their species, or all of them in "All" mode; the rest never change.
    func testAccessibleNamesSayWhichSpeciesOrAll() throws {
        let deposit = try XCTUnwrap(ParamRegistry.all.first { $0.species == 1 && $0.label == "Deposit" })
        let decay = try XCTUnwrap(ParamRegistry.all.first { $0.id == .decay })
        let cell = try XCTUnwrap(ParamRegistry.all.first { $0.matrixCell?.row == 0 && $0.matrixCell?.column == 2 })
        let rows: [(ParamDescriptor, Bool, String)] = [
            (deposit, false, "Deposit of species 2"),
            (deposit, true, "Deposit of all species"),
            (decay, false, "Decay"),
            (decay, true, "Decay"),
            (cell, false, "Species 1 senses species 3"),
            (cell, true, "Species 1 senses species 3"),
        ]
        for (descriptor, all, expected) in rows {
            XCTAssertEqual(descriptor.accessibleName(allSpecies: all), expected, "\(descriptor.id), all \(all)")
        }
        XCTAssertEqual(deposit.accessibleName, deposit.accessibleName(allSpecies: false))
    }

    func testKeyboardStepsScaleWithTheRangeAndUnit() throws {
        XCTAssertEqual(try descriptor("agents").keyboardStep, 10_000)
        XCTAssertEqual(try descriptor("agents").pageStep, 100_000)
        XCTAssertEqual(try descriptor("species.0.sensorAngle").keyboardStep, 1)
        XCTAssertEqual(try descriptor("chaosStrength").keyboardStep, 1, "degrees step whole")
        XCTAssertEqual(try descriptor("decay").keyboardStep, 0.002, accuracy: 1e-12)
        XCTAssertEqual(try descriptor("simSpeed").keyboardStep, 1, "integers never step below 1")
        XCTAssertEqual(try descriptor("kaleidoscope").pageStep, 6, "a page is at most the range")
        for descriptor in ParamRegistry.all {
            let span = descriptor.range.upperBound - descriptor.range.lowerBound
            let shown = pow(10, -Double(descriptor.displayDecimals))
            // Both sides: a step shows on the value label, and the range takes many steps.
            XCTAssertGreaterThanOrEqual(descriptor.keyboardStep, shown, "\(descriptor.id)")
            XCTAssertLessThanOrEqual(descriptor.keyboardStep, span / 6, "\(descriptor.id)")
            XCTAssertGreaterThanOrEqual(descriptor.keyboardStep, span / 500, "\(descriptor.id)")
            if descriptor.isInteger || descriptor.unit == "°" {
                XCTAssertEqual(descriptor.keyboardStep, descriptor.keyboardStep.rounded(), "\(descriptor.id)")
            }
        }
    }

    func testTheTypedValueHintShowsTheRangeAsValuesAreShown() throws {
        guard case .invalid(let hint) = try descriptor("agents").parseInput("lots") else {
            return XCTFail("text is refused")
        }
        XCTAssertEqual(hint, "Type a number from 1 000 to 2 000 000")
        guard case .invalid(let decayHint) = try descriptor("decay").parseInput("x") else {
            return XCTFail("text is refused")
        }
        XCTAssertEqual(decayHint, "Type a number from 0.500 to 0.999")
    }

    func testRoundingForFilesKeepsTheShownPrecision() throws {
        var params = PresetParams()
        params.decay = 0.987654321
        params.species[1].moveSpeed = 4.590747330960855
        params.agents = 123_456
        let rounded = params.roundedForDisplay
        XCTAssertEqual(rounded.decay, 0.988, accuracy: 1e-12)
        XCTAssertEqual(rounded.species[1].moveSpeed, 4.59, accuracy: 1e-12)
        XCTAssertEqual(rounded.agents, 123_456)
        XCTAssertEqual(rounded.roundedForDisplay, rounded, "rounding twice changes nothing")
        XCTAssertEqual(PresetParams().roundedForDisplay, PresetParams(), "the defaults are already shown exactly")
    }
}
