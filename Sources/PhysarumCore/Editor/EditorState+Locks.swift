// Per-parameter locks (by descriptor id). Locks are view state: not undoable.
extension EditorState {
    public func isLocked(_ id: ParamID) -> Bool { locks.contains(id) }

    /// Locks or unlocks the parameter `id`. No-op changes are ignored.
    public func setLocked(_ id: ParamID, _ locked: Bool) {
        guard locks.contains(id) != locked else { return }
        if locked { locks.insert(id) } else { locks.remove(id) }
        notify(.locks)
    }

    public func toggleLock(_ id: ParamID) { setLocked(id, !isLocked(id)) }

    public func unlockAll() {
        guard !locks.isEmpty else { return }
        locks.removeAll()
        notify(.locks)
    }
}
