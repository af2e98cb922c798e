import CGtk

/// GtkImage showing a named (symbolic) icon, or a texture at a fixed pixel size.
@MainActor
public final class Image: Widget {
    /// gtk_image_new: empty until `setTexture`.
    public init() {
        super.init(gtk_image_new())
    }

    /// The texture shown (gtk_image_set_from_paintable); nil while there is none.
    public private(set) var texture: Texture?

    /// gtk_image_set_from_paintable.
    public func setTexture(_ texture: Texture) {
        self.texture = texture
        gtk_image_set_from_paintable(opaque, texture.texture)
    }

    /// gtk_image_new_from_icon_name.
    public init(iconName: String) {
        super.init(gtk_image_new_from_icon_name(iconName))
    }

    /// gtk_image_set_from_icon_name.
    public func setIconName(_ name: String) { gtk_image_set_from_icon_name(opaque, name) }

    /// gtk_image_get_icon_name: the icon shown (nil for a texture or nothing).
    public var iconName: String? { gtk_image_get_icon_name(opaque).map { String(cString: $0) } }

    /// gtk_image_set_pixel_size.
    public func setPixelSize(_ size: Int) { gtk_image_set_pixel_size(opaque, Int32(size)) }
}
