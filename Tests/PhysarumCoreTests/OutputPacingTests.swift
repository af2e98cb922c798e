import PhysarumCore
import XCTest

final class OutputPacingTests: XCTestCase {
    func testTheEditorsFirstFrameNeverWaits() {
        var pacing = OutputPacing()
        XCTAssertTrue(pacing.editorDraws(outputFrames: 0, now: 5))
    }

    /// After a frame the editor waits until the output has shown one more, unless the output has
    /// shown nothing new for `patience`: each side of both thresholds.
    func testTheEditorWaitsForTheOutputsNextFrameWhileTheOutputKeepsUp() {
        let rows: [(outputFrames: Int, after: Double, draws: Bool, why: String)] = [
            (10, 0.01, false, "the output has not shown the last frame"),
            (11, 0.01, true, "the output showed it"),
            (11, 0, true, "at once, once shown"),
            (10, 0.099, false, "the output shows nothing new, just inside the patience"),
            (10, OutputPacing.patience, true, "exactly at the patience: the output counts as stalled"),
            (10, 0.5, true, "an output that stopped showing frames never holds the editor"),
        ]
        for row in rows {
            var pacing = OutputPacing()
            XCTAssertTrue(pacing.editorDraws(outputFrames: 10, now: 0))
            XCTAssertEqual(pacing.editorDraws(outputFrames: row.outputFrames, now: row.after), row.draws, row.why)
        }
        XCTAssertEqual(OutputPacing.patience, 0.1)
    }

    /// The patience counts from when the output's count last changed, not from the editor's frame.
    func testThePatienceCountsFromTheOutputsLastNewFrame() {
        var pacing = OutputPacing()
        XCTAssertTrue(pacing.editorDraws(outputFrames: 1, now: 1))
        XCTAssertTrue(pacing.editorDraws(outputFrames: 2, now: 2))
        XCTAssertFalse(pacing.editorDraws(outputFrames: 2, now: 2.05), "output frame 2 was already answered")
        XCTAssertFalse(pacing.editorDraws(outputFrames: 2, now: 2.09))
        XCTAssertTrue(pacing.editorDraws(outputFrames: 2, now: 2.11), "stalled: the editor draws")
        XCTAssertTrue(pacing.editorDraws(outputFrames: 2, now: 2.12), "and keeps drawing at its own rate")
        XCTAssertTrue(pacing.editorDraws(outputFrames: 3, now: 2.2), "the output is back: its new frame is answered")
        XCTAssertFalse(pacing.editorDraws(outputFrames: 3, now: 2.21), "and the editor waits for it again")
    }

    /// Two editor ticks for each output frame (a 120 Hz laptop beside a 60 Hz projector): the
    /// editor draws once per output frame; without an output frame the second tick waits.
    func testAFasterEditorDrawsOncePerOutputFrame() {
        var pacing = OutputPacing()
        var drawn = 0
        for tick in 0..<120 {
            if pacing.editorDraws(outputFrames: tick / 2, now: Double(tick) / 120) { drawn += 1 }
        }
        XCTAssertEqual(drawn, 60)
    }
}
