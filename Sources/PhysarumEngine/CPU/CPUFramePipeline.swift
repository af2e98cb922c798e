import Dispatch
import PhysarumCore

/// The CPU simulation off the frame thread: while frame k is rendered and presented, a worker
/// steps the kernel to frame k+1 and copies its trail into a second buffer; the next frame swaps
/// the buffers (no copy on the frame thread) and starts the step after.
///
/// Exactness: the frames show the same sequence of states as stepping on the frame thread.
/// - Paused (`steps` 0): the shown buffer stays; a batch computed ahead is kept and shown at the
///   first running frame, so no step is lost or doubled.
/// - Parameters (`apply`: a slider, a preset switch, each morph step) wait in `pending` — the
///   frame thread never waits for a batch that is not due — and reach the kernel at the next
///   frame, before it starts its batch: live ones (and a new step count) take effect from that
///   batch (one frame of latency, never a torn step); a respawn parameter re-seeds there and drops
///   the batch computed ahead, so that frame starts from the new seed. `respawn` does the same.
/// The worker runs the same kernel calls in the same order, so a seed and a thread count still
/// give the same states.
final class CPUFramePipeline {
    let simulation: CPUSimulation
    private let worker = DispatchQueue(label: "physarum.cpu-simulation", qos: .userInteractive)
    private let running = DispatchGroup()
    /// The state on screen, and the one the worker fills for the next frame.
    private var shown: CPUTrailBuffer
    private var ahead: CPUTrailBuffer
    /// Whether `ahead` holds a batch not shown yet.
    private var hasAhead = false
    /// Whether `shown` no longer matches the kernel's state before `ahead` (first frame, respawn).
    private var shownIsStale = true
    /// Parameters and a re-seed asked for while a batch may run; applied at the next frame.
    private var pending: PresetParams?
    private var pendingRespawn: UInt64?

    /// The parameters in effect for the picture: the newest asked for (the kernel gets them at
    /// the next frame).
    var params: PresetParams { pending ?? simulation.params }

    init(_ simulation: CPUSimulation) {
        self.simulation = simulation
        shown = CPUTrailBuffer(fieldSize: simulation.fieldSize)
        ahead = CPUTrailBuffer(fieldSize: simulation.fieldSize)
    }

    /// The state to draw for a frame that runs `steps` steps (0: paused), with head counts when
    /// `includeHeads`. Starts the next batch on the worker before returning.
    func frame(steps: Int, includeHeads: Bool) -> CPUTrailBuffer {
        settle()
        if steps > 0 {
            if hasAhead {
                swap(&shown, &ahead)
                hasAhead = false
            } else {
                simulation.step(count: steps)
                shown.capture(simulation, includeHeads: includeHeads)
            }
            shownIsStale = false
            startBatch(steps: steps, includeHeads: includeHeads)
        } else if shownIsStale || (includeHeads && !shown.hasHeads) {
            // Paused with nothing on screen yet (or head glow just turned on): the kernel's state
            // before any batch computed ahead is what shows.
            if !hasAhead { shown.capture(simulation, includeHeads: includeHeads) }
            shownIsStale = false
        }
        return shown
    }

    /// Parameters for the next frame (no waiting; see the type's comment).
    func apply(_ params: PresetParams) { pending = params }

    /// A re-seed for the next frame; it drops the batch computed ahead.
    func respawn(seed: UInt64) { pendingRespawn = seed }

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
        }
    }

    private func dropAhead() {
        hasAhead = false
        shownIsStale = true
    }

    private func startBatch(steps: Int, includeHeads: Bool) {
        let simulation = simulation
        let buffer = ahead
        hasAhead = true
        worker.async(group: running) {
            simulation.step(count: steps)
            buffer.capture(simulation, includeHeads: includeHeads)
        }
    }
}

/// One frame's copy of the CPU simulation's state for the picture: the trail as the kernel holds
/// it (three planes of `fieldSize²` fixed-point units) and, with head glow, agents per cell.
final class CPUTrailBuffer {
    let fieldSize: Int
    private(set) var trail: [UInt32]
    private(set) var heads: [UInt32] = []
    private(set) var hasHeads = false
    /// The step index the copy was taken at.
    private(set) var stepIndex = -1

    init(fieldSize: Int) {
        self.fieldSize = fieldSize
        trail = [UInt32](repeating: 0, count: fieldSize * fieldSize * 3)
    }

    /// Copies the kernel's current state (on whichever thread owns the kernel now).
    func capture(_ simulation: CPUSimulation, includeHeads: Bool) {
        trail.withUnsafeMutableBufferPointer { simulation.copyTrailUnits(into: $0) }
        if includeHeads {
            if heads.count != fieldSize * fieldSize { heads = [UInt32](repeating: 0, count: fieldSize * fieldSize) }
            heads.withUnsafeMutableBufferPointer { simulation.copyHeadTotals(into: $0) }
        }
        hasHeads = includeHeads
        stepIndex = simulation.stepIndex
    }
}
