import GtkKit
import PhysarumCore

// F6 / Shift+F6: the keyboard focus moves between the window's regions (header, editor toolbar,
// each editor section, the open library, the player), in Core's order, wrapping.
extension MainWindow {
    /// The regions the window shows now, in F6 order.
    var focusRegions: [FocusRegion] {
        FocusRegion.order(editorShown: presenter.isEditorVisible && editor.root.isMapped, libraryOpen: library.isOpen)
    }

    /// The region holding the keyboard focus (the player when the keys are its), nil for none.
    var currentFocusRegion: FocusRegion? {
        if playerHasKeys { return .player }
        if window.focusIsWithin(header.root) { return .header }
        if window.focusIsWithin(library.root) { return .library }
        if window.focusIsWithin(editor.toolbar.root) { return .editorToolbar }
        for (section, box) in editor.sectionBoxes where window.focusIsWithin(box) { return .editorSection(section) }
        return nil
    }

    /// F6 (`forward`) or Shift+F6: the focus goes to the next region that can take it (a hidden
    /// header, in fullscreen without chrome, is passed over).
    func moveFocusToNextRegion(forward: Bool) {
        let regions = focusRegions
        var from = currentFocusRegion
        for _ in regions {
            guard let region = FocusRegion.next(from: from, in: regions, forward: forward) else { return }
            if focus(region) { return }
            from = region
        }
    }

    /// Puts the focus on `region`'s first control; false when it has none to take it.
    @discardableResult
    func focus(_ region: FocusRegion) -> Bool {
        switch region {
        case .header:
            return header.root.isMapped && header.bar.moveFocusInside(forward: true)
        case .editorToolbar:
            return editor.toolbar.root.isMapped && editor.toolbar.root.moveFocusInside(forward: true)
        case .editorSection(let section):
            return editor.focusSection(section)
        case .library:
            return library.isOpen && library.focusCurrent()
        case .player:
            focusPlayer()
            return true
        }
    }
}
