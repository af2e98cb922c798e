import Foundation
import GtkKit
import XCTest

@testable import PhysarumUI

/// Aims real touches (TouchScreen) at a window's widgets and runs the main loop while they land.
///
/// The compositor places the window where it likes and a Wayland client cannot ask where: a
/// pointer move to a known screen point, as the window reports it, gives the offset between the
/// window's surface and the screen. The driver also records every touch event the window got,
/// so a test can tell real touch from emulated pointer input.
@MainActor
final class TouchDriver {
    let screen: TouchScreen
    let window: MainWindow
    /// Screen point minus surface point.
    private(set) var offset = (x: 0.0, y: 0.0)
    /// Every touch and pointer event the window saw, oldest first (surface coordinates).
    private(set) var events: [EventControllerLegacy.InputEvent] = []
    /// The frame interval between motion steps, in seconds.
    nonisolated static let frameInterval = 1.0 / 60

    init(window: MainWindow, file: StaticString = #filePath, line: UInt = #line) throws {
        screen = try TouchScreen.shared()
        self.window = window
        let observer = EventControllerLegacy()
        observer.setPhase(.capture)
        observer.onInput { [weak self] event in self?.events.append(event) }
        window.window.addController(observer)
        try calibrate(file: file, line: line)
    }

    private func calibrate(file: StaticString, line: UInt) throws {
        // A point inside a window the compositor centres or puts at the top: the player, under
        // the header. Only a pointer moves there: nothing is pressed.
        var aim = (x: (screen.width * 0.4).rounded(), y: (screen.height * 0.3).rounded())
        events.removeAll()
        for _ in 0..<3 where events.isEmpty {
            aim.x += 1  // a move to where the pointer already is reports nothing
            try screen.movePointer(x: aim.x, y: aim.y)
            MainLoop.run(until: { self.events.contains { $0.kind == .motion } }, timeout: 1)
        }
        guard let motion = events.last(where: { $0.kind == .motion }) else {
            throw TouchScreenError("the window saw no pointer motion at the screen's (\(aim.x), \(aim.y))")
        }
        offset = (x: aim.x - motion.x, y: aim.y - motion.y)
        events.removeAll()
    }

    /// The screen point at the centre of `widget` (or at `fraction` of its width and height).
    func point(
        in widget: Widget, fractionX: Double = 0.5, fractionY: Double = 0.5
    ) throws -> (x: Double, y: Double) {
        guard let frame = widget.surfaceBounds, frame.width > 0 else { throw TouchScreenError("widget not laid out") }
        return (frame.x + frame.width * fractionX + offset.x, frame.y + frame.height * fractionY + offset.y)
    }

    /// Touch events the window saw so far.
    var touchEvents: [EventControllerLegacy.InputEvent] {
        events.filter { [.touchBegin, .touchUpdate, .touchEnd, .touchCancel].contains($0.kind) }
    }

    func wait(_ seconds: Double) { MainLoop.run(until: { false }, timeout: seconds) }

    /// Runs `gesture` on its own thread, at a finger's pace, while the main loop keeps running:
    /// injected from the main thread, every event would wait for the window's frame (slow on
    /// llvmpipe) and a fling would reach the compositor as a crawl.
    func perform(_ gesture: @escaping @Sendable (TouchScreen) throws -> Void) throws {
        let result = GestureResult()
        let screen = self.screen
        let thread = Thread {
            do { try gesture(screen) } catch { result.error = error }
            result.done = true
        }
        thread.start()
        MainLoop.run(until: { result.done }, timeout: 30)
        wait(0.1)  // let the last events land
        if let error = result.error { throw error }
        XCTAssertTrue(result.done, "the gesture finished")
    }

    /// A tap: down, 50 ms, up.
    func tap(_ point: (x: Double, y: Double), slot: UInt32 = 0) throws {
        try perform { screen in
            try screen.down(slot: slot, x: point.x, y: point.y)
            Thread.sleep(forTimeInterval: 0.05)
            try screen.up(slot: slot)
        }
    }

    /// Holds a finger still at `point` for `seconds`, then lifts it.
    func press(_ point: (x: Double, y: Double), seconds: Double, slot: UInt32 = 0) throws {
        try perform { screen in
            try screen.down(slot: slot, x: point.x, y: point.y)
            Thread.sleep(forTimeInterval: seconds)
            try screen.up(slot: slot)
        }
    }

    /// A finger drag from `start` to `end` in `steps` motions one frame apart, then (after
    /// `holdSeconds` still at the end, 0 = a fling's release while moving) lifts it.
    func drag(
        from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int,
        holdSeconds: Double = 0, slot: UInt32 = 0
    ) throws {
        try perform { screen in
            try screen.down(slot: slot, x: start.x, y: start.y)
            for step in 1...steps {
                Thread.sleep(forTimeInterval: Self.frameInterval)
                let t = Double(step) / Double(steps)
                try screen.move(slot: slot, x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            }
            Thread.sleep(forTimeInterval: holdSeconds > 0 ? holdSeconds : Self.frameInterval)
            try screen.up(slot: slot)
        }
    }
}

/// What a gesture thread reports back to the main thread.
private final class GestureResult: @unchecked Sendable {
    private let lock = NSLock()
    private var storedError: Error?
    private var storedDone = false

    var error: Error? {
        get { lock.withLock { storedError } }
        set { lock.withLock { storedError = newValue } }
    }

    var done: Bool {
        get { lock.withLock { storedDone } }
        set { lock.withLock { storedDone = newValue } }
    }
}
