import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// The Connect menu's states as real widgets, driven by a scripted host (no network). With
/// PHYSARUM_SHOTS=DIR set, each state is also saved as a screenshot (`import -window root`).
final class ConnectMenuTests: XCTestCase {
    private var networking = FakeRemoteNetworking()
    private let living = DiscoveredHost(
        instanceID: "host-1", name: "Living room", address: "10.0.0.5", port: 47_420,
        protocolVersion: RemoteProtocol.version, playing: "Fibers")

    /// A window whose remote control runs on a fresh fake network, its files in a folder of the
    /// test's own; closed (and the folder removed) after `body`, whatever it throws.
    private func withRemote<T>(
        width: Int = 1280, height: Int = 800, hostOnStart: RemoteWindowOptions.Hosting? = nil,
        _ body: @MainActor (MainWindow, WindowRemote) throws -> T
    ) throws -> T {
        try MainActor.assumeIsolated {
            networking = FakeRemoteNetworking()
            let folder = try TemporaryDirectory("ui")
            defer { folder.remove() }
            let options = networking.windowOptions(directory: folder.url, hostOnStart: hostOnStart)
            let window = try UITestSupport.openWindow(width: width, height: height, TestWindowOptions(remote: options))
            defer { UITestSupport.close(window) }
            return try body(window, try XCTUnwrap(window.remote))
        }
    }

    @MainActor
    private func settle() { MainLoop.run(until: { false }, timeout: 0.3) }

    /// Saves a screenshot of the screen when PHYSARUM_SHOTS names a directory.
    @MainActor
    private func snap(_ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["PHYSARUM_SHOTS"] else { return }
        settle()
        _ = try? ChildProcess.run("import", ["-window", "root", "\(dir)/\(name).png"])
    }

    /// Types `address` into the menu, connects, and has the connection refused with `reason`
    /// (`whileConnecting` runs between the two).
    @MainActor
    private func refuse(
        _ address: String, _ remote: WindowRemote, saying reason: String = "Connection refused",
        whileConnecting: () -> Void = {}
    ) {
        remote.menu.manualEntry.text = address
        remote.menu.manualConnect.click()
        whileConnecting()
        remote.client.connectionClosed(reason: reason)
    }

    @MainActor
    private func greet(_ remote: WindowRemote) {
        networking.client.hostSays(
            .greeting(
                RemoteGreeting(
                    hostID: "host-1", hostName: "Living room",
                    state: RemoteHostState(presetID: "fibers", presetName: "Fibers", cycling: true))))
    }

    func testSearchingShowsASpinnerAndManualEntry() throws {
        try withRemote { window, remote in
            let menu = remote.menu
            XCTAssertTrue(menu.button.hasParent, "the button sits in the header's slot")
            XCTAssertTrue(networking.fakeBrowser.browsing)
            XCTAssertTrue(menu.spinner.isVisible && menu.spinner.isSpinning)
            XCTAssertTrue(menu.searching.isVisible)
            XCTAssertTrue(menu.manualBox.isVisible)
            XCTAssertFalse(menu.hostList.isVisible)
            XCTAssertFalse(menu.discoveryNote.isVisible)
            XCTAssertFalse(menu.pairingBox.isVisible)
            XCTAssertFalse(menu.disconnectButton.isVisible)
            menu.popover.popup()
            snap("connect-searching")
        }
    }

    func testFoundHostsAreListedWithWhatTheyPlayAndConnect() throws {
        try withRemote { window, remote in
            let menu = remote.menu
            var old = living
            old.instanceID = "host-2"
            old.name = "Attic"
            old.protocolVersion = 1
            networking.fakeBrowser.set(DiscoverySnapshot(availability: .available, hosts: [old, living]))
            XCTAssertEqual(menu.hostButtons.map(\.id), ["host-2", "host-1"])
            XCTAssertFalse(menu.spinner.isVisible, "hosts found: no longer searching")
            XCTAssertFalse(menu.hostButtons[0].button.isSensitive, "another protocol version cannot be picked")
            XCTAssertTrue(menu.hostButtons[1].button.isSensitive)
            menu.popover.popup()
            snap("connect-hosts")
            menu.hostButtons[1].button.click()
            XCTAssertEqual(networking.client.opened, [RemoteEndpoint(host: "10.0.0.5", port: 47_420)])
            XCTAssertEqual(menu.status.text, "Connecting to 10.0.0.5:47420…")
            XCTAssertTrue(menu.disconnectButton.isVisible)
            XCTAssertTrue(menu.spinner.isVisible)
        }
    }

    func testManualEntryRefusesABadAddressAndConnectsToAGoodOne() throws {
        try withRemote { window, remote in
            let menu = remote.menu
            menu.manualEntry.text = "my tv:80"
            menu.manualConnect.click()
            XCTAssertTrue(menu.manualHint.isVisible)
            XCTAssertEqual(menu.manualHint.text, "\"my tv\" is not a host name or address")
            XCTAssertEqual(networking.client.opened, [])
            menu.popover.popup()
            snap("connect-manual-error")
            menu.manualEntry.text = "127.0.0.1:5000"
            menu.manualEntry.activate()
            XCTAssertFalse(menu.manualHint.isVisible)
            XCTAssertEqual(networking.client.opened, [RemoteEndpoint(host: "127.0.0.1", port: 5000)])
        }
    }

    func testPairingPromptThenConnected() throws {
        try withRemote { window, remote in
            let menu = remote.menu
            menu.manualEntry.text = "10.0.0.5"
            menu.manualConnect.click()
            greet(remote)
            XCTAssertTrue(menu.pairingBox.isVisible)
            XCTAssertEqual(menu.pairingTitle.text, "Enter the code shown on Living room's screen")
            menu.popover.popup()
            snap("connect-pairing")
            menu.codeEntry.text = "12345"
            menu.pairButton.click()
            XCTAssertEqual(menu.pairingHint.text, "The code has six digits")
            XCTAssertTrue(networking.client.sent.isEmpty)
            menu.codeEntry.text = "123 456"
            menu.pairButton.click()
            greet(remote)  // the code goes out on a new connection
            guard case .hello(let hello)? = networking.client.sent.last else { return XCTFail("no hello") }
            XCTAssertEqual(hello.method, .code)
            XCTAssertEqual(hello.state.presetID, window.state.selectedID, "the full state goes with the hello")
            networking.client.hostConfirmsPairing(code: "123456")
            networking.client.hostSays(.welcome(RemoteWelcome(hostID: "host-1", hostName: "Living room")))
            XCTAssertEqual(menu.buttonLabel.text, "Living room")
            XCTAssertTrue(menu.buttonLabel.isVisible)
            XCTAssertTrue(menu.button.hasCSSClass("connected"))
            XCTAssertFalse(menu.manualBox.isVisible)
            XCTAssertFalse(menu.pairingBox.isVisible)
            XCTAssertTrue(menu.disconnectButton.isVisible)
            XCTAssertEqual(menu.status.text, "Connected to Living room · playing Fibers")
            XCTAssertTrue(window.toast.root.isVisible)
            snap("connect-connected")

            // The editor mirrors to the host: a selection goes at once.
            networking.client.sent = []
            window.state.selectNext()
            XCTAssertEqual(networking.client.sent.first, .intent(.jumpTo(presetID: window.state.selectedID!)))
            menu.disconnectButton.click()
            XCTAssertFalse(menu.buttonLabel.isVisible)
            XCTAssertTrue(menu.manualBox.isVisible)
        }
    }

    /// A host answering with a paired host's id but another key: refused with the changed-key
    /// words, nothing sent, and "Forget … and pair again" forgets the pin and asks for the code.
    func testAChangedHostKeyIsRefusedAndOffersForgetAndPairAgain() throws {
        try withRemote { window, remote in
            let menu = remote.menu
            try remote.options.remoteStore.remember(
                PairedPeer(id: "host-1", name: "Living room", certificate: String(repeating: "ab", count: 32)))
            menu.manualEntry.text = "10.0.0.5"
            menu.manualConnect.click()
            greet(remote)  // the fake host's certificate is not the pinned one
            XCTAssertFalse(networking.client.sent.contains { if case .hello = $0 { true } else { false } }, "no hello")
            XCTAssertTrue(menu.status.text.hasPrefix("This is not the Living room you paired with"), menu.status.text)
            XCTAssertTrue(menu.status.hasCSSClass("error-text"))
            XCTAssertTrue(menu.forgetChangedHostButton.isVisible)
            XCTAssertEqual(menu.forgetChangedHostButton.label, "Forget Living room and pair again")
            menu.popover.popup()
            snap("connect-host-key-changed")
            menu.forgetChangedHostButton.click()
            XCTAssertNil(remote.options.remoteStore.certificate(for: "host-1"), "the pin is forgotten")
            greet(remote)
            XCTAssertTrue(menu.pairingBox.isVisible, "the code is asked for")
            XCTAssertFalse(menu.forgetChangedHostButton.isVisible)
        }
    }

    func testFailureSaysWhyAndConnectTriesTheAddressAgain() throws {
        try withRemote { window, remote in
            let menu = remote.menu
            menu.manualEntry.text = "10.0.0.5"
            menu.manualConnect.click()
            greet(remote)
            menu.codeEntry.text = "123456"
            menu.pairButton.click()
            greet(remote)
            networking.client.hostSays(.error(RemoteErrorMessage(.busy)))
            XCTAssertTrue(menu.status.hasCSSClass("error-text"))
            XCTAssertTrue(menu.status.text.contains("busy"), menu.status.text)
            XCTAssertEqual(menu.manualEntry.text, "10.0.0.5:47420", "the failed address waits in the entry")
            XCTAssertTrue(menu.manualBox.isVisible && menu.manualConnect.isVisible)
            menu.popover.popup()
            snap("connect-failed")
            menu.manualConnect.click()
            // The first connect, the one the typed code went out on, and the retry.
            XCTAssertEqual(
                networking.client.opened, Array(repeating: RemoteEndpoint(host: "10.0.0.5", port: 47_420), count: 3))
        }
    }

    func testADroppedConnectionShowsAToastWithReconnect() throws {
        try withRemote { window, remote in
            remote.menu.manualEntry.text = "10.0.0.5"
            remote.menu.manualConnect.click()
            greet(remote)
            remote.menu.codeEntry.text = "123456"
            remote.menu.pairButton.click()
            greet(remote)
            networking.client.hostConfirmsPairing(code: "123456")
            networking.client.hostSays(.welcome(RemoteWelcome(hostID: "host-1", hostName: "Living room")))
            remote.client.connectionClosed(reason: "Connection reset by peer")
            XCTAssertTrue(window.toast.root.isVisible)
            XCTAssertEqual(remote.menu.manualEntry.text, "10.0.0.5:47420", "Connect tries it again")
            XCTAssertEqual(remote.menu.status.text, "Disconnected from Living room: Connection reset by peer")
            snap("connect-disconnected-toast")
        }
    }

    /// A refused address, then a refused connection, then a refused address again: only the
    /// newest problem shows each time.
    func testAnOldErrorGivesWayToTheNewOne() throws {
        try withRemote { window, remote in
            let menu = remote.menu
            refuse("127.0.0.1:1", remote, saying: "Could not connect to 127.0.0.1: Connection refused")
            XCTAssertTrue(menu.status.isVisible)
            XCTAssertEqual(menu.status.text, "Could not connect to 127.0.0.1:1: Connection refused", "said once")
            XCTAssertFalse(menu.manualHint.isVisible)

            menu.manualEntry.text = "my tv:80"
            menu.manualConnect.click()
            XCTAssertTrue(menu.manualHint.isVisible)
            XCTAssertFalse(menu.status.isVisible, "the older connection error gives way")
            menu.popover.popup()
            snap("connect-newest-error")

            refuse("127.0.0.1:2", remote) {
                XCTAssertFalse(menu.manualHint.isVisible, "a new attempt clears the refused address")
            }
            XCTAssertEqual(menu.status.text, "Could not connect to 127.0.0.1:2: Connection refused")
            XCTAssertFalse(menu.manualHint.isVisible)
        }
    }

    /// Hosting after a failed attempt: the header's icon and name say hosting, not the failure.
    func testWhileHostingTheIconShowsHostingNotAPastFailure() throws {
        try withRemote { window, remote in
            let menu = remote.menu
            refuse("127.0.0.1:1", remote)
            XCTAssertEqual(menu.icon.iconName, "network-error-symbolic")
            menu.hostingToggle.isActive = true
            XCTAssertEqual(menu.icon.iconName, "network-server-symbolic")
            XCTAssertEqual(menu.content?.accessibleName, "Remote control: remotes can control this window")
            menu.hostingToggle.isActive = false
            XCTAssertEqual(menu.icon.iconName, "network-error-symbolic", "back to what the session says")
        }
    }

    /// A window that hosts and connects to its own address (the loopback path, in process: the
    /// host's greeting goes back to the window's own client) refuses before any hello, says why,
    /// and keeps its edits.
    func testConnectingToItselfIsRefusedAndKeepsTheEdits() throws {
        try withRemote { window, remote in
            let menu = remote.menu
            menu.hostingToggle.isActive = true
            let host = try XCTUnwrap(remote.host)
            let transport = try XCTUnwrap(networking.hosts.first)
            let decay = try XCTUnwrap(ParamRegistry.all.first { $0.id == .decay })
            let before = window.state.params
            let value =
                decay.value(in: before) == decay.range.lowerBound ? decay.range.upperBound : decay.range.lowerBound
            window.state.edit(.decay, to: value)
            let edited = window.state.params
            XCTAssertNotEqual(edited, before, "an edit to keep")
            let selected = window.state.selectedID

            menu.manualEntry.text = "127.0.0.1:\(transport.port)"
            menu.manualConnect.click()
            let id = RemoteConnectionID(7)
            host.connectionOpened(id)
            host.connectionSecured(
                id,
                security: RemoteChannelSecurity(
                    localCertificate: TestExchange.certificate("me"), peerCertificate: TestExchange.certificate("me"),
                    channelBinding: TestExchange.binding))
            guard case .greeting(let greeting)? = transport.sent[id]?.first else { return XCTFail("no greeting") }
            XCTAssertEqual(greeting.hostID, remote.options.instanceID)
            networking.client.hostSays(.greeting(greeting))

            XCTAssertEqual(menu.status.text, RemoteConnectFailure.ownWindow)
            XCTAssertTrue(menu.status.hasCSSClass("error-text"))
            XCTAssertFalse(networking.client.sent.contains { if case .hello = $0 { true } else { false } }, "no hello")
            XCTAssertEqual(window.state.params, edited, "the edits stay")
            XCTAssertEqual(window.state.selectedID, selected)
            XCTAssertNil(host.controller, "the host is not controlled by itself")
            XCTAssertEqual(menu.icon.iconName, "network-server-symbolic", "still hosting")
            menu.popover.popup()
            snap("connect-self-refused")
        }
    }

    func testDiscoveryUnavailableStillAllowsManualEntry() throws {
        try withRemote { window, remote in
            networking.fakeBrowser.set(
                DiscoverySnapshot(availability: .unavailable(reason: "no Avahi daemon"), hosts: []))
            let menu = remote.menu
            XCTAssertTrue(menu.discoveryNote.isVisible)
            XCTAssertEqual(menu.discoveryNote.text, "Discovery unavailable: no Avahi daemon. Enter an address below.")
            XCTAssertFalse(menu.spinner.isVisible)
            XCTAssertTrue(menu.manualBox.isVisible)
            menu.popover.popup()
            snap("connect-discovery-unavailable")
            menu.manualEntry.text = "10.0.0.9:1234"
            menu.manualConnect.click()
            XCTAssertEqual(networking.client.opened, [RemoteEndpoint(host: "10.0.0.9", port: 1234)])
            networking.fakeBrowser.set(DiscoverySnapshot(availability: .available, hosts: [living]))
            XCTAssertFalse(menu.discoveryNote.isVisible, "discovery comes back without a restart")
            XCTAssertEqual(menu.hostButtons.count, 1)
        }
    }

    func testPortraitAndNarrowWindowsKeepTheMenuUsable() throws {
        for (width, height, name) in [(360, 800, "360"), (800, 1280, "portrait")] {
            try withRemote(width: width, height: height) { window, remote in
                let menu = remote.menu
                try remote.options.hostStore.remember(
                    PairedPeer(id: "laptop", name: "Laptop", certificate: String(repeating: "ab", count: 32)))
                networking.fakeBrowser.set(DiscoverySnapshot(availability: .available, hosts: [living]))
                window.openRemoteMenu()  // "Remote Control…": a compact header has no button while idle
                settle()
                XCTAssertTrue(menu.popover.isVisible, name)
                XCTAssertLessThanOrEqual(menu.popover.width, width, name)
                XCTAssertTrue(menu.button.isVisible && menu.button.width > 0, "\(name): the header keeps the button")
                XCTAssertTrue(menu.forgetButton.isVisible, name)
                snap("connect-hosts-\(name)")
                menu.popover.popdown()
                menu.manualEntry.text = "10.0.0.5"
                menu.manualConnect.click()
                greet(remote)
                menu.popover.popup()
                snap("connect-pairing-\(name)")
                menu.popover.popdown()
            }
        }
    }

    /// On the host, a remote claiming a paired id with another certificate is refused and the
    /// window says so (the changed-key warning), without a controller or a change of what plays.
    func testTheHostRefusesARemoteWithAChangedKeyAndSaysSo() throws {
        try withRemote { window, remote in
            remote.menu.hostingToggle.isActive = true
            let host = try XCTUnwrap(remote.host)
            let transport = try XCTUnwrap(networking.hosts.first)
            try remote.options.hostStore.remember(
                PairedPeer(
                    id: "tablet", name: "Tablet", certificate: RemoteAuth.hex(TestExchange.certificate("tablet"))))
            let selected = window.state.selectedID
            let id = RemoteConnectionID(4)
            host.connectionOpened(id)
            host.connectionSecured(
                id,
                security: RemoteChannelSecurity(
                    localCertificate: TestExchange.certificate("host"),
                    peerCertificate: TestExchange.certificate("impostor"), channelBinding: TestExchange.binding))
            host.received(
                try RemoteFrame.encode(
                    .hello(
                        RemoteHello(
                            remoteID: "tablet", remoteName: "Tablet", method: .certificate,
                            state: RemoteSessionState(presetID: nil, params: PresetParams(), cycling: false)))),
                from: id)
            XCTAssertEqual(transport.sent[id]?.last, .error(RemoteErrorMessage(.certificateChanged)))
            XCTAssertNil(host.controller)
            XCTAssertTrue(window.toast.root.isVisible)
            XCTAssertTrue(
                window.toast.message.text.hasPrefix("Refused a remote calling itself “Tablet”"),
                window.toast.message.text)
            XCTAssertEqual(window.state.selectedID, selected, "nothing adopted")
            MainLoop.run(until: { false }, timeout: 0.5)  // the toast slides in
            snap("host-refused-changed-key")
        }
    }

    func testLettingRemotesControlTheWindowShowsTheCodeAndAppliesCommands() throws {
        try withRemote { window, remote in
            let menu = remote.menu
            menu.hostingToggle.isActive = true
            let host = try XCTUnwrap(remote.host)
            let transport = try XCTUnwrap(networking.hosts.first)
            XCTAssertTrue(remote.overlay.card.isVisible)
            XCTAssertEqual(remote.overlay.codeLabel.text, PairingCodeFormat.display(host.pairingCode))
            XCTAssertEqual(remote.overlay.nameLabel.text, "Studio")
            XCTAssertEqual(networking.advertisers.first?.published.last?.instanceID, "me")
            XCTAssertTrue(menu.hostingNote.text.contains(PairingCodeFormat.display(host.pairingCode)))
            snap("host-code-overlay")

            // A remote connects with the code and picks a preset: applied through the editor after the veil.
            let id = RemoteConnectionID(1)
            let target = presets[2]
            try pairRemote(
                host, transport, id: id,
                state: RemoteSessionState(presetID: target.id, params: target.params, cycling: false))
            XCTAssertFalse(remote.overlay.card.isVisible, "the code hides while a remote controls the window")
            XCTAssertTrue(remote.overlay.veil.hasCSSClass("dark"), "the selection fades through black")
            MainLoop.run(until: { window.state.selectedID == target.id }, timeout: 2)
            XCTAssertEqual(window.state.selectedID, target.id)
            XCTAssertFalse(remote.overlay.veil.hasCSSClass("dark"))
            XCTAssertEqual(menu.hostingNote.text, "Tablet controls this window")

            host.received((try? RemoteFrame.encode(.intent(.setCycling(true)))) ?? Data(), from: id)
            XCTAssertTrue(window.state.isCycling)
            host.connectionClosed(id)
            XCTAssertTrue(remote.overlay.card.isVisible, "the code is back when the remote leaves")
            menu.hostingToggle.isActive = false
            XCTAssertTrue(transport.stopped)
            XCTAssertEqual(networking.advertisers.first?.withdrawn, true)
            XCTAssertFalse(remote.overlay.card.isVisible)
        }
    }

    func testTheAmbientHostCyclesHoldsForARemoteAndResumes() throws {
        try withRemote(hostOnStart: .init(port: 47_420, name: "Living room", pairingCode: "123456")) { window, remote in
            XCTAssertTrue(window.state.isCycling, "the ambient player auto-cycles")
            XCTAssertFalse(window.presenter.showEditor, "no editor on the ambient player")
            XCTAssertNotNil(window.autoCycle.timer)
            let host = try XCTUnwrap(remote.host)
            XCTAssertEqual(host.pairingCode, "123456")
            snap("host-ambient")
            let transport = try XCTUnwrap(networking.hosts.first)
            let id = RemoteConnectionID(7)
            try pairRemote(
                host, transport, id: id,
                state: RemoteSessionState(presetID: nil, params: window.state.params, cycling: false))
            MainLoop.run(until: { !window.state.isCycling }, timeout: 2)
            XCTAssertFalse(window.state.isCycling, "holds while the remote controls it")
            XCTAssertNil(window.autoCycle.timer)
            let selected = window.state.selectedID
            host.connectionClosed(id)
            XCTAssertTrue(window.state.isCycling, "resumes when the remote leaves")
            XCTAssertEqual(window.state.selectedID, selected, "from where it is")
            XCTAssertNotNil(window.autoCycle.timer)
        }
    }

    /// Closed by its close button, the window stops what runs on its own: the app holds the window
    /// object after GTK destroyed it, so nothing waits for the object to go (a host would go on
    /// serving, a cycle stepping a window no one sees).
    func testClosingTheWindowStopsHostingAndCycling() throws {
        try withRemote(hostOnStart: .init(port: 47_420, name: "Living room", pairingCode: "123456")) { window, remote in
            XCTAssertNotNil(window.autoCycle.timer, "the ambient player cycles")
            let transport = try XCTUnwrap(networking.hosts.first)
            XCTAssertFalse(transport.stopped)
            window.toast.show("A message that would hide later")
            window.window.close()  // the close button's path: close-request, then destroy
            MainLoop.run(until: { false }, timeout: 0.1)
            XCTAssertNil(window.autoCycle.timer, "no more steps")
            XCTAssertTrue(transport.stopped, "no more serving")
            XCTAssertEqual(networking.advertisers.first?.withdrawn, true, "no more advertising")
            XCTAssertNil(remote.host)
            XCTAssertNil(window.toast.hideTimer, "the toast's hide is cancelled")
        }
    }

    func testHostingThatCannotStartSaysWhy() throws {
        try withRemote { window, remote in
            networking.hostingError = HostingFailure()
            remote.menu.hostingToggle.isActive = true
            XCTAssertNil(remote.host)
            XCTAssertFalse(remote.menu.hostingToggle.isActive)
            XCTAssertEqual(remote.menu.hostingNote.text, "Cannot host: port 47420 is in use")
            XCTAssertTrue(window.toast.root.isVisible)
        }
    }

    /// A remote paired with the code on `host` (a fake connection `id`): the host's commands run.
    @MainActor
    private func pairRemote(
        _ host: RemoteHostSession, _ transport: FakeRemoteNetworking.HostTransport, id: RemoteConnectionID,
        state: RemoteSessionState
    ) throws {
        host.connectionOpened(id)
        let security = RemoteChannelSecurity(
            localCertificate: TestExchange.certificate("host"), peerCertificate: TestExchange.certificate("tablet"),
            channelBinding: TestExchange.binding)
        host.connectionSecured(id, security: security)
        guard case .greeting(let greeting)? = transport.sent[id]?.first else { return XCTFail("no greeting") }
        host.received(
            try RemoteFrame.encode(
                .hello(RemoteHello(remoteID: "tablet", remoteName: "Tablet", method: .code, state: state))),
            from: id)
        guard case .pake(.challenge(let salt, let hostKey))? = transport.sent[id]?.last,
            let (remoteKey, key) = TestExchange().remoteAgree(
                code: host.pairingCode, remoteID: "tablet", salt: salt, hostKey: hostKey)
        else { return XCTFail("no challenge") }
        let transcript = RemotePairingTranscript(
            hostID: greeting.hostID, remoteID: "tablet", hostCertificate: security.localCertificate,
            remoteCertificate: security.peerCertificate, channelBinding: security.channelBinding, salt: salt,
            hostKey: hostKey, remoteKey: remoteKey)
        host.received(
            try RemoteFrame.encode(
                .pake(
                    .response(
                        remoteKey: remoteKey,
                        confirmation: RemoteAuth.confirmation(
                            role: .remote, key: key, transcript: transcript, signer: TestSigner())))),
            from: id)
    }

    func testForgettingPairedRemotesAsksFirstThenForgetsAndDropsTheController() throws {
        try withRemote { window, remote in
            let menu = remote.menu
            XCTAssertFalse(menu.forgetButton.isVisible, "nothing paired: nothing to forget")
            menu.hostingToggle.isActive = true
            let host = try XCTUnwrap(remote.host)
            let transport = try XCTUnwrap(networking.hosts.first)
            try remote.options.hostStore.remember(
                PairedPeer(id: "laptop", name: "Laptop", certificate: String(repeating: "ab", count: 32)))
            try pairRemote(
                host, transport, id: RemoteConnectionID(3),
                state: RemoteSessionState(presetID: nil, params: window.state.params, cycling: false))
            XCTAssertEqual(host.controller?.peer.name, "Tablet")
            XCTAssertTrue(menu.forgetButton.isVisible)
            XCTAssertEqual(menu.forgetButton.label, "Forget 2 paired remotes…")

            menu.popover.popup()
            menu.forgetButton.click()
            var dialog = try XCTUnwrap(menu.forgetDialog, "asks first")
            XCTAssertTrue(dialog.window.isTransient(for: window.window), "over the window")
            XCTAssertTrue(MainLoop.run(until: { dialog.window.isVisible }, timeout: 3), "the dialog shows")
            XCTAssertTrue(MainLoop.run(until: { !menu.isOpen }, timeout: 3), "the menu made way for it")
            XCTAssertEqual(dialog.heading, "Forget Paired Remotes?")
            XCTAssertTrue(dialog.body.hasPrefix("Forget 2 paired remotes?"), dialog.body)
            XCTAssertEqual(dialog.defaultResponse, "cancel", "Enter keeps them")
            snap("connect-forget-confirm")
            dialog.respond("cancel")
            XCTAssertTrue(MainLoop.run(until: { !dialog.window.isVisible }, timeout: 3))
            XCTAssertNil(menu.forgetDialog)
            XCTAssertEqual(remote.options.hostStore.peers.count, 2, "cancel forgets nothing")
            XCTAssertNotNil(host.controller)

            menu.popover.popup()
            menu.forgetButton.click()
            dialog = try XCTUnwrap(menu.forgetDialog)
            dialog.respond("forget")
            XCTAssertEqual(remote.options.hostStore.peers, [:])
            XCTAssertEqual(PairingStore(fileURL: remote.options.hostStore.fileURL).peers, [:], "written to the file")
            XCTAssertNil(host.controller, "the remote in control is disconnected")
            XCTAssertTrue(transport.closed.contains(RemoteConnectionID(3)))
            XCTAssertTrue(remote.overlay.card.isVisible, "the code shows again")
            XCTAssertFalse(menu.forgetButton.isVisible)
            XCTAssertEqual(window.toast.message.text, "Forgot 2 paired remotes.")
            menu.popover.popdown()
        }
    }

    func testEscapeInTheForgetDialogForgetsNothingAndGivesTheKeysBack() throws {
        try Pointer.require()
        for (width, height, name) in [(1280, 800, "landscape"), (360, 720, "360")] {
            try withRemote(width: width, height: height) { window, remote in
                try remote.options.hostStore.remember(
                    PairedPeer(id: "laptop", name: "Laptop", certificate: String(repeating: "ab", count: 32)))
                remote.refreshMenu()
                let menu = remote.menu
                window.openRemoteMenu()
                settle()
                menu.forgetButton.click()
                let dialog = try XCTUnwrap(menu.forgetDialog, name)
                XCTAssertTrue(
                    MainLoop.run(until: { dialog.window.isActive }, timeout: 5), "\(name): the dialog has the keys")
                snap("forget-dialog-\(name)")
                Pointer.key("Escape")
                XCTAssertTrue(MainLoop.run(until: { !dialog.window.isVisible }, timeout: 5), "\(name): Esc closed it")
                XCTAssertEqual(remote.options.hostStore.peers.count, 1, "\(name): Esc forgets nothing")
                XCTAssertTrue(
                    MainLoop.run(until: { window.window.isActive }, timeout: 5),
                    "\(name): the window has the keys again")
            }
        }
    }

    func testARemoteSliderDragIsOneUndoStepOnTheHost() throws {
        try withRemote { window, remote in
            remote.menu.hostingToggle.isActive = true
            let host = try XCTUnwrap(remote.host)
            let transport = try XCTUnwrap(networking.hosts.first)
            let id = RemoteConnectionID(4)
            let start = window.state.params
            try pairRemote(
                host, transport, id: id,
                state: RemoteSessionState(presetID: nil, params: start, cycling: false))
            var params = start
            for step in 1...15 {
                params.bloom = Double(step) * 0.1
                host.received(try RemoteFrame.encode(.params(params)), from: id)
                MainLoop.run(until: { false }, timeout: 0.05)  // the remote's throttle pace
            }
            XCTAssertEqual(window.state.params, params)
            XCTAssertTrue(window.state.undo())
            XCTAssertEqual(window.state.params, start, "one undo takes the whole remote drag back")
        }
    }

    func testTheFadeVeilCoversThePlayerButNotTheHeaderOrTheEditor() throws {
        try withRemote { window, remote in
            XCTAssertTrue(window.presenter.showEditor, "the side pane shows at 1280×800")
            remote.menu.hostingToggle.isActive = true
            remote.overlay.setDark(true)
            MainLoop.run(until: { false }, timeout: 0.5)  // the 150 ms opacity transition
            XCTAssertEqual(remote.overlay.veil.width, window.player.root.width, "over the player only")
            XCTAssertLessThan(remote.overlay.veil.width, window.window.width)
            let header = try XCTUnwrap(window.header.root.surfaceBounds)
            let pane = try XCTUnwrap(window.sidePane.root.surfaceBounds)
            let player = try XCTUnwrap(window.player.root.surfaceBounds)
            let shot = try ScreenShot()
            // The header's text and icons stay light over the black veil; the editor keeps its
            // look; the player under the veil is black.
            // Only the header's part over the player (its right end lies over the side pane).
            let headerOverPlayer = (
                x: header.x, y: header.y, width: player.x + player.width - header.x - 1, height: header.height
            )
            XCTAssertGreaterThan(shot.brightest(in: headerOverPlayer), 0.6, "the header is drawn over the veil")
            XCTAssertGreaterThan(shot.brightest(in: pane), 0.6, "the editor is not veiled")
            let belowHeader = (
                x: player.x + 40, y: player.y + player.height / 2, width: player.width / 2, height: player.height / 4
            )
            XCTAssertLessThan(shot.brightest(in: belowHeader), 0.05, "the player is black under the veil")
            snap("host-veil-dark")
            remote.overlay.setDark(false)
        }
    }

    func testInPortraitTheSheetStaysOverTheFadeVeil() throws {
        try withRemote(width: 800, height: 1280) { window, remote in
            window.perform(.toggleEditor)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .medium)
            remote.menu.hostingToggle.isActive = true
            remote.overlay.setDark(true)
            MainLoop.run(until: { false }, timeout: 0.5)
            let sheet = try XCTUnwrap(window.sheet.root.surfaceBounds)
            let header = try XCTUnwrap(window.header.root.surfaceBounds)
            let shot = try ScreenShot()
            XCTAssertGreaterThan(shot.brightest(in: sheet), 0.6, "the editor sheet is drawn over the veil")
            XCTAssertGreaterThan(shot.brightest(in: header), 0.6, "so is the header")
            // Right of the pairing card, between the header and the sheet.
            let between = (
                x: 420.0, y: header.y + header.height + 40, width: 340.0, height: sheet.y - header.height - 120
            )
            XCTAssertLessThan(shot.brightest(in: between), 0.05, "the player between them is black under the veil")
            let card = try XCTUnwrap(remote.overlay.card.surfaceBounds)
            XCTAssertLessThanOrEqual(card.y + card.height, sheet.y, "the pairing code sits above the open sheet")
            XCTAssertGreaterThan(shot.brightest(in: card), 0.6, "and shows")
            snap("host-veil-dark-portrait")
            remote.overlay.setDark(false)
        }
    }
}
