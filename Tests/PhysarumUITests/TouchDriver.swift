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

    /// The long-press time the touch tests run with, in milliseconds (GTK's default is 500): the
    /// headless compositor on a loaded machine has been seen to deliver a drag's first moves
    /// 300–800 ms late, which would read as a long press. The help then takes 1.5 × this.
    static let longPressMilliseconds = 1500

    /// How long a test holds a finger for a long press, in seconds: past the help's delay.
    static let longPressSeconds = Double(longPressMilliseconds) * ParamRow.longPressDelayFactor / 1000 + 0.8

    /// A portrait window (800×1280) with the sheet resting at medium, and a driver aimed at it.
    static func openSheet(file: StaticString = #filePath, line: UInt = #line) throws -> (MainWindow, TouchDriver) {
        _ = try TouchScreen.shared()
        let window = try UITestSupport.openSheet(file: file, line: line)
        return (window, try TouchDriver(window: window, file: file, line: line))
    }

    init(window: MainWindow, file: StaticString = #filePath, line: UInt = #line) throws {
        screen = try TouchScreen.shared()
        Gtk.setLongPressMilliseconds(Self.longPressMilliseconds)
        self.window = window
        let observer = EventControllerLegacy()
        observer.setPhase(.capture)
        observer.onInput { [weak self] event in self?.events.append(event) }
        window.window.addController(observer)
        try calibrate(file: file, line: line)
    }

    /// How long the compositor gets to show a new window (its first frame drawn in software).
    static let showTimeout = 20.0
    /// How long a new window gets to begin its first frame before it is presented again.
    static let firstShowTimeout = 8.0

    private func calibrate(file: StaticString, line: UInt) throws {
        // Nothing reaches a window the compositor has not shown: mutter maps a surface at its
        // first committed frame, then configures it as the activated (focused) window. Pointer
        // moves before that land on the empty desktop.
        // Seen about once in 15 windows here (GTK 4.8, mutter 43, llvmpipe): GTK acks the first
        // configure and sends the window geometry, then its frame clock never begins a frame (the
        // count stays 0, a queued redraw changes nothing), so no buffer is committed and mutter
        // never maps the surface. Waiting longer does not help; a window that drew nothing by then
        // is hidden and presented again (a new toplevel, a new first configure) once.
        if !MainLoop.run(until: { self.window.window.isFocusedToplevel }, timeout: Self.firstShowTimeout),
            (window.window.framesBegun ?? 0) == 0
        {
            FileHandle.standardError.write(
                Data(
                    "TouchDriver: the window drew no first frame in \(Self.firstShowTimeout) s; presenting it again\n"
                        .utf8))
            window.window.isVisible = false
            window.window.present()
        }
        guard MainLoop.run(until: { self.window.window.isFocusedToplevel }, timeout: Self.showTimeout) else {
            throw TouchScreenError(
                "the compositor did not show the window within \(Self.showTimeout) s: it was never configured "
                    + "as activated, GTK committed no first frame (frames begun: "
                    + "\(window.window.framesBegun.map(String.init) ?? "no clock"); WAYLAND_DEBUG=client shows "
                    + "what the surface sent)")
        }
        // The activating configure changes the window's geometry (its shadow margins): aim once
        // GTK drew for it and mutter presented that frame. GDK begins a frame only after the
        // compositor's frame callback for the last one, and the player redraws every frame, so
        // two more frames begun mean a committed frame after the configure was presented.
        let activatedAt = window.window.framesBegun ?? 0
        guard MainLoop.run(until: { (self.window.window.framesBegun ?? 0) >= activatedAt + 2 }, timeout: 10) else {
            throw TouchScreenError(
                "the window drew no frame after the compositor showed it (frames begun: \(activatedAt) → "
                    + "\(window.window.framesBegun.map(String.init) ?? "no clock"))")
        }
        // Points inside a window the compositor centres or puts at the top: the player, under
        // the header. Only a pointer moves there: nothing is pressed. The first move after a
        // touch only shows the hidden pointer (mutter then sends an enter, no motion); the
        // position the window got with it is a guess. A second move a known distance away must
        // then be seen exactly that far from it, so a stale position (an enter computed before
        // the window's last resize) cannot set the offset.
        let base = (x: (screen.width * 0.4).rounded(), y: (screen.height * 0.3).rounded())
        var seen: [(x: Double, y: Double)] = []
        for attempt in 0..<3 {
            let first = (x: base.x + Double(attempt * 11), y: base.y + Double(attempt * 3))
            events.removeAll()
            let wasElsewhere = window.window.pointerPosition == nil
            try screen.movePointer(x: first.x, y: first.y)
            // This move reached the window: a motion, or (the pointer was elsewhere or hidden) an
            // enter that put the pointer on the window.
            var guess: (x: Double, y: Double)?
            MainLoop.run(
                until: {
                    guess =
                        self.events.last { $0.kind == .motion }.map { ($0.x, $0.y) }
                        ?? (wasElsewhere ? self.window.window.pointerPosition : nil)
                    return guess != nil
                }, timeout: 5)
            guard let guess else { continue }
            seen.append(guess)
            let second = (x: first.x + 7, y: first.y + 5)
            let expected = (x: guess.x + 7, y: guess.y + 5)
            try screen.movePointer(x: second.x, y: second.y)
            var latest: (x: Double, y: Double)?
            let confirmed = MainLoop.run(
                until: {
                    latest = self.events.last { $0.kind == .motion }.map { ($0.x, $0.y) }
                    return self.events.contains {
                        $0.kind == .motion && abs($0.x - expected.x) < 0.5 && abs($0.y - expected.y) < 0.5
                    }
                }, timeout: 5)
            if confirmed {
                offset = (x: second.x - expected.x, y: second.y - expected.y)
                events.removeAll()
                return
            }
            if let latest { seen.append(latest) }
        }
        throw TouchScreenError(
            "the window did not follow the pointer near the screen's (\(base.x), \(base.y)); saw \(seen)")
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
    /// `start` is where the finger goes down; nil where the window cannot see it land (in a
    /// popover: a surface of its own).
    func perform(
        startingAt start: (x: Double, y: Double)?, file: StaticString = #filePath, line: UInt = #line,
        _ gesture: @escaping @Sendable (TouchScreen) throws -> Void
    ) throws {
        let seenBefore = events.count
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
        XCTAssertTrue(result.done, "the gesture finished", file: file, line: line)
        // Where the finger landed, as the window saw it: a wrong offset shows here first.
        guard let start else { return }
        let begin = events.dropFirst(seenBefore).first { $0.kind == .touchBegin }
        XCTAssertNotNil(begin, "the window saw the touch begin", file: file, line: line)
        if let begin {
            let landed = (x: begin.x + offset.x, y: begin.y + offset.y)
            XCTAssertTrue(
                abs(landed.x - start.x) < 2 && abs(landed.y - start.y) < 2,
                "the touch landed at \(landed), aimed at \(start)", file: file, line: line)
        }
    }

    /// A tap: down, 50 ms, up. `inPopover`: on a popover's surface, which the window's event
    /// record does not see.
    func tap(
        _ point: (x: Double, y: Double), inPopover: Bool = false, slot: UInt32 = 0, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        try perform(startingAt: inPopover ? nil : point, file: file, line: line) { screen in
            try screen.down(slot: slot, x: point.x, y: point.y)
            Thread.sleep(forTimeInterval: 0.05)
            try screen.up(slot: slot)
        }
    }

    /// Holds a finger still at `point` for `seconds`, then lifts it.
    func press(
        _ point: (x: Double, y: Double), seconds: Double, slot: UInt32 = 0, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        try perform(startingAt: point, file: file, line: line) { screen in
            try screen.down(slot: slot, x: point.x, y: point.y)
            Thread.sleep(forTimeInterval: seconds)
            try screen.up(slot: slot)
        }
    }

    /// A finger drag from `start` to `end` in `steps` motions one frame apart, then (after
    /// `holdSeconds` still at the end, 0 = a fling's release while moving) lifts it.
    func drag(
        from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int,
        holdSeconds: Double = 0, slot: UInt32 = 0, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try perform(startingAt: start, file: file, line: line) { screen in
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
