/// Whether this window lets remotes control it, as the Connect menu shows it.
public enum HostingStatus: Equatable, Sendable {
    case off
    /// Listening on `port`; `controller` names the remote in control, if one is.
    case on(port: UInt16, code: String, controller: String?)
    /// Hosting could not start (the port is taken …).
    case failed(reason: String)
}

/// Where the Connect menu's newest problem came from: only that one shows (an older one beside
/// it would read as if both were current).
public enum ConnectMenuProblem: Equatable, Sendable {
    /// The session failed or ended (the status line).
    case session
    /// The typed address was refused (the hint under the entry).
    case address(String)
    /// Hosting could not start (the note under the toggle).
    case hosting
}

/// What the Connect menu shows, decided from the session, discovery and hosting states alone
/// (the widgets only display it).
public struct ConnectMenuContent: Equatable, Sendable {
    /// One host the user can pick.
    public struct HostRow: Equatable, Sendable {
        public var id: String
        public var title: String
        /// "Playing Fibers", or why it cannot be used.
        public var subtitle: String?
        public var endpoint: RemoteEndpoint
        /// Speaks another protocol version: listed but not selectable.
        public var isCompatible: Bool
        /// The host this remote is connected (or connecting) to.
        public var isCurrent: Bool
    }

    /// The pairing-code prompt.
    public struct PairingPrompt: Equatable, Sendable {
        public var hostName: String
        public var hint: String?
    }

    public var iconName: String
    /// Shown beside the icon in the header (the host's name while connected).
    public var buttonLabel: String?
    public var accessibleName: String
    /// One line about the session (nil when idle).
    public var status: String?
    public var statusIsError: Bool
    public var showsSpinner: Bool
    /// Beside the spinner: what is being waited for.
    public var spinnerLabel: String
    public var hosts: [HostRow]
    /// "Discovery unavailable …" when there is no mDNS daemon; nil otherwise.
    public var discoveryNote: String?
    public var showsManualEntry: Bool
    /// Why the typed address was refused (under the entry); nil when it was not, or when a newer
    /// problem shows.
    public var addressHint: String?
    /// The address of the attempt that failed or the session that ended: the entry offers it,
    /// so Connect tries it again (there is no separate Reconnect).
    public var retryAddress: String?
    public var pairing: PairingPrompt?
    public var showsDisconnect: Bool
    /// After "This is not the … you paired with": the button that forgets that host's key and pairs
    /// again (nil otherwise).
    public var forgetChangedHostLabel: String?
    public var isHosting: Bool
    public var hostingNote: String?
    /// "Forget 2 paired remotes…" while this machine's host has paired remotes; nil otherwise.
    public var forgetPairedLabel: String?
    /// The confirmation that button asks for.
    public var forgetPairedQuestion: String?
    /// Something is going on whose state the header button shows: connecting, pairing,
    /// connected, or hosting. Idle, failed and disconnected are not (a toast said what happened).
    public var isSessionActive: Bool

    /// The menu for these states. `discovery` nil: this build has no discovery (manual entry only).
    /// `pairedRemotes`: how many remotes this machine's host knows (they connect without a code).
    /// `latestProblem`: the newest problem; an older session or hosting error is not shown beside it
    /// (nil: each shows, e.g. a session failure right after a hosting one is the newest anyway).
    public init(
        client: RemoteClientState, discovery: DiscoverySnapshot?, hosting: HostingStatus, pairedRemotes: Int = 0,
        latestProblem: ConnectMenuProblem? = nil
    ) {
        let current = client.endpoint
        hosts = (discovery?.hosts ?? []).map { host in
            let endpoint = RemoteEndpoint(host: host.address, port: host.port)
            let compatible = host.protocolVersion == RemoteProtocol.version
            return HostRow(
                id: host.instanceID, title: host.name,
                subtitle: compatible
                    ? host.playing.map { tr("Playing {preset}", ["preset": $0]) } : tr("Another version of Physarum"),
                endpoint: endpoint, isCompatible: compatible, isCurrent: endpoint == current)
        }
        switch discovery?.availability {
        case .unavailable(let reason)?:
            discoveryNote = tr("Discovery unavailable: {reason}. Enter an address below.", ["reason": reason])
        case nil:
            discoveryNote = tr("Discovery unavailable. Enter an address below.")
        default:
            discoveryNote = nil
        }
        let searching = discoveryNote == nil && hosts.isEmpty

        // A screen elsewhere (Adwaita's network-idle is drawn at 35 % opacity: it read as disabled).
        iconName = "video-display-symbolic"
        buttonLabel = nil
        accessibleName = tr("Connect to a host")
        status = nil
        statusIsError = false
        showsSpinner = searching
        spinnerLabel = tr("Searching for hosts…")
        showsManualEntry = true
        pairing = nil
        showsDisconnect = false
        retryAddress = nil
        forgetChangedHostLabel = nil
        switch client {
        case .idle:
            break
        case .connecting(let endpoint):
            status = tr("Connecting to {host}…", ["host": "\(endpoint)"])
            showsSpinner = true
            spinnerLabel = tr("Waiting for the host…")
            showsManualEntry = false
            showsDisconnect = true
        case .authenticating(_, let host):
            status = tr("Connecting to {host}…", ["host": host.name])
            showsSpinner = true
            spinnerLabel = tr("Waiting for the host…")
            showsManualEntry = false
            showsDisconnect = true
        case .needsPairingCode(_, let host, let hint):
            status = tr("{host} shows a pairing code", ["host": host.name])
            pairing = PairingPrompt(hostName: host.name, hint: hint)
            showsSpinner = false
            showsManualEntry = false
            showsDisconnect = true
        case .connected(_, let host, let playing):
            iconName = "network-transmit-receive-symbolic"
            buttonLabel = host.name
            accessibleName = tr("Connected to {host}", ["host": host.name])
            status =
                playing.presetName.map {
                    tr("Connected to {host} · playing {preset}", ["host": host.name, "preset": $0])
                }
                ?? tr("Connected to {host}", ["host": host.name])
            showsSpinner = false
            showsManualEntry = false
            showsDisconnect = true
        case .failed(let endpoint, let reason):
            iconName = "network-error-symbolic"
            accessibleName = tr("Connect to a host (the last attempt failed)")
            status = reason
            statusIsError = true
            retryAddress = endpoint.description
        case .hostKeyChanged(_, let host):
            iconName = "network-error-symbolic"
            accessibleName = tr("Connect to a host (the last host was refused)")
            status = tr(
                "This is not the {host} you paired with: it answers with its id but another key, so nothing was sent to it. Forget it only if {host} was reinstalled.",
                ["host": host.name])
            statusIsError = true
            forgetChangedHostLabel = tr("Forget {host} and pair again", ["host": host.name])
        case .disconnected(let endpoint, let host, let reason):
            iconName = "network-offline-symbolic"
            accessibleName = tr("Disconnected from {host}", ["host": host.name])
            status = tr("Disconnected from {host}: {reason}", ["host": host.name, "reason": reason])
            statusIsError = true
            retryAddress = endpoint.description
        }

        if !showsManualEntry { discoveryNote = nil }  // only beside manual entry, its alternative

        switch hosting {
        case .off:
            isHosting = false
            hostingNote = nil
        case .on(let port, let code, let controller):
            isHosting = true
            hostingNote =
                controller.map { tr("{remote} controls this window", ["remote": $0]) }
                ?? tr(
                    "Pairing code {code} · port {port}", ["code": PairingCodeFormat.display(code), "port": "\(port)"])
        case .failed(let reason):
            isHosting = false
            hostingNote = reason
        }

        // Only the newest problem shows.
        addressHint = nil
        if let latestProblem {
            if case .address(let hint) = latestProblem { addressHint = hint }
            if statusIsError && latestProblem != .session {
                status = nil
                statusIsError = false
            }
            if case .failed = hosting, latestProblem != .hosting { hostingNote = nil }
        }
        if !showsManualEntry { addressHint = nil }

        // The icon follows the role this window plays now: hosting outranks a past failure.
        if isHosting, !client.isActive {
            iconName = "network-server-symbolic"
            accessibleName = tr("Remote control: remotes can control this window")
        }

        isSessionActive = client.isActive || isHosting

        if pairedRemotes > 0 {
            let count: KeyValuePairs<String, String> = ["count": "\(pairedRemotes)"]
            forgetPairedLabel = trPlural(
                "Forget the paired remote…", "Forget {count} paired remotes…", count: pairedRemotes, count)
            forgetPairedQuestion = trPlural(
                "Forget the paired remote? It will need the pairing code shown on this screen to connect again.",
                "Forget {count} paired remotes? Each will need the pairing code shown on this screen to connect again.",
                count: pairedRemotes, count)
        } else {
            forgetPairedLabel = nil
            forgetPairedQuestion = nil
        }
    }
}

extension RemoteClientState {
    /// Connecting, pairing or connected: a session is under way (idle, failed and ended are not).
    var isActive: Bool {
        switch self {
        case .connecting, .authenticating, .needsPairingCode, .connected: true
        case .idle, .failed, .disconnected, .hostKeyChanged: false
        }
    }
}

/// How a pairing code is shown: two groups of three digits, easier to read across a room.
public enum PairingCodeFormat {
    public static func display(_ code: String) -> String {
        guard code.count == 6 else { return code }
        return String(code.prefix(3)) + " " + String(code.suffix(3))
    }

    /// What the user typed, without spaces: "123 456" → "123456".
    public static func normalized(_ typed: String) -> String {
        typed.filter { !$0.isWhitespace }
    }
}
