import CGtk

/// GtkLevelBar: a bar filled to a value in 0…1 (a live meter; assistive technologies read its
/// value).
@MainActor
public final class LevelBar: Widget {
    /// gtk_level_bar_new_for_interval 0…1, continuous.
    public init() {
        super.init(gtk_level_bar_new_for_interval(0, 1))
    }

    /// gtk_level_bar_get/set_value, clamped to 0…1; setting the value already there does nothing.
    public var value: Double {
        get { gtk_level_bar_get_value(opaque) }
        set {
            let clamped = newValue.isFinite ? min(max(newValue, 0), 1) : 0
            guard clamped != value else { return }
            gtk_level_bar_set_value(opaque, clamped)
        }
    }
}
