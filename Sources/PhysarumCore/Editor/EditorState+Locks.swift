// Per-parameter locks (by descriptor id). Locks are view state: not undoable.
extension EditorState {
    public func isLocked(_ id: String) -> Bool { locks.contains(id) }

    /// Locks or unlocks the parameter `id`. Unknown ids and no-op changes are ignored.
    public func setLocked(_ id: String, _ locked: Bool) {
        guard ParamRegistry.descriptor(id: id) != nil, locks.contains(id) != locked else { return }
        if locked { locks.insert(id) } else { locks.remove(id) }
        notify(.locks)
    }

    public func toggleLock(_ id: String) { setLocked(id, !isLocked(id)) }

    public func unlockAll() {
        guard !locks.isEmpty else { return }
        locks.removeAll()
        notify(.locks)
    }
}
