import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The CPU simulation off the frame thread shows the same states as stepping on it: pause,
/// respawn, preset switches and morph steps stay exact, and a seed gives the same run.
final class CPUFramePipelineTests: XCTestCase {
    private func params(agents: Int = 4000) -> PresetParams {
        var params = PresetParams()
        params.agents = agents
        params.chaosInterval = 5
        return params
    }

    private func make(_ params: PresetParams, seed: UInt64 = 3) throws -> CPUSimulation {
        try CPUSimulation(fieldSize: 64, params: params, seed: seed, threads: 2)
    }

    /// What the frame shows must be the reference's state, step for step.
    private func assertShows(
        _ buffer: CPUTrailBuffer, _ reference: CPUSimulation, _ what: String, line: UInt = #line
    ) {
        XCTAssertEqual(buffer.stepIndex, reference.stepIndex, what, line: line)
        var expected = [UInt32](repeating: 0, count: buffer.trail.count)
        expected.withUnsafeMutableBufferPointer { reference.copyTrailUnits(into: $0) }
        XCTAssertEqual(buffer.trail, expected, what, line: line)
    }

    func testPauseShowsTheSameFrameAndResumesWithoutLosingOrDoublingASteps() throws {
        let pipeline = CPUFramePipeline(try make(params()))
        let reference = try make(params())
        for _ in 0..<3 {
            reference.step(count: 2)
            assertShows(pipeline.frame(steps: 2, includeHeads: false), reference, "running")
        }
        for _ in 0..<3 {
            assertShows(pipeline.frame(steps: 0, includeHeads: false), reference, "paused: the same frame")
        }
        for _ in 0..<2 {
            reference.step(count: 2)
            assertShows(pipeline.frame(steps: 2, includeHeads: false), reference, "resumed: the next batch, once")
        }
    }

    func testRespawnIsImmediateAndLiveParametersTakeTheNextBatch() throws {
        let pipeline = CPUFramePipeline(try make(params()))
        let reference = try make(params())
        reference.step(count: 3)
        assertShows(pipeline.frame(steps: 3, includeHeads: false), reference, "first frame")

        // A live change (a morph step, a slider) while the worker computes the next batch: that
        // batch keeps the old parameters, the one after uses the new ones.
        var live = params()
        live.decay = 0.8
        live.species[1].turnSpeed = 20
        pipeline.apply(live)
        reference.step(count: 3)
        assertShows(pipeline.frame(steps: 3, includeHeads: false), reference, "the batch already running")
        reference.apply(live)
        reference.step(count: 3)
        assertShows(pipeline.frame(steps: 3, includeHeads: false), reference, "the next batch is live")

        // A preset switch that re-seeds: nothing computed ahead survives.
        var switched = live
        switched.agents = 5000
        switched.spawnPattern = .ring
        pipeline.apply(switched)
        reference.apply(switched)
        XCTAssertEqual(reference.stepIndex, 0)
        assertShows(
            pipeline.frame(steps: 0, includeHeads: false), reference, "paused right after a re-seed: the new start")
        reference.step(count: 3)
        assertShows(pipeline.frame(steps: 3, includeHeads: false), reference, "then it runs from the new seed")

        pipeline.respawn(seed: 9)
        reference.respawn(seed: 9)
        reference.step(count: 3)
        assertShows(pipeline.frame(steps: 3, includeHeads: false), reference, "respawn")
    }

    func testHeadCountsTravelWithTheirFrame() throws {
        var glowing = params()
        glowing.headGlow = 1
        let pipeline = CPUFramePipeline(try make(glowing))
        let reference = try make(glowing)
        for _ in 0..<2 {
            reference.step(count: 2)
            let buffer = pipeline.frame(steps: 2, includeHeads: true)
            XCTAssertTrue(buffer.hasHeads)
            var expected = [UInt32](repeating: 0, count: 64 * 64)
            expected.withUnsafeMutableBufferPointer { reference.copyHeadTotals(into: $0) }
            XCTAssertEqual(buffer.heads, expected)
            XCTAssertEqual(Int(buffer.heads.reduce(0, +)), reference.agentCount, "every agent is in one cell")
        }
    }

    /// A new step count (sim speed) is a live parameter: the batch already running keeps the old
    /// count, the next one runs the new count.
    func testANewStepCountTakesTheNextBatch() throws {
        let pipeline = CPUFramePipeline(try make(params()))
        let reference = try make(params())
        reference.step(count: 2)
        assertShows(pipeline.frame(steps: 2, includeHeads: false), reference, "first frame")
        reference.step(count: 2)
        assertShows(pipeline.frame(steps: 5, includeHeads: false), reference, "the running batch had 2")
        reference.step(count: 5)
        assertShows(pipeline.frame(steps: 5, includeHeads: false), reference, "then 5 per frame")
    }

    /// Through the engine on the GPU, whose steps run in the frame: the steps asked for are the
    /// steps run (`frame(steps:)` is honest).
    func testEngineFrameRunsExactlyTheStepsAskedFor_gpu() throws {
        _ = try TestGL.context()
        let engine = try Engine(fieldSize: 64, backend: .gpu, params: params(), seed: 3)
        defer { engine.release() }
        let image = try OffscreenImage(width: 32, height: 24)
        image.bind()
        var expected = 0
        for steps in [1, 3, 0, 2, 0, 5] {
            try engine.frame(steps: steps, viewportWidth: 32, viewportHeight: 24)
            expected += steps
            XCTAssertEqual(engine.backend.stepIndex, expected, "after a frame of \(steps)")
        }
    }

    /// Through the engine on the CPU: settled, the kernel is one batch ahead of the frame while
    /// running, and not ahead at all when paused from the start.
    func testEngineFrameRunsTheStepsAskedFor_cpu() throws {
        _ = try TestGL.context()
        let engine = try Engine(fieldSize: 64, backend: .cpu, params: params(), seed: 3)
        defer { engine.release() }
        let image = try OffscreenImage(width: 32, height: 24)
        image.bind()
        try engine.frame(steps: 0, viewportWidth: 32, viewportHeight: 24)
        XCTAssertEqual(engine.backend.stepIndex, 0, "paused from the start: nothing runs")
        for frame in 1...3 {
            try engine.frame(steps: 2, viewportWidth: 32, viewportHeight: 24)
            XCTAssertEqual(
                engine.backend.stepIndex, 2 * frame + 2, "frame \(frame) shows \(2 * frame), one batch ahead")
        }
        try engine.frame(steps: 0, viewportWidth: 32, viewportHeight: 24)
        XCTAssertEqual(engine.backend.stepIndex, 8, "paused: the batch ahead waits, nothing more runs")
    }
}
