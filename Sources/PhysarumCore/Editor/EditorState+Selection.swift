// Choosing presets: select, previous/next (wrapping), auto-cycle, library updates.
extension EditorState {
    /// Switches to the preset `id`: its parameters replace the edited ones (one undo step).
    /// Returns false for an unknown id or when already there, unedited.
    @discardableResult
    public func select(_ id: String) -> Bool {
        guard let preset = presets.first(where: { $0.id == id }) else { return false }
        cancelMorph()
        return commit(Snapshot(selectedID: preset.id, baseline: preset.params, params: preset.params))
    }

    /// Selects the next preset in library order, wrapping after the last.
    @discardableResult
    public func selectNext() -> Bool { step(by: 1) }

    /// Selects the previous preset in library order, wrapping before the first.
    @discardableResult
    public func selectPrevious() -> Bool { step(by: -1) }

    /// Turns auto-cycle on or off (the UI's timer calls `selectNext()` while it is on).
    public func setCycling(_ on: Bool) {
        guard on != isCycling else { return }
        isCycling = on
        notify(.cycling)
    }

    /// Replaces the preset list after the library changed (save, rename, delete, import).
    ///
    /// - Parameter selecting: select this id without touching the edited parameters (after
    ///   "save", the saved preset becomes the selection and the reset target). Not undoable.
    public func setPresets(_ newPresets: [Preset], selecting id: String? = nil) {
        var change: EditorChange = []
        if newPresets != presets {
            presets = newPresets
            change.insert(.presets)
        }
        if let id, let preset = newPresets.first(where: { $0.id == id }),
            selectedID != id || baseline != preset.params
        {
            selectedID = id
            baseline = preset.params
            change.insert(.selection)
        } else if let selectedID, let preset = newPresets.first(where: { $0.id == selectedID }),
            baseline != preset.params
        {
            // The selected preset was overwritten: reset now returns to what is on disk.
            baseline = preset.params
            change.insert(.selection)
        }
        if !change.isEmpty { notify(change) }
    }

    private func step(by offset: Int) -> Bool {
        guard let id = PresetCycle.neighbor(of: selectedID, in: presets.map(\.id), offset: offset) else { return false }
        return select(id)
    }
}
