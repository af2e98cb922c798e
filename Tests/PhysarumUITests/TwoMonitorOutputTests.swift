import Foundation
import GtkKit
import PhysarumCore
import PhysarumEngine
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// The performance output on a second monitor, on a compositor with two: scripts/test/test.sh
/// runs these in scripts/test/with-mutter.sh with two virtual monitors (1280×800 at 60 Hz, then a slower
/// 1024×768 at 15 Hz, as a projector may be).
final class TwoMonitorOutputTests: XCTestCase {
    @MainActor
    private func requireTwoMonitors() throws {
        try UITestSupport.requireDisplay()
        guard Monitor.all.count >= 2 else {
            throw XCTSkip("needs two monitors: make test runs these under mutter with two virtual monitors")
        }
    }

    /// Waits until the compositor has put the window on a monitor (Wayland says so after mapping).
    @MainActor
    private func monitor(of window: Window) throws -> Monitor {
        XCTAssertTrue(MainLoop.run(until: { window.monitor != nil }, timeout: 5), "the window is on a monitor")
        return try XCTUnwrap(window.monitor)
    }

    /// Turns a monitor of the test's compositor off (`connector`) or every monitor on again
    /// (scripts/test/monitor-switch.py: mutter's DisplayConfig, as unplugging a projector does).
    private func switchMonitors(_ state: String, _ connector: String? = nil) throws {
        let script = RepositoryRoot.testScript("monitor-switch.py")
        let result = try ChildProcess.run(script.path, [state] + (connector.map { [$0] } ?? []), timeout: 10)
        XCTAssertEqual(result.status, 0, "monitor-switch.py \(state): \(result.stderr)")
    }

    @MainActor
    private func outputItems(_ window: MainWindow) -> [String] {
        window.header.primaryMenuModel.items.map(\.label).filter { $0.hasPrefix("Show on") || $0 == "Close the Output" }
    }

    func testTheOutputOpensFullscreenOnTheOtherMonitorAndTheEditorStays() throws {
        let engine = RecordingEngine()
        try UITestSupport.withWindow(width: 1280, height: 800, TestWindowOptions(engine: engine)) { window in
            try requireTwoMonitors()
            let editorMonitor = try monitor(of: window.window)
            window.output.refresh()
            let offered = window.output.offered
            XCTAssertEqual(offered.count, Monitor.all.count - 1, "every monitor but the editor's")
            XCTAssertFalse(offered.contains { $0.connector == editorMonitor.connector })
            XCTAssertEqual(outputItems(window), offered.map { "Show on \($0.name)" })

            window.perform(.performanceOutput)
            let output = try XCTUnwrap(window.output.output, "Ctrl+Shift+F opens the output")
            let target = try XCTUnwrap(Monitor.all.first { $0.connector == offered[0].connector })
            XCTAssertTrue(
                MainLoop.run(
                    until: { output.window.isFullscreen && output.window.monitor?.connector == target.connector },
                    timeout: 5),
                "fullscreen on \(target.connector); on \(output.window.monitor?.connector ?? "none")")
            XCTAssertFalse(output.window.isDecorated, "no chrome on the audience's screen")
            XCTAssertTrue(MainLoop.run(until: { engine.mirrored.count >= 5 }, timeout: 5), "the output draws frames")
            let size = try XCTUnwrap(engine.mirrored.last)
            let geometry = target.geometry
            XCTAssertEqual(size.width, geometry.width * output.glArea.scaleFactor, "the output fills its monitor")
            XCTAssertEqual(size.height, geometry.height * output.glArea.scaleFactor)
            XCTAssertEqual(window.window.monitor?.connector, editorMonitor.connector, "the editor stays where it was")
            XCTAssertFalse(window.isFullscreen)
            XCTAssertEqual(outputItems(window), ["Close the Output"])

            // The one simulation: the player still steps it, the output only shows it.
            let framesBefore = engine.frames
            XCTAssertTrue(MainLoop.run(until: { engine.frames > framesBefore + 3 }, timeout: 5), "the player runs")

            window.perform(.performanceOutput)
            XCTAssertNil(window.output.output, "Ctrl+Shift+F again closes it")
            XCTAssertTrue(MainLoop.run(until: { !output.window.isMapped }, timeout: 3))
            XCTAssertEqual(outputItems(window), offered.map { "Show on \($0.name)" })
            let mirroredAfterClose = engine.mirrored.count
            let selected = window.state.selectedID
            window.perform(.nextPreset)
            XCTAssertNotEqual(window.state.selectedID, selected, "the editor window works on")
            MainLoop.run(until: { false }, timeout: 0.3)
            XCTAssertEqual(engine.mirrored.count, mirroredAfterClose, "nothing draws for a closed output")
        }
    }

    func testEscapeOnTheOutputClosesIt() throws {
        let screen = try TouchScreen.shared()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            try requireTwoMonitors()
            _ = try monitor(of: window.window)
            window.output.refresh()
            let connector = try XCTUnwrap(window.output.offered.first?.connector)
            // The menu's item, as a click on it activates it.
            XCTAssertTrue(window.window.activateAction("win.\(MainWindow.showOnAction)", string: connector))
            let output = try XCTUnwrap(window.output.output)
            XCTAssertTrue(MainLoop.run(until: { output.window.isFullscreen }, timeout: 5))
            // The audience's window gets the keys only when someone goes to it: a key just pressed
            // (Shift) lets the compositor hand it the focus, as after a click.
            try screen.key(0xffe1)
            MainLoop.run(until: { false }, timeout: 0.2)
            output.present()
            XCTAssertTrue(MainLoop.run(until: { output.window.isActive }, timeout: 5), "the output has the keys")
            try screen.key(0xff1b)  // Escape
            XCTAssertTrue(MainLoop.run(until: { window.output.output == nil }, timeout: 5), "Esc closed it")
            XCTAssertTrue(window.window.isVisible, "the editor window stays")
        }
    }

    func testARealEngineShowsTheSameFrameOnTheOutput() throws {
        let engine = SimulationPlayerEngine(backend: .cpu)
        try UITestSupport.withWindow(width: 640, height: 400, TestWindowOptions(engine: engine)) { window in
            try requireTwoMonitors()
            _ = try monitor(of: window.window)
            window.output.refresh()
            XCTAssertTrue(MainLoop.run(until: { window.player.renderedFrames >= 2 }, timeout: 60), "the window renders")
            window.perform(.performanceOutput)
            let output = try XCTUnwrap(window.output.output)
            XCTAssertTrue(MainLoop.run(until: { output.framesDrawn >= 5 }, timeout: 30), "the output draws")
            XCTAssertTrue(output.glArea.sharesObjects(with: window.player.glArea), "one context's objects, two views")
            XCTAssertFalse(window.toast.root.isVisible, "no error: \(window.toast.message.text)")
            XCTAssertNotNil(window.output.output, "still open")
            window.output.close()
        }
    }

    /// With the output open and holding the keys (the compositor gives them to it as it maps),
    /// the editor's keys still work: F10 opens the ☰ menu, and F9 (the start hint's key for the
    /// editor) shows the editor and dismisses the hint; Esc stays the output's.
    func testTheEditorsKeysWorkWhileTheOutputHasTheKeys() throws {
        let screen = try TouchScreen.shared()
        let folder = try TemporaryDirectory("output-keys")
        defer { folder.remove() }
        let options = TestWindowOptions(settingsURL: folder.appending("settings.json"))
        try UITestSupport.withWindow(width: 1280, height: 800, options) { window in
            try requireTwoMonitors()
            _ = try monitor(of: window.window)
            XCTAssertTrue(window.startHint.isShown, "a first start: the hint shows")
            XCTAssertFalse(window.presenter.showEditor, "and no editor")
            window.output.refresh()
            window.perform(.performanceOutput)
            let output = try XCTUnwrap(window.output.output)
            XCTAssertTrue(MainLoop.run(until: { output.window.isFullscreen }, timeout: 5))
            @MainActor func giveTheOutputTheKeys() throws {
                try screen.key(0xffe1)  // Shift: a key just pressed lets the compositor hand over the focus
                MainLoop.run(until: { false }, timeout: 0.2)
                output.present()
                XCTAssertTrue(MainLoop.run(until: { output.window.isActive }, timeout: 5), "the output has the keys")
            }
            try giveTheOutputTheKeys()
            try screen.key(0xffc7)  // F10
            XCTAssertTrue(MainLoop.run(until: { window.header.primaryMenu.isOpen }, timeout: 5), "F10 opened the menu")
            window.header.primaryMenu.popdown()
            try giveTheOutputTheKeys()
            try screen.key(0xffc6)  // F9
            XCTAssertTrue(MainLoop.run(until: { !window.startHint.isShown }, timeout: 5), "F9 dismissed the hint")
            XCTAssertTrue(window.presenter.showEditor, "and showed the editor")
            XCTAssertNotNil(window.output.output, "the output stays open")
            try screen.key(0xff1b)  // Escape
            XCTAssertTrue(MainLoop.run(until: { window.output.output == nil }, timeout: 5), "Esc is still the output's")
        }
    }

    /// The output paces the editor while it is open (`OutputPacing`, table-tested in Core): the
    /// editor draws no more frames than the output shows, and keeps up with it; closed, the editor
    /// is on its own again. The output's monitor runs at 15 Hz, slower than the editor draws on
    /// its own (20–40 frames a second here), so an editor that did not wait would draw about twice
    /// per output frame. An output that shows nothing new for the patience (a loaded machine can
    /// stall it) lets the editor draw on: each such frame is counted, checked against the output's
    /// counts and times as the window saw them.
    func testTheEditorIsPacedByTheOutputWhileItIsOpen() throws {
        let engine = RecordingEngine()
        try UITestSupport.withWindow(width: 1280, height: 800, TestWindowOptions(engine: engine)) { window in
            try requireTwoMonitors()
            _ = try monitor(of: window.window)
            window.output.refresh()
            window.perform(.performanceOutput)
            let output = try XCTUnwrap(window.output.output)
            let waits = try XCTUnwrap(window.player.waitsForOutput, "the output paces the editor")
            // Each of the editor's draws: did the output show a frame since the last one, and had
            // it shown nothing new for the patience?
            var lastDraw: Int?
            var seen: (count: Int, since: Double)?
            var (drawsAfterAStall, drawsWithoutReason) = (0, 0)
            window.player.waitsForOutput = {
                let waiting = waits()
                let (count, now) = (output.framesDrawn, MainLoop.monotonicSeconds)
                if seen?.count != count { seen = (count, now) }
                if !waiting {
                    // A few milliseconds' leeway: the pacing read the clock a moment before.
                    let stalled = now - (seen?.since ?? now) >= OutputPacing.patience - 0.005
                    if let lastDraw, count <= lastDraw {
                        if stalled { drawsAfterAStall += 1 } else { drawsWithoutReason += 1 }
                    }
                    lastDraw = count
                }
                return waiting
            }
            XCTAssertTrue(MainLoop.run(until: { output.framesDrawn >= 3 }, timeout: 10), "the output draws")
            let (editorStart, outputStart) = (engine.frames, output.framesDrawn)
            let stallsBefore = drawsAfterAStall
            XCTAssertTrue(MainLoop.run(until: { output.framesDrawn >= outputStart + 10 }, timeout: 10))
            let (editorFrames, outputFrames) = (engine.frames - editorStart, output.framesDrawn - outputStart)
            let stalls = drawsAfterAStall - stallsBefore
            XCTAssertEqual(drawsWithoutReason, 0, "the editor drew again before the output showed its frame")
            XCTAssertLessThanOrEqual(
                editorFrames, outputFrames + 1 + stalls, "one editor frame per output frame at most (\(stalls) stalls)")
            XCTAssertGreaterThanOrEqual(editorFrames, outputFrames - 2, "and the simulation keeps the output's pace")
            window.output.close()
            XCTAssertNil(window.player.waitsForOutput, "closed, nothing paces the editor")
            let closedStart = engine.frames
            XCTAssertTrue(MainLoop.run(until: { engine.frames >= closedStart + 3 }, timeout: 10), "the editor runs on")
        }
    }

    /// The output's monitor unplugged (its Wayland output goes away, as a projector's does when its
    /// cable is pulled): the output closes with a toast, the editor stays and works, nothing is
    /// offered with one monitor; plugged back in, it is offered again.
    func testUnpluggingTheOutputsMonitorClosesTheOutputWithAToast() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            try requireTwoMonitors()
            let editorMonitor = try monitor(of: window.window)
            window.output.refresh()
            let connector = try XCTUnwrap(window.output.offered.first?.connector)
            window.output.open(on: connector)
            let output = try XCTUnwrap(window.output.output)
            XCTAssertTrue(MainLoop.run(until: { output.window.isFullscreen }, timeout: 5))
            let monitors = Monitor.all.count
            try switchMonitors("off", connector)
            defer {
                try? switchMonitors("on")
                MainLoop.run(until: { Monitor.all.count == monitors }, timeout: 5)
            }
            XCTAssertTrue(MainLoop.run(until: { window.output.output == nil }, timeout: 5), "the output closed")
            XCTAssertTrue(window.toast.root.isVisible)
            XCTAssertEqual(window.toast.message.text, "The output's monitor was unplugged.")
            XCTAssertNil(window.player.waitsForOutput, "nothing paces the editor any more")
            XCTAssertEqual(window.window.monitor?.connector, editorMonitor.connector, "the editor stays")
            if monitors == 2 { XCTAssertEqual(outputItems(window), [], "one monitor: nothing offered") }
            let selected = window.state.selectedID
            window.perform(.nextPreset)
            XCTAssertNotEqual(window.state.selectedID, selected, "the editor works on")

            try switchMonitors("on")
            XCTAssertTrue(MainLoop.run(until: { Monitor.all.count == monitors }, timeout: 5), "plugged back in")
            XCTAssertTrue(
                MainLoop.run(until: { window.output.offered.contains { $0.connector == connector } }, timeout: 5),
                "offered again")
            XCTAssertEqual(outputItems(window), window.output.offered.map { "Show on \($0.name)" })
        }
    }

    /// A closed window stops following the monitors (its `MonitorWatch` is released as the window
    /// is unrealized): a monitor unplugged afterwards refreshes an open window's "Show on" items
    /// and leaves the closed window's as they were, so its handler did not run.
    func testAClosedWindowsMonitorHandlerNoLongerRuns() throws {
        try MainActor.assumeIsolated {
            try requireTwoMonitors()
            let closed = try UITestSupport.openWindow(width: 1280, height: 800)
            _ = try monitor(of: closed.window)
            closed.output.refresh()
            let offered = closed.output.offered
            XCTAssertFalse(offered.isEmpty, "another monitor offered")
            UITestSupport.close(closed)
            let open = try UITestSupport.openWindow(width: 1280, height: 800)
            defer { UITestSupport.close(open) }
            _ = try monitor(of: open.window)
            open.output.refresh()
            let connector = try XCTUnwrap(open.output.offered.first?.connector)

            let monitors = Monitor.all.count
            try switchMonitors("off", connector)
            defer {
                try? switchMonitors("on")
                MainLoop.run(until: { Monitor.all.count == monitors }, timeout: 5)
            }
            XCTAssertTrue(
                MainLoop.run(until: { !open.output.offered.contains { $0.connector == connector } }, timeout: 5),
                "the open window's handler ran: \(connector) is no longer offered")
            MainLoop.run(until: { false }, timeout: 0.3)
            XCTAssertEqual(closed.output.offered, offered, "the closed window's handler did not run")
        }
    }
}
