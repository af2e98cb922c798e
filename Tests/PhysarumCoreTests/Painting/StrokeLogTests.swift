import Foundation
import PhysarumCore
import PhysarumTestSupport
import XCTest

/// The stroke log: its JSON round trip, the capsules its samples paint (a stroke's samples joined
/// so a fast stroke has no gaps, each finger its own), and a clear error for each broken rule.
final class StrokeLogTests: XCTestCase {
    private func sample(
        _ step: Int, _ stroke: Int, _ phase: StrokeLog.Phase, _ x: Double, _ y: Double, tool: PaintTool = .wall
    ) -> StrokeLog.Sample {
        StrokeLog.Sample(step: step, stroke: stroke, tool: tool, phase: phase, x: x, y: y, size: 0.01)
    }

    func testALogRoundTripsThroughItsJSON() throws {
        var log = StrokeLog(samples: [
            sample(3, 1, .begin, 0.1, 0.2),
            StrokeLog.Sample(
                step: 4, stroke: 1, tool: .wall, phase: .move, x: 0.3, y: 0.4, pressure: 0.5, size: 0.02,
                strength: 7),
            sample(5, 1, .end, 0.35, 0.45),
        ])
        log.samples.append(
            StrokeLog.Sample(
                step: 9, stroke: 2, tool: .erase, phase: .begin, x: 0.5, y: 0.5, size: 0.05, everything: true))
        log.samples.append(
            StrokeLog.Sample(
                step: 9, stroke: 3, tool: .attract, phase: .begin, x: 0.7, y: 0.1, size: 0.05, species: [0, 1, 0]))
        XCTAssertEqual(try StrokeLog.decode(log.encoded()), log)
    }

    /// Each sample paints a capsule from its stroke's previous sample; two fingers at once keep
    /// their own previous points; a stroke that ended starts afresh.
    func testSamplesJoinIntoCapsulesPerStroke() {
        let log = StrokeLog(samples: [
            sample(1, 1, .begin, 0.1, 0.1),
            sample(1, 2, .begin, 0.9, 0.9),
            sample(2, 1, .move, 0.2, 0.1),
            sample(2, 2, .move, 0.9, 0.8),
            sample(3, 1, .end, 0.3, 0.1),
            sample(4, 1, .begin, 0.5, 0.5),
        ])
        let events = log.events(fieldSize: 100)
        let segments = events.map { [$0.capsule.from.x, $0.capsule.from.y, $0.capsule.to.x, $0.capsule.to.y] }
        let expected: [[Double]] = [
            [10, 10, 10, 10], [90, 90, 90, 90], [10, 10, 20, 10], [90, 90, 90, 80], [20, 10, 30, 10], [50, 50, 50, 50],
        ]
        for (segment, want) in zip(segments, expected) {
            for (a, b) in zip(segment, want) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        }
        XCTAssertEqual(events.map(\.step), [1, 1, 2, 2, 3, 4])
        XCTAssertEqual(events[0].capsule.brush.radius, 1, accuracy: 1e-12, "size is a share of the field: 0.01 × 100")
        XCTAssertEqual(events[0].capsule.brush.speciesWeights, [1, 1, 1], "every species when absent")
    }

    /// Every rule once broken, with the place and what is wrong.
    func testEachBrokenRuleIsNamedWithItsSample() throws {
        let good = sample(1, 1, .begin, 0.5, 0.5)
        let cases: [(StrokeLog, String)] = [
            (StrokeLog(samples: [sample(1, 1, .move, 0.5, 0.5)]), "samples[0]: stroke 1 moves before it began"),
            (StrokeLog(samples: [good, sample(2, 1, .begin, 0.5, 0.5)]), "samples[1]: stroke 1 begins again"),
            (StrokeLog(samples: [good, sample(0, 1, .move, 0.5, 0.5)]), "samples[1]: step 0 comes after step 1"),
            (
                StrokeLog(samples: [good, sample(2, 1, .move, 0.5, 0.5, tool: .erase)]),
                "changes its tool from wall to erase"
            ),
            (StrokeLog(samples: [sample(-1, 1, .begin, 0.5, 0.5)]), "samples[0]: step -1 is outside"),
            (StrokeLog(samples: [sample(1, 1, .begin, .nan, 0.5)]), "samples[0]: x nan"),
            (StrokeLog(samples: [sample(1, 1, .begin, 0.5, 1001)]), "samples[0]: y 1001.0"),
        ]
        for (log, message) in cases {
            XCTAssertThrowsError(try log.validate(), message) { error in
                XCTAssertTrue("\(error)".contains(message), "“\(error)” should say “\(message)”")
            }
        }
        var size = good
        size.size = 0.51
        XCTAssertThrowsError(try StrokeLog(samples: [size]).validate()) { XCTAssertTrue("\($0)".contains("size 0.51")) }
        size.size = 0.5
        XCTAssertNoThrow(try StrokeLog(samples: [size]).validate(), "half the field is the largest")
        var pressure = good
        pressure.pressure = 1.01
        XCTAssertThrowsError(try StrokeLog(samples: [pressure]).validate()) {
            XCTAssertTrue("\($0)".contains("pressure"))
        }
        var species = good
        species.species = [1, 1]
        XCTAssertThrowsError(try StrokeLog(samples: [species]).validate()) {
            XCTAssertTrue("\($0)".contains("species"))
        }
        var version = StrokeLog(samples: [good])
        version.version = 2
        XCTAssertThrowsError(try version.validate()) { XCTAssertTrue("\($0)".contains("version: 2 is not supported")) }
        XCTAssertNoThrow(try StrokeLog(samples: [good, sample(1, 2, .begin, 0.1, 0.1)]).validate(), "the same step")
    }

    func testBadJSONAndMissingKeysSayWhat() {
        for (text, message) in [
            ("{", "not a JSON stroke log"),
            (#"{"format": "physarum-strokes", "version": 1}"#, "“samples” is missing"),
            (
                #"{"format": "physarum-strokes", "version": 1, "samples": [{"step": 1}]}"#,
                "samples[0]: “stroke” is missing"
            ),
            (
                #"{"format": "physarum-strokes", "version": 1, "samples": [{"step": 1, "stroke": 1, "tool": "glue", "phase": "begin", "x": 0, "y": 0, "pressure": 1, "size": 0.1, "strength": 1}]}"#,
                "samples[0].tool"
            ),
            (#"{"format": "pictures", "version": 1, "samples": []}"#, "format: is “pictures”"),
        ] {
            XCTAssertThrowsError(try StrokeLog.decode(Data(text.utf8)), text) { error in
                XCTAssertTrue("\(error)".contains(message), "“\(error)” should say “\(message)”")
            }
        }
    }
}

/// docs/PAINTING.md's example log and the shipped example are logs this Physarum reads.
final class StrokeLogDocTests: XCTestCase {
    func testTheDocumentsExampleAndTheShippedLogAreValid() throws {
        let document = try String(contentsOf: RepositoryRoot.appending("docs/PAINTING.md"), encoding: .utf8)
        let block = try XCTUnwrap(
            document.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first,
            "the document has a JSON example")
        let example = try StrokeLog.decode(Data(block.utf8))
        XCTAssertEqual(Set(example.samples.map(\.tool)), Set(PaintTool.allCases), "the example shows every tool")
        XCTAssertEqual(Set(example.samples.map(\.phase)), [.begin, .move, .end])
        let shipped = try StrokeLog.decode(
            Data(contentsOf: RepositoryRoot.appending("docs/painting/ring-and-food.json")))
        XCTAssertGreaterThan(shipped.samples.count, 40)
    }
}
