import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// An engine that records what the player asks of it (no GL work).
final class RecordingEngine: PlayerEngine {
    private(set) var applied: [PresetParams] = []
    private(set) var frames = 0
    private(set) var stepsRun = 0
    /// The sizes `mirror` drew at (the performance output's frames).
    private(set) var mirrored: [(width: Int, height: Int)] = []
    var requiredGLVersion: GLVersion { GLVersion(3, 3) }
    var backendSummary: String { "recording" }
    func realize(params: PresetParams) throws { applied.append(params) }
    func apply(_ params: PresetParams) { applied.append(params) }
    func frame(width: Int, height: Int, steps: Int) { frames += 1; stepsRun += steps }
    func presentLast(width: Int, height: Int) { frames += 1 }
    func mirror(width: Int, height: Int) { mirrored.append((width, height)) }
    func unrealize() {}
}

/// The built-in presets plus one with a name too long for a narrow header.
let presets: [Preset] = {
    let builtins = PresetLibrary.standard().builtins
    var long =
        builtins.first ?? Preset(id: "x", name: "", tag: RGBColor(red: 1, green: 0, blue: 0), params: PresetParams())
    long.id = "moss-cathedral"
    long.name = "Moss Cathedral at Midnight, Slowly Breathing Through the Fog"
    return builtins + [long]
}()

/// Real windows for the UI tests: one GTK, one application per process; each test opens its own window.
/// A temporary user preset directory (`presets`, not created, in a `TemporaryDirectory`) beside
/// the built-in presets from data/: the library the save, library and load-problem tests work on.
struct TemporaryUserPresets {
    private let folder: TemporaryDirectory
    var userDirectory: URL { folder.appending("presets") }

    init(_ tag: String) throws {
        folder = try TemporaryDirectory(tag)
    }

    func makeLibrary() -> PresetLibrary {
        PresetLibrary(
            builtinDirectory: DataDirectory.locate()?.appendingPathComponent("presets"),
            userDirectory: userDirectory)
    }

    /// Removes the directory and its parent.
    func remove() { folder.remove() }
}

@MainActor
enum UITestSupport {
    private static var application: Application?
    private static var initialized: Bool?

    /// Initialises GTK once (warnings fatal); throws XCTSkip without a display.
    static func requireDisplay() throws {
        if initialized == nil {
            // AT-SPI is not needed here and its session-bus warning would be fatal.
            if getenv("GTK_A11Y") == nil { setenv("GTK_A11Y", "none", 1) }
            let hasDisplay = getenv("DISPLAY") != nil || getenv("WAYLAND_DISPLAY") != nil
            // As `physarum` has from g_application_run: the save dialog files what it saved
            // under the program's name in the recent files, and warns without one.
            Gtk.setProgramName("physarum")
            initialized = hasDisplay && Gtk.initialize()
            if initialized == true {
                Gtk.makeWarningsFatal(tolerating: TouchScreen.gtkTouchWarnings)
            }
        }
        guard initialized == true else {
            throw XCTSkip("no display: the UI tests open real windows; run them under xvfb-run (make test)")
        }
    }

    /// A presented window at `width`×`height`, laid out once, opened with `options`.
    static func openWindow(
        width: Int, height: Int, _ options: TestWindowOptions = TestWindowOptions(),
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> MainWindow {
        try requireDisplay()
        let app: Application
        if let application {
            app = application
        } else {
            app = Application(id: "io.github.physarum.Physarum.Tests", unique: false)
            XCTAssertTrue(app.register(), "the test application registers")
            application = app
        }
        let window = MainWindow(application: app, configuration: options.configuration(width: width, height: height))
        window.present()
        waitForLayout(window, width: width, height: height, file: file, line: line)
        return window
    }

    /// Runs `body` on the main actor with a window opened as `openWindow` opens it, and closes
    /// the window after it, whatever `body` throws: the set-up and tear-down of most UI tests.
    nonisolated static func withWindow<T>(
        width: Int, height: Int, _ options: TestWindowOptions = TestWindowOptions(),
        file: StaticString = #filePath, line: UInt = #line,
        _ body: @MainActor (MainWindow) throws -> T
    ) throws -> T {
        try MainActor.assumeIsolated {
            let window = try openWindow(width: width, height: height, options, file: file, line: line)
            defer { close(window) }
            return try body(window)
        }
    }

    /// `withWindow` for a portrait window whose sheet `openSheet` opened.
    nonisolated static func withSheet<T>(
        file: StaticString = #filePath, line: UInt = #line, _ body: @MainActor (MainWindow) throws -> T
    ) throws -> T {
        try MainActor.assumeIsolated {
            let window = try openSheet(file: file, line: line)
            defer { close(window) }
            return try body(window)
        }
    }

    /// A portrait window (800×1280) with the editor's sheet opened and resting at medium.
    static func openSheet(file: StaticString = #filePath, line: UInt = #line) throws -> MainWindow {
        let window = try openWindow(width: 800, height: 1280, file: file, line: line)
        window.perform(.toggleEditor)
        settle(window)
        XCTAssertEqual(window.sheet.detent, .medium, "the sheet opens at medium", file: file, line: line)
        return window
    }

    /// Resizes the window and waits until the presenter laid out for the new size.
    static func resize(
        _ window: MainWindow, width: Int, height: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        window.window.defaultSize = (width, height)
        waitForLayout(window, width: width, height: height, file: file, line: line)
    }

    static func waitForLayout(
        _ window: MainWindow, width: Int, height: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let laidOut = MainLoop.run(
            until: {
                window.contentSize == (width, height) && window.presenter.presentation != nil
            }, timeout: 5)
        XCTAssertTrue(
            laidOut, "window laid out at \(width)×\(height); got \(window.contentSize)", file: file, line: line)
        settle(window)
    }

    /// Runs the loop until the sheet rests and pending transitions have had time to finish.
    static func settle(_ window: MainWindow) {
        MainLoop.run(until: { !window.sheet.isMoving }, timeout: 3)
        MainLoop.run(until: { false }, timeout: 0.35)  // revealer transitions are 160–250 ms
    }

    static func close(_ window: MainWindow) {
        // Hide first: unmapping cancels a pending tooltip, which would otherwise fire on the
        // destroyed window's surface (a critical warning, fatal here).
        window.window.isVisible = false
        MainLoop.run(until: { false }, timeout: 0.05)
        window.window.destroy()
        MainLoop.run(until: { false }, timeout: 0.05)
    }
}
