extension PresetParams {
    /// Where colours, spawn pattern and blend mode switch from `from` to `to` during a morph.
    public static let morphSwitchPoint = 0.5

    /// The parameters `t` of the way from `from` to `to` (a pure function; both must be valid).
    ///
    /// Scalars interpolate linearly, are clamped to their ranges and integers are rounded; the
    /// non-scalars (colours, spawn pattern, blend mode) are `from`'s below `morphSwitchPoint` and
    /// `to`'s from it on. `t` is clamped to 0…1 (NaN counts as 0), and the ends are exact:
    /// `t = 0` gives `from`, `t = 1` gives `to`.
    public static func morph(from: PresetParams, to: PresetParams, t: Double) -> PresetParams {
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        var result = t < morphSwitchPoint ? from : to
        for descriptor in ParamRegistry.all {
            let a = descriptor.value(in: from)
            let b = descriptor.value(in: to)
            // a·(1−t) + b·t (not a + (b−a)·t) so both ends come out bit-exact.
            descriptor.set(a * (1 - t) + b * t, in: &result)
        }
        return result
    }
}
