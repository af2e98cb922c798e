import Foundation
import GtkKit
import PhysarumCore

// `bench --window --audio`: the window listening to "what the desktop plays" while a known tone
// plays there. What listening costs, on the default preset as it is (no modulations): the
// process's CPU time with it on against off, the tone playing in both, and the window's
// ceilingRatio with and without it. Then sound to picture, with the exposure following the bass:
// from when the output plays a burst to the end of the first frame whose picture shows its bass.
extension WindowBenchmark {
    /// The sound side, from the executable: the listener and a tone to switch on and off.
    public struct AudioRig {
        public var makeListener: () -> AudioListener
        /// Starts a silent tone on the default output; `setSounding` switches it, `latency` says
        /// how long after a switch the output plays it (seconds).
        public var makeTone: () throws -> (setSounding: (Bool) -> Void, latency: () -> Double)

        public init(
            makeListener: @escaping () -> AudioListener,
            makeTone: @escaping () throws -> (setSounding: (Bool) -> Void, latency: () -> Double)
        ) {
            self.makeListener = makeListener
            self.makeTone = makeTone
        }
    }

    public struct AudioResult: Codable, Equatable {
        /// Sound to picture, seconds: median and 95th percentile over the bursts.
        public var latencyMedian: Double
        public var latencyP95: Double
        /// Sound to the features (the analysis alone, before any frame), median, seconds.
        public var featureLatencyMedian: Double
        /// One running frame (1 / fpsRunning while listening), the budget's "+ one frame".
        public var frameInterval: Double
        public var bursts: Int
        /// Listening's CPU time per second of wall time, in % of one core: the whole process on
        /// minus off (noisy: the window's own work varies as much).
        public var listeningCPUPercent: Double
        /// The CPU time of the threads listening started (the capture and the analysis) per second
        /// of wall time, in % of one core: what listening itself costs, free of the window's noise.
        public var listeningThreadsCPUPercent: Double
        /// The window's ceilingRatio (running / present-only) with listening off and on.
        public var ceilingRatioOff: Double
        public var ceilingRatioOn: Double

        var text: String {
            String(
                format:
                    "listening: sound to picture median %.0f ms, p95 %.0f ms over %d bursts (budget 50 ms + one frame = %.0f ms; sound to features median %.0f ms); listening %.1f %% of a core (its own threads %.1f %%); ceilingRatio %.2f off, %.2f on",
                latencyMedian * 1000, latencyP95 * 1000, bursts, (0.050 + frameInterval) * 1000,
                featureLatencyMedian * 1000, listeningCPUPercent, listeningThreadsCPUPercent, ceilingRatioOff,
                ceilingRatioOn)
        }
    }

    /// What the picture follows for the latency measurement: exposure with the bass, half the range.
    static let latencyModulation = Modulation(feature: .bass, depth: 0.5)
    static let burstSeconds = 0.25
    /// Off/on measurement pairs (their medians count).
    static let rounds = 3
    static let burstGapSeconds = 0.45

    static func measureListening(
        _ window: MainWindow, rig: AudioRig, seconds: Double, measure: (Bool, Bool) -> Double
    ) throws -> AudioResult {
        guard let audio = window.audio else { throw PlayerError("the window has no audio menu") }
        guard MainLoop.run(until: { audio.listener.inputs.contains { $0.kind == .desktop } }, timeout: 10),
            let desktop = audio.listener.inputs.first(where: { $0.kind == .desktop })
        else {
            throw PlayerError(
                "no desktop output to listen to (\(audio.listener.hasAudioServer == false ? "no audio server" : "none listed"))"
            )
        }
        let tone = try rig.makeTone()
        // The tone plays bursts throughout, so its own cost is in both measurements.
        var sounding = false
        var switches: [(on: Bool, at: Double)] = []
        let pattern = MainLoopTimer(every: burstSeconds) {
            sounding.toggle()
            tone.setSounding(sounding)
            switches.append((sounding, now))
        }
        defer { withExtendedLifetime(pattern) {} }

        // The threads that were there before listening started: the window's and the tone's.
        var otherThreads: Set<Int32> = []
        func cpuAndRatio() -> (cpu: Double, ratio: Double, threads: Double) {
            let running = measure(false, false)
            let cpuStart = processCPUSeconds, threadsStart = ThreadCPU.seconds(), wallStart = now
            let ceiling = measure(true, true)
            let wall = now - wallStart
            let cpu = (processCPUSeconds - cpuStart) / wall
            let threadsEnd = ThreadCPU.seconds()
            let listening = threadsEnd.keys.filter { !otherThreads.contains($0) }
                .reduce(0.0) { $0 + threadsEnd[$1, default: 0] - threadsStart[$1, default: 0] }
            return (cpu, ceiling > 0 ? running / ceiling : 0, listening / wall)
        }
        // Off and on in turn, `rounds` times, medians of each: a shared machine's other load
        // drifts over a run far more than listening costs.
        var offs: [(cpu: Double, ratio: Double, threads: Double)] = []
        var ons: [(cpu: Double, ratio: Double, threads: Double)] = []
        for _ in 0..<rounds {
            audio.stop()
            offs.append(cpuAndRatio())
            otherThreads = Set(ThreadCPU.seconds().keys)
            audio.choose(desktop.id)
            guard audio.listening != nil else {
                throw PlayerError("listening did not start: \(window.toast.message.text)")
            }
            MainLoop.run(until: { !audio.listener.feed.history.isEmpty }, timeout: 10)
            ons.append(cpuAndRatio())
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let off = (cpu: median(offs.map(\.cpu)), ratio: median(offs.map(\.ratio)))
        let on = (cpu: median(ons.map(\.cpu)), ratio: median(ons.map(\.ratio)), threads: median(ons.map(\.threads)))

        // Latency: regular bursts, each frame's applied bass recorded as it is drawn.
        pattern.cancel()
        window.state.setModulation(latencyModulation, for: .exposure)
        tone.setSounding(false)
        window.player.isPaused = false
        window.player.isPresentOnly = false
        MainLoop.run(until: { false }, timeout: 0.5)
        var frames: [(end: Double, bass: Double)] = []
        let base = window.player.params.exposure
        let span =
            ParamRegistry.descriptor(.exposure).range.upperBound - ParamRegistry.descriptor(.exposure).range.lowerBound
        let depth = latencyModulation.depth
        window.player.onFrameRendered = { [unowned window] _ in
            frames.append((now, (window.player.runningParams.exposure - base) / (depth * span)))
        }
        defer { window.player.onFrameRendered = nil }
        let playing = tone.latency()
        var starts: [Double] = []
        let bursts = max(10, Int(seconds * 2))
        for _ in 0..<bursts {
            tone.setSounding(true)
            starts.append(now + playing)
            MainLoop.run(until: { false }, timeout: burstSeconds)
            tone.setSounding(false)
            MainLoop.run(until: { false }, timeout: burstGapSeconds)
        }
        // Exposure is the picture's look: the frame that applies it shows it, on both backends
        // (`CPUFramePipeline`).
        let latencies = starts.map { start -> Double in
            frames.first(where: { $0.end >= start && $0.bass >= BurstResponse.threshold }).map { $0.end - start }
                ?? .infinity
        }
        let features = BurstResponse(
            history: audio.listener.feed.history, feature: .bass, starts: starts,
            fallBy: starts.map { $0 + burstSeconds + burstGapSeconds })
        let frameRate = Double(frames.count) / max((frames.last?.end ?? 1) - (frames.first?.end ?? 0), 1e-9)
        audio.stop()
        guard let summary = LatencySummary(latencies) else { throw PlayerError("no bursts were played") }
        return AudioResult(
            latencyMedian: summary.p50, latencyP95: summary.p95,
            featureLatencyMedian: features.medianRise, frameInterval: 1 / frameRate, bursts: bursts,
            listeningCPUPercent: max(0, on.cpu - off.cpu) * 100, listeningThreadsCPUPercent: on.threads * 100,
            ceilingRatioOff: off.ratio, ceilingRatioOn: on.ratio)
    }

    /// Seconds on GLib's monotonic clock (the feed's and the tone's).
    private static var now: Double { MainLoop.monotonicSeconds }

    /// The process's CPU time so far (user + system, all threads), seconds.
    private static var processCPUSeconds: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
