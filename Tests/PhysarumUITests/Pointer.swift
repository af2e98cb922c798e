import Foundation
import GtkKit
import XCTest

@testable import PhysarumUI

/// Real pointer and key input through xdotool (the X server's own events, not emitted signals).
@MainActor
enum Pointer {
    /// Whether xdotool can drive this display; throws XCTSkip with the reason when it cannot.
    nonisolated static func require() throws {
        guard getenv("DISPLAY") != nil else { throw XCTSkip("no X display for xdotool") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
            throw XCTSkip("xdotool is not installed (scripts/install-deps.sh test installs it)")
        }
    }

    /// The centre of `widget` in screen pixels (the window sits at the origin: Xvfb, no window manager).
    /// Widgets in a popover are found through the popover's own surface.
    static func center(of widget: Widget, in window: MainWindow) -> (x: Int, y: Int)? {
        guard widget.isDescendant(of: window.window), let frame = widget.surfaceBounds else { return nil }
        return (Int(frame.x + frame.width / 2), Int(frame.y + frame.height / 2))
    }

    /// Runs xdotool with `arguments`, keeping the main loop running while it works.
    static func xdotool(_ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        try? process.run()
        MainLoop.run(until: { !process.isRunning }, timeout: 5)
        MainLoop.run(until: { false }, timeout: 0.05)
    }

    static func click(_ point: (x: Int, y: Int), count: Int = 1) {
        xdotool(["mousemove", "\(point.x)", "\(point.y)", "click", "--repeat", "\(count)", "--delay", "60", "1"])
    }

    static func key(_ name: String) { xdotool(["key", name]) }

    /// Moves the pointer off every test window (the screen's far corner) and lets the window see
    /// it leave: a pointer left over a widget fires its tooltip later, after the window is gone.
    static func park() {
        xdotool(["mousemove", "--", "9999", "9999"])
        MainLoop.run(until: { false }, timeout: 0.1)
    }
}
