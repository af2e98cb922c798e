import CGtk

/// GtkLabel.
@MainActor
public final class Label: Widget {
    /// gtk_label_new.
    public init(_ text: String = "") {
        super.init(gtk_label_new(text))
    }

    /// gtk_label_get/set_text.
    public var text: String {
        get { String(cString: gtk_label_get_text(opaque)) }
        set { gtk_label_set_text(opaque, newValue) }
    }

    /// gtk_label_set_xalign.
    public var horizontalAlignment: Double {
        get { Double(gtk_label_get_xalign(opaque)) }
        set { gtk_label_set_xalign(opaque, Float(newValue)) }
    }

    /// Truncates with "…" at the end when too narrow (gtk_label_set_ellipsize PANGO_ELLIPSIZE_END).
    public var ellipsizesAtEnd: Bool {
        get { gtk_label_get_ellipsize(opaque) == PANGO_ELLIPSIZE_END }
        set { gtk_label_set_ellipsize(opaque, newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }

    /// Whether the text is currently shortened with an ellipsis (pango_layout_is_ellipsized).
    public var isEllipsized: Bool {
        guard let layout = gtk_label_get_layout(opaque) else { return false }
        return pango_layout_is_ellipsized(layout) != 0
    }

    /// gtk_label_set_wrap.
    public var wraps: Bool {
        get { gtk_label_get_wrap(opaque) != 0 }
        set { gtk_label_set_wrap(opaque, newValue ? 1 : 0) }
    }

    /// gtk_label_set_wrap_mode: true breaks a word longer than a line between characters
    /// (PANGO_WRAP_WORD_CHAR); false breaks only between words (PANGO_WRAP_WORD, GTK's default).
    public var breaksLongWords: Bool {
        get { gtk_label_get_wrap_mode(opaque) == PANGO_WRAP_WORD_CHAR }
        set { gtk_label_set_wrap_mode(opaque, newValue ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD) }
    }

    /// gtk_label_set_max_width_chars.
    public func setMaxWidthChars(_ chars: Int) { gtk_label_set_max_width_chars(opaque, Int32(chars)) }

    /// gtk_label_set_width_chars.
    public func setWidthChars(_ chars: Int) { gtk_label_set_width_chars(opaque, Int32(chars)) }
}
