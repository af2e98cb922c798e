import CSimKernel
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The C image's bloom on its own (`sim_image.c`): the bright pass made by the composite's rows
/// (each thread's rows whole D-row groups), the 9-tap blur along padded rows and down wrapped
/// columns, the magnify. `CPUFieldImageTests` holds the picture against the GL passes within 8-bit
/// rounding; these pin what that tolerance could let through: a picture that depends on the
/// thread count, and a blur that is off by a texel or wraps wrongly.
final class CPUFieldImageBloomTests: XCTestCase {
    /// A field whose rows split unevenly over 3 threads (34, 34, 32 rows without the D-row rule),
    /// with bloom, feedback and head glow on, three frames: every thread count gives the same bytes.
    func testThePictureIsTheSameOnAnyNumberOfImageThreads() throws {
        let fieldSize = 100
        var params = PresetParams()
        params.agents = 6000
        params.bloom = 0.6
        params.bloomThreshold = 0.2
        params.feedback = 0.5
        params.headGlow = 1.5
        let simulation = try CPUSimulation(fieldSize: fieldSize, params: params, seed: 5, threads: 1)
        defer { simulation.release() }
        let threadCounts = [1, 2, 3, 5, 7]
        let images = try threadCounts.map { try CPUFieldImage(fieldSize: fieldSize, threads: $0) }
        let pictures = threadCounts.map { _ in CPUFrameImage(fieldSize: fieldSize) }
        let look = CPUImageLook(params: params, effects: .all)
        for frame in 0..<3 {
            simulation.step(count: frame == 0 ? 60 : 4)
            for (image, picture) in zip(images, pictures) { image.compose(simulation, look: look, into: picture) }
            let one = pictures[0].rgba
            XCTAssertGreaterThan(Set(one).count, 20, "frame \(frame): a picture with detail")
            for (threads, picture) in zip(threadCounts, pictures).dropFirst() {
                XCTAssertTrue(picture.rgba == one, "frame \(frame): \(threads) threads compose other bytes than 1")
            }
        }
    }

    static let fieldSize = 64
    static let downsample = 4

    /// One white D×D block at cells [0, D)², the rest black, composed with a strong bloom (so the
    /// blur's last tap still shows in 8 bits): RGBA, row-major.
    private func blockPicture(threads: Int) throws -> [UInt8] {
        let size = Self.fieldSize
        var status = SIM_OK
        guard let image = sim_image_create(Int32(size), Int32(threads), &status) else {
            throw CPUSimulationError(status: status)
        }
        defer { sim_image_destroy(image) }
        var trail = [UInt32](repeating: 0, count: 3 * size * size)
        for y in 0..<Self.downsample {
            for x in 0..<Self.downsample { trail[y * size + x] = 1000 * UInt32(SIM_UNITS_PER_TRAIL) }
        }
        var settings = SimImageParams(RenderSettings(params: PresetParams()), effects: .all)
        settings.colors = ((1, 1, 1), (0, 0, 0), (0, 0, 0))
        settings.gain = 1
        settings.headGlow = 0
        settings.feedback = 0
        settings.bloom = 100
        settings.bloomThreshold = 0.1
        settings.bloomDownsample = Int32(Self.downsample)
        settings.saturation = 1
        settings.contrast = 1
        var out = [UInt8](repeating: 0, count: 4 * size * size)
        sim_image_compose(image, &settings, trail, nil, &out)
        return out
    }

    /// The block is small texel 0 of the bloom; the blur reaches 4 texels either way and the
    /// bilinear magnify one more: a cell at x gets bloom when its texels floor(b), floor(b) + 1,
    /// b = (x + ½)/D − ½, are within 4 of texel 0 across the wrap — x ∈ [0, 21] and, mirrored about
    /// the block's centre (x ↔ D − 1 − x), x ∈ [46, 63]. Both edges are checked on both sides, and
    /// the picture is symmetric about the block (mirror in x and in y, and transposed) within one
    /// 8-bit step (the magnify's lerp rounds differently from each side).
    func testBloomSpreadsABlockEvenlyAsFarAsTheBlurReachesAcrossTheWrap() throws {
        let size = Self.fieldSize
        let picture = try blockPicture(threads: 3)
        func red(_ x: Int, _ y: Int) -> Int { Int(picture[4 * (((y + size) % size) * size + (x + size) % size)]) }
        for y in [0, 1, 3, 10, 20] {
            for x in 0..<size {
                let lit = x <= 21 || x >= 46
                if !lit { XCTAssertEqual(red(x, y), 0, "(\(x), \(y)) is beyond the blur's reach") }
                if lit && y <= 3 { XCTAssertGreaterThan(red(x, y), 0, "(\(x), \(y)) is within the blur's reach") }
                XCTAssertLessThanOrEqual(abs(red(x, y) - red(3 - x, y)), 1, "mirror in x at (\(x), \(y))")
                XCTAssertLessThanOrEqual(abs(red(y, x) - red(y, 3 - x)), 1, "mirror in y at (\(y), \(x))")
                XCTAssertLessThanOrEqual(abs(red(x, y) - red(y, x)), 1, "transposed at (\(x), \(y))")
            }
        }
        for x in [0, 21, 46, 63] { XCTAssertGreaterThan(red(2, x), 0, "column 2, row \(x): within reach") }
        for x in [22, 45] { XCTAssertEqual(red(2, x), 0, "column 2, row \(x): beyond reach") }
        XCTAssertTrue(try blockPicture(threads: 1) == picture, "1 thread and 3 give the same bytes")
    }
}
