import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Each effect changes the picture when on and is exactly a no-op at its neutral value. The
/// renderer is fed through `RenderInputTextures` uploads — the path a CPU backend uses.
final class RendererEffectTests: XCTestCase {
    private static let side = 128
    private static let size = (width: 192, height: 144)

    /// Two trail fields (steps 150 and 170 of one run) and the heads at step 150.
    private static var fixture: (first: [Float], second: [Float], heads: [UInt32])?

    private func fields() throws -> (first: [Float], second: [Float], heads: [UInt32]) {
        _ = try TestGL.context()
        if let fixture = Self.fixture { return fixture }
        var params = PresetParams()
        params.agents = 20_000
        let sim = try GPUSimulation(fieldSize: Self.side, params: params, seed: 3)
        sim.step(count: 150)
        let first = sim.readTrail()
        var heads = [UInt32](repeating: 0, count: Self.side * Self.side)
        for agent in sim.readAgents() { heads[Int(agent.y) * Self.side + Int(agent.x)] += 1 }
        sim.step(count: 20)
        let fixture = (first, sim.readTrail(), heads)
        Self.fixture = fixture
        sim.release()
        return fixture
    }

    /// Neutral effects everywhere: the baseline every test varies one thing from.
    private func neutralParams() -> PresetParams {
        var params = PresetParams()
        params.headGlow = 0
        params.kaleidoscope = 0
        params.feedback = 0
        params.bloom = 0
        params.vignette = 0
        params.saturation = 1
        params.contrast = 1
        return params
    }

    /// Renders the first field, then (for feedback) the second, and returns the last image.
    private func render(
        _ params: PresetParams, effects: RenderEffects = .all, twoFrames: Bool = false,
        width: Int = size.width, height: Int = size.height, trail: [Float]? = nil, specialized: Bool = true,
        passes: ((CompositePass, FinalPass)?) -> Void = { _ in }
    ) throws -> [UInt8] {
        let f = try fields()
        let textures = RenderInputTextures(fieldSize: Self.side)
        defer { textures.release() }
        let renderer = try Renderer()
        defer { renderer.release() }
        renderer.enabledEffects = effects
        renderer.specializesPasses = specialized
        defer { passes(renderer.lastPasses) }
        let image = try OffscreenImage(width: width, height: height)
        func draw(_ values: [Float]) throws {
            values.withUnsafeBufferPointer { textures.uploadTrail($0) }
            f.heads.withUnsafeBufferPointer { textures.uploadHeadCounts($0) }
            image.bind()
            try renderer.render(
                textures.inputs(includeHeads: params.headGlow > 0 || effects.contains(.headGlow)),
                params: params, viewportWidth: width, viewportHeight: height)
        }
        try draw(trail ?? f.first)
        if twoFrames { try draw(f.second) }
        return image.readRGB()
    }

    private func meanDifference(_ a: [UInt8], _ b: [UInt8]) -> Double {
        zip(a, b).reduce(0.0) { $0 + abs(Double($1.0) - Double($1.1)) } / Double(a.count)
    }

    private func maxDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    /// (effect, set it to neutral, set it on, needs two frames)
    private typealias EffectCase = (RenderEffects, (inout PresetParams) -> Void, (inout PresetParams) -> Void, Bool)
    private let cases: [(String, EffectCase)] = [
        ("headGlow", (.headGlow, { $0.headGlow = 0 }, { $0.headGlow = 2 }, false)),
        ("kaleidoscope", (.kaleidoscope, { $0.kaleidoscope = 0 }, { $0.kaleidoscope = 3 }, false)),
        ("feedback", (.feedback, { $0.feedback = 0 }, { $0.feedback = 0.9 }, true)),
        (
            "bloom",
            (
                .bloom, { $0.bloom = 0 },
                {
                    $0.bloom = 1.5; $0.bloomThreshold = 0.3
                }, false
            )
        ),
        ("vignette", (.vignette, { $0.vignette = 0 }, { $0.vignette = 0.8 }, false)),
        ("saturation", (.saturation, { $0.saturation = 1 }, { $0.saturation = 0.2 }, false)),
        ("contrast", (.contrast, { $0.contrast = 1 }, { $0.contrast = 1.8 }, false)),
    ]

    func testEachEffectIsANoOpAtItsNeutralValue() throws {
        for (name, (effect, neutral, _, twoFrames)) in cases {
            var params = neutralParams()
            neutral(&params)
            let atNeutral = try render(params, twoFrames: twoFrames)
            let switchedOff = try render(params, effects: RenderEffects.all.subtracting(effect), twoFrames: twoFrames)
            XCTAssertLessThanOrEqual(
                maxDifference(atNeutral, switchedOff), 1, "\(name) at its neutral value must not change the image")
        }
    }

    /// Effects at their neutral values are compiled out of the composite and viewport passes
    /// (`Renderer.specializesPasses`): the picture is the one with every effect compiled in and
    /// switched by its uniform, byte for byte — at the neutral baseline, with each effect at its
    /// neutral value and on, and with all of them on.
    func testCompiledOutEffectsGiveTheSamePicture() throws {
        var looks: [(String, PresetParams, Bool)] = [("neutral", neutralParams(), true)]
        var allOn = neutralParams()
        for (name, (_, neutral, on, twoFrames)) in cases {
            var params = neutralParams()
            neutral(&params)
            looks.append(("\(name) neutral", params, twoFrames))
            on(&params)
            on(&allOn)
            looks.append(("\(name) on", params, twoFrames))
        }
        looks.append(("all on", allOn, true))
        looks.append(("default preset", PresetParams(), true))
        for (name, params, twoFrames) in looks {
            let specialized = try render(params, twoFrames: twoFrames)
            let general = try render(params, twoFrames: twoFrames, specialized: false)
            XCTAssertTrue(specialized == general, "\(name): compiled-out effects change the picture")
        }
    }

    /// Which effects are compiled in, on both sides of each neutral value.
    func testAnEffectIsCompiledInExactlyWhenOnAndAwayFromNeutral() throws {
        func passes(_ params: PresetParams, effects: RenderEffects = .all) throws -> (CompositePass, FinalPass)? {
            var seen: (CompositePass, FinalPass)?
            _ = try render(params, effects: effects, passes: { seen = $0 })
            return seen
        }
        let neutral = try XCTUnwrap(try passes(neutralParams()))
        XCTAssertEqual(neutral.0, CompositePass(heads: false, feedback: false))
        XCTAssertEqual(
            neutral.1, FinalPass(kaleidoscope: false, bloom: false, saturation: false, contrast: false, vignette: false)
        )
        let nudges: [(String, (inout PresetParams) -> Void, ((CompositePass, FinalPass)) -> Bool)] = [
            ("headGlow", { $0.headGlow = 0.01 }, { $0.0.heads }),
            ("feedback", { $0.feedback = 0.01 }, { $0.0.feedback }),
            ("kaleidoscope", { $0.kaleidoscope = 1 }, { $0.1.kaleidoscope }),
            ("bloom", { $0.bloom = 0.01 }, { $0.1.bloom }),
            ("saturation above", { $0.saturation = 1.01 }, { $0.1.saturation }),
            ("saturation below", { $0.saturation = 0.99 }, { $0.1.saturation }),
            ("contrast above", { $0.contrast = 1.01 }, { $0.1.contrast }),
            ("contrast below", { $0.contrast = 0.99 }, { $0.1.contrast }),
            ("vignette", { $0.vignette = 0.01 }, { $0.1.vignette }),
        ]
        for (name, nudge, compiledIn) in nudges {
            var params = neutralParams()
            nudge(&params)
            let on = try XCTUnwrap(try passes(params), name)
            XCTAssertTrue(compiledIn(on), "\(name) just off neutral is compiled in")
            XCTAssertFalse(compiledIn(neutral), "\(name) at neutral is compiled out")
            let off = try XCTUnwrap(try passes(params, effects: []), name)
            XCTAssertFalse(compiledIn(off), "\(name) switched off is compiled out")
        }
    }

    func testEachEffectChangesTheImageWhenOn() throws {
        for (name, (_, neutral, on, twoFrames)) in cases {
            var params = neutralParams()
            neutral(&params)
            let before = try render(params, twoFrames: twoFrames)
            on(&params)
            let after = try render(params, twoFrames: twoFrames)
            XCTAssertGreaterThan(meanDifference(before, after), 0.5, "\(name) should visibly change the image")
        }
    }

    func testExposureBlendModeAndBloomThresholdChangeTheImage() throws {
        let base = neutralParams()
        var brighter = base
        brighter.exposure = 2.5
        XCTAssertGreaterThan(meanDifference(try render(base), try render(brighter)), 0.5, "exposure")
        var images: [[UInt8]] = []
        for mode in BlendMode.allCases {
            var params = base
            params.blendMode = mode
            images.append(try render(params))
        }
        for i in 0..<images.count {
            for j in (i + 1)..<images.count {
                XCTAssertGreaterThan(
                    meanDifference(images[i], images[j]), 0.3, "blend modes \(i) and \(j) should differ")
            }
        }
        var low = base, high = base
        low.bloom = 1.5; low.bloomThreshold = 0.1
        high.bloom = 1.5; high.bloomThreshold = 0.9
        XCTAssertGreaterThan(meanDifference(try render(low), try render(high)), 0.5, "bloom threshold")
    }

    /// The square field fills any viewport: no black bars, the longer side shows the whole field.
    func testFieldIsAspectFilledWithoutBars() throws {
        let side = Self.side
        // Species 0 ramps with x, species 1 ramps with y: pixel colour tells which field cell is shown.
        var ramp = [Float](repeating: 0, count: side * side * 3)
        for y in 0..<side {
            for x in 0..<side {
                ramp[(y * side + x) * 3] = 0.5 + 15 * Float(x) / Float(side)
                ramp[(y * side + x) * 3 + 1] = 0.5 + 15 * Float(y) / Float(side)
            }
        }
        var params = neutralParams()
        params.colors = [
            RGBColor(red: 1, green: 0, blue: 0), RGBColor(red: 0, green: 1, blue: 0),
            RGBColor(red: 0, green: 0, blue: 1),
        ]
        for (width, height) in [(200, 100), (100, 200), (120, 120)] {
            let rgb = try render(params, width: width, height: height, trail: ramp)
            func red(_ x: Int, _ y: Int) -> Int { Int(rgb[(y * width + x) * 3]) }
            func green(_ x: Int, _ y: Int) -> Int { Int(rgb[(y * width + x) * 3 + 1]) }
            for (x, y) in [
                (0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (width / 2, 0), (0, height / 2),
            ] {
                XCTAssertGreaterThan(red(x, y) + green(x, y), 20, "\(width)×\(height): pixel (\(x), \(y)) is a bar")
            }
            // Across the longer side the whole ramp shows; across the shorter only the middle of it.
            let horizontalSpan = red(width - 1, height / 2) - red(0, height / 2)
            let verticalSpan = green(width / 2, 0) - green(width / 2, height - 1)  // rows are top-first
            if width > height { XCTAssertGreaterThan(horizontalSpan, verticalSpan + 20, "\(width)×\(height)") }
            if height > width { XCTAssertGreaterThan(verticalSpan, horizontalSpan + 20, "\(width)×\(height)") }
            if width == height { XCTAssertEqual(Double(horizontalSpan), Double(verticalSpan), accuracy: 8) }
        }
    }
}
