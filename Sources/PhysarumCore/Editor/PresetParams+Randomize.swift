extension PresetParams {
    /// Parameters randomize leaves alone: they change the cost of a frame, not the look, and a
    /// random 2 M agents would stall a software renderer.
    public static let randomizeExcludedIDs: Set<ParamID> = [.agents, .simSpeed]

    /// Narrower ranges randomize draws from, keyed by label (so one entry covers all three species),
    /// where the full range mostly gives a black or blown-out picture. Each lies inside its
    /// descriptor's range; unlisted parameters use the full range.
    public static let randomizeRanges: [String: ClosedRange<Double>] = [
        "Exposure": 0.7...1.8,
        "Population": 0.15...1,
        "Deposit": 1...10,
        "Decay": 0.8...0.99,
        "Fade": 0...0.05,
        "Trail cap": 5...60,
        "Feedback": 0...0.6,
        "Bloom threshold": 0.3...0.9,
        "Bloom": 0...1.2,
        "Vignette": 0...0.6,
        "Saturation": 0.6...1.6,
        "Contrast": 0.7...1.5,
    ]

    /// A copy with every scalar that is not in `locked` or
    /// `randomizeExcludedIDs` drawn uniformly from its randomize range. Integers stay integral;
    /// the non-scalars (colours, spawn pattern, blend mode) are kept.
    public func randomized<G: RandomNumberGenerator>(locked: Set<ParamID>, using rng: inout G) -> PresetParams {
        var result = self
        for descriptor in ParamRegistry.all
        where !locked.contains(descriptor.id) && !Self.randomizeExcludedIDs.contains(descriptor.id) {
            let range = Self.randomizeRange(for: descriptor)
            let value: Double
            if descriptor.isInteger {
                let low = Int(range.lowerBound.rounded(.up))
                let high = Int(range.upperBound.rounded(.down))
                value = Double(Int.random(in: low...max(low, high), using: &rng))
            } else {
                value = Double.random(in: range, using: &rng)
            }
            descriptor.set(value, in: &result)
        }
        return result
    }

    /// The range randomize draws `descriptor` from: its override clamped into the full range.
    static func randomizeRange(for descriptor: ParamDescriptor) -> ClosedRange<Double> {
        guard let override = randomizeRanges[descriptor.sourceLabel] else { return descriptor.range }
        return override.clamped(to: descriptor.range)
    }
}
