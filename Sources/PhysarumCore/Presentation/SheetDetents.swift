/// Where a bottom sheet rests.
public enum SheetDetent: Int, CaseIterable, Sendable, Comparable {
    case closed, medium, large

    public static func < (a: SheetDetent, b: SheetDetent) -> Bool { a.rawValue < b.rawValue }
}

/// Space the large detent leaves above the sheet so the floating header stays visible and
/// reachable, in logical pixels: header height (46) + its top margin (8) + a 10 px gap.
public let sheetHeaderClearance: Double = 64

/// The medium detent's share of the container height (≈ half, like a half-height sheet on iPadOS).
public let sheetMediumFraction: Double = 0.5

/// The sheet heights of each detent for one container height, in logical pixels.
public struct SheetDetentHeights: Equatable, Sendable {
    public let medium: Double
    public let large: Double

    /// Heights for a container `containerHeight` tall; the large detent leaves `headerClearance` free.
    public init(containerHeight: Double, headerClearance: Double = sheetHeaderClearance) {
        let large = max(containerHeight - headerClearance, 0)
        self.large = large
        self.medium = min((containerHeight * sheetMediumFraction).rounded(), large)
    }

    /// The sheet height at `detent`.
    public func height(of detent: SheetDetent) -> Double {
        switch detent {
        case .closed: 0
        case .medium: medium
        case .large: large
        }
    }

    /// The detent whose height is nearest to `height` (ties go to the lower detent).
    public func nearest(to height: Double) -> SheetDetent {
        SheetDetent.allCases.min { abs(self.height(of: $0) - height) < abs(self.height(of: $1) - height) } ?? .closed
    }
}

/// Below this release speed a drag snaps to the nearest detent, in px/s (libadwaita's swipe
/// tracker uses 0.3 progress/ms on touch; ~400 px/s is a deliberate flick at sheet scale).
public let sheetFlingVelocityThreshold: Double = 400

/// How far a fling carries per unit of release speed, in seconds: the distance a motion
/// decelerating by libadwaita's 0.998 per millisecond covers, d / (1000 · (1 − d)).
public let sheetFlingProjectionSeconds: Double = 0.998 / (1000 * (1 - 0.998))

/// The detent a sheet settles at when released at `height` moving at `velocity` (px/s, positive
/// = growing). A slow release takes the nearest detent (past half-way → the next one); a fling
/// goes at least one detent in its direction, further when its projected travel reaches further.
public func sheetSnapTarget(height: Double, velocity: Double, heights: SheetDetentHeights) -> SheetDetent {
    guard abs(velocity) >= sheetFlingVelocityThreshold else { return heights.nearest(to: height) }
    let projected = height + velocity * sheetFlingProjectionSeconds
    let ahead = SheetDetent.allCases.filter {
        velocity > 0 ? heights.height(of: $0) > height : heights.height(of: $0) < height
    }
    guard !ahead.isEmpty else { return heights.nearest(to: height) }
    return ahead.min { abs(heights.height(of: $0) - projected) < abs(heights.height(of: $1) - projected) }!
}
