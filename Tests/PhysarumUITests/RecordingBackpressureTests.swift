import Foundation
import GtkKit
import PhysarumCore
import PhysarumEngine
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// A recording whose encoder falls behind holds the window's frames instead of dropping clip
/// frames (`EncoderBackpressure`), and the window draws again once the backlog drains. One whose
/// encoder fails is stopped at once with its error, instead of holding the frames for good.
final class RecordingBackpressureTests: XCTestCase {
    /// Where the test's clips go.
    private var temporary: TemporaryDirectory!

    override func setUpWithError() throws { temporary = try TemporaryDirectory("backpressure") }

    override func tearDown() { temporary.remove() }

    /// A writer whose backlog and failure the test sets; it keeps every frame appended.
    private final class BacklogWriter: ClipWriter, @unchecked Sendable {
        let width: Int
        let height: Int
        var framesWritten = 0
        var framesQueued = 0
        let queueCapacity = 32
        var failure: String?
        private(set) var finished = false

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        func append(rgbaBottomUp: UnsafeRawBufferPointer) -> Bool {
            framesWritten += 1
            return true
        }

        func finish() throws {
            finished = true
            if let failure { throw ClipError.encoder(failure) }
        }
    }

    /// What a failed encoder throws (PhysarumMedia's is not a dependency of the window).
    private enum ClipError: Error, CustomStringConvertible {
        case encoder(String)
        var description: String {
            switch self {
            case .encoder(let text): "the video encoder failed: \(text)"
            }
        }
    }

    /// A rendering window recording `clip` through a `BacklogWriter`; the caller closes it. With
    /// `writtenBytes`, the writer makes the file with that many bytes, as a muxer writes it.
    @MainActor
    private func recordingWindow(clip: String, writtenBytes: Int? = nil) throws -> (MainWindow, BacklogWriter) {
        var writer: BacklogWriter?
        let window = try UITestSupport.openWindow(
            width: 480, height: 300,
            TestWindowOptions(
                engine: SimulationPlayerEngine(backend: .cpu),
                makeClipWriter: { path, _, width, height, _ in
                    if let writtenBytes {
                        try Data(repeating: 1, count: writtenBytes).write(to: URL(fileURLWithPath: path))
                    }
                    let made = BacklogWriter(width: width, height: height)
                    writer = made
                    return made
                }))
        XCTAssertTrue(MainLoop.run(until: { window.player.renderedFrames >= 2 }, timeout: 60), "the window renders")
        window.capture.startRecording(to: temporary.appending(clip).path)
        do {
            return (window, try XCTUnwrap(writer, "recording made a writer"))
        } catch {
            UITestSupport.close(window)
            throw error
        }
    }

    func testABehindEncoderHoldsTheFramesAndADrainedOneReleasesThem() throws {
        try MainActor.assumeIsolated { try holdAndRelease() }
    }

    @MainActor
    private func holdAndRelease() throws {
        let (window, backlog) = try recordingWindow(clip: "held.webm")
        defer { UITestSupport.close(window) }
        func framesOver(_ seconds: Double) -> Int {
            let start = window.player.renderedFrames
            MainLoop.run(until: { false }, timeout: seconds)
            return window.player.renderedFrames - start
        }
        XCTAssertGreaterThan(framesOver(0.5), 0, "an encoder keeping up: the window draws")

        backlog.framesQueued = 16
        _ = framesOver(0.2)  // a frame already queued may still be drawn
        XCTAssertEqual(framesOver(0.8), 0, "half the queue waiting: the window holds its frames")
        let appended = backlog.framesWritten
        XCTAssertEqual(framesOver(0.3), 0)
        XCTAssertEqual(backlog.framesWritten, appended, "held: no clip frame taken")

        backlog.framesQueued = 15
        XCTAssertGreaterThan(framesOver(0.8), 0, "the backlog drained below half: the window draws again")

        window.capture.stopRecording(waiting: true)
        backlog.framesQueued = 32
        XCTAssertGreaterThan(framesOver(0.8), 0, "not recording: nothing holds the window")
    }

    func testAFailedEncoderStopsTheRecordingWithItsErrorAndReleasesTheWindow() throws {
        try MainActor.assumeIsolated { try failAndStop() }
    }

    @MainActor
    private func failAndStop() throws {
        let (window, encoder) = try recordingWindow(clip: "failed.webm")
        defer { UITestSupport.close(window) }
        // A failed encoder takes no more frames: its backlog stays full and holds the window.
        encoder.framesQueued = 32
        MainLoop.run(until: { false }, timeout: 0.6)
        XCTAssertNotNil(window.capture.recording, "an encoder that is only behind: still recording")
        XCTAssertFalse(window.toast.isError)

        encoder.failure = "No space left on the resource."
        XCTAssertTrue(
            MainLoop.run(
                until: { window.capture.recording == nil && encoder.finished && window.toast.isError }, timeout: 5),
            "the recording stops and says why")
        XCTAssertTrue(window.toast.message.text.contains("No space left on the resource."), window.toast.message.text)
        XCTAssertNil(window.header.recordButton.label, "the button is the record icon again")
        XCTAssertFalse(window.header.recordButton.hasCSSClass("recording"))
        XCTAssertTrue(window.toast.message.text.hasPrefix("The clip could not be saved"), window.toast.message.text)
        let start = window.player.renderedFrames
        MainLoop.run(until: { false }, timeout: 0.8)
        XCTAssertGreaterThan(window.player.renderedFrames, start, "the window draws again")
    }

    /// Fails the encoder of a recording whose file holds `writtenBytes`; returns the window's toast
    /// text and whether the file is still there.
    @MainActor
    private func failRecording(writtenBytes: Int) throws -> (toast: String, hasAction: Bool, fileKept: Bool) {
        let clip = "cut-\(writtenBytes)-recorded.webm"
        let path = temporary.appending(clip).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (window, encoder) = try recordingWindow(clip: clip, writtenBytes: writtenBytes)
        defer { UITestSupport.close(window) }
        encoder.failure = "No space left on the resource."
        XCTAssertTrue(MainLoop.run(until: { window.capture.recording == nil && window.toast.isError }, timeout: 5))
        let kept = FileManager.default.fileExists(atPath: path)
        return (window.toast.message.text, window.toast.actionButton.isVisible, kept)
    }

    func testAClipCutShortKeepsWhatWasWrittenAndSaysWhere() throws {
        try MainActor.assumeIsolated {
            let cut = try failRecording(writtenBytes: 4096)
            XCTAssertTrue(cut.fileKept, "the part recorded stays")
            XCTAssertTrue(cut.toast.hasPrefix("The clip is cut short:"), cut.toast)
            XCTAssertTrue(cut.toast.contains("No space left on the resource."), cut.toast)
            XCTAssertTrue(cut.toast.contains("cut-4096-"), "the toast names the file: \(cut.toast)")
            XCTAssertTrue(cut.hasAction, "the toast offers to open it")

            let empty = try failRecording(writtenBytes: 0)
            XCTAssertFalse(empty.fileKept, "an empty file holds nothing and goes")
            XCTAssertTrue(empty.toast.hasPrefix("The clip could not be saved:"), empty.toast)
            XCTAssertFalse(empty.hasAction, "nothing to open")
        }
    }
}
