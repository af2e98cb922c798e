import PhysarumCore
import XCTest

final class ProcStatTests: XCTestCase {
    /// A thread's line as Linux writes it (proc(5)), its name holding a space and a parenthesis.
    let line =
        "4242 (pulsesrc0:src )x) S 1 4242 4242 0 -1 4194560 900 0 0 0 137 21 0 0 20 0 9 0 86012 1234567 890 "
        + "18446744073709551615 1 1 0 0 0 0 0 4096 0 0 0 0 17 1 0 0 0 0 0"

    func testFieldsAreCountedAfterTheNamesLastParenthesis() throws {
        let stat = try XCTUnwrap(ProcStat(line: line))
        XCTAssertEqual(stat.field(3), nil, "the state letter is not a number")
        XCTAssertEqual(stat.field(4), 1, "ppid")
        XCTAssertEqual(stat.field(14), 137, "utime")
        XCTAssertEqual(stat.field(15), 21, "stime")
        XCTAssertEqual(stat.cpuTicks, 158)
        XCTAssertEqual(stat.startTicks, 86012)
    }

    func testFieldsOutsideTheLineAreAbsent() throws {
        let stat = try XCTUnwrap(ProcStat(line: "1 (a) S 7"))
        XCTAssertEqual(stat.field(4), 7, "the last field")
        XCTAssertNil(stat.field(5), "one past the last")
        XCTAssertNil(stat.field(2), "the name is not a numbered field here")
        XCTAssertNil(stat.cpuTicks)
        XCTAssertNil(stat.startTicks)
    }

    func testALineWithoutAParenthesisedNameIsNotAStat() {
        XCTAssertNil(ProcStat(line: "4242 pulsesrc S 1"))
    }
}
