/// How a stroke paints: its tool, size and strength, and which species its stimulus is for.
public struct PaintBrush: Equatable, Codable, Sendable {
    /// The largest radius, as a share of the field's side (a wider disc would meet itself).
    public static let maximumRadiusShare = 0.5
    /// The strongest stimulus a stroke writes in one pass, in trail units (the kernel's bound).
    public static let maximumStrength = 1_000_000.0

    public var tool: PaintTool
    /// In field cells; 0 paints only the cells the stroke passes through.
    public var radius: Double
    /// Attract and Repel: trail units at the stroke's centre line.
    public var strength: Double
    /// Attract and Repel: how much each species feels it, 0…1 (painting for species 2 only is
    /// `[0, 1, 0]`).
    public var speciesWeights: [Double]
    /// Erase: the stimulus and the walls too, not only the trails (Shift, or a pen's eraser end).
    public var everything: Bool

    public init(
        tool: PaintTool, radius: Double, strength: Double = 10, speciesWeights: [Double] = [1, 1, 1],
        everything: Bool = false
    ) {
        self.tool = tool
        self.radius = radius
        self.strength = strength
        self.speciesWeights = speciesWeights
        self.everything = everything
    }

    /// Why this brush cannot paint a field of `fieldSize` cells, or nil when it can.
    public func problem(fieldSize: Int) -> String? {
        if !radius.isFinite || radius < 0 || radius > Self.maximumRadiusShare * Double(fieldSize) {
            return "radius \(radius) is outside 0…\(Self.maximumRadiusShare * Double(fieldSize)) cells"
        }
        if !strength.isFinite || strength < 0 || strength > Self.maximumStrength {
            return "strength \(strength) is outside 0…\(Self.maximumStrength)"
        }
        if speciesWeights.count != PresetParams.speciesCount {
            return "\(speciesWeights.count) species weights, expected \(PresetParams.speciesCount)"
        }
        if let weight = speciesWeights.first(where: { !$0.isFinite || $0 < 0 || $0 > 1 }) {
            return "species weight \(weight) is outside 0…1"
        }
        return nil
    }
}

/// One piece of a stroke: the segment between two consecutive samples, in field cells, swept by
/// the brush, so a fast stroke has no gaps (a single sample is a segment of length 0).
public struct PaintCapsule: Equatable, Codable, Sendable {
    public var brush: PaintBrush
    public var from: FieldPoint
    public var to: FieldPoint

    public init(brush: PaintBrush, from: FieldPoint, to: FieldPoint) {
        self.brush = brush
        self.from = from
        self.to = to
    }
}
