import Foundation

// How colours read to a person: WCAG contrast between text and its background, and whether two
// small dots can be told apart (CIE76 distance in L*a*b*).
extension RGBColor {
    public static let white = RGBColor(red: 1, green: 1, blue: 1)
    public static let black = RGBColor(red: 0, green: 0, blue: 0)

    /// WCAG 2 relative luminance, 0 (black) to 1 (white).
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// WCAG 2 contrast ratio with `other`, 1 (none) to 21 (black on white).
    public func contrastRatio(with other: RGBColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour at `alpha` painted over `backdrop` (sRGB blending, as GTK draws it).
    public func composited(alpha: Double, over backdrop: RGBColor) -> RGBColor {
        let mix = { (top: Double, bottom: Double) in top * alpha + bottom * (1 - alpha) }
        return RGBColor(
            red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue))
    }

    /// Black or white, whichever reads better on this colour (a digit on a species dot).
    public var legibleInk: RGBColor {
        contrastRatio(with: .black) >= contrastRatio(with: .white) ? .black : .white
    }

    /// The CIE76 colour difference (ΔE*ab) to `other`: about 2.3 is just noticeable side by side.
    public func perceptualDistance(to other: RGBColor) -> Double {
        let (a, b) = (lab, other.lab)
        return ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b)).squareRoot()
    }

    /// CIE L*a*b* under D65.
    var lab: (l: Double, a: Double, b: Double) {
        let (r, g, b) = (Self.linear(red), Self.linear(green), Self.linear(blue))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        let f = { (t: Double) in t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// An sRGB component (0…1) in linear light.
    static func linear(_ component: Double) -> Double {
        let c = min(max(component, 0), 1)
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}

/// The colour distance (CIE76 ΔE*ab) under which two species dots of the editor's size (8 px)
/// are hard to tell apart: Coral's #ff7f7f and #e5989b (14) and Fingerprint's #f7cad0 and
/// #ffe5ec (11) were reported as the same; Honeycomb's closest pair (22) reads as two.
public let distinguishableDotDistance: Double = 20

/// Whether some two of `colors` are too close to tell apart as dots (then each dot carries its
/// species number as well).
public func speciesDotsNeedNumbers(_ colors: [RGBColor]) -> Bool {
    for (index, color) in colors.enumerated() {
        for other in colors[(index + 1)...] where color.perceptualDistance(to: other) < distinguishableDotDistance {
            return true
        }
    }
    return false
}
