/// A colour painted at an opacity (a CSS `rgba()`).
public struct TranslucentColor: Equatable, Sendable {
    public let color: RGBColor
    /// 0 (transparent) to 1 (opaque).
    public let alpha: Double

    public init(_ color: RGBColor, alpha: Double) {
        self.color = color
        self.alpha = alpha
    }

    /// `rgba(r, g, b, a)` for a style sheet.
    public var css: String {
        let byte = { (c: Double) in Int((min(max(c, 0), 1) * 255).rounded()) }
        return "rgba(\(byte(color.red)), \(byte(color.green)), \(byte(color.blue)), \(alpha))"
    }

    /// What shows where this is painted over `backdrop`.
    public func composited(over backdrop: RGBColor) -> RGBColor {
        color.composited(alpha: alpha, over: backdrop)
    }
}

/// The colours of the floating header that the style sheet paints and the contrast test checks
/// (one source for both).
public enum ChromeColors {
    /// WCAG AA for normal text (the eyebrow is 10 px: small text gets no large-text allowance).
    public static let minimumTextContrast = 4.5
    /// The header's glass over the picture.
    public static let headerGlass = TranslucentColor(
        RGBColor(red: 16 / 255, green: 16 / 255, blue: 22 / 255), alpha: 0.66)
    /// The lighter glass of what floats over the picture on its own (leaving fullscreen, the
    /// host's card): no text on it but its own light labels.
    public static let floatingGlass = TranslucentColor(headerGlass.color, alpha: 0.55)
    /// The "PHYSARUM" eyebrow: quieter than the preset's name, still AA over a white picture
    /// (0.55 gave 3.1:1 there).
    public static let eyebrow = TranslucentColor(.white, alpha: 0.84)
    /// The app's accent: suggested actions (Save, the colour chooser's Select).
    public static let accent = RGBColor(red: 124 / 255, green: 105 / 255, blue: 240 / 255)
    /// The accent under the pointer and pressed.
    public static let accentHover = RGBColor(red: 139 / 255, green: 121 / 255, blue: 245 / 255)
    public static let accentPressed = RGBColor(red: 106 / 255, green: 88 / 255, blue: 222 / 255)
    /// The preset's name and the header's icons.
    public static let headerText = RGBColor(red: 244 / 255, green: 244 / 255, blue: 247 / 255)

    /// The contrast of `text` on the header's glass where the picture below it is `picture`.
    public static func headerContrast(of text: TranslucentColor, overPicture picture: RGBColor) -> Double {
        let background = headerGlass.composited(over: picture)
        return text.composited(over: background).contrastRatio(with: background)
    }
}
