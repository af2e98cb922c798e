import CSimKernel
import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The C kernel's `sim_params_default` against the registry (whose defaults
/// ParamRegistryTests holds to data/params.tsv and to `PresetParams()`): every parameter the kernel
/// holds, cell by cell, and every other parameter named as not the kernel's, so that a new
/// parameter has to be placed on one side.
final class KernelDefaultsTests: XCTestCase {
    /// What the kernel does not hold, and why: the renderer's and the player's parameters.
    static let notTheKernels: [ParamID: String] = [
        .exposure: "tone mapping (renderer)",
        .simSpeed: "steps per frame (the player asks for them)",
        .headGlow: "renderer", .kaleidoscope: "renderer", .feedback: "renderer", .bloomThreshold: "renderer",
        .bloom: "renderer", .vignette: "renderer", .saturation: "renderer", .contrast: "renderer",
    ]

    /// The kernel's value of `id` in `params`, nil where the kernel has no such field.
    static func kernelValue(_ id: ParamID, in params: SimParams) -> Double? {
        let species = withUnsafeBytes(of: params.species) { Array($0.bindMemory(to: SimSpeciesParams.self)) }
        let matrix = withUnsafeBytes(of: params.matrix) { Array($0.bindMemory(to: Float.self)) }
        let count = Int(SIM_SPECIES)
        for s in 0..<count {
            let row = species[s]
            let fields: [(ParamID.SpeciesField, Float)] = [
                (.population, row.population), (.sensorAngle, row.sensorAngle),
                (.sensorDistance, row.sensorDistance), (.turnSpeed, row.turnSpeed), (.moveSpeed, row.moveSpeed),
                (.deposit, row.deposit),
            ]
            XCTAssertEqual(fields.count, ParamID.SpeciesField.allCases.count, "every species field is read")
            for (field, value) in fields where id == .species(s, field) { return Double(value) }
            for c in 0..<count where id == .matrix(s, c) { return Double(matrix[s * count + c]) }
        }
        switch id {
        case .agents: return Double(params.agentCount)
        case .decay: return Double(params.decay)
        case .diffusion: return Double(params.diffusionInterval)
        case .fade: return Double(params.fade)
        case .trailCap: return Double(params.trailCap)
        case .chaosInterval: return Double(params.chaosInterval)
        case .chaosStrength: return Double(params.chaosStrength)
        case .rhythm: return Double(params.rhythm)
        default: return nil
        }
    }

    func testEveryKernelDefaultIsTheRegistrysAndEveryParameterIsPlaced() {
        let defaults = sim_params_default()
        var held = 0
        for descriptor in ParamRegistry.all {
            let value = Self.kernelValue(descriptor.id, in: defaults)
            let elsewhere = Self.notTheKernels[descriptor.id]
            XCTAssertTrue(
                (value == nil) != (elsewhere == nil),
                "\(descriptor.id) is either the kernel's or named as not the kernel's, not both or neither")
            guard let value else { continue }
            held += 1
            // The kernel keeps floats: the registry's default as a float is what it must hold.
            XCTAssertEqual(
                value, Double(Float(descriptor.defaultValue)),
                "sim_params_default's \(descriptor.id) is not the registry's default \(descriptor.defaultValue)")
        }
        XCTAssertEqual(held, 35, "agents, 3 × 6 species fields, 9 matrix cells, 7 pheromone and dynamics")
        XCTAssertEqual(held + Self.notTheKernels.count, ParamRegistry.all.count, "all 45 are placed")
        XCTAssertEqual(defaults.spawnPattern, SimParams.kernelPattern(PresetParams().spawnPattern), "spawn pattern")
    }

    /// The reading itself can tell a wrong value: a changed default is seen in its cell only.
    func testAChangedKernelValueIsSeenInItsCell() {
        var params = sim_params_default()
        params.species.1.moveSpeed = 3
        params.matrix.2.0 = 0.5
        params.chaosInterval = 9
        XCTAssertEqual(Self.kernelValue(.species(1, .moveSpeed), in: params), 3)
        XCTAssertEqual(Self.kernelValue(.species(0, .moveSpeed), in: params), 1)
        XCTAssertEqual(Self.kernelValue(.matrix(2, 0), in: params), 0.5)
        XCTAssertEqual(Self.kernelValue(.matrix(0, 2), in: params), -1)
        XCTAssertEqual(Self.kernelValue(.chaosInterval, in: params), 9)
        XCTAssertNil(Self.kernelValue(.bloom, in: params))
    }
}
