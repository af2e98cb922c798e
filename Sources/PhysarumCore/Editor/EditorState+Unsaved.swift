// What of the running state no preset holds, and bringing it back after a restart.
extension EditorState {
    /// Whether the running parameters are in no saved preset: edited, or their preset deleted.
    /// Closing must keep them and auto-cycle must not replace them.
    public var hasUnsavedParameters: Bool { selectedPreset == nil || isModified }

    /// Whether anything undo or redo can reach holds parameters no preset holds now: switching
    /// presets after editing leaves the edits one undo step away, and they must survive a close
    /// there too.
    public var historyHoldsUnsavedParameters: Bool {
        let saved = Dictionary(presets.map { ($0.id, $0.params.roundedForDisplay) }, uniquingKeysWith: { a, _ in a })
        return (undoStack + redoStack).contains { step in
            guard let id = step.selectedID, let params = saved[id] else { return true }
            return step.params.roundedForDisplay != params
        }
    }

    /// The unsaved edits to keep (with the history that leads to them), nil when neither the
    /// running parameters nor any step of the history holds parameters no preset holds.
    ///
    /// - Parameter origin: the preset they started from when it is no longer in the list (the
    ///   window remembers the one it last named).
    public func unsavedEdits(origin fallback: Preset?) -> UnsavedEdits? {
        guard hasUnsavedParameters || historyHoldsUnsavedParameters, let from = selectedPreset ?? fallback
        else { return nil }
        let step = { (s: Snapshot) in UnsavedEdits.Step(presetID: s.selectedID, baseline: s.baseline, params: s.params)
        }
        return UnsavedEdits(
            origin: UnsavedEdits.Origin(id: from.id, name: from.name, tag: from.tag),
            baseline: baseline, params: params,
            undo: undoStack.suffix(UnsavedEdits.historyLimit).map(step),
            redo: redoStack.suffix(UnsavedEdits.historyLimit).map(step))
    }

    /// Runs `edits` as they were left: their preset selected (Revert returns to what it holds
    /// now), or, when it is gone, their parameters unsaved; their undo history back. Notifies once.
    public func restore(_ edits: UnsavedEdits) {
        cancelMorph()
        let current = presets.first { $0.id == edits.origin.id }
        let snapshot = { (s: UnsavedEdits.Step) in
            // A step's preset may have changed since: reset there returns to what it holds now.
            let baseline = self.presets.first { $0.id == s.presetID }?.params ?? s.baseline
            return Snapshot(selectedID: s.presetID, baseline: baseline, params: s.params)
        }
        undoStack = edits.undo.map(snapshot)
        redoStack = edits.redo.map(snapshot)
        restore(
            Snapshot(
                selectedID: current?.id, baseline: current?.params ?? edits.baseline, params: edits.params))
        notify([.history, .params, .selection])
    }
}
