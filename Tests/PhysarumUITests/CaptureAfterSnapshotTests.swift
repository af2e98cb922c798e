import Foundation
import GtkKit
import PhysarumCore
import PhysarumEngine
import PhysarumMedia
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// A snapshot through the real save dialog, then Ctrl+R at once (defect 12), with `$HOME` a
/// folder of the test's and no user-dirs.dirs (defect 3): the picture goes to `$HOME/Pictures`,
/// the clip to `$HOME/Videos`, both toasts name them as `~/…`, and the recording shows and
/// records frames.
final class CaptureAfterSnapshotTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private var home: URL { temporary.url }
    private var savedHome: String?

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory("home")
        for folder in ["Pictures", "Videos", "config"] {
            try FileManager.default.createDirectory(
                at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        savedHome = getenv("HOME").map { String(cString: $0) }
        setenv("HOME", home.path, 1)
        setenv("XDG_CONFIG_HOME", home.appendingPathComponent("config").path, 1)
    }

    override func tearDown() {
        if let savedHome { setenv("HOME", savedHome, 1) } else { unsetenv("HOME") }
        unsetenv("XDG_CONFIG_HOME")
        temporary.remove()
    }

    private func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent(folder).path)) ?? [])
    }

    func testCtrlRRightAfterASnapshotRecordsAndBothToastsNameTheirFolders() throws {
        try Pointer.require()
        try UITestSupport.withWindow(
            width: 720, height: 400,  // a regular header (720 px): its buttons show what runs
            TestWindowOptions(
                engine: SimulationPlayerEngine(backend: .cpu), makeClipWriter: GStreamerClipWriter.windowWriter)
        ) { window in
            defer { Pointer.park() }
            XCTAssertTrue(MainLoop.run(until: { window.player.renderedFrames >= 2 }, timeout: 60), "the window renders")

            Pointer.key("ctrl+e")
            XCTAssertTrue(
                MainLoop.run(until: { window.capture.snapshotChooser != nil }, timeout: 5), "the save dialog opens")
            MainLoop.run(until: { false }, timeout: 1.5)  // mapped, its name field focused
            Pointer.key("Return")  // Save, as suggested
            // The dialog answers once GTK has checked the file (asynchronously); until then keys
            // are the dialog's. Then, at once:
            XCTAssertTrue(
                MainLoop.run(until: { window.capture.snapshotChooser == nil }, timeout: 5), "the dialog answered")
            Pointer.key("ctrl+r")
            XCTAssertTrue(
                MainLoop.run(until: { window.capture.recording != nil }, timeout: 5),
                "the first Ctrl+R after the snapshot starts recording: \(window.toast.message.text)")
            XCTAssertTrue(
                MainLoop.run(until: { window.header.recordButton.label == "0:00" }, timeout: 5),
                "and shows it: \(window.header.recordButton.label ?? "no label")")
            let recording = try XCTUnwrap(window.capture.recording)
            XCTAssertTrue(
                MainLoop.run(until: { recording.clipSeconds >= 0.5 }, timeout: 60),
                "clip frames come: \(recording.clipSeconds) s")
            XCTAssertTrue(
                MainLoop.run(until: { window.files(in: "Pictures", home: self.home).count == 1 }, timeout: 30),
                "the snapshot went to $HOME/Pictures: \(files(in: "Pictures"))")
            let picture = try XCTUnwrap(files(in: "Pictures").first)
            XCTAssertTrue(
                MainLoop.run(
                    until: { window.toast.message.text == "Saved the snapshot to ~/Pictures/\(picture)." }, timeout: 30),
                "the snapshot's toast names it under ~: \(window.toast.message.text)")
            window.perform(.record)
            XCTAssertTrue(MainLoop.run(until: { window.toast.message.text.contains("clip") }, timeout: 60))
            XCTAssertGreaterThan(recording.writer.framesWritten, 0)
            let clip = try XCTUnwrap(files(in: "Videos").first, "the clip went to $HOME/Videos")
            XCTAssertEqual(window.toast.message.text, "Saved the clip to ~/Videos/\(clip).")
        }
    }
}

extension MainWindow {
    fileprivate func files(in folder: String, home: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent(folder).path)) ?? [])
    }
}
