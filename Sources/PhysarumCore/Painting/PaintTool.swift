/// What a stroke does to the field (docs/PAINTING.md). Each runs the same on both backends.
public enum PaintTool: String, CaseIterable, Codable, Sendable {
    /// Raises the stimulus the sensors add to what they perceive: food.
    case attract
    /// Lowers it: something the agents avoid.
    case repel
    /// Clears the trails under the brush (with `PaintBrush.everything`, the stimulus and walls too).
    case erase
    /// An obstacle: agents never enter it, sensors see nothing through it, trails do not cross it.
    case wall
}
