/// Previous/next over the library order, wrapping at both ends (the playlist's rule).
public enum PresetCycle {
    /// How long auto-cycle shows each preset, in seconds (PRODUCT §4).
    public static let defaultInterval: Double = 25

    /// The id `offset` places after `id` in `ids`, wrapping around.
    ///
    /// When `id` is nil or not in `ids`, a forward step gives the first id and a backward step the
    /// last. Nil only when `ids` is empty.
    public static func neighbor(of id: String?, in ids: [String], offset: Int) -> String? {
        guard !ids.isEmpty else { return nil }
        guard let id, let index = ids.firstIndex(of: id) else {
            return offset >= 0 ? ids.first : ids.last
        }
        let count = ids.count
        return ids[((index + offset) % count + count) % count]
    }
}
