// Undo, redo and change groups (a slider drag is one group, so one undo step).
extension EditorState {
    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Opens a change group: every change until the matching `endChange()` is one undo step.
    /// Call it when a slider drag starts. Groups nest; a group with no change records nothing.
    public func beginChange() {
        if groupDepth == 0 {
            groupStart = snapshot
            groupRecorded = false
            groupRedo = redoStack
        }
        groupDepth += 1
    }

    /// Closes every open group and takes back what it changed, leaving undo and redo as they
    /// were before it: the press that opened it was not an edit (a long press asking for help
    /// on a slider that had already jumped to the finger). Without an open group it does nothing.
    public func cancelChange() {
        // A group is open exactly while it has a start.
        guard let start = groupStart else { return }
        let recorded = groupRecorded
        let redo = groupRedo
        closeGroups()
        guard recorded else { return }
        undoStack.removeLast()
        redoStack = redo
        apply(start)
    }

    /// Closes the group opened by `beginChange()`. Unbalanced calls are ignored.
    public func endChange() {
        guard groupDepth > 0 else { return }
        groupDepth -= 1
        if groupDepth == 0 {
            groupStart = nil
            groupRecorded = false
            groupRedo = []
        }
    }

    /// Whether a change group is open (a drag in progress).
    public var isChanging: Bool { groupDepth > 0 }

    /// Runs `body` as one change group.
    public func groupingChanges(_ body: () -> Void) {
        beginChange()
        body()
        endChange()
    }

    /// Goes back one step. An open group is closed first, so the step includes the drag so far.
    /// Returns false when there is nothing to undo.
    @discardableResult
    public func undo() -> Bool {
        closeGroups()
        guard let previous = undoStack.popLast() else { return false }
        redoStack.append(snapshot)
        apply(previous)
        return true
    }

    /// Goes forward one undone step. Returns false when there is nothing to redo.
    @discardableResult
    public func redo() -> Bool {
        closeGroups()
        guard let next = redoStack.popLast() else { return false }
        undoStack.append(snapshot)
        apply(next)
        return true
    }

    private func apply(_ state: Snapshot) {
        let current = snapshot
        var change: EditorChange = [.history]
        if state.params != current.params { change.insert(.params) }
        if state.selectedID != current.selectedID || state.baseline != current.baseline { change.insert(.selection) }
        if morphSession != nil {
            morphSession = nil
            change.insert(.morph)
        }
        restore(state)
        notify(change)
    }

    private func closeGroups() {
        groupDepth = 0
        groupStart = nil
        groupRecorded = false
        groupRedo = []
    }
}
