/// Mirrors a remote's editor to the host it controls: selections and cycling as intents at once,
/// parameters through the session's throttle. While the host auto-cycles, the host is the clock:
/// the remote follows the host's selection (and sends nothing back for it), so the two never step
/// twice. The window suspends its own cycle timer while `followsHost` is true.
public final class RemoteEditorMirror {
    let state: EditorState
    let session: RemoteClientSession
    /// What the host last said it plays.
    public private(set) var host: RemoteHostState?
    private var observation: EditorObservation?

    public init(state: EditorState, session: RemoteClientSession) {
        self.state = state
        self.session = session
        observation = state.addObserver { [weak self] change in self?.editorChanged(change) }
    }

    /// Stops observing the editor.
    public func stop() {
        if let observation { state.removeObserver(observation) }
        observation = nil
    }

    /// Whether the remote's selection should come from the host: connected, and both this editor
    /// and the host cycle. (The host adopts the hello's cycling, so a remote that does not cycle never
    /// follows — not even the greeting's or a pre-adoption state that still says the host cycles.)
    public var followsHost: Bool { session.state.isConnected && host?.cycling == true && state.isCycling }

    /// The session's state changed: follow the host's selection while it cycles.
    public func sessionStateChanged(_ sessionState: RemoteClientState) {
        guard case .connected(_, _, let playing) = sessionState else {
            host = nil
            return
        }
        host = playing
        // `select` ignores an id this library lacks (a preset of the host's own).
        if followsHost, let id = playing.presetID, id != state.selectedID { state.select(id) }
    }

    private func editorChanged(_ change: EditorChange) {
        guard session.state.isConnected else { return }
        if change.contains(.selection), let id = state.selectedID, id != host?.presetID {
            session.send(.jumpTo(presetID: id))
        }
        if change.contains(.cycling), state.isCycling != host?.cycling {
            session.send(.setCycling(state.isCycling))
        }
        if change.contains(.params) { session.paramsChanged(state.params) }
    }
}
