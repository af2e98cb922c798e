import Foundation
import XCTest

@testable import PhysarumCore

final class PresetLibraryTests: XCTestCase {
    private var userDir: URL!
    private var builtinDir: URL!

    override func setUpWithError() throws {
        let root = try makeTemporaryDirectory(self)
        userDir = root.appendingPathComponent("user/physarum/presets")
        builtinDir = try dataDirectory().appendingPathComponent("presets")
    }

    private func makeLibrary() -> PresetLibrary {
        PresetLibrary(builtinDirectory: builtinDir, userDirectory: userDir)
    }

    private func expectError(
        _ problem: PresetError.Problem, _ why: String,
        file: StaticString = #filePath, line: UInt = #line,
        _ body: () throws -> Void
    ) {
        XCTAssertThrowsError(try body(), why, file: file, line: line) { error in
            XCTAssertEqual((error as? PresetError)?.problem, problem, why, file: file, line: line)
        }
    }

    func testBuiltinsLoadWithoutErrorsAndAreReadOnly() throws {
        let library = makeLibrary()
        XCTAssertEqual(library.loadErrors, [])
        XCTAssertGreaterThanOrEqual(library.builtins.count, 16)
        XCTAssertTrue(library.builtins.allSatisfy(\.isBuiltin))
        XCTAssertEqual(library.userPresets, [])
        let id = library.builtins[0].id
        expectError(.builtinReadOnly(id: id), "rename a built-in") { try library.rename(id: id, to: "Mine") }
        expectError(.builtinReadOnly(id: id), "delete a built-in") { try library.delete(id: id) }
        expectError(.builtinReadOnly(id: id), "save over a built-in") {
            var copy = library.builtins[0]
            copy.name = "Other"
            try library.save(copy, overwrite: true)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: userDir.path), "no user file written")
    }

    func testSaveReloadEqualsAndRefusesOverwrite() throws {
        let library = makeLibrary()
        var params = PresetParams()
        params.decay = 0.95
        params.spawnPattern = .ring
        let preset = library.makePreset(name: "My Swirl", tag: RGBColor(hex: "#abcdef")!, params: params)
        XCTAssertEqual(preset.id, "my-swirl")
        try library.save(preset)
        XCTAssertEqual(library.preset(id: "my-swirl"), preset)

        let reloaded = makeLibrary()
        XCTAssertEqual(reloaded.userPresets, [preset])
        XCTAssertEqual(reloaded.loadErrors, [])

        let before = try DirectoryFingerprint(userDir)
        var changed = preset
        changed.params.decay = 0.6
        expectError(.alreadyExists(id: "my-swirl"), "save without overwrite") { try reloaded.save(changed) }
        XCTAssertEqual(try DirectoryFingerprint(userDir), before, "a refused save changed a file")
        try reloaded.save(changed, overwrite: true)
        XCTAssertEqual(makeLibrary().preset(id: "my-swirl")?.params.decay, 0.6)
    }

    func testSaveRefusesNameClashesAndInvalidPresets() throws {
        let library = makeLibrary()
        let builtinName = library.builtins[0].name
        expectError(.nameTaken(builtinName), "name of a built-in") {
            try library.save(samplePreset(id: "x", name: builtinName.uppercased()))
        }
        var bad = samplePreset(id: "bad")
        bad.params.fade = 0.5
        expectError(.outOfRange(id: "fade", value: 0.5, range: 0...0.2), "out of range") { try library.save(bad) }
        expectError(.invalidID("Bad Id"), "bad id") { try library.save(samplePreset(id: "Bad Id")) }
        XCTAssertEqual(try DirectoryFingerprint(userDir).files, [:], "nothing written")
    }

    func testCheckNameTellsFreeEmptyUserAndBuiltinNamesApart() throws {
        let library = makeLibrary()
        let builtin = library.builtins[0]
        let mine = try library.save(library.makePreset(name: "Night Moss", tag: builtin.tag, params: builtin.params))
        XCTAssertEqual(library.checkName("Dawn"), .free)
        XCTAssertEqual(library.checkName("  "), .empty)
        XCTAssertEqual(library.checkName(" night moss "), .takenByUserPreset(name: "Night Moss", id: mine.id))
        XCTAssertEqual(library.checkName(builtin.name.uppercased()), .takenByBuiltin(name: builtin.name))
        XCTAssertEqual(library.checkName("Night Moss", owner: mine.id), .free, "a preset keeps its own name")
        XCTAssertEqual(library.checkName(builtin.name, owner: mine.id), .takenByBuiltin(name: builtin.name))
    }

    /// The name saving replaces (`userPresetNamed`): a user preset's, as `checkName` matches it.
    func testUserPresetNamedMatchesUserPresetsIgnoringCaseAndSpaceAndNeverABuiltin() throws {
        let library = makeLibrary()
        let builtin = library.builtins[0]
        let mine = try library.save(library.makePreset(name: "Night Moss", tag: builtin.tag, params: builtin.params))
        let rows: [(name: String, expected: String?, why: String)] = [
            ("Night Moss", mine.id, "the same name"),
            ("night moss", mine.id, "case does not count"),
            ("NIGHT MOSS", mine.id, "upper case neither"),
            ("  Night Moss\n", mine.id, "nor surrounding white space"),
            ("Night  Moss", nil, "white space inside does"),
            ("Night Mos", nil, "a prefix is another name"),
            ("Night Moss 2", nil, "a longer name is another name"),
            ("", nil, "no name"),
            (builtin.name, nil, "a built-in's name is no user preset's"),
        ]
        for row in rows {
            XCTAssertEqual(library.userPresetNamed(row.name)?.id, row.expected, row.why)
        }
    }

    func testSavedFilesKeepTheShownPrecision() throws {
        let library = makeLibrary()
        var params = library.builtins[0].params
        params.species[0].moveSpeed = 4.590747330960855
        let stored = try library.save(library.makePreset(name: "Precise", tag: library.builtins[0].tag, params: params))
        let text = try String(contentsOf: userDir.appendingPathComponent("\(stored.id).json"), encoding: .utf8)
        XCTAssertFalse(text.contains("4.590747"), text)
        XCTAssertEqual(makeLibrary().userPresets.first?.params.species[0].moveSpeed, 4.59)
    }

    func testRenameKeepsIDAndFile() throws {
        let library = makeLibrary()
        try library.save(samplePreset(id: "one", name: "One"))
        try library.save(samplePreset(id: "two", name: "Two"))
        try library.rename(id: "one", to: "  Uno ")
        let reloaded = makeLibrary()
        XCTAssertEqual(reloaded.preset(id: "one")?.name, "Uno")
        XCTAssertEqual(reloaded.userPresets.map(\.id), ["two", "one"], "sorted by name: Two, Uno")
        XCTAssertEqual(Set(try DirectoryFingerprint(userDir).files.keys), ["one.json", "two.json"])
        let before = try DirectoryFingerprint(userDir)
        expectError(.nameTaken("Two"), "rename onto another name") { try reloaded.rename(id: "one", to: "two") }
        expectError(.emptyName, "blank name") { try reloaded.rename(id: "one", to: " ") }
        expectError(.notFound(id: "three"), "unknown id") { try reloaded.rename(id: "three", to: "Three") }
        XCTAssertEqual(try DirectoryFingerprint(userDir), before)
    }

    func testDelete() throws {
        let library = makeLibrary()
        try library.save(samplePreset(id: "gone", name: "Gone"))
        try library.delete(id: "gone")
        XCTAssertNil(library.preset(id: "gone"))
        XCTAssertEqual(makeLibrary().userPresets, [])
        expectError(.notFound(id: "gone"), "delete twice") { try library.delete(id: "gone") }
    }

    func testExportThenImportRoundTrips() throws {
        let library = makeLibrary()
        let outside = try makeTemporaryDirectory(self)
        var params = PresetParams()
        params.kaleidoscope = 4
        try library.save(Preset(id: "mine", name: "Mine", tag: RGBColor(hex: "#102030")!, params: params))
        let file = outside.appendingPathComponent("shared.json")
        try library.export(id: "mine", to: file)
        expectError(.fileExists, "export over an existing file") { try library.export(id: "mine", to: file) }
        try library.export(id: "mine", to: file, overwrite: true)

        // Import into a second user's library.
        let otherDir = outside.appendingPathComponent("other")
        let other = PresetLibrary(builtinDirectory: builtinDir, userDirectory: otherDir)
        let result = try other.importFile(at: file)
        XCTAssertNil(result.originalID)
        XCTAssertNil(result.originalName)
        XCTAssertEqual(result.preset, library.preset(id: "mine"))
        XCTAssertEqual(
            PresetLibrary(builtinDirectory: builtinDir, userDirectory: otherDir).preset(id: "mine"), result.preset)
        // Importing the same file again: that preset, nothing written.
        let before = try DirectoryFingerprint(otherDir)
        let again = try other.importFile(at: file)
        XCTAssertTrue(again.wasPresent)
        XCTAssertEqual(again.preset, result.preset, "the preset already there")
        XCTAssertEqual(again.summary, "“Mine” is in your presets already.")
        XCTAssertEqual(try DirectoryFingerprint(otherDir), before, "nothing written")
        XCTAssertEqual(other.userPresets.map(\.id), ["mine"])
    }

    /// A file whose id one of the user's presets has, with other content (an edited copy shared
    /// back, another person's preset of the same name): a new preset beside it, nothing replaced.
    func testImportOfAnotherPresetWithATakenIDAddsACopy() throws {
        let library = makeLibrary()
        let mine = try library.save(samplePreset(id: "mine", name: "Mine"))
        let outside = try makeTemporaryDirectory(self)
        let variants: [(String, (inout Preset) -> Void)] = [
            ("params", { $0.params.decay = 0.5 }),
            ("tag", { $0.tag = RGBColor(hex: "#ff0000")! }),
        ]
        for (index, (what, change)) in variants.enumerated() {
            var other = mine
            change(&other)
            XCTAssertFalse(other.hasSameContent(as: mine), what)
            let file = outside.appendingPathComponent("\(what).json")
            try PresetCoder.encode(other).write(to: file)
            let result = try library.importFile(at: file)
            XCTAssertFalse(result.wasPresent, what)
            XCTAssertEqual(result.preset.id, "mine-\(index + 2)", what)
            XCTAssertEqual(result.preset.name, "Mine (\(index + 2))", "named as a copy: \(what)")
            XCTAssertEqual(result.originalID, "mine")
            XCTAssertEqual(result.idOwner, mine)
            XCTAssertEqual(result.originalName, "Mine")
            XCTAssertEqual(result.preset.params, other.params, what)
            XCTAssertEqual(result.preset.tag, other.tag, what)
            XCTAssertEqual(
                result.summary,
                "Imported “Mine (\(index + 2))” as a new preset beside your “Mine”, which has other settings.")
        }
        XCTAssertEqual(library.preset(id: "mine"), mine, "the preset with the id is untouched")
        XCTAssertEqual(makeLibrary().userPresets.map(\.id).sorted(), ["mine", "mine-2", "mine-3"])

        // Another name under the same id keeps its name: only the id changes.
        var renamed = mine
        renamed.name = "Theirs"
        let file = outside.appendingPathComponent("renamed.json")
        try PresetCoder.encode(renamed).write(to: file)
        let result = try library.importFile(at: file)
        XCTAssertEqual([result.preset.id, result.preset.name], ["mine-4", "Theirs"])
        XCTAssertNil(result.originalName)
        XCTAssertEqual(result.originalID, "mine")
    }

    /// Same content is the same preset however the file spells it: white space around the name,
    /// parameters beyond the precision a file keeps.
    func testSameContentIgnoresWhatAFileDoesNotKeep() throws {
        let preset = samplePreset(id: "a", name: "Name")
        var spelled = preset
        spelled.name = "  Name "
        spelled.params.decay = preset.params.roundedForDisplay.decay + 1e-9
        spelled.id = "b"
        spelled.isBuiltin = true
        XCTAssertTrue(preset.hasSameContent(as: spelled))
        var renamed = preset
        renamed.name = "name"
        XCTAssertFalse(preset.hasSameContent(as: renamed), "the name's case is content")
    }

    func testImportNeverShadowsABuiltin() throws {
        let library = makeLibrary()
        let builtin = library.builtins[0]
        let outside = try makeTemporaryDirectory(self)
        let file = outside.appendingPathComponent("copy.json")
        try library.export(id: builtin.id, to: file)

        // The built-in itself, exported: it is in the library already.
        let same = try library.importFile(at: file)
        XCTAssertTrue(same.wasPresent)
        XCTAssertEqual(same.preset, builtin)
        XCTAssertEqual(same.summary, "“\(builtin.name)” is in the built-in presets already.")
        XCTAssertFalse(FileManager.default.fileExists(atPath: userDir.path), "nothing written")

        // Edited: a user preset beside it.
        var edited = builtin
        edited.params.decay = builtin.params.decay == 0.5 ? 0.6 : 0.5
        try PresetCoder.encode(edited).write(to: file)
        let sourceBytes = try Data(contentsOf: file)
        let result = try library.importFile(at: file)
        XCTAssertFalse(result.wasPresent)
        XCTAssertEqual(result.originalID, builtin.id)
        XCTAssertEqual(result.idOwner, builtin)
        XCTAssertEqual(result.preset.id, builtin.id + "-2")
        XCTAssertEqual(result.originalName, builtin.name)
        XCTAssertEqual(result.preset.name, builtin.name + " (2)")
        XCTAssertEqual(result.preset.params, edited.params)
        XCTAssertFalse(result.preset.isBuiltin)
        XCTAssertTrue(result.summary.contains(builtin.id), result.summary)
        XCTAssertEqual(library.preset(id: builtin.id), builtin, "the built-in is untouched")
        XCTAssertEqual(try Data(contentsOf: file), sourceBytes, "the imported file is untouched")
        XCTAssertEqual(makeLibrary().loadErrors, [])
    }

    func testImportOfABadFileChangesNothing() throws {
        let library = makeLibrary()
        try library.save(samplePreset(id: "keep", name: "Keep"))
        let outside = try makeTemporaryDirectory(self)
        let file = outside.appendingPathComponent("broken.json")
        try Data("{\"id\": \"broken\", \"name\":".utf8).write(to: file)
        let before = try DirectoryFingerprint(userDir)
        XCTAssertThrowsError(try library.importFile(at: file)) { error in
            let error = error as? PresetError
            XCTAssertEqual(error?.file, file)
            if case .invalidJSON = error?.problem {} else { XCTFail("got \(String(describing: error))") }
        }
        XCTAssertEqual(try DirectoryFingerprint(userDir), before)
        XCTAssertEqual(library.userPresets.map(\.id), ["keep"])
    }

    func testBadUserFilesAreSkippedReportedAndLeftAlone() throws {
        let library = makeLibrary()
        try library.save(samplePreset(id: "good", name: "Good"))
        let builtinID = library.builtins[0].id
        var object = try presetJSONObject(samplePreset(id: "nan", name: "NaN"))
        var params = object["params"] as! [String: Any]
        params["exposure"] = "NaN"
        object["params"] = params
        let files: [(name: String, data: Data, problem: (PresetError.Problem) -> Bool)] = [
            ("truncated.json", Data("{\"id\": \"t\", ".utf8), { if case .invalidJSON = $0 { true } else { false } }),
            (
                "wrongtype.json", try JSONSerialization.data(withJSONObject: ["id": 5]),
                { if case .wrongType(field: "id", _) = $0 { true } else { false } }
            ),
            ("nan.json", try JSONSerialization.data(withJSONObject: object), { $0 == .nonFinite(id: "exposure") }),
            (
                "noid.json",
                try JSONSerialization.data(withJSONObject: (try presetJSONObject()).filter { $0.key != "id" }),
                { $0 == .missingField("id") }
            ),
            (
                "shadow.json", try PresetCoder.encode(samplePreset(id: builtinID, name: "Shadow")),
                { $0 == .duplicateID(builtinID) }
            ),
        ]
        for file in files { try file.data.write(to: userDir.appendingPathComponent(file.name)) }
        let before = try DirectoryFingerprint(userDir)

        let reloaded = makeLibrary()
        XCTAssertEqual(reloaded.userPresets.map(\.id), ["good"], "good files still load")
        XCTAssertEqual(reloaded.preset(id: builtinID)?.isBuiltin, true, "the built-in is not shadowed")
        XCTAssertEqual(reloaded.loadErrors.count, files.count)
        for file in files {
            let error = reloaded.loadErrors.first { $0.file?.lastPathComponent == file.name }
            XCTAssertNotNil(error, "\(file.name) not reported")
            if let error { XCTAssertTrue(file.problem(error.problem), "\(file.name): \(error.problem)") }
        }
        // Still usable: save and delete work next to the bad files, which stay as they were.
        try reloaded.save(samplePreset(id: "fresh", name: "Fresh"))
        try reloaded.delete(id: "fresh")
        // A new preset named like a bad file's stem does not overwrite that file.
        expectError(.fileExists, "a bad file occupies truncated.json") {
            try reloaded.save(samplePreset(id: "truncated", name: "Truncated"))
        }
        XCTAssertEqual(
            reloaded.makePreset(name: "Truncated", tag: RGBColor(hex: "#000000")!, params: PresetParams()).id,
            "truncated-2", "new ids avoid bad files' names")
        XCTAssertEqual(try DirectoryFingerprint(userDir), before, "bad files untouched")
    }

    func testXDGDataHomeIsHonoured() throws {
        let home = try makeTemporaryDirectory(self)
        let env = ["XDG_DATA_HOME": home.path, "HOME": "/nonexistent", "PHYSARUM_DATA_DIR": try dataDirectory().path]
        let library = PresetLibrary.standard(environment: env)
        XCTAssertEqual(
            library.userDirectory.standardizedFileURL.path,
            home.appendingPathComponent("physarum/presets").standardizedFileURL.path)
        try library.save(samplePreset(id: "xdg", name: "XDG"))
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: home.appendingPathComponent("physarum/presets/xdg.json").path))
        XCTAssertEqual(PresetLibrary.standard(environment: env).preset(id: "xdg")?.name, "XDG")
        XCTAssertGreaterThanOrEqual(library.builtins.count, 16)
    }

    func testXDGDirectoryTable() {
        let rows: [(env: [String: String], expected: String, why: String)] = [
            (["XDG_DATA_HOME": "/x/data", "HOME": "/home/u"], "/x/data/physarum/presets", "XDG_DATA_HOME wins"),
            (["HOME": "/home/u"], "/home/u/.local/share/physarum/presets", "unset → ~/.local/share"),
            (
                ["XDG_DATA_HOME": "", "HOME": "/home/u"], "/home/u/.local/share/physarum/presets",
                "empty counts as unset"
            ),
            (
                ["XDG_DATA_HOME": "rel/dir", "HOME": "/home/u"], "/home/u/.local/share/physarum/presets",
                "relative paths are invalid per the spec"
            ),
        ]
        for row in rows {
            XCTAssertEqual(XDGDirectories.userPresetDirectory(environment: row.env).path, row.expected, row.why)
        }
    }

    func testIDRulesTable() {
        let slugs: [(name: String, slug: String)] = [
            ("Jones' Network 2", "jones-network-2"), ("  --Hello--  ", "hello"), ("Ünïcode", "n-code"),
            ("!!!", "preset"), ("", "preset"), (String(repeating: "a", count: 80), String(repeating: "a", count: 64)),
        ]
        for row in slugs {
            XCTAssertEqual(PresetID.slug(from: row.name), row.slug, row.name)
            XCTAssertTrue(PresetID.isValid(PresetID.slug(from: row.name)), row.name)
        }
        XCTAssertEqual(PresetID.unique("a", taken: []), "a")
        XCTAssertEqual(PresetID.unique("a", taken: ["a", "a-2"]), "a-3")
        let long = String(repeating: "b", count: 64)
        let unique = PresetID.unique(long, taken: [long])
        XCTAssertTrue(PresetID.isValid(unique), "a uniqued long id stays valid: \(unique)")
        let validity: [(id: String, valid: Bool)] = [
            ("net", true), ("a-1", true), ("-a", false), ("A", false), ("a b", false), ("a/b", false), ("", false),
        ]
        for row in validity { XCTAssertEqual(PresetID.isValid(row.id), row.valid, row.id) }
    }
}
