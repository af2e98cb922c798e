/// A part of the window that F6 and Shift+F6 move the keyboard focus between, as GNOME apps do
/// (GTK's own F6 cycles the panes of a GtkPaned; the window's regions are not one paned).
public enum FocusRegion: Hashable, Sendable {
    /// The floating header: preset name, capture, library, editor toggle, menus.
    case header
    /// The editor's toolbar: undo, redo, randomize, revert, morph, save.
    case editorToolbar
    /// One section of the editor: its first control.
    case editorSection(ParamSection)
    /// The library's grid, while it is open: the running preset's tile.
    case library
    /// The picture: Space, arrows and C are its keys.
    case player

    /// The regions in F6 order: the header, the editor when shown (its toolbar, then each section
    /// top to bottom), the library when open, and the player last (where the keys start, so one F6
    /// from the start reaches the header).
    public static func order(editorShown: Bool, libraryOpen: Bool, sections: [ParamSection] = ParamSection.allCases)
        -> [FocusRegion]
    {
        var regions: [FocusRegion] = [.header]
        if editorShown { regions += [.editorToolbar] + sections.map { .editorSection($0) } }
        if libraryOpen { regions.append(.library) }
        regions.append(.player)
        return regions
    }

    /// Where F6 (`forward`) or Shift+F6 takes the focus from `current`, wrapping at either end.
    /// From no known region (a popover, a dialog's leftover), F6 starts at the first region and
    /// Shift+F6 at the last. Nil only when there are no regions.
    public static func next(from current: FocusRegion?, in regions: [FocusRegion], forward: Bool) -> FocusRegion? {
        // No regions: no index is found and `first`/`last` are nil.
        guard let current, let index = regions.firstIndex(of: current) else {
            return forward ? regions.first : regions.last
        }
        let step = forward ? 1 : regions.count - 1
        return regions[(index + step) % regions.count]
    }
}
