import CSimKernel

/// Trail values are accumulated as integers so no deposit is lost, whatever the order of adds.
public enum TrailFixedPoint {
    /// Integer units per trail unit (the C kernel's, which both backends share).
    public static let unitsPerTrail = Int(SIM_UNITS_PER_TRAIL)

    /// A deposit amount in units: round(deposit · 1024), never negative.
    public static func units(_ trail: Double) -> UInt32 {
        guard trail.isFinite, trail > 0 else { return 0 }
        return UInt32(min((trail * Double(unitsPerTrail)).rounded(), Double(UInt32.max)))
    }
}
