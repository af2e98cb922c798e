import Foundation

/// Strokes as data (docs/PAINTING.md, "The stroke log"): every sample a stroke took, keyed to the
/// simulation step it was applied at, so a log replays the same painting on the same run
/// (`physarum render --strokes LOG`; deterministic on the CPU backend for the same seed and preset).
public struct StrokeLog: Equatable, Codable, Sendable {
    public static let formatName = "physarum-strokes"
    public static let version = 1
    /// Most samples a log may hold (about three hours of one finger at 60 Hz).
    public static let maximumSamples = 1_000_000

    public enum Phase: String, Codable, Sendable {
        /// The pointer went down: paints its spot.
        case begin
        /// It moved: paints the capsule from the stroke's previous sample.
        case move
        /// It went up here: paints the last capsule; the stroke is over.
        case end
    }

    public struct Sample: Equatable, Codable, Sendable {
        /// Steps since the last respawn when it was applied (applied before the next step runs).
        public var step: Int
        /// Which stroke (each finger, pen or mouse drag its own), unique while it is open.
        public var stroke: Int
        public var tool: PaintTool
        public var phase: Phase
        /// On the field, as shares of its side from its bottom-left corner (0…1 covers it once;
        /// values beyond wrap).
        public var x: Double
        public var y: Double
        /// What the pointer reported, 0…1 (1 for a mouse): `size` and `strength` already carry it.
        public var pressure: Double
        /// The brush's radius as a share of the field's side, 0…0.5.
        public var size: Double
        /// Attract and Repel: trail units at the stroke's centre line.
        public var strength: Double
        /// Attract and Repel: each species' share; all three when absent.
        public var species: [Double]?
        /// Erase: the stimulus and walls too; false when absent.
        public var everything: Bool?

        public init(
            step: Int, stroke: Int, tool: PaintTool, phase: Phase, x: Double, y: Double, pressure: Double = 1,
            size: Double, strength: Double = 10, species: [Double]? = nil, everything: Bool? = nil
        ) {
            (self.step, self.stroke, self.tool, self.phase) = (step, stroke, tool, phase)
            (self.x, self.y, self.pressure, self.size, self.strength) = (x, y, pressure, size, strength)
            (self.species, self.everything) = (species, everything)
        }

        /// Its brush on a `fieldSize` field.
        func brush(fieldSize: Int) -> PaintBrush {
            PaintBrush(
                tool: tool, radius: size * Double(fieldSize), strength: strength,
                speciesWeights: species ?? [1, 1, 1], everything: everything ?? false)
        }

        func point(fieldSize: Int) -> FieldPoint { FieldPoint(x: x * Double(fieldSize), y: y * Double(fieldSize)) }
    }

    public var format = StrokeLog.formatName
    public var version = StrokeLog.version
    public var samples: [Sample]

    public init(samples: [Sample] = []) { self.samples = samples }

    /// A capsule to paint once `step` steps have run since the respawn.
    public struct Event: Equatable, Sendable {
        public var step: Int
        public var capsule: PaintCapsule
    }

    /// The capsules the samples paint on a `fieldSize` field, in order: a stroke's begin paints
    /// its spot, each later sample the segment from the one before, so a fast stroke has no gaps.
    public func events(fieldSize: Int) -> [Event] {
        var previous: [Int: FieldPoint] = [:]
        return samples.map { sample in
            let point = sample.point(fieldSize: fieldSize)
            let from = sample.phase == .begin ? point : previous[sample.stroke] ?? point
            previous[sample.stroke] = sample.phase == .end ? nil : point
            return Event(
                step: sample.step,
                capsule: PaintCapsule(brush: sample.brush(fieldSize: fieldSize), from: from, to: point))
        }
    }

    /// Reads a log; throws `StrokeLogError` saying what is wrong and where.
    public static func decode(_ data: Data) throws -> StrokeLog {
        let log: StrokeLog
        do {
            log = try JSONDecoder().decode(StrokeLog.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw StrokeLogError.invalid(at: Self.path(context.codingPath), context.debugDescription)
        } catch let DecodingError.dataCorrupted(context) {
            throw StrokeLogError.notJSON(
                context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription)
        } catch let DecodingError.keyNotFound(key, context) {
            throw StrokeLogError.invalid(at: Self.path(context.codingPath), "“\(key.stringValue)” is missing")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw StrokeLogError.invalid(at: Self.path(context.codingPath), context.debugDescription)
        }
        try log.validate()
        return log
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Checks the rules docs/PAINTING.md gives for a log.
    public func validate() throws {
        guard format == Self.formatName else {
            throw StrokeLogError.invalid(at: "format", "is “\(format)”, expected “\(Self.formatName)”")
        }
        guard version == Self.version else {
            throw StrokeLogError.invalid(
                at: "version", "\(version) is not supported (this Physarum reads \(Self.version))")
        }
        guard samples.count <= Self.maximumSamples else {
            throw StrokeLogError.invalid(at: "samples", "\(samples.count) samples, at most \(Self.maximumSamples)")
        }
        var open: [Int: PaintTool] = [:]
        var lastStep = 0
        for (index, sample) in samples.enumerated() {
            let at = "samples[\(index)]"
            func fail(_ why: String) -> StrokeLogError { .invalid(at: at, why) }
            guard sample.step >= 0, sample.step <= 100_000_000 else {
                throw fail("step \(sample.step) is outside 0…100000000")
            }
            guard sample.step >= lastStep else {
                throw fail("step \(sample.step) comes after step \(lastStep): samples are in step order")
            }
            lastStep = sample.step
            for (name, value) in [("x", sample.x), ("y", sample.y)] where !value.isFinite || abs(value) > 1000 {
                throw fail("\(name) \(value) is not a finite share of the field (at most ±1000)")
            }
            guard sample.pressure.isFinite, (0...1).contains(sample.pressure) else {
                throw fail("pressure \(sample.pressure) is outside 0…1")
            }
            guard sample.size.isFinite, (0...PaintBrush.maximumRadiusShare).contains(sample.size) else {
                throw fail("size \(sample.size) is outside 0…\(PaintBrush.maximumRadiusShare)")
            }
            if let problem = sample.brush(fieldSize: 1000).problem(fieldSize: 1000) { throw fail(problem) }
            switch (sample.phase, open[sample.stroke]) {
            case (.begin, nil): open[sample.stroke] = sample.tool
            case (.begin, _?): throw fail("stroke \(sample.stroke) begins again before it ended")
            case (_, nil): throw fail("stroke \(sample.stroke) \(sample.phase.rawValue)s before it began")
            case (_, let tool?) where tool != sample.tool:
                throw fail("stroke \(sample.stroke) changes its tool from \(tool.rawValue) to \(sample.tool.rawValue)")
            case (.end, _): open[sample.stroke] = nil
            case (.move, _): break
            }
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(
            in: CharacterSet(charactersIn: "."))
    }
}

/// A stroke log that cannot be read.
public enum StrokeLogError: Error, Equatable, CustomStringConvertible {
    case notJSON(String)
    case invalid(at: String, String)

    public var description: String {
        switch self {
        case .notJSON(let why): "not a JSON stroke log (\(why))"
        case .invalid(let at, let why): "\(at.isEmpty ? "the log" : at): \(why)"
        }
    }
}
