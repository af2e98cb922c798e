import Foundation
import GtkKit
import PhysarumCore
import PhysarumEngine
import PhysarumMedia
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// Recording from a real window: the real engine's asynchronous readback into the real encoder.
final class RecordingTests: XCTestCase {
    func testRecordButtonWritesAClipOfThePlayerAt30FpsWithItsLength() throws {
        try MainActor.assumeIsolated { try recordFromTheWindow() }
    }

    func testResizingTheWindowKeepsRecordingAtTheClipSize() throws {
        try MainActor.assumeIsolated { try resizeKeepsTheClipSize() }
    }

    /// Ctrl+R twice before the first frame: the WebM holds only its header (about 400 bytes) and
    /// plays as nothing. It is removed, and the toast says nothing was saved.
    func testAClipStoppedBeforeItsFirstFrameIsRemovedAndSaidSo() throws {
        try MainActor.assumeIsolated {
            let window = try openRecordingWindow()
            defer { UITestSupport.close(window) }
            let clip = try temporaryDirectory().appendingPathComponent("empty.webm")
            window.capture.startRecording(to: clip.path)
            let recording = try XCTUnwrap(window.capture.recording, window.toast.message.text)
            XCTAssertTrue(FileManager.default.fileExists(atPath: clip.path), "the writer opened the file")
            window.perform(.record)  // stops before a frame was rendered
            XCTAssertTrue(MainLoop.run(until: { window.toast.isShown }, timeout: 60))
            XCTAssertEqual(recording.writer.framesWritten, 0)
            XCTAssertEqual(
                window.toast.message.text, "The recording stopped before its first frame: no clip was saved.")
            XCTAssertTrue(window.toast.isError)
            XCTAssertFalse(FileManager.default.fileExists(atPath: clip.path), "the header-only WebM is removed")
        }
    }

    @MainActor
    private func recordFromTheWindow() throws {
        let window = try openRecordingWindow()
        defer { UITestSupport.close(window) }
        let clip = try temporaryDirectory().appendingPathComponent("clip.webm")
        window.capture.startRecording(to: clip.path)
        let recording = try XCTUnwrap(window.capture.recording, window.toast.message.text)
        XCTAssertEqual(window.header.recordButton.label, "0:00", "the button shows the clip's length")
        XCTAssertTrue(
            MainLoop.run(
                until: { recording.clipSeconds >= 1 && window.header.recordButton.label == "0:01" }, timeout: 120),
            "a second of clip recorded and shown: \(recording.clipSeconds) s, \(window.header.recordButton.label ?? "")"
        )
        window.perform(.record)  // stops
        XCTAssertNil(window.capture.recording)
        XCTAssertTrue(MainLoop.run(until: { window.toast.message.text.contains("clip.webm") }, timeout: 60))
        XCTAssertTrue(window.toast.message.text.contains("Saved the clip to"), window.toast.message.text)
        XCTAssertTrue(window.toast.actionButton.isVisible, "the toast offers to open it")
        XCTAssertNil(window.header.recordButton.label, "the button is the record icon again")

        let size = (width: recording.writer.width, height: recording.writer.height)
        let planned = Int((recording.clipSeconds * 30).rounded())
        XCTAssertEqual(recording.writer.framesWritten, planned, "no clip frame dropped at this size")
        let report = try discover(clip)
        XCTAssertTrue(
            report.contains("container #0: WebM") && report.contains(": VP8\n"), "window clips are VP8: \(report)")
        XCTAssertTrue(report.contains("Width: \(size.width)"), report)
        XCTAssertTrue(report.contains("Height: \(size.height)"), report)
        XCTAssertTrue(report.contains("Frame rate: 30/1"), report)
        let seconds = Double(planned) / 30
        XCTAssertTrue(report.contains(String(format: "Duration: 0:00:%012.9f", seconds)), "\(seconds) s: \(report)")
    }

    @MainActor
    private func resizeKeepsTheClipSize() throws {
        let window = try openRecordingWindow()
        defer { UITestSupport.close(window) }
        let clip = try temporaryDirectory().appendingPathComponent("resized.webm")
        window.capture.startRecording(to: clip.path)
        let recording = try XCTUnwrap(window.capture.recording, window.toast.message.text)
        let size = (recording.writer.width, recording.writer.height)
        XCTAssertTrue(MainLoop.run(until: { recording.clipSeconds > 0.2 }, timeout: 60))
        UITestSupport.resize(window, width: 700, height: 460)
        let before = recording.clipSeconds
        XCTAssertTrue(MainLoop.run(until: { recording.clipSeconds > before + 0.2 }, timeout: 60), "still recording")
        XCTAssertTrue(window.capture.recording === recording)
        window.capture.stopRecording(waiting: true)
        let report = try discover(clip)
        XCTAssertTrue(report.contains("Width: \(size.0)") && report.contains("Height: \(size.1)"), report)
        XCTAssertEqual(recording.writer.framesWritten, Int((recording.clipSeconds * 30).rounded()), "no frame lost")
    }

    /// The saved toast says why a clip came out shorter than the time it ran (and nothing more
    /// when it did not).
    func testTheSavedToastSaysWhyAClipIsShort() {
        MainActor.assumeIsolated {
            XCTAssertEqual(CaptureController.savedClipText(nil), "Saved the clip to {path}.")
            let short = CaptureController.savedClipText((clip: 1.7, ran: 6.04))
            XCTAssertTrue(short.hasPrefix("Saved the clip to {path}. It lasts 1.7 s, not 6.0 s:"), short)
            XCTAssertTrue(short.contains("slower than real time"), short)
        }
    }

    @MainActor
    private func openRecordingWindow() throws -> MainWindow {
        let window = try UITestSupport.openWindow(
            width: 720, height: 400,  // a regular header (720 px): its buttons show what runs
            TestWindowOptions(
                engine: SimulationPlayerEngine(backend: .cpu), makeClipWriter: GStreamerClipWriter.windowWriter))
        XCTAssertTrue(MainLoop.run(until: { window.player.renderedFrames >= 2 }, timeout: 60), "the window renders")
        return window
    }

    /// gst-discoverer-1.0's report (install-deps installs it; missing, the test fails).
    private func discover(_ clip: URL) throws -> String {
        let result = try ChildProcess.run("/usr/bin/gst-discoverer-1.0", [clip.path])
        XCTAssertEqual(result.status, 0, result.stdout)
        return result.stdout
    }

    private func temporaryDirectory() throws -> URL {
        try TemporaryDirectory("recording", removedBy: addTeardownBlock).url
    }
}
