/// The editor state as the remote protocol sees it. A host applies remote commands with the same
/// methods its own keyboard and library call: there is no separate "driven" mode.
extension EditorState {
    /// What this window plays, for greetings and state messages.
    public var remoteHostState: RemoteHostState {
        RemoteHostState(presetID: selectedPreset?.id, presetName: selectedPreset?.name, cycling: isCycling)
    }

    /// The library's preset names by id, for the host session (the first of a repeated id counts).
    public var remotePresetNames: [String: String] {
        Dictionary(presets.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// This window's full state, for a hello.
    public var remoteSessionState: RemoteSessionState {
        RemoteSessionState(presetID: selectedID, params: params, cycling: isCycling)
    }

    /// Applies a command from the host session. `adopt` is one undo step: the remote's preset (when
    /// given), then its parameters and cycling. Commands about the host's chrome (controller,
    /// pairing code) change nothing here. With `burst` (and the time `now`), a run of `params`
    /// commands — a slider dragged on the remote — is one undo step, like a local drag.
    public func apply(_ command: RemoteHostCommand, at now: Double = 0, burst: inout RemoteEditBurst) {
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
        case .params(let params):
            guard PresetValidator.problem(in: params) == nil else { return }
            let extending = burst.continues(at: now, editorVersion: version)
            commit(
                Snapshot(selectedID: selectedID, baseline: baseline, params: params), extendingLastStep: extending)
            burst.edited(at: now, editorVersion: version)
        case .controllerChanged, .pairingCodeChanged, .refusedChangedCertificate: break
        }
    }

    /// Applies a command with no burst memory: every `params` is its own undo step.
    public func apply(_ command: RemoteHostCommand) {
        var single = RemoteEditBurst()
        apply(command, burst: &single)
    }
}

/// Remembers the host's last applied remote edit so that a burst of them is one undo step.
///
/// A remote sends a drag as a stream of `params` (at most 20 per second, see `EditThrottle`) and
/// no "drag began/ended": the host joins an edit to the previous one's undo step when it comes at
/// most `gap` seconds after it and nothing else changed the editor in between (the editor's
/// `version` is still the one that edit left). A pause longer than `gap`, a local edit, an undo,
/// a selection: the next remote edit starts a new step.
public struct RemoteEditBurst: Sendable {
    /// Longer than the throttle's interval (50 ms) with room for a loaded network, shorter than a
    /// deliberate pause between two edits.
    public static let gap = 0.5

    private var lastAt = -Double.infinity
    private var lastVersion: UInt64?

    public init() {}

    func continues(at now: Double, editorVersion: UInt64) -> Bool {
        lastVersion == editorVersion && now - lastAt <= Self.gap && now >= lastAt
    }

    mutating func edited(at now: Double, editorVersion: UInt64) {
        lastAt = now
        lastVersion = editorVersion
    }
}
