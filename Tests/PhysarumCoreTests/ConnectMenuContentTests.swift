import XCTest

@testable import PhysarumCore

/// What the Connect menu shows in each state (the widgets only display it).
final class ConnectMenuContentTests: XCTestCase {
    private let endpoint = RemoteEndpoint(host: "10.0.0.5", port: 47_420)
    private let host = RemotePeerInfo(id: "host-1", name: "Living room")
    private let found = DiscoveredHost(
        instanceID: "host-1", name: "Living room", address: "10.0.0.5", port: 47_420,
        protocolVersion: RemoteProtocol.version, playing: "Fibers")

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
        other.protocolVersion = RemoteProtocol.version + 1
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
        XCTAssertFalse(connected.showsManualEntry || connected.showsSpinner)
        XCTAssertNil(connected.retryAddress)
        XCTAssertTrue(connected.showsDisconnect)

        let failed = content(.failed(endpoint, reason: "Living room is busy"))
        XCTAssertEqual(failed.status, "Living room is busy")
        XCTAssertTrue(failed.statusIsError && failed.showsManualEntry)
        XCTAssertEqual(failed.retryAddress, "10.0.0.5:47420", "Connect tries the failed address again")
        XCTAssertNil(failed.buttonLabel)

        let dropped = content(.disconnected(endpoint, host: host, reason: "Living room stopped answering"))
        XCTAssertEqual(dropped.status, "Disconnected from Living room: Living room stopped answering")
        XCTAssertTrue(dropped.showsManualEntry && dropped.statusIsError)
        XCTAssertEqual(dropped.retryAddress, "10.0.0.5:47420")
        XCTAssertEqual(dropped.iconName, "network-offline-symbolic")
    }

    /// Each kind of problem present at once; whichever is newest is the only one shown.
    func testOnlyTheNewestProblemShows() {
        let failed = RemoteClientState.failed(
            endpoint, reason: "Could not connect to 10.0.0.5:47420: Connection refused")
        let hostingFailed = HostingStatus.failed(reason: "Cannot host: port in use")
        let address = ConnectMenuProblem.address("\"my tv\" is not a host name or address")
        let rows: [(ConnectMenuProblem?, status: Bool, address: Bool, hosting: Bool)] = [
            (.session, true, false, false),
            (address, false, true, false),
            (.hosting, false, false, true),
            // Nothing said which is newest: each shows (no address hint without a refused address).
            (nil, true, false, true),
        ]
        for (latest, status, hint, hosting) in rows {
            let shown = ConnectMenuContent(
                client: failed, discovery: nil, hosting: hostingFailed, latestProblem: latest)
            XCTAssertEqual(shown.status != nil, status, "status, newest \(String(describing: latest))")
            XCTAssertEqual(shown.statusIsError, status, "status is an error, newest \(String(describing: latest))")
            XCTAssertEqual(shown.addressHint != nil, hint, "address hint, newest \(String(describing: latest))")
            XCTAssertEqual(shown.hostingNote != nil, hosting, "hosting note, newest \(String(describing: latest))")
        }
        // A status that is no error (connecting) stays beside a refused address.
        let connecting = ConnectMenuContent(
            client: .connecting(endpoint), discovery: nil, hosting: .off, latestProblem: address)
        XCTAssertEqual(connecting.status, "Connecting to 10.0.0.5:47420…")
        XCTAssertNil(connecting.addressHint, "no entry while connecting, so no hint under it")
        // A running host's note is no problem: it stays.
        let hosting = ConnectMenuContent(
            client: failed, discovery: nil, hosting: .on(port: 1, code: "123456", controller: nil),
            latestProblem: .session)
        XCTAssertEqual(hosting.hostingNote, "Pairing code 123 456 · port 1")
    }

    /// The header's icon and name follow the role the window plays now: a session under way,
    /// then hosting, then a past failure.
    func testTheIconFollowsTheCurrentRole() {
        let playing = RemoteHostState(presetID: nil, presetName: nil, cycling: false)
        let on = HostingStatus.on(port: 47_420, code: "042917", controller: nil)
        let rows: [(RemoteClientState, HostingStatus, String)] = [
            (.idle, .off, "video-display-symbolic"),
            (.idle, on, "network-server-symbolic"),
            (.failed(endpoint, reason: "refused"), .off, "network-error-symbolic"),
            (.failed(endpoint, reason: "refused"), on, "network-server-symbolic"),
            (.failed(endpoint, reason: "refused"), .failed(reason: "in use"), "network-error-symbolic"),
            (.disconnected(endpoint, host: host, reason: "gone"), .off, "network-offline-symbolic"),
            (.disconnected(endpoint, host: host, reason: "gone"), on, "network-server-symbolic"),
            (.connecting(endpoint), on, "video-display-symbolic"),
            (.connected(endpoint, host: host, playing: playing), .off, "network-transmit-receive-symbolic"),
            (.connected(endpoint, host: host, playing: playing), on, "network-transmit-receive-symbolic"),
        ]
        for (client, hosting, icon) in rows {
            let shown = content(client, hosting: hosting)
            XCTAssertEqual(shown.iconName, icon, "\(client), hosting \(hosting)")
            XCTAssertEqual(
                shown.accessibleName == "Remote control: remotes can control this window",
                icon == "network-server-symbolic", "the name says hosting exactly when the icon does: \(client)")
        }
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
            let unsaid = ConnectMenuContent(client: .idle, discovery: nil, hosting: hosting)
            XCTAssertNil(unsaid.forgetPairedLabel, "by default there are none")
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
        for other in ["", "12345", "1234567"] {
            XCTAssertEqual(PairingCodeFormat.display(other), other, "not six digits: shown as it is")
        }
        XCTAssertEqual(PairingCodeFormat.normalized(" 042 917 "), "042917")
    }
}
