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
                width: 900, height: 600, remote: options, windowPresets: [preset],
                makeAudioListener: { GStreamerAudioListener() })
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
}
