import Foundation
import GtkKit
import PhysarumCore
import PhysarumMedia
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// A host follows the features a controlling remote hears (its host session's `onFeatures`, as
/// an `audioFeatures` message gives them): the modulated parameter runs moved while the saved one
/// stays, and once the stream stops the host goes back to its own (here: no) listening.
final class RemoteListeningTests: XCTestCase {
    func testAHostsModulationsFollowARemotesFeaturesWhileTheyKeepComing() throws {
        let networking = FakeRemoteNetworking()
        let folder = try TemporaryDirectory("remote-listening")
        addTeardownBlock { folder.remove() }
        var preset = presets[0]
        preset.id = "listening"
        preset.name = "Listening"
        preset.params.exposure = 0.3
        preset.params.modulations.set(Modulation(feature: .bass, depth: 1), for: .exposure)
        let options = networking.windowOptions(
            directory: folder.url, hostOnStart: .init(port: 47_420, name: "Living room", pairingCode: "123456"))
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(
                width: 900, height: 600,
                TestWindowOptions(
                    remote: options, windowPresets: [preset], makeAudioListener: { GStreamerAudioListener() }))
            defer { UITestSupport.close(window) }
            let audio = try XCTUnwrap(window.audio)
            let host = try XCTUnwrap(window.remote?.host, "hosting")
            XCTAssertNil(audio.listening, "the host itself listens to nothing")
            XCTAssertEqual(audio.source, .none)
            XCTAssertEqual(window.player.runningParams.exposure, 0.3, accuracy: 1e-9)

            // A remote streams, about 30 a second, loud bass.
            var sent = 0
            let stream = MainLoopTimer(every: 1.0 / 30) {
                host.onFeatures?(AudioFeatures(bass: 1))
                sent += 1
            }
            XCTAssertTrue(
                MainLoop.run(until: { window.player.runningParams.exposure > 0.3 + 0.5 }, timeout: 3),
                "the running exposure follows the remote's bass: \(window.player.runningParams.exposure)")
            XCTAssertEqual(audio.source, .remote)
            XCTAssertEqual(window.state.params.exposure, 0.3, accuracy: 1e-9, "the saved value stays")
            XCTAssertFalse(window.state.isModified, "the sound is no edit")
            XCTAssertFalse(window.state.canUndo)
            stream.cancel()
            XCTAssertGreaterThan(sent, 0)

            // The stream stops: after half a second the host follows nothing again.
            XCTAssertTrue(
                MainLoop.run(until: { abs(window.player.runningParams.exposure - 0.3) < 1e-9 }, timeout: 3),
                "back to the saved value once the remote went quiet")
            XCTAssertEqual(audio.source, .none)
        }
    }

    /// A connected remote that listens sends what it hears to its host, at most 30 a second, and
    /// stops with its listening (real audio: the private PipeWire of scripts/test/with-pipewire.sh).
    func testAConnectedRemoteThatListensSendsItsFeaturesToTheHost() throws {
        guard ProcessInfo.processInfo.environment["PHYSARUM_TEST_AUDIO"] == "pipewire" else {
            throw XCTSkip("needs the private audio server: run it through scripts/test/test.sh (with-pipewire.sh)")
        }
        let networking = FakeRemoteNetworking()
        let folder = try TemporaryDirectory("remote-sends")
        addTeardownBlock { folder.remove() }
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(
                width: 900, height: 600,
                TestWindowOptions(
                    remote: networking.windowOptions(directory: folder.url),
                    makeAudioListener: { GStreamerAudioListener() }))
            defer { UITestSupport.close(window) }
            let remote = try XCTUnwrap(window.remote)
            let audio = try XCTUnwrap(window.audio)
            networking.connectAndPair(remote)
            XCTAssertTrue(remote.client.state.isConnected, "connected: \(remote.client.state)")
            func featuresSent() -> Int { networking.client.sent.filter { $0.type == .audioFeatures }.count }
            MainLoop.run(until: { false }, timeout: 0.3)
            XCTAssertEqual(featuresSent(), 0, "nothing while the remote does not listen")

            XCTAssertTrue(
                MainLoop.run(until: { audio.listener.inputs.contains { $0.kind == .desktop } }, timeout: 10),
                "the desktop's output is listed: \(audio.listener.inputs)")
            let desktop = try XCTUnwrap(audio.listener.inputs.first { $0.kind == .desktop })
            audio.action.activate(desktop.id)
            XCTAssertEqual(audio.listening, desktop)
            let started = featuresSent()
            let began = MainLoop.monotonicMicroseconds
            MainLoop.run(until: { false }, timeout: 2)
            let seconds = Double(MainLoop.monotonicMicroseconds - began) / 1_000_000
            let sent = featuresSent() - started
            XCTAssertGreaterThan(sent, 10, "features go to the host while listening (\(sent) in \(seconds) s)")
            XCTAssertLessThanOrEqual(Double(sent), 30 * seconds + 2, "at most 30 a second")
            audio.choose(WindowAudio.offChoice)
            let stopped = featuresSent()
            MainLoop.run(until: { false }, timeout: 0.3)
            XCTAssertEqual(featuresSent(), stopped, "listening off: nothing more is sent")
        }
    }
}
