import PhysarumCore
import XCTest

/// Modulations: which parameters take one (all of them checked), the applied value's clamp, and
/// that applying never touches what the editor holds.
final class ModulationTests: XCTestCase {
    private let bass = Modulation(feature: .bass, depth: 0.5)

    func testEveryParameterTakesAModulationExactlyWhenItDoesNotRespawn() {
        for descriptor in ParamRegistry.all {
            var set = ModulationSet()
            XCTAssertEqual(set.set(bass, for: descriptor.id), !descriptor.respawn, "\(descriptor.id)")
            XCTAssertEqual(set[descriptor.id] != nil, !descriptor.respawn, "\(descriptor.id) kept")
            let editor = EditorState(presets: [samplePreset()])
            XCTAssertEqual(editor.setModulation(bass, for: descriptor.id), !descriptor.respawn, "\(descriptor.id) edit")
            XCTAssertEqual(editor.isModified, !descriptor.respawn, "\(descriptor.id): a modulation is an edit")
        }
        XCTAssertEqual(
            ModulationSet.modulatableDescriptors.count, ParamRegistry.all.count - PresetParams.respawnDescriptors.count)
    }

    func testModulatedParamsNeverChangeARespawnParameter() {
        var params = PresetParams()
        for descriptor in ModulationSet.modulatableDescriptors {
            params.modulations.set(Modulation(feature: .loudness, depth: 1), for: descriptor.id)
        }
        let loud = AudioFeatures(loudness: 1, bass: 1, mid: 1, treble: 1, onset: 1)
        XCTAssertFalse(params.requiresRespawn(toApply: params.modulated(by: loud)))
        XCTAssertNotEqual(params.modulated(by: loud), params, "the live parameters moved")
    }

    func testDepthsOnBothSidesOfTheirRangeAndExactly() {
        let rows: [(depth: Double, accepted: Bool)] = [
            ((-1.0).nextDown, false), (-1, true), (0, true), (1, true), (1.0.nextUp, false), (.nan, false),
            (.infinity, false),
        ]
        for row in rows {
            var set = ModulationSet()
            XCTAssertEqual(
                set.set(Modulation(feature: .mid, depth: row.depth), for: .exposure), row.accepted, "\(row.depth)")
        }
    }

    func testTheAppliedValueIsClampedToTheRangeAndRounded() {
        // Exposure 0.1…4 (span 3.9), default 1; kaleidoscope 0…6, an integer.
        let exposure = ParamRegistry.descriptor(.exposure)
        let kaleidoscope = ParamRegistry.descriptor(.kaleidoscope)
        let rows: [(ParamDescriptor, base: Double, depth: Double, level: Double, expected: Double)] = [
            (exposure, 1, 0.5, 0, 1),  // silence: the base
            (exposure, 1, 0.5, 1, 2.95),  // full scale: half the span added
            (exposure, 1, -0.5, 1, 0.1),  // below the range: its floor
            (exposure, 1, 1, 1, 4),  // above: its ceiling
            (exposure, 1, 0.5, 2, 2.95),  // a feature above 1 counts as 1
            (kaleidoscope, 0, 0.5, 0.3, 1),  // 0.9 rounds to 1
            (kaleidoscope, 0, 0.5, 0.15, 0),  // 0.45 rounds to 0
        ]
        for (descriptor, base, depth, level, expected) in rows {
            let modulation = Modulation(feature: .treble, depth: depth)
            let value = modulation.applied(to: base, of: descriptor, features: AudioFeatures(treble: level))
            XCTAssertEqual(value, expected, accuracy: 1e-12, "\(descriptor.id) \(base) \(depth) \(level)")
        }
    }

    func testApplyingNeitherEntersUndoNorEditsNorSaves() throws {
        let editor = EditorState(presets: [samplePreset()])
        XCTAssertTrue(editor.setModulation(bass, for: .exposure))
        let edited = editor.params
        var notified = 0
        editor.addObserver { _ in notified += 1 }
        let applied = editor.params.modulated(by: AudioFeatures(bass: 1))
        XCTAssertEqual(ParamRegistry.descriptor(.exposure).value(in: applied), 2.95, accuracy: 1e-12)
        XCTAssertEqual(editor.params, edited, "the editor keeps the base value")
        XCTAssertEqual(notified, 0, "nothing was notified")
        XCTAssertTrue(editor.undo(), "the one undo step is setting the modulation")
        XCTAssertNil(editor.modulation(of: .exposure))
        XCTAssertFalse(editor.isModified)
        XCTAssertFalse(editor.undo())
        // Saved: the base value, with the modulation beside it.
        var preset = samplePreset()
        preset.params = edited
        let file = try PresetCoder.decode(PresetCoder.encode(preset))
        XCTAssertEqual(file.params.exposure, 1)
        XCTAssertEqual(file.params.modulations[.exposure], bass)
    }

    func testRemovingAModulationIsAnEditAndRemovingNoneIsNot() {
        let editor = EditorState(presets: [samplePreset()])
        XCTAssertFalse(editor.setModulation(nil, for: .exposure), "nothing to remove")
        XCTAssertTrue(editor.setModulation(bass, for: .exposure))
        XCTAssertFalse(editor.setModulation(bass, for: .exposure), "the same again")
        XCTAssertTrue(editor.setModulation(nil, for: .exposure))
        XCTAssertFalse(editor.isModified)
    }

    func testRandomizeLeavesModulationsAloneAndMorphCarriesThem() {
        let editor = EditorState(presets: threePresets())
        editor.setModulation(bass, for: .bloom)
        XCTAssertTrue(editor.randomize(seed: 7))
        XCTAssertEqual(editor.modulation(of: .bloom), bass, "randomize kept it")

        var target = samplePreset(id: "target", name: "Target")
        target.params.modulations.set(Modulation(feature: .onset, depth: -0.25), for: .vignette)
        let from = PresetParams()
        let rows: [(t: Double, expected: ModulationSet)] = [
            (PresetParams.morphSwitchPoint.nextDown, from.modulations),
            (PresetParams.morphSwitchPoint, target.params.modulations),
            (1, target.params.modulations),
        ]
        for row in rows {
            let mixed = PresetParams.morph(from: from, to: target.params, t: row.t)
            XCTAssertEqual(mixed.modulations, row.expected, "t = \(row.t): modulations switch with the non-scalars")
        }
    }
}
