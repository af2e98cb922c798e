import Foundation
import PhysarumCore
import XCTest

/// A brush's limits, each tried on both sides: the radius up to half the field, the strength up
/// to the kernel's bound, one weight per species within 0…1.
final class PaintBrushTests: XCTestCase {
    func testTheRadiusRunsFromZeroToHalfTheField() {
        func problem(_ radius: Double) -> String? {
            PaintBrush(tool: .wall, radius: radius).problem(fieldSize: 720)
        }
        XCTAssertNil(problem(0))
        XCTAssertNil(problem(360))
        XCTAssertNotNil(problem(360.001))
        XCTAssertNotNil(problem(-0.001))
        XCTAssertNotNil(problem(.nan))
        XCTAssertNotNil(problem(.infinity))
    }

    func testTheStrengthRunsFromZeroToTheKernelsBound() {
        func problem(_ strength: Double) -> String? {
            PaintBrush(tool: .attract, radius: 4, strength: strength).problem(fieldSize: 720)
        }
        XCTAssertNil(problem(0))
        XCTAssertNil(problem(PaintBrush.maximumStrength))
        XCTAssertNotNil(problem(PaintBrush.maximumStrength + 1))
        XCTAssertNotNil(problem(-1))
        XCTAssertNotNil(problem(.nan))
    }

    func testOneWeightPerSpeciesWithinZeroToOne() {
        func problem(_ weights: [Double]) -> String? {
            PaintBrush(tool: .attract, radius: 4, speciesWeights: weights).problem(fieldSize: 720)
        }
        XCTAssertNil(problem([0, 0, 0]))
        XCTAssertNil(problem([1, 1, 1]))
        XCTAssertNil(problem([0, 1, 0]), "for species 2 only")
        XCTAssertNotNil(problem([1.001, 0, 0]))
        XCTAssertNotNil(problem([0, -0.001, 0]))
        XCTAssertNotNil(problem([0, 0, .nan]))
        XCTAssertNotNil(problem([1, 1]))
        XCTAssertNotNil(problem([1, 1, 1, 1]))
    }

    func testABrushRoundTripsThroughJSON() throws {
        let capsule = PaintCapsule(
            brush: PaintBrush(tool: .erase, radius: 3.5, strength: 2, speciesWeights: [1, 0, 0.5], everything: true),
            from: FieldPoint(x: 1, y: 2), to: FieldPoint(x: -3, y: 1e3))
        let decoded = try JSONDecoder().decode(PaintCapsule.self, from: JSONEncoder().encode(capsule))
        XCTAssertEqual(decoded, capsule)
    }
}
