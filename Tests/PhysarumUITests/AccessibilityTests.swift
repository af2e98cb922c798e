import Foundation
import PhysarumCore
import PhysarumTestSupport
import XCTest

/// What assistive technologies see: the running `physarum` binary read over AT-SPI (GTK 4.8
/// has no getter for accessible properties), in the same Xvfb and D-Bus session as the tests.
final class AccessibilityTests: XCTestCase {
    /// How long the app may take to appear on the accessibility bus with its editor, in seconds.
    static let appearTimeout = 40.0

    struct Node: Decodable {
        var name: String
        var role: String
        var description: String
        var states: [String]
        var ancestors: [String]
    }
    struct Audit: Decodable { var views: [String: [Node]] }

    /// Roles a screen reader announces as something to operate: each needs a name of its own.
    static let controlRoles: Set<String> = [
        "push button", "toggle button", "list item", "table cell", "slider", "combo box", "check box", "radio button",
        "text",
    ]
    /// GTK's own window controls describe themselves ("Close the window"): not the app's words.
    static let gtkWindowControls: Set<String> = ["Minimize", "Maximize", "Restore", "Close"]
    /// The header button the audit clicks to read the library view.
    static let libraryButton = "Preset library"
    /// The header button the audit clicks last, to read the Connect menu's popover.
    static let connectButton = "Connect to a host"
    /// The editor toggle's name while the editor is hidden (the audit clicks it at 360 px).
    static let showEditorButton = "Show the editor"
    /// The species switcher's "All" (the audit clicks it to read the sliders' names then).
    static let allSpeciesButton = "Edit all species at once"

    /// Walks the whole tree a screen reader sees, in the main view and with the library open: no
    /// unnamed control, no two controls of a view sharing a name, no description repeating the
    /// name; sliders described by their help, matrix cells naming their species, the editor
    /// toggle pressed, the running preset's tile selected.
    func testTheAccessibilityTreeNamesEveryControlOnce() throws {
        let audit = try runAudit(
            width: 1280, height: 800, minSliders: Self.shownSliders.count,
            clicking: [Self.libraryButton, Self.connectButton])
        let main = try XCTUnwrap(audit.views["main"])
        let library = try XCTUnwrap(audit.views[Self.libraryButton])
        let connect = try XCTUnwrap(audit.views[Self.connectButton])

        for (view, nodes) in [("main", main), ("library", library), ("connect", connect)] {
            assertEveryControlNamedOnce(view, nodes)
        }

        let sliders = Self.byName(main) { $0 == "slider" }
        try assertShownSlidersDescribedByTheirHelp("main", sliders)
        XCTAssertNotNil(sliders["Species 2 senses species 3"], "matrix cells name their species")
        let buttons = Self.byName(main) { $0.hasSuffix("button") }
        XCTAssertNotNil(buttons["Lock Deposit of species 1"], "lock buttons are named")
        XCTAssertNotNil(buttons["About Species 2 senses species 3"], "matrix cells' help buttons are named")
        try assertEditorToggleReadsAsOpen("main", buttons)
        // The key is told apart from the name: read after it, as the description.
        XCTAssertEqual(buttons[Self.libraryButton]?.description, "Ctrl+L", "the library button's key")
        XCTAssertEqual(buttons["Main menu"]?.description, "F10", "the main menu's key")

        // The Connect menu's popover (discovery unavailable here: manual entry and hosting).
        let popover = connect.filter { $0.ancestors.contains("GtkPopoverContent") }
        let popoverControls = popover.filter { Self.controlRoles.contains($0.role) }
        XCTAssertEqual(
            Set(popoverControls.map(\.name)),
            [
                "Host address", "Connect to this address", "Let remotes control this window",
                "Forget the paired remote…",
            ],
            "the open Connect menu's controls, each named: \(popoverControls.map(\.name))")
        XCTAssertFalse(
            popover.contains { $0.role == "label" && ($0.name.isEmpty || $0.name.hasPrefix("Gtk")) },
            "no empty label is shown in the Connect menu")

        let tiles = library.filter { $0.role == "table cell" }
        XCTAssertGreaterThanOrEqual(tiles.count, 16, "the library's tiles are cells of its grid")
        XCTAssertEqual(
            tiles.filter { $0.states.contains("selected") }.map(\.name), ["Chase"],
            "the running preset's tile, and only it, is selected")
    }

    /// In "All" species mode a species slider says it edits every species, not species 1.
    func testAllSpeciesModeNamesTheSlidersForEverySpecies() throws {
        let audit = try runAudit(
            width: 1280, height: 800, minSliders: Self.shownSliders.count, clicking: [Self.allSpeciesButton])
        let all = try XCTUnwrap(audit.views[Self.allSpeciesButton])
        assertEveryControlNamedOnce("all species", all)
        let sliders = Self.byName(all) { $0 == "slider" }
        for descriptor in Self.shownSliders where descriptor.species != nil {
            let name = descriptor.accessibleName(allSpecies: true)
            XCTAssertTrue(name.hasSuffix("of all species"), name)
            XCTAssertNotNil(sliders[name], "a slider named \(name): \(sliders.keys.sorted().prefix(12))")
        }
        XCTAssertFalse(
            sliders.keys.contains { $0.hasSuffix("of species 1") }, "no slider says species 1 in All mode")
        let buttons = Self.byName(all) { $0.hasSuffix("button") }
        XCTAssertNotNil(buttons["Lock Deposit of all species"], "the lock says all species too")
    }

    /// At 360 px the editor is the bottom sheet, closed at start: opened by its toggle over AT-SPI,
    /// every control in it is named once too, and every shown slider is described by its help.
    func testTheNarrowSheetNamesEveryControlOnce() throws {
        let audit = try runAudit(width: 360, height: 800, minSliders: 0, clicking: [Self.showEditorButton])
        let sheet = try XCTUnwrap(audit.views[Self.showEditorButton])
        assertEveryControlNamedOnce("sheet at 360 px", sheet)
        try assertShownSlidersDescribedByTheirHelp("sheet at 360 px", Self.byName(sheet) { $0 == "slider" })
        try assertEditorToggleReadsAsOpen("sheet at 360 px", Self.byName(sheet) { $0.hasSuffix("button") })
    }

    /// The sliders the editor shows (global parameters and species 1's).
    static let shownSliders = ParamRegistry.all.filter { ($0.species ?? 0) == 0 }

    /// The nodes whose role passes `role`, by name (the first one of each name).
    private static func byName(_ nodes: [Node], role: (String) -> Bool) -> [String: Node] {
        Dictionary(nodes.filter { role($0.role) }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every shown slider is in `sliders` (by name), described by its parameter's help.
    private func assertShownSlidersDescribedByTheirHelp(_ view: String, _ sliders: [String: Node]) throws {
        for descriptor in Self.shownSliders {
            let slider = try XCTUnwrap(
                sliders[descriptor.accessibleName], "\(view): a slider named \(descriptor.accessibleName)")
            XCTAssertEqual(slider.description, descriptor.help, "\(view): description of \(descriptor.accessibleName)")
        }
    }

    /// The editor toggle is named for hiding the open editor and reads as pressed.
    private func assertEditorToggleReadsAsOpen(_ view: String, _ buttons: [String: Node]) throws {
        let toggle = try XCTUnwrap(
            buttons["Hide the editor"], "\(view): the editor toggle, named for the open editor")
        XCTAssertTrue(
            toggle.states.contains("pressed"), "\(view): the editor toggle reads as pressed: \(toggle.states)")
    }

    /// Key names as the tooltips write them ("Ctrl+L", "(F9)", "(Space)"): never in a name.
    static let shortcutInName = #"(Ctrl|Shift|Alt|Super)\+|\((F\d+|Space|Esc|Enter)\)"#

    /// A type's name, as GTK 4.8 reads an unnamed widget without a role ("GtkOverlay").
    static let typeName = #"^(Gtk|Adw|Physarum)[A-Z][A-Za-z]*$"#
    /// GTK's own parts of its composites, which the app cannot name: a scroll bar and its range,
    /// a drop-down's pages, list items and arrow, a popover's content.
    static let gtkParts: Set<String> = [
        "GtkScrollbar", "GtkRange", "GtkStackPage", "GtkListItemWidget", "GtkBuiltinIcon", "GtkPopoverContent",
    ]

    /// "X X": a phrase read twice (GTK 4.8 names a menu button's inner button after the menu
    /// button, then adds its own label).
    static func saysTwice(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count >= 2, words.count % 2 == 0 else { return false }
        return words.prefix(words.count / 2) == words.suffix(words.count / 2)
    }

    /// No unnamed control in a view, no two of its controls sharing a name, no description
    /// repeating the name, no name or description said twice, no key inside a name.
    private func assertEveryControlNamedOnce(_ view: String, _ nodes: [Node]) {
        let controls = nodes.filter { Self.controlRoles.contains($0.role) }
        for node in controls {
            XCTAssertFalse(Self.saysTwice(node.name), "\(view): a \(node.role)'s name is read twice: \(node.name)")
            XCTAssertFalse(
                Self.saysTwice(node.description),
                "\(view): \(node.name)'s description is read twice: \(node.description)")
            XCTAssertNil(
                node.name.range(of: Self.shortcutInName, options: .regularExpression),
                "\(view): a key inside the name \"\(node.name)\" (it belongs in the description)")
        }
        XCTAssertGreaterThan(controls.count, 20, "\(view): the tree was read")
        // GTK names a control it was given no name for after its type ("GtkButton").
        for node in controls where node.name.isEmpty || node.name.hasPrefix("Gtk") {
            XCTFail("\(view): an unnamed \(node.role) inside \(node.ancestors.suffix(2))")
        }
        // Nothing of ours is read by its type's name (a container or icon with no role or name):
        // only GTK's own parts of its composites are.
        for node in nodes where node.name.range(of: Self.typeName, options: .regularExpression) != nil {
            XCTAssertTrue(
                Self.gtkParts.contains(node.name),
                "\(view): a \(node.role) is read as \"\(node.name)\" inside \(node.ancestors.suffix(2))")
        }
        // The inner button of a named composite (menu button, drop-down) carries its name:
        // one control, counted once.
        let own = controls.filter { !$0.name.isEmpty && !$0.ancestors.contains($0.name) }
        for (name, count) in Dictionary(own.map { ($0.name, 1) }, uniquingKeysWith: +) where count > 1 {
            XCTFail("\(view): \(count) controls are named \"\(name)\"")
        }
        for node in own where !node.description.isEmpty && !Self.gtkWindowControls.contains(node.name) {
            // Read as "name, description": the description must add something.
            let repeats =
                node.description.lowercased().hasPrefix(node.name.lowercased())
                || node.name.localizedCaseInsensitiveContains(node.description)
            XCTAssertFalse(repeats, "\(view): the description of \"\(node.name)\" repeats it: \(node.description)")
        }
    }

    /// Runs the built `physarum --preset chase` in a window of `width × height` (no GL, fresh
    /// settings, one paired remote) and reads it over AT-SPI once `minSliders` sliders show, then
    /// after clicking each of `buttons` in turn (a view named after each).
    func runAudit(
        width: Int, height: Int, minSliders: Int, clicking buttons: [String], environment extra: [String: String] = [:]
    ) throws -> Audit {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil else { throw XCTSkip("no X display: run under xvfb-run (make test)") }
        guard environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
            throw XCTSkip("no D-Bus session: run inside dbus-run-session (scripts/test/test.sh does)")
        }
        let script = RepositoryRoot.testScript("atspi-audit.py")
        let binary = try BuiltProduct.url("physarum", besideBundleOf: Self.self)
        guard (try? ChildProcess.run("/usr/bin/python3", ["-c", "import pyatspi"]))?.status == 0 else {
            throw XCTSkip("/usr/bin/python3 has no pyatspi (`make test-deps` installs python3-pyatspi)")
        }

        let folder = try TemporaryDirectory("a11y")
        defer { folder.remove() }
        let home = folder.url
        let config = home.appendingPathComponent("config/physarum")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(#"{"width": \#(width), "height": \#(height), "maximized": false}"#.utf8)
            .write(to: config.appendingPathComponent("window.json"))
        // One paired remote, so that the Connect menu offers to forget it.
        let remoteData = home.appendingPathComponent("data/physarum/remote")
        try FileManager.default.createDirectory(at: remoteData, withIntermediateDirectories: true)
        let pin = String(repeating: "ab", count: 32)
        let pairings = #"{"version": 2, "peers": [{"id": "laptop", "name": "Laptop", "certificate": "\#(pin)"}]}"#
        try Data(pairings.utf8).write(to: remoteData.appendingPathComponent("paired-remotes.json"))
        var childEnvironment = AppEnvironment.isolated(under: home, from: environment)
        childEnvironment.merge(extra) { _, new in new }
        childEnvironment["GTK_A11Y"] = nil  // the accessibility bridge must run in the child
        // No GL: the player shows its message instead of rendering on the CPU, so the app answers
        // the bus at once (a rendering llvmpipe frame delays each of ~2 000 calls; minutes).
        childEnvironment["GDK_DEBUG"] = "gl-disable"
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

        let dump = try ChildProcess.run(
            "/usr/bin/python3", [script.path, "physarum", "\(minSliders)", "\(Self.appearTimeout)"] + buttons)
        XCTAssertEqual(dump.status, 0, "the app appears on the accessibility bus: \(dump.stdout.prefix(400))")
        return try JSONDecoder().decode(Audit.self, from: dump.stdoutData)
    }
}
