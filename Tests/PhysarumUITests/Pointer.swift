import Foundation
import GtkKit
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// Real pointer and key input through xdotool (the X server's own events, not emitted signals).
@MainActor
enum Pointer {
    /// Whether xdotool can drive this display; throws XCTSkip with the reason when it cannot.
    nonisolated static func require() throws {
        guard getenv("DISPLAY") != nil else { throw XCTSkip("no X display for xdotool") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
            throw XCTSkip("xdotool is not installed (scripts/setup/install-deps.sh test installs it)")
        }
    }

    /// The centre of `widget` in screen pixels (the window sits at the origin: Xvfb, no window manager).
    /// Widgets in a popover are found through the popover's own surface.
    static func center(of widget: Widget, in window: MainWindow) -> (x: Int, y: Int)? {
        guard widget.isDescendant(of: window.window), let frame = widget.surfaceBounds else { return nil }
        return (Int(frame.x + frame.width / 2), Int(frame.y + frame.height / 2))
    }

    /// The double-click time tests that double-click run with (GTK's default is 400 ms).
    static let doubleClickMilliseconds = 1500

    /// Runs xdotool with `arguments`, keeping the main loop running until it has exited (its
    /// events are then in the X server's queue; callers wait for what they should do).
    static func xdotool(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) {
        let xdotool: ChildProcess
        do { xdotool = try ChildProcess.start("/usr/bin/xdotool", arguments) } catch {
            return XCTFail("xdotool did not start: \(error)", file: file, line: line)
        }
        let exited = MainLoop.run(until: { !xdotool.isRunning }, timeout: 60)
        _ = xdotool.wait(timeout: 5)  // ended, not left behind, if it hangs
        XCTAssertTrue(exited, "xdotool \(arguments.joined(separator: " ")) exited", file: file, line: line)
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
