/// Where the Connect menu's button goes: the header, or only the primary menu's "Remote
/// Control…" item.
public enum ConnectButtonPlacement {
    /// Whether the header shows the button. Wide headers always do. Compact ones (below
    /// `compactHeaderWidthBreakpoint`) need the room for the preset's name: there the button shows only
    /// while a session is active (its status is worth the room) or while its menu is open (the
    /// primary menu's item opens it from the button).
    public static func showsInHeader(compact: Bool, sessionActive: Bool, menuOpen: Bool) -> Bool {
        !compact || sessionActive || menuOpen
    }
}
