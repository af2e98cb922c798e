import CGtk

/// GtkShortcutController: keyboard triggers that activate named actions.
///
/// Used for keys that focused widgets should get first (arrows on a slider, Space on a button,
/// Escape in an entry): in the bubble phase it only sees what they did not handle. Application
/// accelerators, by contrast, run before the focused widget.
@MainActor
public final class ShortcutController: EventController {
    /// gtk_shortcut_controller_new.
    public init() {
        super.init(wrapping: UnsafeMutableRawPointer(gtk_shortcut_controller_new()))
    }

    /// Adds `trigger` (gtk_shortcut_trigger_parse_string syntax: "Left", "space", "<Control>q")
    /// activating the detailed action `actionName`. Returns false for a trigger GTK cannot parse.
    @discardableResult
    public func add(trigger: String, actionName: String) -> Bool {
        guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else { return false }
        let shortcut = gtk_shortcut_new(parsed, gtk_named_action_new(actionName))
        gtk_shortcut_controller_add_shortcut(opaque, shortcut)
        return true
    }
}
