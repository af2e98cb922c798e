import Foundation
import PhysarumCore
import XCTest

/// What assistive technologies see: the running `physarum` binary read over AT-SPI (GTK 4.8
/// has no getter for accessible properties), in the same Xvfb and D-Bus session as the tests.
final class AccessibilityTests: XCTestCase {
    /// How long the app may take to appear on the accessibility bus with its editor, in seconds.
    static let appearTimeout = 40.0

    struct Node: Decodable { var name: String; var role: String; var description: String }
    struct Dump: Decodable { var sliders: [Node]; var buttons: [Node] }

    func testSliderDescriptionsAreTheHelpTextsAndButtonsAreNamed() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil else { throw XCTSkip("no X display: run under xvfb-run (make test)") }
        guard environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
            throw XCTSkip("no D-Bus session: run inside dbus-run-session (scripts/test.sh does)")
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/atspi-dump.py")
        // The test bundle is in the build directory, next to the binary (Linux: the bundle URL
        // may be the directory itself).
        let bundle = Bundle(for: Self.self).bundleURL
        let candidates = [
            bundle.appendingPathComponent("physarum"),
            bundle.deletingLastPathComponent().appendingPathComponent("physarum"),
        ]
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("the physarum binary is not built next to the tests (\(bundle.path))")
        }
        guard run("/usr/bin/python3", ["-c", "import pyatspi"]).status == 0 else {
            throw XCTSkip("/usr/bin/python3 has no pyatspi (scripts/install-deps.sh test installs python3-pyatspi)")
        }

        let home = FileManager.default.temporaryDirectory.appendingPathComponent("physarum-a11y-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config/physarum")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(#"{"width": 1280, "height": 800, "maximized": false}"#.utf8)
            .write(to: config.appendingPathComponent("window.json"))
        var childEnvironment = environment
        childEnvironment["GTK_A11Y"] = nil  // the accessibility bridge must run in the child
        childEnvironment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        childEnvironment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        childEnvironment["PHYSARUM_DATA_DIR"] = root.appendingPathComponent("data").path
        let app = Process()
        app.executableURL = binary
        app.arguments = ["--preset", "chase"]
        app.environment = childEnvironment
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try app.run()
        defer {
            kill(app.processIdentifier, SIGTERM)  // ended by its PID
            app.waitUntilExit()
        }

        let labels = Set(ParamRegistry.all.map(\.label))
        let dump = run("/usr/bin/python3", [script.path, "physarum", "\(labels.count)", "\(Self.appearTimeout)"])
        XCTAssertEqual(
            dump.status, 0, "the editor's sliders appear on the accessibility bus: \(dump.output.prefix(400))")
        let tree = try JSONDecoder().decode(Dump.self, from: Data(dump.output.utf8))

        // Species rows show one species at a time, so each label is one slider; every label of
        // the 45 descriptors must be there with its help as the description.
        let sliders = Dictionary(tree.sliders.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for descriptor in ParamRegistry.all {
            let slider = try XCTUnwrap(sliders[descriptor.label], "a slider named \(descriptor.label)")
            XCTAssertEqual(slider.description, descriptor.help, "description of \(descriptor.label)")
        }
        let buttonNames = Set(tree.buttons.map(\.name))
        XCTAssertTrue(buttonNames.contains("Lock Deposit"), "lock buttons are named")
        XCTAssertTrue(buttonNames.contains("About Deposit"), "ⓘ buttons are named")
        XCTAssertTrue(buttonNames.contains("About M[2,3]"), "matrix cells' help buttons are named")
        XCTAssertTrue(buttonNames.contains("Undo (Ctrl+Z)"))
    }

    /// Runs a program to completion; its status and standard output.
    private func run(_ path: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
