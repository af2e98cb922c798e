/// Previous/next over the library order, wrapping at both ends (the playlist's rule).
public enum PresetCycle {
    /// How long auto-cycle shows each preset, in seconds (PRODUCT §4).
    public static let defaultInterval: Double = 25
    /// The intervals Preferences offers, in seconds: from a quick 10 s tour to a slow 2 min
    /// ambient playlist, the default among them.
    public static let intervalChoices: [Double] = [10, 15, 20, 25, 30, 45, 60, 90, 120]

    /// The offered interval nearest to `seconds` (a hand-edited or older settings file may hold
    /// any number); the default for one that is no number.
    public static func nearestInterval(to seconds: Double) -> Double {
        guard seconds.isFinite else { return defaultInterval }
        return intervalChoices.min { abs($0 - seconds) < abs($1 - seconds) } ?? defaultInterval
    }

    /// What Preferences shows for an interval: "25 seconds", "1 minute", "90 seconds".
    public static func intervalTitle(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if whole >= 60, whole % 60 == 0 {
            return trPlural("{count} minute", "{count} minutes", count: whole / 60, ["count": String(whole / 60)])
        }
        return trPlural("{count} second", "{count} seconds", count: whole, ["count": String(whole)])
    }

    /// The id `offset` places after `id` in `ids`, wrapping around.
    ///
    /// When `id` is nil or not in `ids`, a forward step gives the first id and a backward step the
    /// last. Nil only when `ids` is empty.
    public static func neighbor(of id: String?, in ids: [String], offset: Int) -> String? {
        // No ids: no index is found and `first`/`last` are nil.
        guard let id, let index = ids.firstIndex(of: id) else {
            return offset >= 0 ? ids.first : ids.last
        }
        let count = ids.count
        return ids[((index + offset) % count + count) % count]
    }
}
