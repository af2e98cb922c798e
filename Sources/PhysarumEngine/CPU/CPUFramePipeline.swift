import Dispatch
import PhysarumCore

/// The CPU simulation and its picture off the frame thread. While frame k is uploaded and drawn, a
/// worker steps the kernel to the state frame k+1 shows and composes its image straight from the
/// kernel's trail (`CPUFieldImage`: no copy of the trail; head counts only with head glow), then,
/// when asked, the picture at the viewport's size (`CPUFrameImage.makeViewport`). The frame thread
/// only swaps two images, uploads the new one and draws it.
///
/// Rules (pinned by `CPUFramePipelineTests`):
/// - A running frame (`steps` > 0) shows the batch the frame before it started, and starts its
///   own batch of `steps` on the worker: no step is lost or doubled, and a new step count takes
///   effect from the next batch. With no batch computed ahead (the first frame, after a re-seed, on
///   resuming) it steps and composes on the spot: those steps are due now.
/// - A paused frame (`steps` 0) shows the batch computed ahead, if one is (so pausing shows that
///   one more batch), else the state on screen; then the kernel rests on the state on screen and
///   nothing runs. The first paused frame, or the first after a re-seed, composes the kernel's
///   state there and then: nothing else is there to show.
/// - Parameters (`apply`: a slider, a preset switch, each morph step, the sound's modulations) and
///   a re-seed wait in `pending` — the frame thread never waits for a batch that is not due — and
///   reach the kernel at the next frame, before its batch starts: live simulation parameters (and
///   a new step count) take effect from that batch; a re-seed drops the batch computed ahead.
///   `respawn` also clears the feedback history.
/// - The picture's look (exposure, colours, effects: `CPUImageLook`) shows with the running frame
///   that asks for it, not a frame later: music drives the look, and a frame of lag is most of the
///   sound-to-picture budget at this machine's rates. A picture composed ahead with another look
///   is composed again on the frame thread (`again`: it replaces itself in the history). While the
///   look changes from frame to frame, a batch steps but composes nothing ahead (it would be
///   composed again anyway): the frame that shows it composes its state with its own look. The
///   picture may have parameters of its own (`frame`'s `picture`: `record --audio` steps with the
///   sound a frame ahead and looks with the sound of the frame).
/// - Paused, the picture stays as it is (feedback does not fade on); an edit that changes it (an
///   effect slider, head glow, an effects switch) composes the state on screen again, once, from
///   the kernel (which rests on that state: it is the kept state), on the worker: shown one frame
///   later, with the feedback history that state had, replacing its first picture. Edits of
///   simulation parameters or of the viewport's effects compose nothing.
/// - A last frame (`startsNextBatch` false: `physarum render`'s one picture) starts no batch, so
///   nothing is stepped that no frame will show.
/// - Feedback history follows the frames shown: each new state is composed once, in order; a
///   batch dropped unshown is taken out of the history again (`CPUFieldImage.dropLast`).
/// - The worker runs the same kernel calls in the same order as stepping on the frame thread, so
///   a seed and a thread count give the same states; the images are the bytes composing those
///   states in order on one thread gives.
final class CPUFramePipeline {
    let simulation: CPUSimulation
    private let image: CPUFieldImage
    private let worker: DispatchQueue
    private let running = DispatchGroup()
    /// The picture on screen, and the one the worker fills for the next frame.
    private var shown: CPUFrameImage
    private var ahead: CPUFrameImage
    /// Whether `ahead` holds a picture not shown yet, and whether it is a new state (not the
    /// shown one composed again).
    private var hasAhead = false
    private var aheadIsNewState = false
    /// Whether the batch ahead composed its picture (see the type's comment).
    private var aheadIsComposed = false
    /// Whether `shown` is no picture of the kernel's state (first frame, re-seed).
    private var shownIsStale = true
    /// The look of the frame before, to tell a look that changes from one that stays.
    private var previousLook: CPUImageLook?
    /// Parameters and a re-seed asked for while a batch may run; applied at the next frame.
    private var pending: PresetParams?
    private var pendingRespawn: UInt64?
    /// Strokes asked for while a batch may run: painted at the next frame, before its batch
    /// (after a re-seed asked for with them), in order.
    private var pendingStrokes: [PaintCapsule] = []
    /// Called for each stroke painted, with the kernel's step index then (the stroke log's step).
    var onPainted: ((Int, PaintCapsule) -> Void)?

    /// The parameters in effect: the newest asked for (the kernel gets them at the next frame).
    var params: PresetParams { pending ?? simulation.params }

    /// - Parameters:
    ///   - imageThreads: the image's own threads (0: every core), beside the kernel's.
    ///   - worker: the serial queue batches run on (tests hold it to show nothing waits for it).
    init(
        _ simulation: CPUSimulation, imageThreads: Int = 0,
        worker: DispatchQueue = DispatchQueue(label: "physarum.cpu-simulation", qos: .userInteractive)
    ) throws {
        self.simulation = simulation
        self.worker = worker
        image = try CPUFieldImage(fieldSize: simulation.fieldSize, threads: imageThreads)
        shown = CPUFrameImage(fieldSize: simulation.fieldSize)
        ahead = CPUFrameImage(fieldSize: simulation.fieldSize)
    }

    /// The picture for a frame that asks for `steps` steps (0: paused), composed with `effects`
    /// (the renderer's switches). Waits only for the batch started by the frame before (due now);
    /// starts this frame's batch before returning, unless `startsNextBatch` is false (no frame follows).
    /// `viewport`: the picture at the viewport's size the next frame will likely want
    /// (`CPUViewportPicture`), made on the worker after the batch's image; nil for none.
    /// `picture`: the look's own parameters when they differ from the simulation's (nil: the
    /// simulation's).
    func frame(
        steps: Int, effects: RenderEffects = .all, startsNextBatch: Bool = true, viewport: CPUViewportRequest? = nil,
        picture: PresetParams? = nil
    ) -> CPUFrameImage {
        settle()
        let look = CPUImageLook(params: picture ?? simulation.params, effects: effects)
        let lookIsSteady = previousLook.map { $0 == look } ?? true
        previousLook = look
        let computedAhead = hasAhead
        if hasAhead {
            swap(&shown, &ahead)
            hasAhead = false
            // Stepped while the look changed: its state, composed now with this frame's look.
            if !aheadIsComposed { image.compose(simulation, look: look, into: shown) }
        }
        if steps > 0 {
            if !computedAhead {
                simulation.step(count: steps)
                image.compose(simulation, look: look, into: shown)
            } else if shown.look != look {
                image.compose(simulation, look: look, again: true, into: shown)
            }
            if startsNextBatch { startBatch(steps: steps, look: look, composes: lookIsSteady, viewport: viewport) }
        } else if shownIsStale {
            image.compose(simulation, look: look, into: shown)
        } else if shown.look != look {
            // Paused, the frame thread stays free: the worker composes it, shown a frame later.
            startBatch(steps: 0, look: look, composes: true, viewport: viewport)
        }
        shownIsStale = false
        return shown
    }

    /// Parameters for the next frame (no waiting; see the type's comment).
    func apply(_ params: PresetParams) { pending = params }

    /// A re-seed for the next frame; it drops the batch computed ahead and clears the feedback.
    func respawn(seed: UInt64) { pendingRespawn = seed }

    /// A stroke for the next frame (checked by the caller: `PaintBrush.problem`).
    func paint(_ capsule: PaintCapsule) { pendingStrokes.append(capsule) }

    /// Waits until no batch runs and hands the kernel what is pending: then it may be read or
    /// changed from this thread.
    func settle() {
        running.wait()
        if let params = pending {
            pending = nil
            let respawns = simulation.params.requiresRespawn(toApply: params)
            simulation.apply(params)
            if respawns { dropAhead() }
        }
        if let seed = pendingRespawn {
            pendingRespawn = nil
            simulation.respawn(seed: seed)
            dropAhead()
            image.resetHistory()
        }
        let strokes = pendingStrokes
        pendingStrokes = []
        simulation.paint(strokes, reporting: onPainted)
    }

    /// Whether a batch runs now (tests).
    var isBatchRunning: Bool { running.wait(timeout: .now()) == .timedOut }

    /// Whether a batch was started for the next frame (tests).
    var hasBatchAhead: Bool { hasAhead }

    /// Whether the batch ahead composes its picture (tests).
    var isComposingAhead: Bool { hasAhead && aheadIsComposed }

    private func dropAhead() {
        // A state composed ahead leaves the history; the shown state composed again stays in it
        // (it is that state's picture, only not shown yet).
        if hasAhead && aheadIsNewState && aheadIsComposed { image.dropLast() }
        hasAhead = false
        shownIsStale = true
    }

    /// Steps `steps` (0: the shown state composed again) and, if it `composes`, composes the result
    /// into `ahead`, and its viewport picture for `viewport`.
    private func startBatch(steps: Int, look: CPUImageLook, composes: Bool, viewport: CPUViewportRequest?) {
        let simulation = simulation, image = image, target = ahead
        hasAhead = true
        aheadIsNewState = steps > 0
        aheadIsComposed = composes
        worker.async(group: running) {
            simulation.step(count: steps)
            guard composes else { return }
            image.compose(simulation, look: look, again: steps == 0, into: target)
            if let viewport { target.makeViewport(viewport) }
        }
    }
}
