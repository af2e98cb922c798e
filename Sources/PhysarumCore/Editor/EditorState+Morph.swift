/// A morph in progress: from the parameters when it began to a target preset.
struct MorphSession {
    var from: PresetParams
    var target: Preset
    var progress: Double
}

// Morph: glide from the current parameters to a preset. The UI drives the clock
// (`morphDuration`), calling `updateMorph(progress:)` each frame; the whole glide is one undo step.
extension EditorState {
    /// How long the toolbar's morph takes, in seconds.
    public static let morphDuration: Double = 3

    /// The morph's progress 0…1, or nil when none is running.
    public var morphProgress: Double? { morphSession?.progress }
    /// The preset being morphed to, or nil.
    public var morphTarget: Preset? { morphSession?.target }

    /// Starts gliding towards the preset `id`. Locks do not apply: a morph goes all the way.
    /// Returns false for an unknown id.
    @discardableResult
    public func beginMorph(to id: String) -> Bool {
        guard let target = presets.first(where: { $0.id == id }) else { return false }
        if morphSession != nil { endChange() }
        morphSession = MorphSession(from: params, target: target, progress: 0)
        beginChange()
        notify(.morph)
        return true
    }

    /// Moves the morph to `progress` (clamped to 0…1); at 1 the target becomes the selection.
    public func updateMorph(progress: Double) {
        guard var session = morphSession else { return }
        session.progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        morphSession = session
        let mixed = PresetParams.morph(from: session.from, to: session.target.params, t: session.progress)
        if session.progress >= 1 {
            finishMorph()
        } else if !commit(Snapshot(selectedID: selectedID, baseline: baseline, params: mixed), extra: .morph) {
            notify(.morph)
        }
    }

    /// Jumps to the end: selects the target with its parameters and closes the undo step.
    public func finishMorph() {
        guard let session = morphSession else { return }
        let target = session.target
        morphSession = nil
        let changed = commit(
            Snapshot(selectedID: target.id, baseline: target.params, params: target.params),
            extra: .morph)
        endChange()
        if !changed { notify(.morph) }
    }

    /// Stops where it is (the parameters so far stay, as one undo step).
    public func cancelMorph() {
        guard morphSession != nil else { return }
        morphSession = nil
        endChange()
        notify(.morph)
    }
}
