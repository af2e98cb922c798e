import Foundation
import GtkKit
import PhysarumCore

/// A window's part in remote control, both ways: as a remote (the Connect menu, a client session
/// mirroring the editor) and as a host (a host session whose commands go through the editor's own
/// methods, the pairing-code card, the crossfade). Network services come from the executable.
@MainActor
final class WindowRemote {
    let options: RemoteWindowOptions
    let state: EditorState
    let menu = ConnectMenu()
    let overlay = HostOverlay()
    let client: RemoteClientSession
    let mirror: RemoteEditorMirror
    /// Kept alive here: the session holds it weakly.
    let clientTransport: RemoteClientTransport
    let browser: HostBrowsing?

    private(set) var host: RemoteHostSession?
    private(set) var hostingHandle: RemoteHostingHandle?
    private(set) var hostingStatus: HostingStatus = .off
    private var hostName = ""
    /// The Connect menu's newest problem: only it shows.
    private var latestProblem: ConnectMenuProblem?
    private var advertiser: HostAdvertising?
    private var observation: EditorObservation?
    /// A selection from a remote waiting for the veil to turn black.
    private var pendingCrossfade: [RemoteHostCommand] = []
    /// Applies `pendingCrossfade` at black.
    private var crossfadeTimer: MainLoopSource?
    /// With PHYSARUM_REMOTE_TRACE=1: writes the frames rendered once a second (`startFrameTrace`).
    var frameTrace: MainLoopSource?
    /// Joins a remote's slider drag into one undo step here.
    private var remoteEditBurst = RemoteEditBurst()

    /// Shows a toast (the window's).
    var toast: ((String, _ isError: Bool, _ actionTitle: String?, _ action: (() -> Void)?) -> Void)?
    /// The window's cycle timer must follow whether this remote follows its host.
    var onCyclingOwnerChanged: (() -> Void)?

    /// As a host: the controlling remote's microphone features (it listens for this host).
    var onRemoteFeatures: ((AudioFeatures) -> Void)?

    init(options: RemoteWindowOptions, state: EditorState) {
        RemoteStyle.install()
        self.options = options
        self.state = state
        client = RemoteClientSession(
            configuration: .init(remoteID: options.instanceID, remoteName: options.displayName),
            store: options.remoteStore, signer: options.networking.signer,
            exchange: options.networking.pairingExchange,
            currentState: { [unowned state] in state.remoteSessionState })
        clientTransport = options.networking.makeClientTransport(for: client)
        mirror = RemoteEditorMirror(state: state, session: client)
        browser = options.networking.browser
        client.onStateChange = { [weak self] in self?.clientStateChanged($0) }
        wireMenu()
        observation = state.addObserver { [weak self] change in self?.editorChanged(change) }
        browser?.onChange = { [weak self] _ in self?.refreshMenu() }
        browser?.startBrowsing()
        if let hosting = options.hostOnStart { startHosting(hosting) }
        refreshMenu()
        // No timer here: the network layer ticks both sessions at their deadlines.
    }

    /// Whether the window's own auto-cycle should pause: this remote follows a cycling host.
    var suspendsLocalCycling: Bool { mirror.followsHost }

    /// Ends everything (the window closes).
    func shutDown() {
        client.disconnect()
        stopHosting()
        browser?.stopBrowsing()
        mirror.stop()
        if let observation { state.removeObserver(observation) }
        observation = nil
    }

    // MARK: - The Connect menu

    private func wireMenu() {
        menu.onConnect = { [weak self] endpoint in
            self?.latestProblem = nil
            self?.client.connect(to: endpoint)
        }
        menu.onAddressRefused = { [weak self] reason in
            self?.latestProblem = .address(reason)
            self?.refreshMenu()
        }
        menu.onSubmitCode = { [weak self] code in self?.client.submitPairingCode(code) }
        menu.onDisconnect = { [weak self] in self?.client.disconnect() }
        menu.onForgetChangedHost = { [weak self] in self?.client.forgetChangedHost() }
        menu.onForgetPaired = { [weak self] in self?.forgetPairedRemotes() }
        menu.onOpen = { [weak self] in
            // `physarum remotes --forget` may have changed the file meanwhile.
            self?.options.hostStore.reload()
            self?.refreshMenu()
        }
        menu.onHostingChanged = { [weak self] on in
            guard let self else { return }
            if on {
                self.startHosting(.init(name: self.options.displayName, resumesCycling: false))
            } else {
                self.stopHosting()
            }
        }
    }

    func refreshMenu() {
        menu.show(
            ConnectMenuContent(
                client: client.state, discovery: browser?.snapshot, hosting: hostingStatus,
                pairedRemotes: options.hostStore.peers.count, latestProblem: latestProblem))
    }

    /// Forgets every remote this machine's host paired with (the one in control, if any, is
    /// disconnected): each needs the code again.
    func forgetPairedRemotes() {
        do {
            let count = try host?.forgetAll() ?? options.hostStore.forgetAll()
            toast?(
                trPlural(
                    "Forgot the paired remote.", "Forgot {count} paired remotes.", count: count, ["count": "\(count)"]),
                false, nil, nil)
        } catch {
            toast?(
                tr("Could not forget the paired remotes: {error}", ["error": error.localizedDescription]), true, nil,
                nil)
        }
        refreshMenu()
    }

    private func clientStateChanged(_ newState: RemoteClientState) {
        switch newState {
        case .failed, .disconnected, .hostKeyChanged: latestProblem = .session
        case .idle, .connecting: latestProblem = nil
        default: break
        }
        let followed = mirror.followsHost
        mirror.sessionStateChanged(newState)
        if followed != mirror.followsHost { onCyclingOwnerChanged?() }
        refreshMenu()
        switch newState {
        case .disconnected(_, let host, let reason):
            toast?(
                tr("Disconnected from {host}: {reason}", ["host": host.name, "reason": reason]), true, tr("Reconnect")
            ) { [weak self] in
                self?.client.reconnect()
            }
        case .connected(_, let host, _):
            if case .connected = previousClientState {
            } else {
                toast?(tr("Connected to {host}.", ["host": host.name]), false, nil, nil)
            }
        default:
            break
        }
        previousClientState = newState
    }

    private var previousClientState: RemoteClientState = .idle

    // MARK: - Hosting

    /// Starts listening and announcing; problems show in the menu and a toast.
    func startHosting(_ hosting: RemoteWindowOptions.Hosting) {
        stopHosting()
        let session = RemoteHostSession(
            configuration: .init(
                hostID: options.instanceID, hostName: hosting.name,
                fixedPairingCode: hosting.pairingCode,
                resumesCyclingWhenRemoteLeaves: hosting.resumesCycling),
            hostState: state.remoteHostState, store: options.hostStore, signer: options.networking.signer,
            exchange: options.networking.pairingExchange)
        session.presetNames = state.remotePresetNames
        session.onCommand = { [weak self] in self?.hostCommand($0) }
        session.onFeatures = { [weak self] in self?.onRemoteFeatures?($0) }
        do {
            let handle = try options.networking.startHosting(session: session, port: hosting.port)
            host = session
            hostingHandle = handle
            hostName = hosting.name
            hostingStatus = .on(port: handle.port, code: session.pairingCode, controller: nil)
            overlay.show(name: hosting.name, code: session.pairingCode)
            advertiser = options.networking.makeAdvertiser()
            publish()
        } catch {
            hostingStatus = .failed(reason: tr("Cannot host: {error}", ["error": "\(error)"]))
            latestProblem = .hosting
            toast?(tr("Cannot let remotes control this window: {error}", ["error": "\(error)"]), true, nil, nil)
        }
        refreshMenu()
    }

    func stopHosting() {
        advertiser?.withdraw()
        advertiser = nil
        host?.closeAll()
        hostingHandle?.stop()
        host = nil
        hostingHandle = nil
        overlay.hide()
        if case .on = hostingStatus { hostingStatus = .off }
        refreshMenu()
    }

    private func publish() {
        guard let hostingHandle else { return }
        advertiser?.publish(
            ServiceAdvertisement(
                instanceID: options.instanceID, name: hostName, port: hostingHandle.port,
                protocolVersion: RemoteProtocol.version, playing: state.selectedPreset?.name))
    }

    /// Applies a host-session command. A selection change fades through black first.
    private func hostCommand(_ command: RemoteHostCommand) {
        switch command {
        case .controllerChanged(let peer):
            guard let host, let hostingHandle else { return }
            hostingStatus = .on(port: hostingHandle.port, code: host.pairingCode, controller: peer?.name)
            overlay.show(name: hostName, code: peer == nil ? host.pairingCode : nil)
            refreshMenu()
        case .pairingCodeChanged(let code):
            guard let hostingHandle else { return }
            hostingStatus = .on(port: hostingHandle.port, code: code, controller: host?.controller?.peer.name)
            refreshMenu()
        case .refusedChangedCertificate(let peer):
            // Like SSH's changed-key warning: never silent, never a way in.
            toast?(
                tr(
                    "Refused a remote calling itself “{remote}”: it is not the {remote} this window paired with (another key). If it was reinstalled, forget paired remotes and pair it again.",
                    ["remote": peer.name]), true, nil, nil)
        case .adopt, .intent(.next), .intent(.previous), .intent(.jumpTo):
            crossfade(command)
        case .intent(.setCycling), .params:
            // Behind a selection waiting for black, in order; else at once.
            if pendingCrossfade.isEmpty {
                applyFromRemote(command)
            } else {
                pendingCrossfade.append(command)
            }
        }
    }

    /// Darkens the veil, applies the selection at black (with whatever came after it, in order),
    /// clears the veil: ≈ 300 ms in all.
    private func crossfade(_ command: RemoteHostCommand) {
        pendingCrossfade.append(command)
        guard pendingCrossfade.count == 1 else { return }
        overlay.setDark(true)
        crossfadeTimer = MainLoopSource.timeout(milliseconds: 150) { [weak self] in
            guard let self else { return false }
            let commands = self.pendingCrossfade
            self.pendingCrossfade = []
            for command in commands { self.applyFromRemote(command) }
            self.overlay.setDark(false)
            return false
        }
    }

    private func editorChanged(_ change: EditorChange) {
        guard let host else { return }
        if change.contains(.presets) { host.presetNames = state.remotePresetNames }
        if !change.isDisjoint(with: [.selection, .cycling, .presets]) {
            host.update(hostState: state.remoteHostState)
            if change.contains(.selection) { publish() }
        }
    }

    private func applyFromRemote(_ command: RemoteHostCommand) {
        state.apply(command, at: RemoteClock.monotonic(), burst: &remoteEditBurst)
        traceApplied(command)
    }
}
