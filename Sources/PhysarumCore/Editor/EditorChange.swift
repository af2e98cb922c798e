/// What changed in an `EditorState`, passed to its observers (one call per change).
public struct EditorChange: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The edited parameters.
    public static let params = EditorChange(rawValue: 1 << 0)
    /// The selected preset (and with it the values reset returns to).
    public static let selection = EditorChange(rawValue: 1 << 1)
    /// The set of locked parameters.
    public static let locks = EditorChange(rawValue: 1 << 2)
    /// What undo and redo can do.
    public static let history = EditorChange(rawValue: 1 << 3)
    /// The list of presets (library order).
    public static let presets = EditorChange(rawValue: 1 << 4)
    /// Auto-cycle switched on or off.
    public static let cycling = EditorChange(rawValue: 1 << 5)
    /// A morph started, progressed or ended.
    public static let morph = EditorChange(rawValue: 1 << 6)
}

/// Identifies an observer so that it can be removed.
public struct EditorObservation: Hashable, Sendable {
    let id: Int
}
