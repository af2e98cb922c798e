import Dispatch
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The CPU simulation and its picture off the frame thread (`CPUFramePipeline`) against the same
/// run stepped and composed in order on the test's thread: each rule of the type's comment —
/// which state a running, paused or resumed frame shows, edits while paused, respawn and re-seeds
/// while a batch runs, the feedback history's order, nothing waiting for a batch not due.
final class CPUFramePipelineTests: XCTestCase {
    static let fieldSize = 64

    /// Feedback and bloom on, so a picture depends on the frames before it.
    private func params(agents: Int = 4000) -> PresetParams {
        var params = PresetParams()
        params.agents = agents
        params.chaosInterval = 5
        params.feedback = 0.9
        params.bloom = 0.5
        params.headGlow = 0
        return params
    }

    private func make(_ params: PresetParams, seed: UInt64 = 3) throws -> CPUSimulation {
        try CPUSimulation(fieldSize: Self.fieldSize, params: params, seed: seed, threads: 2)
    }

    private func pipeline(_ params: PresetParams, worker: DispatchQueue? = nil) throws -> CPUFramePipeline {
        let simulation = try make(params)
        if let worker { return try CPUFramePipeline(simulation, imageThreads: 2, worker: worker) }
        return try CPUFramePipeline(simulation, imageThreads: 2)
    }

    /// The same run on this thread: stepped, copied (`CPUTrailBuffer`) and composed in order by the
    /// thumbnails' path (`composePixels`), not the pipeline's.
    private final class Reference {
        let simulation: CPUSimulation
        private let image: CPUFieldImage
        private let buffer = CPUTrailBuffer(fieldSize: CPUFramePipelineTests.fieldSize)
        init(_ simulation: CPUSimulation) throws {
            self.simulation = simulation
            image = try CPUFieldImage(fieldSize: simulation.fieldSize, threads: 1)
        }

        /// Steps `steps`, then composes the next frame with `look` (default: the simulation's
        /// parameters); returns its pixels.
        @discardableResult
        func next(steps: Int, look: PresetParams? = nil, effects: RenderEffects = .all) -> [UInt8] {
            simulation.step(count: steps)
            let look = look ?? simulation.params
            buffer.capture(simulation, includeHeads: look.headGlow > 0)
            image.composePixels(buffer, params: look, effects: effects)
            return image.rgba
        }

        func apply(_ params: PresetParams) { simulation.apply(params) }

        func respawn(seed: UInt64) {
            simulation.respawn(seed: seed)
            image.resetHistory()
        }
    }

    private func reference(_ params: PresetParams) throws -> Reference { try Reference(try make(params)) }

    /// The frame shows the reference's state, in the reference's pixels.
    private func assertShows(
        _ picture: CPUFrameImage, _ pixels: [UInt8], step: Int, _ what: String, line: UInt = #line
    ) {
        XCTAssertEqual(picture.stepIndex, step, "\(what): step", line: line)
        XCTAssertTrue(picture.rgba == pixels, "\(what): pixels", line: line)
    }

    func testRunningPausedRunningShowsEachStateOnceInOrder() throws {
        let pipeline = try pipeline(params())
        let reference = try reference(params())
        // Running: the first frame steps on the spot, each later one shows the batch started before it.
        for frame in 1...3 {
            assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 2 * frame, "running \(frame)")
        }
        // Pausing shows the batch computed ahead once, then the same picture; nothing runs.
        let paused = pipeline.frame(steps: 0)
        assertShows(paused, reference.next(steps: 2), step: 8, "the first paused frame: the batch ahead")
        let version = paused.version
        for _ in 0..<3 {
            let again = pipeline.frame(steps: 0)
            XCTAssertTrue(again === paused, "paused: the same picture")
            XCTAssertEqual(again.version, version, "paused: nothing composed (nothing to upload)")
            XCTAssertFalse(pipeline.isBatchRunning, "paused: nothing runs")
        }
        pipeline.settle()
        XCTAssertEqual(pipeline.simulation.stepIndex, 8, "paused: the kernel rests on the state on screen")
        // Resuming steps on the spot (no batch ahead), then runs ahead again; no step lost or doubled.
        for frame in 1...3 {
            assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 8 + 2 * frame, "resumed \(frame)")
        }
        pipeline.settle()
        XCTAssertEqual(pipeline.simulation.stepIndex, 16, "running: the kernel is one batch ahead")
    }

    func testPausedFromTheStartShowsTheFirstStateAndRunsNothing() throws {
        let pipeline = try pipeline(params())
        let reference = try reference(params())
        let first = pipeline.frame(steps: 0)
        assertShows(first, reference.next(steps: 0), step: 0, "the first frame, paused")
        let version = first.version
        XCTAssertEqual(pipeline.frame(steps: 0).version, version, "still paused: nothing composed")
        pipeline.settle()
        XCTAssertEqual(pipeline.simulation.stepIndex, 0)
        assertShows(pipeline.frame(steps: 3), reference.next(steps: 3), step: 3, "then it runs")
    }

    /// An effect slider moved while paused shows one frame later, composed from the state on
    /// screen with that state's feedback history (as if it had been composed so in the first
    /// place); simulation and viewport edits compose nothing; running on continues from the
    /// recomposed picture.
    func testAnEffectEditWhilePausedRecomposesTheStateOnScreenOnce() throws {
        let start = params()
        let pipeline = try pipeline(start)
        _ = pipeline.frame(steps: 2)
        _ = pipeline.frame(steps: 2)
        let pausedPicture = pipeline.frame(steps: 0)
        XCTAssertEqual(pausedPicture.stepIndex, 6, "pausing shows the batch ahead")
        /// The run again on this thread, up to 4 composed with the start's look (6 comes next).
        func upToFour() throws -> Reference {
            let reference = try self.reference(start)
            reference.next(steps: 2)
            reference.next(steps: 2)
            return reference
        }

        // Darker than before, so the feedback history shows through: which history the recompose
        // used is in the pixels.
        var edited = start
        edited.exposure = start.exposure * 0.3
        edited.saturation = 1.6
        edited.bloom = 0.9
        edited.feedback = 0.6
        pipeline.apply(edited)
        let version = pausedPicture.version
        XCTAssertEqual(pipeline.frame(steps: 0).version, version, "the frame of the edit still shows the old picture")
        assertShows(
            pipeline.frame(steps: 0), try upToFour().next(steps: 2, look: edited), step: 6,
            "one frame later: 6 recomposed with the edit and 4's picture as history")
        let recomposed = pipeline.frame(steps: 0).version
        XCTAssertEqual(pipeline.frame(steps: 0).version, recomposed, "once: nothing more composed")

        // Simulation and viewport edits change no field picture: nothing is composed.
        var simulationEdit = edited
        simulationEdit.decay = 0.8
        simulationEdit.vignette = 0.7
        simulationEdit.kaleidoscope = 4
        pipeline.apply(simulationEdit)
        XCTAssertEqual(pipeline.frame(steps: 0).version, recomposed, "a decay/vignette edit composes nothing")
        XCTAssertEqual(pipeline.frame(steps: 0).version, recomposed)

        // Head glow switched on while paused: the picture gets the heads of the state on screen.
        var glowing = simulationEdit
        glowing.headGlow = 1.5
        pipeline.apply(glowing)
        _ = pipeline.frame(steps: 0)
        assertShows(
            pipeline.frame(steps: 0), try upToFour().next(steps: 2, look: glowing), step: 6,
            "head glow on while paused")

        // The renderer's effects switches are picture edits too.
        let noBloom = RenderEffects.all.subtracting(.bloom)
        _ = pipeline.frame(steps: 0, effects: noBloom)
        let last = try upToFour()
        assertShows(
            pipeline.frame(steps: 0, effects: noBloom), last.next(steps: 2, look: glowing, effects: noBloom), step: 6,
            "bloom switched off while paused")

        // Resuming: 8 runs with the edited simulation and has the recomposed 6 as history.
        last.apply(glowing)
        assertShows(
            pipeline.frame(steps: 2, effects: noBloom), last.next(steps: 2, effects: noBloom), step: 8, "resumed")
        assertShows(
            pipeline.frame(steps: 2, effects: noBloom), last.next(steps: 2, effects: noBloom), step: 10, "running")
    }

    func testRespawnWhileABatchRunsDropsItAndStartsFromTheNewSeed() throws {
        let pipeline = try pipeline(params())
        let reference = try reference(params())
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 2, "running")
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 4, "running, 6 computed ahead")
        pipeline.respawn(seed: 9)
        reference.respawn(seed: 9)
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 2, "the new seed, stepped on the spot")
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 4, "then ahead again")
        // Paused: the first frame after a respawn shows the new start.
        assertShows(pipeline.frame(steps: 0), reference.next(steps: 2), step: 6, "paused: the batch ahead")
        pipeline.respawn(seed: 11)
        reference.respawn(seed: 11)
        assertShows(pipeline.frame(steps: 0), reference.next(steps: 0), step: 0, "paused right after a respawn")
        assertShows(pipeline.frame(steps: 3), reference.next(steps: 3), step: 3, "then it runs from the new seed")
    }

    /// A preset switch that re-seeds drops the batch computed ahead, and its picture leaves the
    /// feedback history: the new start's history is the picture that was on screen.
    func testAReseedingEditDropsTheBatchAheadAndItsPicture() throws {
        let pipeline = try pipeline(params())
        let reference = try reference(params())
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 2, "running")
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 4, "running, 6 composed ahead")
        var switched = params()
        switched.agents = 5000
        switched.spawnPattern = .ring
        switched.colors[0] = RGBColor(red: 0.2, green: 1, blue: 0.4)
        pipeline.apply(switched)
        reference.apply(switched)
        XCTAssertEqual(reference.simulation.stepIndex, 0, "the switch re-seeds")
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 2, "the new start after 4's picture")
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 4, "and on")
        // The same while paused.
        assertShows(pipeline.frame(steps: 0), reference.next(steps: 2), step: 6, "paused")
        var again = switched
        again.agents = 3000
        pipeline.apply(again)
        reference.apply(again)
        assertShows(pipeline.frame(steps: 0), reference.next(steps: 0), step: 0, "paused: the new start at once")
    }

    /// Live simulation parameters (a slider, a morph step) reach the batch after the one running;
    /// the picture's look shows with the frame that asks for it.
    func testLiveEditsTakeTheNextBatchAndTheLookItsFrame() throws {
        let pipeline = try pipeline(params())
        let reference = try reference(params())
        assertShows(pipeline.frame(steps: 3), reference.next(steps: 3), step: 3, "first frame")
        var live = params()
        live.decay = 0.8
        live.species[1].turnSpeed = 20
        live.saturation = 1.5
        pipeline.apply(live)
        XCTAssertEqual(pipeline.params, live, "the newest parameters are those in effect")
        assertShows(
            pipeline.frame(steps: 3), reference.next(steps: 3, look: live), step: 6,
            "the batch already running, with the new look")
        reference.apply(live)
        assertShows(pipeline.frame(steps: 3), reference.next(steps: 3), step: 9, "the next batch is live")
    }

    /// The sound moving the exposure every frame: each running frame shows its own look (the
    /// picture composed ahead with the old one is composed again, replacing itself in the feedback
    /// history); while the look moves nothing is composed ahead, and once it stays, it is again.
    func testTheLookShowsWithTheRunningFrameThatAsksForIt() throws {
        let pipeline = try pipeline(params())
        let reference = try reference(params())
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 2, "first frame")
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 4, "a steady look")
        XCTAssertTrue(pipeline.isComposingAhead, "a steady look is composed ahead")
        var look = params()
        for frame in 1...4 {
            look.exposure = 0.5 + 0.3 * Double(frame)
            pipeline.apply(look)
            assertShows(
                pipeline.frame(steps: 2), reference.next(steps: 2, look: look), step: 4 + 2 * frame,
                "a moving look, frame \(frame)")
            XCTAssertFalse(pipeline.isComposingAhead, "while the look moves nothing is composed ahead (\(frame))")
        }
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2, look: look), step: 14, "the look stays")
        XCTAssertTrue(pipeline.isComposingAhead, "a look that stays is composed ahead again")
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2, look: look), step: 16, "composed ahead")
    }

    /// `record --audio`: the steps follow one set of parameters, the look another.
    func testThePictureMayHaveParametersOfItsOwn() throws {
        let pipeline = try pipeline(params())
        let reference = try reference(params())
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 2, "first frame")
        var stepped = params()
        stepped.decay = 0.8
        var looked = params()
        looked.exposure = 0.4
        looked.contrast = 1.4
        pipeline.apply(stepped)
        XCTAssertEqual(pipeline.params, stepped, "the simulation's parameters are those in effect")
        assertShows(
            pipeline.frame(steps: 2, picture: looked), reference.next(steps: 2, look: looked), step: 4,
            "the picture's own look at once")
        reference.apply(stepped)
        assertShows(
            pipeline.frame(steps: 2, picture: looked), reference.next(steps: 2, look: looked), step: 6,
            "the steps' own from the next batch")
        pipeline.apply(stepped)
        assertShows(
            pipeline.frame(steps: 2), reference.next(steps: 2), step: 8, "no picture of its own: the steps' look")
    }

    /// A re-seed while the batch ahead composed nothing (the look was moving) leaves the feedback
    /// history as it is: the new start follows the picture that was on screen.
    func testAReseedAfterAMovingLookKeepsThePictureOnScreenAsHistory() throws {
        let pipeline = try pipeline(params())
        let reference = try reference(params())
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 2, "first frame")
        var moved = params()
        moved.exposure = 0.6
        pipeline.apply(moved)
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2, look: moved), step: 4, "the moved look")
        XCTAssertFalse(pipeline.isComposingAhead)
        var switched = moved
        switched.agents = 5000
        pipeline.apply(switched)
        reference.apply(switched)
        XCTAssertEqual(reference.simulation.stepIndex, 0, "the switch re-seeds")
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 2, "the new start after 4's picture")
    }

    /// A new step count (sim speed) is live too: the batch already running keeps the old count.
    func testANewStepCountTakesTheNextBatch() throws {
        let pipeline = try pipeline(params())
        let reference = try reference(params())
        assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 2, "first frame")
        assertShows(pipeline.frame(steps: 5), reference.next(steps: 2), step: 4, "the running batch had 2")
        assertShows(pipeline.frame(steps: 5), reference.next(steps: 5), step: 9, "then 5 per frame")
    }

    /// With head glow the worker counts the heads of the state it composes; with the effect
    /// switched off (the look) the frame that asks shows the picture without heads.
    func testHeadGlowShowsTheHeadsOfItsFrame() throws {
        var glowing = params()
        glowing.headGlow = 1
        let pipeline = try pipeline(glowing)
        let reference = try reference(glowing)
        for frame in 1...3 {
            assertShows(pipeline.frame(steps: 2), reference.next(steps: 2), step: 2 * frame, "frame \(frame)")
        }
        let noHeads = RenderEffects.all.subtracting(.headGlow)
        assertShows(
            pipeline.frame(steps: 2, effects: noHeads), reference.next(steps: 2, effects: noHeads), step: 8,
            "composed ahead with heads, shown without")
        assertShows(
            pipeline.frame(steps: 2, effects: noHeads), reference.next(steps: 2, effects: noHeads), step: 10,
            "the next batch without heads")
    }

    /// Parameters, a re-seed and the parameters in effect never wait for the batch running: the
    /// worker is held here, and they must return while it is.
    func testALastFrameStepsNothingAhead() throws {
        // `physarum render`: its one frame steps on the spot and starts no batch (each side).
        for startsNextBatch in [false, true] {
            let pipeline = try pipeline(params())
            _ = pipeline.frame(steps: 7, startsNextBatch: startsNextBatch)
            XCTAssertEqual(pipeline.isBatchRunning || pipeline.hasBatchAhead, startsNextBatch, "\(startsNextBatch)")
            pipeline.settle()
            XCTAssertEqual(pipeline.simulation.stepIndex, startsNextBatch ? 14 : 7, "steps run for \(startsNextBatch)")
        }
    }

    func testNothingWaitsForABatchThatIsNotDue() throws {
        let worker = DispatchQueue(label: "test.cpu-simulation")
        let pipeline = try pipeline(params(), worker: worker)
        _ = pipeline.frame(steps: 2)
        pipeline.settle()  // frame 1's batch has run: frame 2 waits for nothing
        worker.suspend()
        _ = pipeline.frame(steps: 2)  // frame 2's batch is held
        XCTAssertTrue(pipeline.isBatchRunning, "the held batch counts as running")
        let returned = DispatchSemaphore(value: 0)
        var live = params()
        live.decay = 0.7
        let calls = HeldCalls(pipeline: pipeline, params: live)
        DispatchQueue.global().async {
            calls.run()
            returned.signal()
        }
        let result = returned.wait(timeout: .now() + 5)
        worker.resume()
        XCTAssertEqual(result, .success, "apply, respawn and params returned while the batch was held")
        XCTAssertEqual(calls.seen?.decay, 0.7)
        XCTAssertEqual(pipeline.frame(steps: 2).stepIndex, 2, "the respawn took the next frame")
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
    /// running, and not ahead at all when paused.
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
        XCTAssertEqual(engine.backend.stepIndex, 8, "paused: shows the batch ahead, nothing more runs")
    }

    /// The texture uploads a picture only when it is new: paused frames upload nothing.
    func testTheTextureUploadsOnlyNewPictures() throws {
        _ = try TestGL.context()
        let pipeline = try pipeline(params())
        let texture = CPUImageTexture(fieldSize: Self.fieldSize)
        defer { texture.release() }
        texture.show(pipeline.frame(steps: 2))
        XCTAssertEqual(texture.uploads, 1)
        texture.show(pipeline.frame(steps: 2))
        texture.show(pipeline.frame(steps: 0))
        XCTAssertEqual(texture.uploads, 3, "each running frame and the pause's batch ahead are new")
        texture.show(pipeline.frame(steps: 0))
        texture.show(pipeline.frame(steps: 0))
        XCTAssertEqual(texture.uploads, 3, "paused: nothing new")
        var edited = params()
        edited.contrast = 1.3
        pipeline.apply(edited)
        texture.show(pipeline.frame(steps: 0))
        texture.show(pipeline.frame(steps: 0))
        XCTAssertEqual(texture.uploads, 4, "an effect edit while paused: one new picture")
    }
}

/// The calls `testNothingWaitsForABatchThatIsNotDue` makes from another thread while the frame
/// thread (the test's) waits on a semaphore: only one thread touches the pipeline at a time.
private final class HeldCalls: @unchecked Sendable {
    let pipeline: CPUFramePipeline
    let params: PresetParams
    private(set) var seen: PresetParams?

    init(pipeline: CPUFramePipeline, params: PresetParams) {
        self.pipeline = pipeline
        self.params = params
    }

    func run() {
        pipeline.apply(params)
        pipeline.respawn(seed: 5)
        seen = pipeline.params
    }
}
