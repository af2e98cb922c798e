/// The features of a whole track, one per video frame: what `record --audio` feeds the
/// modulations. Frame `i` shows the features after every analysis interval that ended by its
/// time `i / fps`, through one `AudioFeatureTracker` in order: the same track always gives the
/// same frames (offline, never in real time).
public enum AudioFeatureTimeline {
    /// One analysis interval: its levels and the time its interval ends (seconds from the start).
    public typealias Interval = (levels: AudioBandLevels, end: Double)

    /// The features for `frames` frames at `framesPerSecond` from `intervals` (in time order).
    public static func features(of intervals: [Interval], frames: Int, framesPerSecond: Int) -> [AudioFeatures] {
        var tracker = AudioFeatureTracker()
        var next = 0
        return (0..<max(frames, 0)).map { frame in
            let time = Double(frame) / Double(framesPerSecond)
            while next < intervals.count && intervals[next].end <= time {
                tracker.update(intervals[next].levels, at: intervals[next].end)
                next += 1
            }
            return tracker.features
        }
    }
}
