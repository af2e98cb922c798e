import Foundation
import XCTest

@testable import PhysarumCore

/// One expanded row of data/params.tsv: what a descriptor must match.
private struct SpecRow {
    var id: String
    var label: String
    var section: String
    var range: ClosedRange<Double>
    var defaultValue: Double
    var isInteger: Bool
    var respawn: Bool
}

/// Reads params.tsv, expanding `species.N.*` rows once per species and `matrix.R.C` into nine cells.
private func loadSpec() throws -> [SpecRow] {
    let text = try String(contentsOf: try dataDirectory().appendingPathComponent("params.tsv"), encoding: .utf8)
    var rows: [SpecRow] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count >= 9 else { continue }
        let lo = try XCTUnwrap(Double(f[4])), hi = try XCTUnwrap(Double(f[5]))
        let isInt = f[7] == "yes", respawn = f[8] == "yes"
        if f[0].hasPrefix("species.N.") {
            for s in 0..<3 {
                rows.append(
                    SpecRow(
                        id: f[0].replacingOccurrences(of: ".N.", with: ".\(s)."), label: f[1], section: f[2],
                        range: lo...hi, defaultValue: try XCTUnwrap(Double(f[6])), isInteger: isInt, respawn: respawn))
            }
        } else if f[0] == "matrix.R.C" {
            XCTAssertEqual(f[6], "diag 1, else -1", "the matrix default rule changed in params.tsv")
            for r in 0..<3 {
                for c in 0..<3 {
                    rows.append(
                        SpecRow(
                            id: "matrix.\(r).\(c)", label: "M[\(r + 1),\(c + 1)]", section: f[2],
                            range: lo...hi, defaultValue: r == c ? 1 : -1, isInteger: isInt, respawn: respawn))
                }
            }
        } else {
            rows.append(
                SpecRow(
                    id: f[0], label: f[1], section: f[2], range: lo...hi,
                    defaultValue: try XCTUnwrap(Double(f[6])), isInteger: isInt, respawn: respawn))
        }
    }
    return rows
}

final class ParamRegistryTests: XCTestCase {
    func testCountIs45() {
        XCTAssertEqual(ParamRegistry.all.count, 45)
    }

    func testLabelMultisetMatchesParamsTSV() throws {
        let spec = try loadSpec()
        XCTAssertEqual(spec.count, 45, "params.tsv expands to 45 rows")
        XCTAssertEqual(ParamRegistry.all.map(\.label).sorted(), spec.map(\.label).sorted())
    }

    func testEveryDescriptorMatchesItsParamsTSVRow() throws {
        let rows = try loadSpec()
        let spec = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
        for row in rows where ParamRegistry.descriptor(rawID: row.id) == nil {
            XCTFail("params.tsv's \(row.id) is not in the registry")
        }
        for d in ParamRegistry.all {
            guard let row = spec[d.id.rawValue] else {
                XCTFail("\(d.id) is not in params.tsv")
                continue
            }
            XCTAssertEqual(d.label, row.label, "\(d.id)")
            XCTAssertEqual(d.section.title, row.section, "\(d.id)")
            XCTAssertEqual(d.range, row.range, "\(d.id)")
            XCTAssertEqual(d.defaultValue, row.defaultValue, "\(d.id)")
            XCTAssertEqual(d.isInteger, row.isInteger, "\(d.id)")
            XCTAssertEqual(d.respawn, row.respawn, "\(d.id)")
        }
    }

    func testIDsAreUniqueAndLookUpWorks() {
        let ids = ParamRegistry.all.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertEqual(ParamRegistry.descriptor(id).id, id)
            XCTAssertEqual(ParamID(rawValue: id.rawValue), id, "text from files and the wire finds \(id)")
        }
        XCTAssertNil(ParamRegistry.descriptor(rawID: "nope"))
        XCTAssertNil(ParamID(rawValue: "nope"), "text that names no parameter is no id")
        XCTAssertNil(ParamID(rawValue: "species.3.deposit"), "species beyond the third")
        XCTAssertEqual(ParamID.species(2, .deposit).rawValue, "species.2.deposit")
        XCTAssertEqual(ParamID.matrix(0, 2).rawValue, "matrix.0.2")
    }

    func testDefaultsAreInRangeAndMatchPresetParamsInit() {
        let params = PresetParams()
        for d in ParamRegistry.all {
            XCTAssertTrue(d.accepts(d.defaultValue), "\(d.id) default \(d.defaultValue) outside \(d.range)")
            XCTAssertEqual(
                d.value(in: params), d.defaultValue, "PresetParams() disagrees with the registry for \(d.id)")
        }
    }

    func testEveryDescriptorHasHelp() {
        for d in ParamRegistry.all {
            XCTAssertFalse(d.help.trimmingCharacters(in: .whitespaces).isEmpty, "\(d.id) (\(d.label)) has no help")
        }
        let matrixHelp = Set(ParamRegistry.descriptors(in: .matrix).map(\.help))
        XCTAssertEqual(matrixHelp.count, 1, "every matrix cell shares the matrix text")
    }

    func testSetThenGetRoundTripsAndTouchesOnlyItsField() {
        for d in ParamRegistry.all {
            var params = PresetParams()
            // A value inside the range that differs from the default (integral for integers).
            let lo = d.range.lowerBound, hi = d.range.upperBound
            var value = lo + (hi - lo) * 0.37
            if d.isInteger { value = value.rounded() }
            if value == d.defaultValue { value = d.isInteger ? min(value + 1, hi) : (value + hi) / 2 }
            d.set(value, in: &params)
            XCTAssertEqual(d.value(in: params), value, "\(d.id)")
            for other in ParamRegistry.all where other.id != d.id {
                XCTAssertEqual(other.value(in: params), other.defaultValue, "setting \(d.id) changed \(other.id)")
            }
        }
    }

    func testSetClampsRoundsAndRejectsNonFinite() throws {
        let rows: [(id: ParamID, input: Double, stored: Double, why: String)] = [
            (.decay, 5, 0.999, "above the range clamps to the top"),
            (.decay, -1, 0.5, "below the range clamps to the bottom"),
            (.diffusion, 3.6, 4, "integers round"),
            (.agents, .nan, 300_000, "NaN becomes the default"),
            (.exposure, .infinity, 1, "infinity becomes the default"),
            (.matrix(0, 1), -2.5, -2, "matrix cells clamp to -2"),
        ]
        for row in rows {
            var params = PresetParams()
            let d = ParamRegistry.descriptor(row.id)
            d.set(row.input, in: &params)
            XCTAssertEqual(d.value(in: params), row.stored, "\(row.id) ← \(row.input): \(row.why)")
        }
    }

    func testHelpLookupTable() {
        let help = ParamHelp(tsv: "# comment\nDecay\tKeeps trails.\nM[r,c]\tMatrix text.\n")
        let rows: [(label: String, expected: String)] = [
            ("Decay", "Keeps trails."),
            ("M[2,3]", "Matrix text."),  // every cell shares the matrix row
            ("M[r,c]", "Matrix text."),
            ("Unknown", ""),  // unknown label → empty, never a crash
            ("M[2,3", ""),
        ]
        for row in rows { XCTAssertEqual(help.text(forLabel: row.label), row.expected, row.label) }
    }
}

/// Clamping, rounding and validation over every parameter, on both sides of each bound.
final class ParamBoundsTests: XCTestCase {
    func testEveryParameterClampsAtBothEndsAndRoundsIntegers() {
        for d in ParamRegistry.all {
            let span = d.range.upperBound - d.range.lowerBound
            let below = d.range.lowerBound - span * 0.01 - 1e-9, above = d.range.upperBound + span * 0.01 + 1e-9
            XCTAssertEqual(d.normalized(below), d.range.lowerBound, "\(d.id) below")
            XCTAssertEqual(d.normalized(d.range.lowerBound), d.range.lowerBound, "\(d.id) at the bottom")
            XCTAssertEqual(d.normalized(d.range.upperBound), d.range.upperBound, "\(d.id) at the top")
            XCTAssertEqual(d.normalized(above), d.range.upperBound, "\(d.id) above")
            XCTAssertEqual(d.normalized(.nan), d.defaultValue, "\(d.id) NaN")
            XCTAssertEqual(d.normalized(-.infinity), d.defaultValue, "\(d.id) −∞")
            XCTAssertFalse(d.accepts(below), "\(d.id) refuses below")
            XCTAssertTrue(d.accepts(d.range.lowerBound), "\(d.id) takes the bottom")
            XCTAssertTrue(d.accepts(d.range.upperBound), "\(d.id) takes the top")
            XCTAssertFalse(d.accepts(above), "\(d.id) refuses above")
            let inside = d.range.lowerBound + span / 2
            if d.isInteger {
                let base = inside.rounded(.down)
                XCTAssertEqual(d.normalized(base + 0.49), base, "\(d.id) rounds down below .5")
                XCTAssertEqual(d.normalized(base + 0.51), base + 1, "\(d.id) rounds up above .5")
                XCTAssertFalse(d.accepts(base + 0.5), "\(d.id) refuses a fraction")
            } else {
                XCTAssertEqual(d.normalized(inside), inside, "\(d.id) keeps a value inside")
                XCTAssertTrue(d.accepts(inside), "\(d.id) takes a value inside")
            }
        }
    }
}
