import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The per-step rules of docs/SIMULATION.md, which both backends take from the C kernel's
/// `sim_step_rules`: each interval on both sides of its multiple, each formula against numbers
/// written out here.
final class StepRulesTests: XCTestCase {
    func testChaosKicksExactlyOnMultiplesOfItsInterval() {
        var params = PresetParams()
        params.chaosInterval = 7
        params.chaosStrength = 45
        for k in 1...30 {
            let kick = AgentStepRules(params: params, step: k).chaosRadians
            if k % 7 == 0 {
                XCTAssertEqual(kick, Float(45 * Double.pi / 180), accuracy: 1e-6, "step \(k)")
            } else {
                XCTAssertEqual(kick, 0, "step \(k) is not a multiple of 7")
            }
        }
        params.chaosInterval = 1
        let kicks = (1...30).map { AgentStepRules(params: params, step: $0).chaosRadians }
        XCTAssertTrue(kicks.allSatisfy { $0 > 0 }, "1 = every step")
        params.chaosInterval = 0
        XCTAssertTrue((1...30).allSatisfy { AgentStepRules(params: params, step: $0).chaosRadians == 0 }, "0 = off")
    }

    func testBlurRunsExactlyOnMultiplesOfTheDiffusionInterval() {
        var params = PresetParams()
        params.diffusion = 4
        params.decay = 0.8
        params.fade = 0.1
        for k in 1...20 {
            let rules = FieldStepRules(params: params, step: k)
            XCTAssertEqual(rules.diffuse, k % 4 == 0, "step \(k)")
            let expected = k % 4 == 0 ? 0.8 * 0.9 / 9 : 0.9
            XCTAssertEqual(rules.scale, Float(expected), accuracy: 1e-6, "step \(k)")
        }
        params.diffusion = 1
        XCTAssertTrue((1...5).allSatisfy { FieldStepRules(params: params, step: $0).diffuse }, "1 = every step")
    }

    func testCapIsTrailCapInUnits() {
        var params = PresetParams()
        params.trailCap = 20
        XCTAssertEqual(FieldStepRules(params: params, step: 1).capUnits, 20 * 1024)
        params.trailCap = 1.5
        XCTAssertEqual(FieldStepRules(params: params, step: 1).capUnits, 1.5 * 1024)
        params.trailCap = 1e9  // the largest cap: its units are held below 2³¹ (the largest float there)
        XCTAssertEqual(FieldStepRules(params: params, step: 1).capUnits, 2_147_483_392)
    }

    func testRhythmPhaseKeepsItsPrecisionAtLargeSteps() {
        var params = PresetParams()
        params.rhythm = 0.6
        for k in [1, 63, 10_000, 12_345_678] {
            let rules = AgentStepRules(params: params, step: k)
            let phase = (0.1 * Double(k)).truncatingRemainder(dividingBy: 2 * Double.pi)
            XCTAssertEqual(rules.rhythmPhase, Float(phase), accuracy: 1e-5, "step \(k)")
            XCTAssertEqual(rules.rhythmAmplitude, 0.3, accuracy: 1e-7)
        }
        params.rhythm = 0
        XCTAssertEqual(AgentStepRules(params: params, step: 5).rhythmAmplitude, 0, "0 = no wander")
    }

    func testSpeciesConstantsAreTheirParametersInKernelUnits() {
        var params = PresetParams()
        params.species[0].sensorAngle = 30
        params.species[1].sensorAngle = -90
        params.species[2].turnSpeed = 12
        params.species[0].deposit = 0.5
        params.species[1].deposit = 1.0 / 2048  // half a unit: rounds away from zero
        params.species[2].deposit = 0.4 / 1024  // under half a unit: rounds to none
        params.species[1].moveSpeed = 2.5
        params.species[2].sensorDistance = 17
        params.matrix[1][2] = -0.75
        let rules = AgentStepRules(params: params, step: 3)
        XCTAssertEqual(rules.sensorRotation[0], Float(cos(Double.pi / 6)), accuracy: 1e-6)
        XCTAssertEqual(rules.sensorRotation[1], 0.5, accuracy: 1e-6)
        XCTAssertEqual(rules.sensorRotation[2], 0, accuracy: 1e-6)
        XCTAssertEqual(rules.sensorRotation[3], -1, accuracy: 1e-6)
        XCTAssertEqual(rules.turnRadians[2], Float(12 * Double.pi / 180), accuracy: 1e-7)
        XCTAssertEqual(rules.depositUnits, [512, 1, 0])
        XCTAssertEqual(rules.moveSpeed[1], 2.5)
        XCTAssertEqual(rules.sensorDistance[2], 17)
        XCTAssertEqual(rules.matrix[1 * 3 + 2], -0.75)
        XCTAssertEqual(rules.matrix[0], Float(params.matrix[0][0]))
    }

    /// Every cell of the matrix reaches the rules as it is, each its own value: the last one too,
    /// which sits just before the per-species arrays (a loop starting one species early once wrote
    /// a cosine over it and no test saw).
    func testEveryMatrixCellIsCopiedAsItIs() {
        var params = PresetParams()
        for row in 0..<3 {
            for column in 0..<3 { params.matrix[row][column] = Double(row * 3 + column - 4) / 5 }
        }
        let rules = AgentStepRules(params: params, step: 1)
        XCTAssertEqual(
            rules.matrix, (0..<9).map { Float(Double($0 - 4) / 5) }, "-0.8 … 0.8, none of them 1 (a cosine of 0)")
    }
}
