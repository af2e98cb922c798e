import CGStreamer
import Foundation
import GtkKit
import PhysarumCore
import PhysarumEngine
import PhysarumMedia
import XCTest

@testable import PhysarumUI

/// The window listening for real (scripts/test/test.sh runs the UI tests inside
/// scripts/test/with-pipewire.sh: a private PipeWire whose default output is a virtual sink).
/// Tone bursts played to that output reach the window through "What the desktop plays": its bass
/// rises within 50 ms of each burst and falls after; a parameter that follows the bass moves on
/// screen while its saved value stays. Without an audio server the menu says so.
final class ListeningTests: XCTestCase {
    static let riseWithin = 0.050
    /// No burst may take longer than this to show (seconds): see AudioListeningTests.check.
    static let riseAtMost = 0.200
    static let burstSeconds = 0.4
    /// A second between bursts: after 0.6 s the release had not brought the bass back under the
    /// threshold, so the next burst's rise was measured 80–360 ms late.
    static let gapSeconds = 1.0

    /// Seconds on GLib's monotonic clock.
    private var now: Double { Double(g_get_monotonic_time()) / 1e6 }

    /// A dim preset whose exposure follows the bass over the whole range.
    private var listeningPreset: Preset {
        var preset = presets[0]
        preset.id = "listening"
        preset.name = "Listening"
        preset.params.exposure = 0.3
        preset.params.modulations.set(Modulation(feature: .bass, depth: 1), for: .exposure)
        return preset
    }

    func testBassFollowsToneBurstsAndMovesTheModulatedParameterOnScreenOnly() throws {
        try MainActor.assumeIsolated { try bassFollowsToneBursts() }
    }

    func testWithoutAnAudioServerTheMenuSaysSo() throws {
        setenv("PULSE_SERVER", "unix:/nonexistent/pulse", 1)
        setenv("PIPEWIRE_REMOTE", "nonexistent-\(getpid())", 1)
        defer {
            unsetenv("PULSE_SERVER")
            unsetenv("PIPEWIRE_REMOTE")
        }
        try MainActor.assumeIsolated { try menuWithoutAudioServer() }
    }

    @MainActor
    private func bassFollowsToneBursts() throws {
        guard ProcessInfo.processInfo.environment["PHYSARUM_TEST_AUDIO"] == "pipewire" else {
            throw XCTSkip("needs the private audio server: run it through scripts/test/test.sh (with-pipewire.sh)")
        }
        let window = try UITestSupport.openWindow(
            width: 720, height: 400,  // a regular header (720 px): its buttons show what runs
            TestWindowOptions(
                engine: SimulationPlayerEngine(backend: .cpu), windowPresets: [listeningPreset],
                makeAudioListener: { GStreamerAudioListener() }))
        defer { UITestSupport.close(window) }
        let audio = try XCTUnwrap(window.audio)
        XCTAssertTrue(
            MainLoop.run(until: { audio.listener.inputs.contains { $0.kind == .desktop } }, timeout: 10),
            "the desktop's output is listed: \(audio.listener.inputs)")
        let desktop = try XCTUnwrap(audio.listener.inputs.first { $0.kind == .desktop })
        XCTAssertEqual(window.header.audioButton.isVisible, true)

        let tone = try GStreamerToneBursts()
        // Pause: the picture then changes only with what the sound does to it.
        window.perform(.togglePause)
        // Through the menu's action, as a click on "What the desktop plays" does.
        audio.action.activate(desktop.id)
        XCTAssertEqual(audio.listening, desktop)
        XCTAssertEqual(audio.action.state, desktop.id)
        XCTAssertEqual(
            window.header.audioButton.accessibleLabel, AudioMenuContent.buttonName(listeningTo: desktop),
            "the header says what is open")
        XCTAssertTrue(
            MainLoop.run(until: { !audio.listener.feed.history.isEmpty }, timeout: 10), "the first levels arrive")
        MainLoop.run(until: { false }, timeout: 0.5)
        let quiet = try ScreenShot()

        var starts: [Double] = []
        var ends: [Double] = []
        var loud: ScreenShot?
        // A burst starts when the output plays it: the tone's pipeline latency after the switch.
        let playing = tone.latency
        for burst in 0..<5 {
            tone.setSounding(true)
            starts.append(now + playing)
            MainLoop.run(until: { false }, timeout: Self.burstSeconds * 0.75)
            if burst == 0 {
                loud = try ScreenShot()
                XCTAssertEqual(window.state.value(of: .exposure), 0.3, "the saved value stays")
                XCTAssertEqual(
                    window.editor.row(id: .exposure)?.scale.value ?? -1, 0.3, accuracy: 1e-9, "so does its slider")
                XCTAssertGreaterThan(window.player.runningParams.exposure, 2, "the engine runs the modulated one")
                XCTAssertTrue(
                    window.editor.row(id: .exposure)?.appliedBar.isVisible ?? false, "the applied value shows")
            }
            MainLoop.run(until: { false }, timeout: Self.burstSeconds * 0.25)
            tone.setSounding(false)
            ends.append(now + playing)
            MainLoop.run(until: { false }, timeout: Self.gapSeconds)
        }
        let area = try XCTUnwrap(window.player.glArea.surfaceBounds)
        let picture = (x: area.x + 20, y: area.y + 80, width: min(area.width - 40, 200), height: 120.0)
        XCTAssertGreaterThan(try XCTUnwrap(loud).largestDifference(from: quiet, in: picture), 0.2, "the burst shows")

        let response = BurstResponse(
            history: audio.listener.feed.history, feature: .bass, starts: starts,
            fallBy: ends.map { $0 + Self.gapSeconds * 0.9 })
        for (index, rise) in response.rises.enumerated() {
            print(
                "window, burst \(index): bass up \(rise.map { "\(Int($0 * 1000)) ms" } ?? "never") after the output played it"
            )
            XCTAssertLessThan(rise ?? .infinity, Self.riseAtMost, "burst \(index) rises")
            XCTAssertLessThan(
                response.fallen[index] ?? 1, BurstResponse.threshold / 2, "burst \(index): the bass falls after it")
        }
        print("window: median rise \(Int(response.medianRise * 1000)) ms")
        XCTAssertLessThanOrEqual(response.medianRise, Self.riseWithin, "the window's bass rises within 50 ms")
        XCTAssertFalse(window.state.isModified, "listening edits nothing")

        audio.action.activate(WindowAudio.offChoice)
        XCTAssertNil(audio.listening)
        XCTAssertTrue(
            MainLoop.run(until: { window.player.runningParams.exposure == 0.3 }, timeout: 2),
            "off: the next frame runs the saved values")
    }

    @MainActor
    private func menuWithoutAudioServer() throws {
        let window = try UITestSupport.openWindow(
            width: 900, height: 600, TestWindowOptions(makeAudioListener: { GStreamerAudioListener() }))
        defer { UITestSupport.close(window) }
        let audio = try XCTUnwrap(window.audio)
        XCTAssertTrue(MainLoop.run(until: { audio.listener.hasAudioServer != nil }, timeout: 5))
        XCTAssertEqual(audio.listener.hasAudioServer, false)
        let items = audio.menu.items
        XCTAssertEqual(items.first?.label, tr("No audio server: listening needs PipeWire or PulseAudio"))
        XCTAssertEqual(items.first?.action, "win.audio-notice")
        XCTAssertEqual(items.dropFirst().map(\.label), [tr("Off")], "nothing else to pick")
        // The same menu is "Listen" in the primary menu, for narrow windows.
        XCTAssertTrue(window.header.primaryMenuModel.items.contains { $0.label == tr("Listen") })
    }
}
