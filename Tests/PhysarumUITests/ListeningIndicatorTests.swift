import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// The header's audio button is a privacy promise: it says "listening" exactly while an input is
/// open, on every path that opens or closes one (the menu's Off, an input that goes away, a start
/// that fails, a remote taking over the host's listening, the window closing). Each test reads
/// the button's highlight, icon, tooltip and accessible name after the change.
final class ListeningIndicatorTests: XCTestCase {
    private let microphone = AudioInput(id: "mic-1", name: "Built-in Microphone", kind: .microphone)
    private let desktop = AudioInput(id: "monitor-1", name: "Monitor of Speakers", kind: .desktop)

    func testOffFromTheMenuTurnsTheIndicatorOff() throws {
        try withListeningWindow(width: 900) { window, audio, listener in
            self.assertHeader(window, says: nil, "nothing is open at the start")
            audio.action.activate(self.desktop.id)
            XCTAssertEqual(listener.open, self.desktop)
            self.assertHeader(window, says: self.desktop, "the desktop is open")
            audio.action.activate(WindowAudio.offChoice)
            XCTAssertNil(listener.open, "Off closes the input")
            self.assertHeader(window, says: nil, "Off: the header says so")
            audio.action.activate(self.microphone.id)
            self.assertHeader(window, says: self.microphone, "on again, by the other input")
        }
    }

    func testInANarrowWindowTheButtonShowsOnlyWhileListening() throws {
        try withListeningWindow(width: 360) { window, audio, _ in
            XCTAssertFalse(window.header.audioButton.isVisible, "compact and off: the menu has Listen")
            audio.action.activate(self.desktop.id)
            XCTAssertTrue(window.header.audioButton.isVisible, "compact but listening: the button shows")
            audio.action.activate(WindowAudio.offChoice)
            XCTAssertFalse(window.header.audioButton.isVisible, "off again: the stale button goes")
            self.assertHeader(window, says: nil, "and says off")
        }
    }

    func testAnInputThatGoesAwayTurnsTheIndicatorOff() throws {
        try withListeningWindow(width: 900) { window, audio, listener in
            audio.action.activate(self.microphone.id)
            self.assertHeader(window, says: self.microphone, "the microphone is open")
            listener.unplug(self.microphone)
            XCTAssertNil(audio.listening)
            self.assertHeader(window, says: nil, "unplugged: off")
            XCTAssertTrue(window.toast.isShown, "a toast says why")

            audio.action.activate(self.desktop.id)
            self.assertHeader(window, says: self.desktop, "the desktop is open")
            listener.loseInput("the audio server stopped")
            XCTAssertNil(audio.listening)
            self.assertHeader(window, says: nil, "the server gone: off")
        }
    }

    func testAStartThatFailsLeavesTheIndicatorOff() throws {
        try withListeningWindow(width: 900) { window, audio, listener in
            listener.failing = [self.microphone.id]
            audio.action.activate(self.microphone.id)
            XCTAssertNil(audio.listening)
            self.assertHeader(window, says: nil, "nothing opened: still off")

            listener.failing = []
            audio.action.activate(self.desktop.id)
            self.assertHeader(window, says: self.desktop, "the desktop is open")
            listener.failing = [self.microphone.id]
            audio.action.activate(self.microphone.id)
            XCTAssertNil(listener.open, "the desktop was closed for the microphone, which failed")
            self.assertHeader(window, says: nil, "switching to an input that fails: off, not the old input")
        }
    }

    /// A remote streaming its features pauses the host's own listening, but the host's input
    /// stays open, so its header keeps saying so; Off closes it while the remote still streams.
    func testWhileARemoteTakesOverTheHostsInputStaysOpenAndShown() throws {
        let networking = FakeRemoteNetworking()
        let folder = try TemporaryDirectory("listening-indicator")
        addTeardownBlock { folder.remove() }
        let remote = networking.windowOptions(
            directory: folder.url, hostOnStart: .init(port: 47_420, name: "Living room", pairingCode: "123456"))
        try withListeningWindow(width: 900, remote: remote) { window, audio, listener in
            let host = try XCTUnwrap(window.remote?.host, "hosting")
            audio.action.activate(self.microphone.id)
            let stream = MainLoopTimer(every: 1.0 / 30) { host.onFeatures?(AudioFeatures(bass: 1)) }
            defer { stream.cancel() }
            XCTAssertTrue(MainLoop.run(until: { audio.source == .remote }, timeout: 3), "the remote's features lead")
            XCTAssertEqual(listener.open, self.microphone, "the host's microphone is still open")
            self.assertHeader(window, says: self.microphone, "so the header still says it listens")
            audio.action.activate(WindowAudio.offChoice)
            XCTAssertNil(listener.open)
            self.assertHeader(window, says: nil, "Off while the remote streams: off")
            XCTAssertEqual(audio.source, .remote, "the remote's features still lead")
        }
    }

    /// As a remote connected to a host: Off stops what goes to the host and the indicator alike.
    func testAsAConnectedRemoteOffStopsSendingAndTurnsTheIndicatorOff() throws {
        let networking = FakeRemoteNetworking()
        let folder = try TemporaryDirectory("listening-indicator-remote")
        addTeardownBlock { folder.remove() }
        try withListeningWindow(width: 900, remote: networking.windowOptions(directory: folder.url)) {
            window, audio, _ in
            let remote = try XCTUnwrap(window.remote)
            networking.connectAndPair(remote)
            XCTAssertTrue(remote.client.state.isConnected, "connected: \(remote.client.state)")
            func featuresSent() -> Int { networking.client.sent.filter { $0.type == .audioFeatures }.count }

            audio.action.activate(self.desktop.id)
            self.assertHeader(window, says: self.desktop, "listening for the host")
            XCTAssertTrue(MainLoop.run(until: { featuresSent() > 2 }, timeout: 3), "features go to the host")
            audio.action.activate(WindowAudio.offChoice)
            self.assertHeader(window, says: nil, "Off as a remote: off")
            let stopped = featuresSent()
            MainLoop.run(until: { false }, timeout: 0.3)
            XCTAssertEqual(featuresSent(), stopped, "and nothing more is sent")
        }
    }

    func testClosingTheWindowClosesTheInputAndTheIndicator() throws {
        let listener = FakeAudioListener(inputs: [microphone, desktop])
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(
                width: 900, height: 600, TestWindowOptions(makeAudioListener: { listener }))
            let audio = try XCTUnwrap(window.audio)
            XCTAssertTrue(MainLoop.run(until: { listener.watched }, timeout: 5), "the window asks for inputs")
            audio.action.activate(microphone.id)
            assertHeader(window, says: microphone, "open before closing")
            UITestSupport.close(window)
            XCTAssertNil(listener.open, "closing the window closes the input")
            XCTAssertNil(audio.listening)
            assertHeader(window, says: nil, "and the indicator with it")
        }
    }

    // MARK: - Support

    /// Opens a window at `width` that listens through a fake with a microphone and the desktop.
    private func withListeningWindow(
        width: Int, remote: RemoteWindowOptions? = nil,
        _ body: @MainActor (MainWindow, WindowAudio, FakeAudioListener) throws -> Void
    ) throws {
        let listener = FakeAudioListener(inputs: [microphone, desktop])
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(
                width: width, height: 700, TestWindowOptions(remote: remote, makeAudioListener: { listener }))
            defer { UITestSupport.close(window) }
            let audio = try XCTUnwrap(window.audio)
            XCTAssertTrue(MainLoop.run(until: { listener.watched }, timeout: 5), "the window asks for inputs")
            try body(window, audio, listener)
        }
    }

    /// The header's audio button says `input` is open (nil: off) in every way a person or a
    /// screen reader can tell.
    @MainActor
    private func assertHeader(
        _ window: MainWindow, says input: AudioInput?, _ message: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let button = window.header.audioButton
        let name = AudioMenuContent.buttonName(listeningTo: input)
        XCTAssertEqual(button.accessibleLabel, name, "accessible name: \(message)", file: file, line: line)
        XCTAssertEqual(button.tooltip, name, "tooltip: \(message)", file: file, line: line)
        XCTAssertEqual(button.hasCSSClass("active"), input != nil, "highlight: \(message)", file: file, line: line)
        XCTAssertEqual(button.hasCSSClass("listening"), input != nil, "listening: \(message)", file: file, line: line)
        let icon = input?.kind == .desktop ? "audio-speakers-symbolic" : "audio-input-microphone-symbolic"
        XCTAssertEqual(button.iconName, icon, "icon: \(message)", file: file, line: line)
    }
}

/// An audio system with fixed inputs: records which one is open, fails to open those in
/// `failing`, and can lose the open one the way a real one does.
final class FakeAudioListener: AudioListener {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "the device is busy" }
    }

    var hasAudioServer: Bool? = true
    private(set) var inputs: [AudioInput]
    var onInputsChanged: (() -> Void)?
    var onInputLost: ((String) -> Void)?
    let feed = AudioFeatureFeed()
    /// Inputs whose `listen` throws.
    var failing: Set<String> = []
    private(set) var open: AudioInput?
    private(set) var watched = false

    init(inputs: [AudioInput]) { self.inputs = inputs }

    func watchInputs() {
        watched = true
        onInputsChanged?()
    }

    func listen(to input: AudioInput) throws {
        open = nil
        if failing.contains(input.id) { throw Refused() }
        open = input
    }

    func stopListening() { open = nil }

    /// `input` is unplugged: it leaves the list.
    func unplug(_ input: AudioInput) {
        inputs.removeAll { $0 == input }
        onInputsChanged?()
    }

    /// The open input stops on its own (the server went away), as GStreamer reports it.
    func loseInput(_ reason: String) {
        open = nil
        onInputLost?(reason)
    }
}
