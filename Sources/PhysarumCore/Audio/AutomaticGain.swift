/// Normalises a level by the loudest it was over the last `window` seconds, so a quiet room and
/// a loud club both reach 1: louder sound lowers the gain at once, and once it has been quieter
/// for a whole window the gain rises to match. Levels below `floor` are silence and give 0, and
/// the reference never drops below `floor` (noise is not amplified to full scale).
public struct AutomaticGain: Sendable {
    /// How long the loudest level is remembered (seconds).
    public static let defaultWindow = 4.0
    /// The quietest level that counts as sound: −60 dBFS, below any room a microphone hears.
    public static let defaultFloor = 0.001

    public let window: Double
    public let floor: Double
    /// (time, level) in time order, each level greater than all after it: the window's maximum
    /// is the first (a monotonic queue, so each update is O(1) on average).
    private var peaks: [(time: Double, level: Double)] = []
    private var start = 0

    public init(window: Double = defaultWindow, floor: Double = defaultFloor) {
        self.window = window
        self.floor = floor
    }

    /// The loudest level heard in the window, at least `floor`.
    public var reference: Double { max(start < peaks.count ? peaks[start].level : 0, floor) }

    /// Takes `level` heard at `time` (seconds, never decreasing) and returns it normalised 0…1.
    public mutating func normalize(_ level: Double, at time: Double) -> Double {
        let heard = level.isFinite && level >= floor ? level : 0
        // A level is forgotten once it is `window` seconds old.
        while start < peaks.count && time - peaks[start].time >= window { start += 1 }
        while peaks.count > start, let last = peaks.last, last.level <= heard { peaks.removeLast() }
        peaks.append((time, heard))
        if start > 64 && start * 2 > peaks.count {
            peaks.removeFirst(start)
            start = 0
        }
        return min(heard / reference, 1)
    }
}
