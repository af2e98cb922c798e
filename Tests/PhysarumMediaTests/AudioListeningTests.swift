import CGStreamer
import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumMedia

/// Listening for real, without a sound card: scripts/test/test.sh runs these inside
/// scripts/test/with-pipewire.sh (a private PipeWire with a virtual default output). Tone bursts
/// from `audiotestsrc` go to that output and come back through its monitor ("what the desktop
/// plays") into the listener and the feature rules.
final class AudioListeningTests: XCTestCase {
    /// How soon after a burst starts the bass must be up (seconds): the 50 ms.
    static let riseWithin = 0.050
    static let burstSeconds = 0.4
    static let gapSeconds = 0.6

    private func requireAudioServer() throws {
        guard ProcessInfo.processInfo.environment["PHYSARUM_TEST_AUDIO"] == "pipewire" else {
            throw XCTSkip("needs the private audio server: run it through scripts/test/test.sh (with-pipewire.sh)")
        }
    }

    /// Seconds on GLib's monotonic clock.
    private var now: Double { Double(g_get_monotonic_time()) / 1e6 }

    private func iterate(until condition: () -> Bool, seconds: Double) -> Bool {
        let deadline = now + seconds
        while !condition() && now < deadline { g_main_context_iteration(nil, 0); usleep(500) }
        return condition()
    }

    func testTheDesktopMonitorIsListedAndBassFollowsToneBursts() throws {
        try requireAudioServer()
        let listener = GStreamerAudioListener()
        listener.watchInputs()
        XCTAssertEqual(listener.hasAudioServer, true)
        let desktop = try XCTUnwrap(listener.inputs.first { $0.kind == .desktop }, "inputs: \(listener.inputs)")

        // The tone, silent until a burst turns its volume up (the default output is testsink).
        var error: UnsafeMutablePointer<GError>?
        let player = try XCTUnwrap(
            gst_parse_launch(
                "audiotestsrc name=tone is-live=true wave=sine freq=60 volume=0 samplesperbuffer=240 "
                    + "! pulsesink buffer-time=20000 latency-time=5000", &error))
        defer {
            gst_element_set_state(player, GST_STATE_NULL)
            gst_object_unref(UnsafeMutableRawPointer(player))
        }
        let bin = UnsafeMutableRawPointer(player).assumingMemoryBound(to: GstBin.self)
        let tone = try XCTUnwrap(gst_bin_get_by_name(bin, "tone"))
        defer { gst_object_unref(UnsafeMutableRawPointer(tone)) }
        gst_element_set_state(player, GST_STATE_PLAYING)

        var tracker = AudioFeatureTracker()
        var trace: [(time: Double, bass: Double)] = []
        listener.onLevels = { levels, time in
            let bass = tracker.update(levels, at: time).bass
            trace.append((self.now, bass))
        }
        try listener.listen(to: desktop)
        XCTAssertTrue(iterate(until: { !trace.isEmpty }, seconds: 10), "the first levels arrive")
        XCTAssertTrue(iterate(until: { false }, seconds: 0.5) == false)

        var starts: [Double] = []
        for _ in 0..<4 {
            gst_util_set_object_arg(
                UnsafeMutableRawPointer(tone).assumingMemoryBound(to: GObject.self), "volume", "0.8")
            starts.append(now)
            _ = iterate(until: { false }, seconds: Self.burstSeconds)
            gst_util_set_object_arg(UnsafeMutableRawPointer(tone).assumingMemoryBound(to: GObject.self), "volume", "0")
            _ = iterate(until: { false }, seconds: Self.gapSeconds)
        }
        listener.stopListening()
        for (index, start) in starts.enumerated() {
            let risen = trace.first { $0.time >= start && $0.bass > 0.5 }
            let latency = (risen?.time ?? .infinity) - start
            print("burst \(index): bass over 0.5 after \(Int(latency * 1000)) ms")
            XCTAssertLessThanOrEqual(latency, Self.riseWithin, "burst \(index) shows within 50 ms")
            let end = start + Self.burstSeconds
            let fallen = trace.last { $0.time < end + Self.gapSeconds && $0.time > end }
            XCTAssertLessThan(fallen?.bass ?? 1, 0.2, "burst \(index): the bass falls after it")
        }
    }

    func testAMicrophoneUnpluggedWhileListeningStopsAndSaysSo() throws {
        try requireAudioServer()
        let listener = GStreamerAudioListener()
        var changes = 0
        listener.onInputsChanged = { changes += 1 }
        listener.watchInputs()
        // Plug in a microphone: a virtual source node, as a USB microphone appears.
        let name = "testmic\(getpid())"
        XCTAssertEqual(
            try pwCLI([
                "create-node", "adapter",
                "{ factory.name=support.null-audio-sink node.name=\(name) "
                    + "node.description=\"Test microphone\" media.class=Audio/Source/Virtual object.linger=true "
                    + "audio.position=[MONO] }",
            ]), 0)
        XCTAssertTrue(
            iterate(
                until: { listener.inputs.contains { $0.kind == .microphone && $0.name == "Test microphone" } },
                seconds: 5),
            "the microphone appears: \(listener.inputs)")
        XCTAssertGreaterThan(changes, 0, "the listener said the inputs changed")
        let microphone = try XCTUnwrap(listener.inputs.first { $0.name == "Test microphone" })
        var lost: [String] = []
        listener.onInputLost = { lost.append($0) }
        try listener.listen(to: microphone)
        _ = iterate(until: { false }, seconds: 0.5)
        // Unplug it.
        XCTAssertEqual(try pwCLI(["destroy", name]), 0)
        XCTAssertTrue(iterate(until: { !lost.isEmpty }, seconds: 5), "losing it is reported")
        XCTAssertEqual(lost.count, 1, "once: \(lost)")
        XCTAssertFalse(listener.inputs.contains { $0.id == microphone.id })
    }

    func testWithoutAnAudioServerTheMenuSaysSo() throws {
        try requireAudioServer()
        // Point both clients at servers that do not exist: what a machine without one sees.
        setenv("PULSE_SERVER", "unix:/nonexistent/pulse", 1)
        setenv("PIPEWIRE_REMOTE", "nonexistent-\(getpid())", 1)
        defer {
            unsetenv("PULSE_SERVER")
            unsetenv("PIPEWIRE_REMOTE")
        }
        let listener = GStreamerAudioListener()
        listener.watchInputs()
        XCTAssertEqual(listener.hasAudioServer, false)
        let menu = AudioMenuContent(hasAudioServer: listener.hasAudioServer, inputs: listener.inputs)
        XCTAssertEqual(menu.choices, [.off])
        XCTAssertEqual(menu.notice, tr("No audio server: listening needs PipeWire or PulseAudio"))
    }

    private func pwCLI(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pw-cli")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
