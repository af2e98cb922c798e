import CGtk

/// GtkScale: a horizontal slider over a range.
@MainActor
public final class Scale: Widget {
    /// gtk_scale_new_with_range.
    public init(range: ClosedRange<Double>, step: Double) {
        super.init(gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, range.lowerBound, range.upperBound, step))
        gtk_scale_set_draw_value(pointer(GtkScale.self), 0)
    }

    private var range: UnsafeMutablePointer<GtkRange> { pointer() }

    /// gtk_range_get/set_value (set clamps to the range and emits "value-changed" if it changed).
    public var value: Double {
        get { gtk_range_get_value(range) }
        set { gtk_range_set_value(range, newValue) }
    }

    /// gtk_range_set_increments: arrow-key step and page step.
    public func setIncrements(step: Double, page: Double) { gtk_range_set_increments(range, step, page) }

    /// gtk_range_set_round_digits: how many decimals a drag rounds to (−1 = none).
    public func setRoundDigits(_ digits: Int) { gtk_range_set_round_digits(range, Int32(digits)) }

    /// "value-changed".
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) { onSignal("value-changed", handler) }
}
