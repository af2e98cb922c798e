import Foundation
import GtkKit
import PhysarumCore

/// One clip being recorded from the player: each rendered frame that the `RecordingClock` says
/// stands for clip frames is read back asynchronously (`queueReadback`) and handed to the encoder
/// one frame later (`takeReadback`), so the player never waits for the GPU or the encoder.
@MainActor
final class WindowRecording {
    let writer: ClipWriter
    let url: URL
    private var clock: RecordingClock
    /// The clip length the record button shows.
    var shownTime = "0:00"
    /// Clip frames the frame queued for readback stands for.
    private var pendingCopies = 0

    init(writer: ClipWriter, url: URL, timing: ClipTiming) {
        self.writer = writer
        self.url = url
        clock = RecordingClock(timing: timing)
    }

    /// Seconds of clip recorded so far.
    var clipSeconds: Double { clock.clipSeconds }
    /// The clip's seconds and the seconds the simulation ran for it, when the clip is noticeably
    /// shorter (`RecordingClock.isShorterThanItRan`); nil otherwise.
    var shortClip: (clip: Double, ran: Double)? {
        clock.isShorterThanItRan ? (clock.clipSeconds, clock.runningSeconds) : nil
    }

    /// After a frame rendered `steps` steps (the context current, the frame bound): hands the
    /// previous frame's pixels to the encoder, then queues this one if it belongs to the clip.
    func frameRendered(steps: Int, engine: PlayerEngine) {
        takePending(engine: engine)
        pendingCopies = clock.rendered(steps: steps, at: MainLoop.monotonicSeconds)
        if pendingCopies > 0 { engine.queueReadback(width: writer.width, height: writer.height) }
    }

    /// Hands a frame still queued to the encoder (before stopping; the context current).
    func takePending(engine: PlayerEngine) {
        guard pendingCopies > 0 else { return }
        let copies = pendingCopies
        pendingCopies = 0
        _ = engine.takeReadback { bytes, _, _ in
            for _ in 0..<copies { self.writer.append(rgbaBottomUp: bytes) }
        }
    }

    /// Finishes the clip's file (off the main thread, or on it while the window closes) and
    /// tidies what a failed one leaves (`ClipRemains`: the writer opened the file when recording
    /// started, so it is this clip's). A clip stopped before its first frame (Ctrl+R twice in a
    /// row) is a WebM header that plays as nothing: it goes too, as `ClipWithoutFrames`.
    nonisolated static func finish(_ writer: ClipWriter, url: URL) -> (Result<URL, Error>, ClipRemains?) {
        do {
            try writer.finish()
            guard writer.framesWritten > 0 else {
                return (.failure(ClipWithoutFrames()), ClipRemains.settle(path: url.path, framesWritten: 0))
            }
            return (.success(url), nil)
        } catch {
            return (.failure(error), ClipRemains.settle(path: url.path, framesWritten: writer.framesWritten))
        }
    }

    /// The size a window of `width × height` device pixels records at: even sides (encoders work
    /// on 2×2 blocks), the odd last row or column left out.
    static func clipSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (max(2, width & ~1), max(2, height & ~1))
    }
}

/// A recording stopped before the encoder got a frame: nothing to keep.
struct ClipWithoutFrames: Error, CustomStringConvertible {
    var description: String { tr("The recording stopped before its first frame: no clip was saved.") }
}
