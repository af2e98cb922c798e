import CGtk
import CGtkShim

/// GtkEntry: one line of editable text.
@MainActor
public final class Entry: Widget {
    /// gtk_entry_new.
    public init() {
        super.init(gtk_entry_new())
    }

    /// gtk_editable_get/set_text.
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    /// Sets the text as the start of the field's undo history: Ctrl+Z goes back to it, never
    /// past it (gtk_editable_set_enable_undo off and on clears GtkText's history).
    public func setTextAsUndoStart(_ text: String) {
        gtk_editable_set_enable_undo(opaque, 0)
        gtk_editable_set_text(opaque, text)
        gtk_editable_set_enable_undo(opaque, 1)
    }

    /// gtk_entry_set_placeholder_text.
    public func setPlaceholder(_ text: String) { gtk_entry_set_placeholder_text(pointer(GtkEntry.self), text) }

    /// gtk_editable_set_width_chars.
    public func setWidthChars(_ chars: Int) { gtk_editable_set_width_chars(opaque, Int32(chars)) }

    /// gtk_editable_set_position: the cursor at `position` (-1: the end).
    public func setPosition(_ position: Int) { gtk_editable_set_position(opaque, Int32(position)) }

    /// gtk_editable_select_region over the whole text.
    public func selectAll() { gtk_editable_select_region(opaque, 0, -1) }

    /// "activate": Enter was pressed.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { onSignal("activate", handler) }

    /// "changed": the text changed (typing or `text` set).
    public func onChanged(_ handler: @escaping @MainActor () -> Void) { onSignal("changed", handler) }

    /// Emits "activate" as Enter would (tests).
    public func activate() { physarum_signal_emit_void(raw, "activate") }
}
