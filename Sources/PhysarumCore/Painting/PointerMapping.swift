import Foundation

/// Where a pointer on the player lands on the field: the inverse of the picture's own mapping
/// (RendererShaderSource: `uv = (frag − ½·viewport) / max(w, h) + ½` in GL's bottom-left pixels,
/// then the kaleidoscope's fold). GTK gives logical pixels from the top-left; the HiDPI scale
/// multiplies pixel and viewport alike, so it cancels and the mapping needs only logical sizes.
public enum PointerMapping {
    /// The field point under logical pixel (`x`, `y`) (top-left origin) of a `width`×`height`
    /// player showing a `fieldSize` field, folded into the kaleidoscope's first segment when it
    /// has `kaleidoscope` mirror axes (0: off), where the user sees the stroke.
    public static func fieldPoint(
        x: Double, y: Double, width: Double, height: Double, fieldSize: Int, kaleidoscope: Int = 0
    ) -> FieldPoint {
        let longest = max(width, height, 1)
        var u = (x - 0.5 * width) / longest + 0.5
        var v = ((height - y) - 0.5 * height) / longest + 0.5
        if kaleidoscope > 0 { (u, v) = fold(u, v, axes: kaleidoscope) }
        return FieldPoint(x: u * Double(fieldSize), y: v * Double(fieldSize))
    }

    /// The picture's kaleidoscope fold (RendererShaderSource.foldFunction), in Double.
    static func fold(_ u: Double, _ v: Double, axes: Int) -> (Double, Double) {
        let dx = u - 0.5, dy = v - 0.5
        let radius = (dx * dx + dy * dy).squareRoot()
        let segment = Double.pi / Double(axes)
        var angle = atan2(dy, dx)
        // GLSL's mod: x − y·floor(x/y), never negative for a positive y.
        angle -= 2 * segment * (angle / (2 * segment)).rounded(.down)
        if angle > segment { angle = 2 * segment - angle }
        return (0.5 + radius * cos(angle), 0.5 + radius * sin(angle))
    }

    /// A brush size in logical pixels as field cells at this player size: what the user sees as
    /// the brush's radius on screen.
    public static func cells(pixels: Double, width: Double, height: Double, fieldSize: Int) -> Double {
        pixels / max(width, height, 1) * Double(fieldSize)
    }
}
