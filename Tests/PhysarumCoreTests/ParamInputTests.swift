import PhysarumCore
import XCTest

final class ParamInputTests: XCTestCase {
    private func descriptor(_ id: ParamID) -> ParamDescriptor { ParamRegistry.descriptor(id) }

    func testTypedValues() throws {
        let rows: [(id: ParamID, text: String, expected: ParamInput)] = [
            (.decay, "0.9", .value(0.9, clamped: false)),
            (.decay, " 0,5 ", .value(0.5, clamped: false)),  // comma as decimal point
            (.exposure, "9", .value(4, clamped: true)),  // above 0.1…4 (params.tsv): the maximum
            (.matrix(0, 1), "−1.5", .value(-1.5, clamped: false)),  // typographic minus
            (.matrix(0, 1), "-9", .value(-2, clamped: true)),  // below: the minimum
            (.species(0, .sensorAngle), "30°", .value(30, clamped: false)),  // unit suffix
            (.agents, "120 000", .value(120_000, clamped: false)),  // grouped digits
            (.agents, "1500.4", .value(1500, clamped: true)),  // integers round
        ]
        for row in rows {
            XCTAssertEqual(descriptor(row.id).parseInput(row.text), row.expected, "\(row.id) ← \(row.text)")
        }
    }

    func testInvalidTextIsRejectedWithTheRange() throws {
        for text in ["", "abc", "1.2.3", "nan", "inf", "--1"] {
            guard case .invalid(let hint) = descriptor(.exposure).parseInput(text) else {
                XCTFail("\"\(text)\" should be rejected")
                continue
            }
            XCTAssertTrue(hint.contains("0.1") && hint.contains("4"), hint)
        }
    }
}
