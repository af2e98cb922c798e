import Foundation

/// The raw levels of one analysis interval, before gain and smoothing: the amplitude (square
/// root of the summed power, 1 = full scale) of the whole spectrum and of three bands. Built from
/// the band magnitudes GStreamer's `spectrum` element reports (no FFT of our own).
public struct AudioBandLevels: Equatable, Sendable {
    public var loudness: Double
    public var bass: Double
    public var mid: Double
    public var treble: Double

    public init(loudness: Double = 0, bass: Double = 0, mid: Double = 0, treble: Double = 0) {
        self.loudness = loudness
        self.bass = bass
        self.mid = mid
        self.treble = treble
    }

    /// Bass is below this frequency (Hz): kick drums and bass lines.
    public static let bassUpperHz = 250.0
    /// Mid is from `bassUpperHz` to this (Hz): voices and most instruments; treble is above.
    public static let midUpperHz = 4000.0

    /// The levels of a `spectrum` message: `magnitudesDB[i]` is the band centred at
    /// `(i + 0.5) · sampleRate / (2 · count)` Hz, in dB (the element's threshold means nothing there).
    public init(magnitudesDB: [Double], sampleRate: Double) {
        var power = (all: 0.0, bass: 0.0, mid: 0.0, treble: 0.0)
        let width = sampleRate / 2 / Double(max(magnitudesDB.count, 1))
        for (index, decibels) in magnitudesDB.enumerated() where decibels.isFinite {
            let p = pow(10, decibels / 10)
            let centre = (Double(index) + 0.5) * width
            power.all += p
            if centre < Self.bassUpperHz {
                power.bass += p
            } else if centre < Self.midUpperHz {
                power.mid += p
            } else {
                power.treble += p
            }
        }
        self.init(
            loudness: power.all.squareRoot(), bass: power.bass.squareRoot(), mid: power.mid.squareRoot(),
            treble: power.treble.squareRoot())
    }
}
