import Foundation
import PhysarumTestSupport
import XCTest

@testable import PhysarumCore

/// Runs the built `physarum` executable (found next to the test bundle in .build/<config>/).
final class PhysarumBinaryTests: XCTestCase {
    private func binary() throws -> URL {
        try BuiltProduct.url("physarum", besideBundleOf: Self.self)
    }

    private func run(
        _ arguments: [String], environment extra: [String: String] = [:],
        unsetting removed: [String] = []
    ) throws -> ChildProcess.Result {
        var environment: [String: String?] = ["PHYSARUM_DATA_DIR": try dataDirectory().path]
        for (key, value) in extra { environment[key] = value }
        for key in removed { environment.updateValue(nil, forKey: key) }  // unset in the child
        return try ChildProcess.run(try binary().path, arguments, environment: environment)
    }

    func testParamsJSONHas45ObjectsWithTheExactKeys() throws {
        let result = try run(["params", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]])
        XCTAssertEqual(array.count, 45)
        let expectedKeys: Set<String> = [
            "id", "label", "section", "min", "max", "default", "integer", "respawn", "help",
        ]
        for object in array { XCTAssertEqual(Set(object.keys), expectedKeys) }
        XCTAssertEqual(array.compactMap { $0["id"] as? String }, ParamRegistry.all.map(\.id.rawValue))
        XCTAssertTrue(array.allSatisfy { !(($0["help"] as? String) ?? "").isEmpty }, "every parameter has help")
    }

    func testPresetsJSONListsBuiltinsAndUserPresets() throws {
        let home = try makeTemporaryDirectory(self)
        let user = PresetLibrary(builtinDirectory: nil, userDirectory: home.appendingPathComponent("physarum/presets"))
        try user.save(Preset(id: "mine", name: "Mine", tag: RGBColor(hex: "#123456")!, params: PresetParams()))
        let result = try run(["presets", "--json"], environment: ["XDG_DATA_HOME": home.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(array.filter { $0["builtin"] as? Bool == true }.count, 16)
        let mine = array.first { $0["id"] as? String == "mine" }
        XCTAssertEqual(mine?["builtin"] as? Bool, false)
        XCTAssertEqual(mine?["tag"] as? String, "#123456")
        for object in array { XCTAssertEqual(Set(object.keys), ["id", "name", "tag", "builtin"]) }
    }

    func testUsageErrorsExitWith2AndAClearMessage() throws {
        let rows: [(args: [String], message: String)] = [
            (["params", "--bogus"], "physarum params: unknown option '--bogus'"),
            (["frobnicate"], "physarum: unknown command 'frobnicate'"),
            (["--bogus"], "physarum window: unknown option '--bogus'"),  // options alone go to the default command
            (["--preset", "no-such-preset"], "physarum window: invalid value 'no-such-preset' for '--preset'"),
            (["presets", "--json=1"], "physarum presets: option '--json' does not take a value"),
        ]
        for row in rows {
            let result = try run(row.args)
            XCTAssertEqual(result.status, 2, row.args.joined(separator: " "))
            XCTAssertTrue(result.stderr.hasPrefix(row.message), "\(row.args): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("--help"), "the message points to --help")
            XCTAssertEqual(result.stdoutData, Data(), "nothing on stdout")
        }
    }

    func testHelpAndVersion() throws {
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, "physarum \(AppVersion.string)\n")
        // No arguments opens the window (the default command), so it is not a help case here.
        for args in [["--help"], ["window", "--help"], ["params", "--help"]] {
            let help = try run(args)
            XCTAssertEqual(help.status, 0, "\(args)")
            XCTAssertTrue(help.stdout.contains("Usage: physarum"), "\(args)")
        }
    }

    /// Without any display the window command fails with status 1 and says what to do instead.
    func testWindowWithoutADisplaySaysSo() throws {
        let result = try run(["--preset", "net"], unsetting: ["DISPLAY", "WAYLAND_DISPLAY"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot open a display"), result.stderr)
        XCTAssertTrue(result.stderr.contains("physarum render"), result.stderr)
    }

    // MARK: A GL 3.3 machine (llvmpipe posing as one): the CPU backend runs; below 3.3 a clear message.

    private static let gl33 = ["MESA_GL_VERSION_OVERRIDE": "3.3", "MESA_GLSL_VERSION_OVERRIDE": "330"]
    private static let gl32 = ["MESA_GL_VERSION_OVERRIDE": "3.2", "MESA_GLSL_VERSION_OVERRIDE": "150"]

    func testRenderRunsOnAGL33ContextWithTheCPUBackend() throws {
        let output = try makeTemporaryDirectory(self).appendingPathComponent("gl33.png")
        let result = try run(
            ["render", "--preset", "chase", "--steps", "5", "--size", "64x48", "--field", "128", "-o", output.path],
            environment: Self.gl33)
        XCTAssertEqual(result.status, 0, result.stderr)
        let summary = result.stdout
        guard summary.contains("OpenGL 3.3 ") else {
            throw XCTSkip("the GL driver ignores MESA_GL_VERSION_OVERRIDE (not Mesa): \(summary)")
        }
        XCTAssertTrue(summary.contains("backend cpu"), summary)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.path), "the PNG was written")
    }

    func testRenderBelowGL33SaysWhatItNeeds() throws {
        let output = try makeTemporaryDirectory(self).appendingPathComponent("gl32.png")
        let result = try run(
            ["render", "--preset", "chase", "--steps", "1", "-o", output.path], environment: Self.gl32)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("needs OpenGL 3.3 or newer"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing written")
    }

    /// The window on a GL 3.3 context runs (frames rendered, CPU backend); below 3.3 it says why.
    func testWindowRunsOnAGL33ContextAndSaysWhyBelow() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no DISPLAY: the window test needs an X server (scripts/test/test.sh runs it under Xvfb)")
        }
        let bench = ["bench", "--window", "--seconds", "0.3", "--json"]
        let quiet = ["GTK_A11Y": "none"]
        let ok = try run(bench, environment: Self.gl33.merging(quiet) { a, _ in a })
        XCTAssertEqual(ok.status, 0, ok.stderr)
        guard ok.stderr.contains("OpenGL 3.3 ") else {
            throw XCTSkip("the GL driver ignores MESA_GL_VERSION_OVERRIDE (not Mesa): \(ok.stderr)")
        }
        XCTAssertTrue(ok.stderr.contains("backend cpu"), ok.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: ok.stdoutData) as? [String: Any], ok.stderr)
        XCTAssertGreaterThan(json["fpsRunning"] as? Double ?? 0, 0, "frames were rendered")

        let old = try run(bench, environment: Self.gl32.merging(quiet) { a, _ in a })
        XCTAssertEqual(old.status, 1, old.stderr)
        XCTAssertTrue(old.stderr.contains("needs OpenGL 3.3 or newer"), old.stderr)
    }

    func testRemotesListsAndForgetsPairedRemotes() throws {
        let home = try makeTemporaryDirectory(self)
        let env = ["XDG_DATA_HOME": home.path]
        XCTAssertEqual(try run(["remotes"], environment: env).stdout, "No paired remotes.\n")
        let store = PairingStore.hostSide(environment: env)
        try store.remember(PairedPeer(id: "tablet-1", name: "Tablet", certificate: String(repeating: "ab", count: 32)))
        try store.remember(PairedPeer(id: "laptop-2", name: "Laptop", certificate: String(repeating: "cd", count: 32)))
        XCTAssertEqual(try run(["remotes"], environment: env).stdout, "laptop-2\tLaptop\ntablet-1\tTablet\n")
        let forget = try run(["remotes", "--forget", "tablet-1"], environment: env)
        XCTAssertEqual(forget.status, 0, forget.stderr)
        XCTAssertEqual(PairingStore.hostSide(environment: env).peers.keys.sorted(), ["laptop-2"])
        let unknown = try run(["remotes", "--forget", "nobody"], environment: env)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("nobody"), unknown.stderr)
        XCTAssertEqual(try run(["remotes", "--forget-all"], environment: env).status, 0)
        XCTAssertEqual(PairingStore.hostSide(environment: env).peers, [:])
    }
}
