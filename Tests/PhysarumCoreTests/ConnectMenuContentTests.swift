import XCTest

@testable import PhysarumCore

/// What the Connect menu shows in each state (the widgets only display it).
final class ConnectMenuContentTests: XCTestCase {
    private let endpoint = RemoteEndpoint(host: "10.0.0.5", port: 47_420)
    private let host = RemotePeerInfo(id: "host-1", name: "Living room")
    private let found = DiscoveredHost(
        instanceID: "host-1", name: "Living room", address: "10.0.0.5", port: 47_420,
        protocolVersion: 1, playing: "Fibers")

    private func content(
        _ client: RemoteClientState, hosts: [DiscoveredHost] = [],
        availability: DiscoveryAvailability = .available,
        hosting: HostingStatus = .off
    ) -> ConnectMenuContent {
        ConnectMenuContent(
            client: client, discovery: DiscoverySnapshot(availability: availability, hosts: hosts),
            hosting: hosting)
    }

    func testSearchingThenHostsListed() {
        let searching = content(.idle)
        XCTAssertTrue(searching.showsSpinner)
        XCTAssertTrue(searching.showsManualEntry)
        XCTAssertNil(searching.status)
        XCTAssertEqual(searching.iconName, "video-display-symbolic")
        XCTAssertEqual(searching.spinnerLabel, "Searching for hosts…")
        let listed = content(.idle, hosts: [found])
        XCTAssertFalse(listed.showsSpinner)
        XCTAssertEqual(listed.hosts.map(\.title), ["Living room"])
        XCTAssertEqual(listed.hosts.first?.subtitle, "Playing Fibers")
        XCTAssertEqual(listed.hosts.first?.endpoint, endpoint)
        XCTAssertEqual(listed.hosts.first?.isCompatible, true)
        var other = found
        other.protocolVersion = 2
        XCTAssertEqual(content(.idle, hosts: [other]).hosts.first?.isCompatible, false)
        other.protocolVersion = nil
        XCTAssertEqual(content(.idle, hosts: [other]).hosts.first?.subtitle, "Another version of Physarum")
    }

    func testDiscoveryUnavailableKeepsManualEntry() {
        let none = content(.idle, availability: .unavailable(reason: "no Avahi daemon"))
        XCTAssertEqual(none.discoveryNote, "Discovery unavailable: no Avahi daemon. Enter an address below.")
        XCTAssertFalse(none.showsSpinner)
        XCTAssertTrue(none.showsManualEntry)
        let noBrowser = ConnectMenuContent(client: .idle, discovery: nil, hosting: .off)
        XCTAssertNotNil(noBrowser.discoveryNote)
        XCTAssertTrue(noBrowser.showsManualEntry)
        XCTAssertNil(content(.idle, availability: .starting).discoveryNote)
    }

    func testEachSessionState() {
        let connecting = content(.connecting(endpoint), hosts: [found])
        XCTAssertEqual(connecting.status, "Connecting to 10.0.0.5:47420…")
        XCTAssertTrue(connecting.showsSpinner && connecting.showsDisconnect)
        XCTAssertEqual(connecting.hosts.first?.isCurrent, true)
        XCTAssertEqual(connecting.spinnerLabel, "Waiting for the host…")
        XCTAssertFalse(connecting.showsManualEntry, "Disconnect cancels; no second address meanwhile")

        let pairing = content(.needsPairingCode(endpoint, host: host, hint: "Wrong code"))
        XCTAssertEqual(pairing.pairing, .init(hostName: "Living room", hint: "Wrong code"))
        XCTAssertFalse(pairing.showsSpinner || pairing.showsManualEntry)
        XCTAssertTrue(pairing.showsDisconnect)

        let playing = RemoteHostState(presetID: "fibers", presetName: "Fibers", cycling: false)
        let connected = content(.connected(endpoint, host: host, playing: playing))
        XCTAssertEqual(connected.buttonLabel, "Living room")
        XCTAssertEqual(connected.iconName, "network-transmit-receive-symbolic")
        XCTAssertEqual(connected.accessibleName, "Connected to Living room")
        XCTAssertEqual(connected.status, "Connected to Living room · playing Fibers")
        XCTAssertFalse(connected.showsManualEntry || connected.showsSpinner || connected.showsReconnect)
        XCTAssertTrue(connected.showsDisconnect)

        let failed = content(.failed(endpoint, reason: "Living room is busy"))
        XCTAssertEqual(failed.status, "Living room is busy")
        XCTAssertTrue(failed.statusIsError && failed.showsReconnect && failed.showsManualEntry)
        XCTAssertNil(failed.buttonLabel)

        let dropped = content(.disconnected(endpoint, host: host, reason: "Living room stopped answering"))
        XCTAssertEqual(dropped.status, "Disconnected from Living room: Living room stopped answering")
        XCTAssertTrue(dropped.showsReconnect && dropped.statusIsError)
        XCTAssertEqual(dropped.iconName, "network-offline-symbolic")
    }

    func testHostingNotes() {
        XCTAssertFalse(content(.idle).isHosting)
        let on = content(.idle, hosting: .on(port: 47_420, code: "042917", controller: nil))
        XCTAssertTrue(on.isHosting)
        XCTAssertEqual(on.hostingNote, "Pairing code 042 917 · port 47420")
        XCTAssertEqual(
            content(.idle, hosting: .on(port: 1, code: "1", controller: "Tablet")).hostingNote,
            "Tablet controls this window")
        let failed = content(.idle, hosting: .failed(reason: "Cannot host: port in use"))
        XCTAssertFalse(failed.isHosting)
        XCTAssertEqual(failed.hostingNote, "Cannot host: port in use")
    }

    /// Every client state, hosting off, on and failed: active while connecting, pairing,
    /// connected or hosting; not while idle, failed or disconnected.
    func testASessionIsActiveWhileConnectingPairingConnectedOrHosting() {
        let playing = RemoteHostState(presetID: "fibers", presetName: "Fibers", cycling: false)
        let clients: [(RemoteClientState, Bool)] = [
            (.idle, false),
            (.connecting(endpoint), true),
            (.authenticating(endpoint, host: host), true),
            (.needsPairingCode(endpoint, host: host, hint: nil), true),
            (.connected(endpoint, host: host, playing: playing), true),
            (.failed(endpoint, reason: "busy"), false),
            (.disconnected(endpoint, host: host, reason: "gone"), false),
        ]
        let hostings: [(HostingStatus, Bool)] = [
            (.off, false), (.on(port: 47_420, code: "042917", controller: nil), true),
            (.on(port: 47_420, code: "042917", controller: "Tablet"), true), (.failed(reason: "port in use"), false),
        ]
        for (client, clientActive) in clients {
            for (hosting, hostingActive) in hostings {
                XCTAssertEqual(
                    content(client, hosting: hosting).isSessionActive, clientActive || hostingActive,
                    "\(client), hosting \(hosting)")
            }
        }
    }

    /// The header keeps the Connect button in wide headers; compact ones only while a session
    /// is active or its menu is open (all eight cases).
    func testTheHeaderShowsTheConnectButtonWhenWideActiveOrOpen() {
        for compact in [false, true] {
            for active in [false, true] {
                for open in [false, true] {
                    XCTAssertEqual(
                        ConnectButtonPlacement.showsInHeader(compact: compact, sessionActive: active, menuOpen: open),
                        !(compact && !active && !open), "compact \(compact), active \(active), open \(open)")
                }
            }
        }
    }

    func testForgettingPairedRemotesIsOfferedOnlyWhenThereAreSome() {
        for hosting in [HostingStatus.off, .on(port: 1, code: "123456", controller: nil)] {
            let none = ConnectMenuContent(client: .idle, discovery: nil, hosting: hosting, pairedRemotes: 0)
            XCTAssertNil(none.forgetPairedLabel)
            XCTAssertNil(none.forgetPairedQuestion)
            let one = ConnectMenuContent(client: .idle, discovery: nil, hosting: hosting, pairedRemotes: 1)
            XCTAssertEqual(one.forgetPairedLabel, "Forget the paired remote…")
            XCTAssertEqual(
                one.forgetPairedQuestion,
                "Forget the paired remote? It will need the pairing code shown on this screen to connect again.")
            let three = ConnectMenuContent(client: .idle, discovery: nil, hosting: hosting, pairedRemotes: 3)
            XCTAssertEqual(three.forgetPairedLabel, "Forget 3 paired remotes…")
            XCTAssertEqual(three.forgetPairedQuestion?.hasPrefix("Forget 3 paired remotes? Each will"), true)
        }
    }

    func testPairingCodeFormat() {
        XCTAssertEqual(PairingCodeFormat.display("042917"), "042 917")
        XCTAssertEqual(PairingCodeFormat.normalized(" 042 917 "), "042917")
    }
}
