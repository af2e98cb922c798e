/// Trail values are accumulated as integers so no deposit is lost, whatever the order of adds.
public enum TrailFixedPoint {
    /// Integer units per trail unit.
    public static let unitsPerTrail = 1024

    /// A deposit amount in units: round(deposit · 1024), never negative.
    public static func units(_ trail: Double) -> UInt32 {
        guard trail.isFinite, trail > 0 else { return 0 }
        return UInt32(min((trail * Double(unitsPerTrail)).rounded(), Double(UInt32.max)))
    }
}
