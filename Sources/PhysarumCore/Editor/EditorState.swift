/// The editor's model: which preset is selected, the parameters being edited, undo/redo, locks,
/// auto-cycle and morph. Pure logic, no UI: the UI observes it and calls its methods.
///
/// Every mutation that changes something bumps `version` and notifies the observers once; a
/// mutation that changes nothing (setting the value already there) records no undo step and
/// notifies no one.
public final class EditorState {
    /// What undo restores: the selection, the values reset returns to, and the edited parameters.
    struct Snapshot: Equatable {
        var selectedID: String?
        var baseline: PresetParams
        var params: PresetParams
    }

    /// How many undo steps are kept; older ones are dropped.
    public static let undoLimit = 200

    /// The presets in library order (built-ins first, then the user's).
    public internal(set) var presets: [Preset]
    /// The selected preset's id (nil before anything is selected or after it was deleted).
    public internal(set) var selectedID: String?
    /// The parameters as edited: what the engine runs.
    public internal(set) var params: PresetParams
    /// The selected preset's parameters: what reset returns a parameter to.
    public internal(set) var baseline: PresetParams
    /// Locked parameters, by descriptor id: randomize leaves them alone.
    public internal(set) var locks: Set<ParamID> = []
    /// Whether auto-cycle is on (the UI owns the timer; see `PresetCycle.defaultInterval`).
    public internal(set) var isCycling = false
    /// Increases by one with every change; a cheap way for a UI to see whether to refresh.
    public internal(set) var version: UInt64 = 0

    var undoStack: [Snapshot] = []
    var redoStack: [Snapshot] = []
    /// Nesting depth of `beginChange()` … `endChange()`.
    var groupDepth = 0
    /// The state when the open group began; pushed to undo at the group's first real change.
    var groupStart: Snapshot?
    var groupRecorded = false
    var morphSession: MorphSession?
    private var observers: [(EditorObservation, (EditorChange) -> Void)] = []
    private var nextObserverID = 0

    /// Starts with `presets` and selects `selectedID`, or the first preset when it is nil or unknown.
    public init(presets: [Preset], selectedID: String? = nil) {
        self.presets = presets
        let selected = presets.first { $0.id == selectedID } ?? presets.first
        self.selectedID = selected?.id
        self.params = selected?.params ?? PresetParams()
        self.baseline = self.params
    }

    /// The selected preset, if it is still in the list.
    public var selectedPreset: Preset? { presets.first { $0.id == selectedID } }

    /// Whether the parameters differ from the selected preset's as the editor shows them
    /// (a difference below the shown precision is not one the user can see or save).
    public var isModified: Bool { params.roundedForDisplay != baseline.roundedForDisplay }

    // MARK: - Observers

    /// Calls `handler` after every change, with what changed.
    @discardableResult
    public func addObserver(_ handler: @escaping (EditorChange) -> Void) -> EditorObservation {
        let token = EditorObservation(id: nextObserverID)
        nextObserverID += 1
        observers.append((token, handler))
        return token
    }

    public func removeObserver(_ token: EditorObservation) {
        observers.removeAll { $0.0 == token }
    }

    func notify(_ change: EditorChange) {
        version &+= 1
        for (_, handler) in observers { handler(change) }
    }

    // MARK: - Applying changes

    var snapshot: Snapshot { Snapshot(selectedID: selectedID, baseline: baseline, params: params) }

    /// Makes `next` the current state as one undoable change (or part of the open group; or, with
    /// `extendingLastStep`, part of the last step, which undo then takes back whole).
    /// Returns false, doing nothing, when `next` equals the current state.
    @discardableResult
    func commit(_ next: Snapshot, extra: EditorChange = [], extendingLastStep: Bool = false) -> Bool {
        let current = snapshot
        guard next != current else { return false }
        if extendingLastStep && !undoStack.isEmpty {
            // The last step already holds the state to go back to.
        } else if groupDepth > 0 {
            if !groupRecorded, let start = groupStart {
                pushUndo(start)
                groupRecorded = true
            }
        } else {
            pushUndo(current)
        }
        redoStack.removeAll()
        var change: EditorChange = [.history]
        change.formUnion(extra)
        if next.params != current.params { change.insert(.params) }
        if next.selectedID != current.selectedID || next.baseline != current.baseline { change.insert(.selection) }
        restore(next)
        notify(change)
        return true
    }

    func restore(_ state: Snapshot) {
        selectedID = state.selectedID
        baseline = state.baseline
        params = state.params
    }

    private func pushUndo(_ state: Snapshot) {
        undoStack.append(state)
        if undoStack.count > Self.undoLimit { undoStack.removeFirst(undoStack.count - Self.undoLimit) }
    }
}
