/// A parameter following one feature of the sound: `depth` is the signed share of the
/// parameter's range the feature's full scale moves it by (0.5: a loud bass adds half the range;
/// −0.5 takes it away).
public struct Modulation: Equatable, Hashable, Sendable, Codable {
    /// The depths a modulation can have: at most the whole range, either way.
    public static let depthRange = -1.0...1.0

    public var feature: AudioFeature
    public var depth: Double

    public init(feature: AudioFeature, depth: Double) {
        self.feature = feature
        self.depth = depth
    }

    /// `base` moved by this modulation for `features`, clamped to `descriptor`'s range (and
    /// rounded for integer parameters).
    public func applied(to base: Double, of descriptor: ParamDescriptor, features: AudioFeatures) -> Double {
        let span = descriptor.range.upperBound - descriptor.range.lowerBound
        let level = min(max(features[feature], 0), 1)
        return descriptor.normalized(base + depth * level * span)
    }
}
