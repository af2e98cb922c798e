import CGtk

/// GtkColorButton: a swatch that opens a colour chooser dialog (GTK 4.8 has no GtkColorDialog).
@MainActor
public final class ColorButton: Widget {
    /// gtk_color_button_new.
    public init() {
        super.init(gtk_color_button_new())
    }

    /// The colour as sRGB components 0…1 (gtk_color_chooser_get/set_rgba), alpha ignored.
    public var rgb: (red: Double, green: Double, blue: Double) {
        get {
            var color = GdkRGBA()
            gtk_color_chooser_get_rgba(opaque, &color)
            return (Double(color.red), Double(color.green), Double(color.blue))
        }
        set {
            var color = GdkRGBA(
                red: Float(newValue.red), green: Float(newValue.green), blue: Float(newValue.blue),
                alpha: 1)
            gtk_color_chooser_set_rgba(opaque, &color)
        }
    }

    /// gtk_color_button_set_title: the chooser dialog's title.
    public func setTitle(_ title: String) { gtk_color_button_set_title(opaque, title) }

    /// Runs `handler` when the colour changes (also when set from code).
    public func onColorChanged(_ handler: @escaping @MainActor () -> Void) { onNotify("rgba", handler) }
}
