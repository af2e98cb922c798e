import PhysarumCore
import XCTest

final class LatencySummaryTests: XCTestCase {
    func testNearestRankPercentilesOfOneToHundred() throws {
        let summary = try XCTUnwrap(LatencySummary((1...100).map(Double.init).shuffled()))
        XCTAssertEqual(summary.count, 100)
        XCTAssertEqual(summary.p50, 50)
        XCTAssertEqual(summary.p95, 95)
        XCTAssertEqual(summary.max, 100)
    }

    func testSmallSetsRoundTheRankUp() throws {
        let summary = try XCTUnwrap(LatencySummary([3, 1, 2]))
        XCTAssertEqual(summary.p50, 2, "rank ⌈1.5⌉ = 2")
        XCTAssertEqual(summary.p95, 3, "rank ⌈2.85⌉ = 3")
        XCTAssertEqual(try XCTUnwrap(LatencySummary([7])).p95, 7)
    }

    func testNoSamplesNoSummary() {
        XCTAssertNil(LatencySummary([]))
    }
}
