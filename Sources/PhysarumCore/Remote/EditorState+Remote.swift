/// The editor state as the remote protocol sees it. A host applies remote commands with the same
/// methods its own keyboard and library call: there is no separate "driven" mode.
extension EditorState {
    /// What this window plays, for greetings and state messages.
    public var remoteHostState: RemoteHostState {
        RemoteHostState(presetID: selectedPreset?.id, presetName: selectedPreset?.name, cycling: isCycling)
    }

    /// This window's full state, for a hello.
    public var remoteSessionState: RemoteSessionState {
        RemoteSessionState(presetID: selectedID, params: params, cycling: isCycling)
    }

    /// Applies a command from the host session. `adopt` is one undo step: the remote's preset (when
    /// given), then its parameters and cycling. Commands about the host's chrome (controller,
    /// pairing code) change nothing here.
    public func apply(_ command: RemoteHostCommand) {
        switch command {
        case .adopt(let remote):
            groupingChanges {
                if let id = remote.presetID { select(id) }
                setParams(remote.params)
            }
            setCycling(remote.cycling)
        case .intent(.next): selectNext()
        case .intent(.previous): selectPrevious()
        case .intent(.jumpTo(let id)): select(id)
        case .intent(.setCycling(let on)): setCycling(on)
        case .params(let params): setParams(params)
        case .controllerChanged, .pairingCodeChanged: break
        }
    }
}
