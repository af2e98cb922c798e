/// Brightness statistics of an RGB image, for "neither black nor blown out" checks.
struct ImageStatistics {
    /// Mean luma, 0…1.
    let meanLuma: Double
    /// Share of pixels with luma below `darkLevel`.
    let darkShare: Double
    /// Share of pixels with luma at or above `brightLevel`.
    let brightShare: Double

    static let darkLevel = 0.04
    static let brightLevel = 0.97

    init(rgb: [UInt8]) {
        let pixels = rgb.count / 3
        var sum = 0.0, dark = 0, bright = 0
        for p in 0..<pixels {
            let luma =
                (0.2126 * Double(rgb[3 * p]) + 0.7152 * Double(rgb[3 * p + 1]) + 0.0722 * Double(rgb[3 * p + 2])) / 255
            sum += luma
            if luma < Self.darkLevel { dark += 1 }
            if luma >= Self.brightLevel { bright += 1 }
        }
        meanLuma = sum / Double(max(pixels, 1))
        darkShare = Double(dark) / Double(max(pixels, 1))
        brightShare = Double(bright) / Double(max(pixels, 1))
    }

    /// Alive: something is lit, not everything is dark, and not a white-out.
    var problem: String? {
        if meanLuma < 0.06 || darkShare > 0.9 { return "too dark (mean \(meanLuma), dark share \(darkShare))" }
        if meanLuma > 0.8 || brightShare > 0.25 { return "blown out (mean \(meanLuma), bright share \(brightShare))" }
        return nil
    }
}
