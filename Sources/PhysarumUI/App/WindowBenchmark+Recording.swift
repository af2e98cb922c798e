import Foundation
import GtkKit
import PhysarumCore

extension WindowBenchmark {
    /// The longest a recording measurement waits for the encoder's backlog to settle.
    static let backlogWaitSeconds = 4.0

    /// The running frame rate while the window records a clip to a temporary file (removed), the
    /// clip frames the recorder dropped, and those still waiting for the encoder when the
    /// measurement ended (an encoder that falls behind shows here before it drops any).
    static func measureRecording(
        _ window: MainWindow, measure: () -> Double
    ) throws -> (fps: Double, dropped: Int, backlog: Int) {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("physarum-bench-\(ProcessInfo.processInfo.processIdentifier).webm").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        window.capture.startRecording(to: path)
        guard let recording = window.capture.recording else {
            throw PlayerError("recording did not start: \(window.toast.message.text)")
        }
        // Measured from the steady state: until its backlog reaches the point where the window
        // holds frames, an encoder that cannot keep up lets the window run ahead of it on credit
        // (half the queue, 16 clip frames: a third of a second of a 3-s measurement).
        MainLoop.run(until: { recording.writer.holdsFrames }, timeout: backlogWaitSeconds)
        let fps = measure()
        let backlog = recording.writer.framesQueued
        let planned = Int(recording.clipSeconds * Double(CaptureController.clipFramesPerSecond))
        var outcome: Swift.Result<URL, Error>?
        window.capture.stopRecording(waiting: true) { outcome = $0 }
        if case .failure(let error) = outcome { throw PlayerError("the clip could not be written: \(error)") }
        return (fps, max(0, planned - recording.writer.framesWritten), backlog)
    }
}
