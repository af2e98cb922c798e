import Foundation
import XCTest

@testable import PhysarumCore

final class PresetCoderTests: XCTestCase {
    private func builtinFiles() throws -> [URL] {
        let dir = try dataDirectory().appendingPathComponent("presets")
        return try FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    func testAtLeast16BuiltinsWithDistinctIDsNamesTagsAndLooks() throws {
        let presets = try builtinFiles().map { try PresetCoder.read($0) }
        XCTAssertGreaterThanOrEqual(presets.count, 16)
        XCTAssertEqual(Set(presets.map(\.id)).count, presets.count, "ids")
        XCTAssertEqual(Set(presets.map { $0.name.lowercased() }).count, presets.count, "names")
        XCTAssertEqual(Set(presets.map(\.tag)).count, presets.count, "tag colours")
        XCTAssertEqual(Set(presets.map(\.params)).count, presets.count, "parameters")
        for preset in presets {
            // The machine that runs the tests has no GPU: keep the agent count moderate.
            XCTAssertLessThanOrEqual(preset.params.agents, 600_000, preset.id)
        }
        // The set exercises every spawn pattern and blend mode.
        XCTAssertEqual(Set(presets.map(\.params.spawnPattern)), Set(SpawnPattern.allCases))
        XCTAssertEqual(Set(presets.map(\.params.blendMode)), Set(BlendMode.allCases))
    }

    func testEveryBuiltinDecodesValidatesAndRoundTripsUnchanged() throws {
        for url in try builtinFiles() {
            let original = try Data(contentsOf: url)
            let preset = try PresetCoder.decode(original, file: url)
            XCTAssertEqual(url.deletingPathExtension().lastPathComponent, preset.id, "file name is <id>.json")
            XCTAssertNil(PresetValidator.problem(in: preset), url.lastPathComponent)
            let encoded = try PresetCoder.encode(preset)
            XCTAssertEqual(try PresetCoder.decode(encoded), preset, "\(preset.id) changes through JSON")
            // Nothing dropped or added: the re-encoded object equals the file's object.
            let fileObject = try JSONSerialization.jsonObject(with: original) as? NSDictionary
            let encodedObject = try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
            XCTAssertEqual(fileObject, encodedObject, "\(preset.id): the file holds fields the app does not keep")
        }
    }

    /// A broken variant of a valid file and the problem it must be reported as.
    private struct BadFile {
        var why: String
        var make: () throws -> Data
        var expect: (PresetError.Problem) -> Bool
    }

    private func mutated(_ change: @escaping (inout [String: Any]) -> Void) -> () throws -> Data {
        {
            var object = try presetJSONObject()
            change(&object)
            return try JSONSerialization.data(withJSONObject: object)
        }
    }

    private func mutatedParams(_ change: @escaping (inout [String: Any]) -> Void) -> () throws -> Data {
        mutated { object in
            var params = object["params"] as! [String: Any]
            change(&params)
            object["params"] = params
        }
    }

    private var badFiles: [BadFile] {
        [
            BadFile(
                why: "truncated JSON",
                make: {
                    let d = try PresetCoder.encode(samplePreset()); return d.prefix(d.count / 2)
                },
                expect: { if case .invalidJSON = $0 { true } else { false } }),
            BadFile(
                why: "empty file", make: { Data() },
                expect: { if case .invalidJSON = $0 { true } else { false } }),
            BadFile(
                why: "not an object", make: { Data("[1, 2]".utf8) },
                expect: { if case .wrongType(field: "(top level)", _) = $0 { true } else { false } }),
            BadFile(
                why: "a bare NaN token is not JSON",
                make: {
                    Data(
                        String(decoding: try PresetCoder.encode(samplePreset()), as: UTF8.self)
                            .replacingOccurrences(of: "\"decay\" : 0.9", with: "\"decay\" : NaN").utf8)
                },
                expect: { if case .invalidJSON = $0 { true } else { false } }),
            BadFile(
                why: "NaN as a string", make: mutatedParams { $0["decay"] = "NaN" },
                expect: { $0 == .nonFinite(id: "decay") }),
            BadFile(
                why: "infinity in a species row",
                make: mutatedParams { p in
                    var species = p["species"] as! [[String: Any]]
                    species[1]["deposit"] = "Infinity"
                    p["species"] = species
                },
                expect: { $0 == .nonFinite(id: "species.1.deposit") }),
            BadFile(
                why: "missing id", make: mutated { $0["id"] = nil },
                expect: { $0 == .missingField("id") }),
            BadFile(
                why: "missing nested field",
                make: mutatedParams { p in
                    var species = p["species"] as! [[String: Any]]
                    species[2]["turnSpeed"] = nil
                    p["species"] = species
                },
                expect: { $0 == .missingField("params.species[2].turnSpeed") }),
            BadFile(
                why: "string where a number belongs", make: mutatedParams { $0["decay"] = "high" },
                expect: { if case .wrongType(field: "params.decay", _) = $0 { true } else { false } }),
            BadFile(
                why: "null value", make: mutatedParams { $0["bloom"] = NSNull() },
                expect: { if case .wrongType(field: "params.bloom", _) = $0 { true } else { false } }),
            BadFile(
                why: "fraction for an integer", make: mutatedParams { $0["agents"] = 1.5 },
                expect: { $0 == .wrongType(field: "params.agents", expected: "a whole number") }),
            BadFile(
                why: "number as the name", make: mutated { $0["name"] = 7 },
                expect: { if case .wrongType(field: "name", _) = $0 { true } else { false } }),
            BadFile(
                why: "bad colour", make: mutated { $0["tag"] = "#12345g" },
                expect: { if case .wrongType(field: "tag", _) = $0 { true } else { false } }),
            BadFile(
                why: "unknown spawn pattern", make: mutatedParams { $0["spawnPattern"] = "spiral" },
                expect: { if case .wrongType(field: "params.spawnPattern", _) = $0 { true } else { false } }),
            BadFile(
                why: "above the range", make: mutatedParams { $0["decay"] = 1.5 },
                expect: { $0 == .outOfRange(id: "decay", value: 1.5, range: 0.5...0.999) }),
            BadFile(
                why: "below the range (matrix)",
                make: mutatedParams { p in
                    p["matrix"] = [[1, -1, -1], [-1, 1, -3], [-1, -1, 1]]
                },
                expect: { $0 == .outOfRange(id: "matrix.1.2", value: -3, range: -2...2) }),
            BadFile(
                why: "two species",
                make: mutatedParams { p in
                    p["species"] = Array((p["species"] as! [Any]).prefix(2))
                },
                expect: { $0 == .wrongCount(field: "params.species", expected: 3, actual: 2) }),
            BadFile(
                why: "matrix row of 4",
                make: mutatedParams { p in
                    p["matrix"] = [[1, -1, -1], [-1, 1, -1, 0], [-1, -1, 1]]
                },
                expect: { $0 == .wrongCount(field: "params.matrix[1]", expected: 3, actual: 4) }),
            BadFile(
                why: "four colours",
                make: mutatedParams { $0["colors"] = ["#000000", "#111111", "#222222", "#333333"] },
                expect: { $0 == .wrongCount(field: "params.colors", expected: 3, actual: 4) }),
            BadFile(
                why: "id with a slash", make: mutated { $0["id"] = "../evil" },
                expect: { $0 == .invalidID("../evil") }),
            BadFile(
                why: "blank name", make: mutated { $0["name"] = "  " },
                expect: { $0 == .emptyName }),
            BadFile(
                why: "newer format", make: mutated { $0["version"] = 99 },
                expect: { $0 == .unsupportedVersion(99) }),
        ]
    }

    func testBadFilesGiveTheTypedErrorNamingTheFile() throws {
        let file = URL(fileURLWithPath: "/tmp/some/bad-preset.json")
        for bad in badFiles {
            let data = try bad.make()
            do {
                let preset = try PresetCoder.decode(data, file: file)
                XCTFail("\(bad.why): decoded as \(preset.id)")
            } catch {
                XCTAssertEqual(error.file, file, bad.why)
                XCTAssertTrue(bad.expect(error.problem), "\(bad.why): got \(error.problem)")
                XCTAssertTrue(error.description.hasPrefix(file.path + ": "), "\(bad.why): \(error.description)")
                XCTAssertFalse(error.problem.message.isEmpty, bad.why)
            }
        }
    }

    /// A value its field's type cannot hold says what the field holds, by the field: a colour, one
    /// of the choices of a choice.
    func testCorruptValuesSayWhatTheirFieldHolds() throws {
        let colour = ##"a "#rrggbb" colour"##
        let rows: [(why: String, make: () throws -> Data, problem: PresetError.Problem)] = [
            ("the tag", mutated { $0["tag"] = "#12345g" }, .wrongType(field: "tag", expected: colour)),
            (
                "a species colour",
                mutatedParams { p in
                    var colors = p["colors"] as! [Any]
                    colors[1] = "blue"
                    p["colors"] = colors
                }, .wrongType(field: "params.colors[1]", expected: colour)
            ),
            (
                "a spawn pattern", mutatedParams { $0["spawnPattern"] = "spiral" },
                .wrongType(
                    field: "params.spawnPattern",
                    expected: "one of " + SpawnPattern.allCases.map(\.rawValue).joined(separator: ", "))
            ),
            (
                "a blend mode", mutatedParams { $0["blendMode"] = "multiply" },
                .wrongType(
                    field: "params.blendMode",
                    expected: "one of " + BlendMode.allCases.map(\.rawValue).joined(separator: ", "))
            ),
        ]
        for row in rows {
            XCTAssertThrowsError(try PresetCoder.decode(try row.make()), row.why) { error in
                XCTAssertEqual((error as? PresetError)?.problem, row.problem, row.why)
            }
        }
    }

    /// The largest whole number an integer parameter can hold is whole (out of range here, not a
    /// fraction); one beyond any Int is out of range too.
    func testAnIntegerParameterAtTheLimitOfIntIsAWholeNumber() throws {
        let largest = try mutatedParams { $0["agents"] = Int.max }()
        XCTAssertThrowsError(try PresetCoder.decode(largest)) { error in
            guard case .outOfRange(id: "agents", _, _) = (error as? PresetError)?.problem else {
                return XCTFail("Int.max: \(error)")
            }
        }
        // Not a fraction either when the file has another problem: that one is named.
        let nameless = try mutated { object in
            object["name"] = nil
            var params = object["params"] as! [String: Any]
            params["agents"] = Int.max
            object["params"] = params
        }()
        XCTAssertThrowsError(try PresetCoder.decode(nameless)) { error in
            XCTAssertEqual((error as? PresetError)?.problem, .missingField("name"))
        }
        let beyond = try mutatedParams { $0["agents"] = 1e19 }()
        XCTAssertThrowsError(try PresetCoder.decode(beyond)) { error in
            XCTAssertEqual(
                (error as? PresetError)?.problem,
                .outOfRange(id: "agents", value: 1e19, range: ParamRegistry.descriptor(.agents).range))
        }
    }

    /// Either side of Int's limits, written out in digits (2^63 and Int.max are one Double): each
    /// is a whole number out of the parameter's range, never "not valid JSON".
    func testAnIntegerParameterEitherSideOfIntsLimitsIsOutOfRange() throws {
        for digits in [
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
            "18446744073709551616",
        ] {
            let marker = 424_242
            let text = String(decoding: try mutatedParams { $0["agents"] = marker }(), as: UTF8.self)
            let data = Data(text.replacingOccurrences(of: String(marker), with: digits).utf8)
            XCTAssertThrowsError(try PresetCoder.decode(data), digits) { error in
                guard case .outOfRange(id: "agents", _, _) = (error as? PresetError)?.problem else {
                    return XCTFail("\(digits): \(error)")
                }
            }
        }
    }

    func testEncodeRefusesInvalidPresets() {
        var preset = samplePreset()
        preset.params.decay = .nan
        XCTAssertThrowsError(try PresetCoder.encode(preset)) { error in
            XCTAssertEqual((error as? PresetError)?.problem, .nonFinite(id: "decay"))
        }
    }

    func testColourHexTable() {
        let rows: [(text: String, hex: String?)] = [
            ("#ff5a36", "#ff5a36"), ("FF5A36", "#ff5a36"), ("#000000", "#000000"),
            ("#fff", nil), ("#ff5a3", nil), ("#ff5a36a", nil), ("+12345", nil), ("#-12345", nil), ("#gg0000", nil),
            ("", nil),
        ]
        for row in rows { XCTAssertEqual(RGBColor(hex: row.text)?.hex, row.hex, row.text) }
    }
}
