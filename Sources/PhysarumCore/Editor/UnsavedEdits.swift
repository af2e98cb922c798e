/// The running parameters that no preset holds, with their undo history: what is kept on disk
/// while the app runs so that closing it, or a crash, loses none of the user's edits.
///
/// `preset` is what the edits started from (its name and colour, so the header can still name it
/// when the preset is gone by the next start). The format is private to the app (a file under
/// `$XDG_STATE_HOME`), versioned so that a newer build's file is set aside rather than misread.
public struct UnsavedEdits: Codable, Equatable, Sendable {
    /// The version this build writes and the newest it reads.
    public static let formatVersion = 1
    /// How many undo and redo steps are kept with the edits (the newest ones).
    public static let historyLimit = 50

    /// One state undo can return to.
    public struct Step: Codable, Equatable, Sendable {
        public var presetID: String?
        public var baseline: PresetParams
        public var params: PresetParams
    }

    /// The preset the edits belong to, as it was when they were made.
    public struct Origin: Codable, Equatable, Sendable {
        public var id: String
        public var name: String
        public var tag: RGBColor
    }

    public var version = Self.formatVersion
    public var origin: Origin
    /// The preset's parameters when the edits were made (what Revert returned to then).
    public var baseline: PresetParams
    public var params: PresetParams
    public var undo: [Step]
    public var redo: [Step]

    /// The preset the edits started from, rebuilt (for a header whose preset is gone).
    public var originPreset: Preset {
        Preset(id: origin.id, name: origin.name, tag: origin.tag, params: baseline)
    }
}
