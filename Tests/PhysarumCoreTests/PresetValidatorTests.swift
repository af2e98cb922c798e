import Foundation
import XCTest

@testable import PhysarumCore

/// `PresetValidator`: every colour component and every modulation depth at its limits, on both
/// sides of them, and the non-finite values named as such.
final class PresetValidatorTests: XCTestCase {
    func testColourComponentsAreInsideZeroToOneInclusiveForTheTagAndEachSpecies() {
        let colour = ##"a "#rrggbb" colour"##
        let rows: [(value: Double, valid: Bool, why: String)] = [
            (0, true, "exactly 0"), (1, true, "exactly 1"), (0.5, true, "inside"),
            (-0.001, false, "just under 0"), (1.001, false, "just over 1"), (2, false, "finite, far over"),
            (.nan, false, "not a number"), (.infinity, false, "infinite"),
        ]
        for row in rows {
            for component in 0..<3 {
                var values = [0.5, 0.5, 0.5]
                values[component] = row.value
                let color = RGBColor(red: values[0], green: values[1], blue: values[2])
                let why = "\(row.why), component \(component)"
                var tagged = samplePreset()
                tagged.tag = color
                let tagProblem: PresetError.Problem? = row.valid ? nil : .wrongType(field: "tag", expected: colour)
                XCTAssertEqual(PresetValidator.problem(in: tagged), tagProblem, "tag: \(why)")
                for species in 0..<PresetParams.speciesCount {
                    var params = PresetParams()
                    params.colors[species] = color
                    let problem: PresetError.Problem? =
                        row.valid ? nil : .wrongType(field: "params.colors[\(species)]", expected: colour)
                    XCTAssertEqual(PresetValidator.problem(in: params), problem, "species \(species): \(why)")
                }
            }
        }
    }

    func testAModulationDepthIsFiniteAndInsideItsRangeInclusive() throws {
        let field = "modulations.exposure.depth"
        let rows: [(depth: String, problem: PresetError.Problem?)] = [
            ("-1", nil), ("1", nil), ("0", nil),
            ("1.001", .outOfRange(id: field, value: 1.001, range: Modulation.depthRange)),
            ("-1.001", .outOfRange(id: field, value: -1.001, range: Modulation.depthRange)),
            (#""nan""#, .nonFinite(id: field)), (#""inf""#, .nonFinite(id: field)), (#""-inf""#, .nonFinite(id: field)),
        ]
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        for row in rows {
            let json = #"{"exposure": {"feature": "bass", "depth": "# + row.depth + "}}"
            let modulations = try decoder.decode(ModulationSet.self, from: Data(json.utf8))
            XCTAssertEqual(PresetValidator.modulationProblem(in: modulations), row.problem, row.depth)
        }
    }
}
