import Foundation
import PhysarumCore
import XCTest

/// The optional `params.modulations` field: older files load unchanged, a round trip keeps it,
/// and bad entries are refused with their field's name.
final class ModulationCodingTests: XCTestCase {
    func testAFileWithoutTheFieldLoadsAndWritesAsBefore() throws {
        let data = try PresetCoder.encode(samplePreset())
        XCTAssertFalse(String(decoding: data, as: UTF8.self).contains("modulations"), "no field when there are none")
        let read = try PresetCoder.decode(data)
        XCTAssertTrue(read.params.modulations.isEmpty)
        XCTAssertEqual(try PresetCoder.encode(read), data)
    }

    func testEveryBuiltinWithoutModulationsHasNoField() throws {
        let directory = try dataDirectory().appendingPathComponent("presets")
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let url = directory.appendingPathComponent(name)
            let text = try String(contentsOf: url, encoding: .utf8)
            let preset = try PresetCoder.read(url)
            XCTAssertEqual(text.contains("\"modulations\""), !preset.params.modulations.isEmpty, name)
        }
    }

    func testARoundTripKeepsEveryModulation() throws {
        var preset = samplePreset()
        for (index, descriptor) in ModulationSet.modulatableDescriptors.enumerated() {
            let feature = AudioFeature.allCases[index % AudioFeature.allCases.count]
            preset.params.modulations.set(
                Modulation(feature: feature, depth: index.isMultiple(of: 2) ? 0.25 : -0.5),
                for: descriptor.id)
        }
        let read = try PresetCoder.decode(PresetCoder.encode(preset))
        XCTAssertEqual(read.params.modulations, preset.params.modulations)
        XCTAssertEqual(read, preset)
    }

    func testBadEntriesAreRefusedByName() throws {
        let rows: [(entry: [String: Any], problem: PresetError.Problem)] = [
            (
                ["agents": ["feature": "bass", "depth": 0.5]],
                .wrongType(field: "params.modulations.agents", expected: "a parameter that does not respawn the agents")
            ),
            (
                ["species.1.population": ["feature": "bass", "depth": 0.5]],
                .wrongType(
                    field: "params.modulations.species.1.population",
                    expected: "a parameter that does not respawn the agents")
            ),
            (
                ["glow": ["feature": "bass", "depth": 0.5]],
                .wrongType(field: "params.modulations.glow", expected: "the id of a parameter (physarum params)")
            ),
            (
                ["exposure": ["feature": "bass", "depth": 1.5]],
                .outOfRange(id: "modulations.exposure.depth", value: 1.5, range: -1...1)
            ),
            (["exposure": ["feature": "bass", "depth": "NaN"]], .nonFinite(id: "modulations.exposure.depth")),
        ]
        for row in rows {
            var object = try presetJSONObject()
            var params = try XCTUnwrap(object["params"] as? [String: Any])
            params["modulations"] = row.entry
            object["params"] = params
            let data = try JSONSerialization.data(withJSONObject: object)
            XCTAssertThrowsError(try PresetCoder.decode(data), "\(row.entry)") { error in
                XCTAssertEqual((error as? PresetError)?.problem, row.problem, "\(row.entry)")
            }
        }
    }

    func testAnUnknownFeatureIsRefused() throws {
        var object = try presetJSONObject()
        var params = try XCTUnwrap(object["params"] as? [String: Any])
        params["modulations"] = ["exposure": ["feature": "vibes", "depth": 0.5]]
        object["params"] = params
        XCTAssertThrowsError(try PresetCoder.decode(JSONSerialization.data(withJSONObject: object)))
    }
}
