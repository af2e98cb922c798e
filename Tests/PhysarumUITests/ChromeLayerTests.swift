import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// What the window draws around and below the picture: the chrome from layers GTK keeps between
/// frames (`AppStyle.cachedLayerClass`), looking the same as drawn directly; the player's black
/// only while the picture does not cover it, and the window's always (a compositor's opaque
/// region). What this saves per frame is a benchmark figure (`physarum bench --window`), not a test.
final class ChromeLayerTests: XCTestCase {
    func testEveryPieceOfChromeIsAKeptLayer() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            let layers = window.chromeLayers
            for chrome in [window.sidePane.root, window.header.root, window.sheet.root, window.library.root] {
                XCTAssertTrue(
                    layers.contains { $0.widget == chrome.widget }, "\(chrome.targetDescription) is a kept layer")
            }
            for layer in layers {
                XCTAssertTrue(layer.hasCSSClass(AppStyle.cachedLayerClass), "\(layer.targetDescription) has the class")
            }
            XCTAssertFalse(
                window.player.root.hasCSSClass(AppStyle.cachedLayerClass),
                "the picture changes every frame: a kept layer would only cost it a blit")
        }
    }

    func testAKeptLayerLooksTheSameAsTheChromeDrawnDirectly() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            XCTAssertTrue(window.sidePane.isRevealed, "the editor pane shows at 1280×800")
            let pane = try XCTUnwrap(window.sidePane.root.surfaceBounds)
            let kept = try ScreenShot.steady(in: pane)
            for layer in window.chromeLayers { layer.removeCSSClass(AppStyle.cachedLayerClass) }
            UITestSupport.settle(window)
            let direct = try ScreenShot.steady(in: pane)
            for layer in window.chromeLayers { layer.addCSSClass(AppStyle.cachedLayerClass) }
            // The pane lies over the window's black background: its cards, sliders, text and
            // icons may move by one 8-bit step at most (0.1 % of black shows through).
            let difference = kept.largestDifference(from: direct, in: pane)
            XCTAssertGreaterThanOrEqual(difference, 0, "compare measured the pane")
            XCTAssertLessThan(difference, 1.5 / 255, "the editor pane looks the same as a kept layer")
        }
    }

    func testThePlayersBlackGoesWhileThePictureCoversIt() throws {
        try MainActor.assumeIsolated {
            let engine = FailingEngine(failingAtFrame: Int.max)
            let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(engine: engine))
            defer { UITestSupport.close(window) }
            let covers = { window.window.hasCSSClass(AppStyle.pictureCoversClass) }
            XCTAssertTrue(MainLoop.run(until: { engine.frames >= 2 }, timeout: 5), "the player renders")
            XCTAssertTrue(window.player.coversItsArea)
            XCTAssertTrue(covers(), "the picture covers the player: no black fill below it")
            XCTAssertEqual(
                try Self.opaqueRegion(of: window), [0, 0, 1280, 800],
                "the window's own black stays: it is how a compositor learns the window is opaque")
            engine.failingAtFrame = engine.frames + 1
            XCTAssertTrue(MainLoop.run(until: { window.player.errorText != nil }, timeout: 5), "the engine fails")
            UITestSupport.settle(window)
            XCTAssertFalse(window.player.coversItsArea)
            XCTAssertFalse(covers(), "the message stands on the player's black again")
            let player = try XCTUnwrap(window.player.root.surfaceBounds)
            let shot = try ScreenShot()
            // Below the header, left of the centred message.
            let corner = (x: player.x + 8, y: player.y + 80, width: 120.0, height: player.height - 160)
            XCTAssertLessThan(shot.brightest(in: corner), 0.05, "the player is black around the message")
        }
    }

    func testAPlayerThatNeverRendersKeepsTheBlack() throws {
        try MainActor.assumeIsolated {
            let engine = FailingEngine(failingAtFrame: 0)
            let window = try UITestSupport.openWindow(width: 800, height: 1280, TestWindowOptions(engine: engine))
            defer { UITestSupport.close(window) }
            XCTAssertTrue(MainLoop.run(until: { window.player.errorText != nil }, timeout: 5), "the engine fails")
            XCTAssertFalse(window.player.coversItsArea)
            XCTAssertFalse(window.window.hasCSSClass(AppStyle.pictureCoversClass))
        }
    }
}

extension ChromeLayerTests {
    /// The window's _NET_WM_OPAQUE_REGION (x, y, width, height, …) as xprop reads it from X: GTK
    /// sets it from the window's CSS background, and a compositor skips blending what it covers.
    @MainActor
    static func opaqueRegion(of window: MainWindow) throws -> [Int] {
        let ids = try ChildProcess.run(
            "xdotool", ["search", "--pid", "\(getpid())", "--name", "^\(window.window.title)$"])
        let id = try XCTUnwrap(ids.stdout.split(separator: "\n").last.map(String.init), "xdotool finds the window")
        let line = try ChildProcess.run("xprop", ["-id", id, "_NET_WM_OPAQUE_REGION"]).stdout
        guard let equals = line.firstIndex(of: "=") else { return [] }
        return line[line.index(after: equals)...].split(separator: ",").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}

/// An engine whose frame fails from its `failingAtFrame`-th on (0: realizing fails).
private final class FailingEngine: PlayerEngine {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the test engine failed on purpose" }
    }
    var failingAtFrame: Int
    private(set) var frames = 0
    init(failingAtFrame: Int) { self.failingAtFrame = failingAtFrame }
    var requiredGLVersion: GLVersion { GLVersion(3, 3) }
    var backendSummary: String { "failing" }
    func realize(params: PresetParams) throws { if failingAtFrame == 0 { throw Failure() } }
    func apply(_ params: PresetParams) {}
    func frame(width: Int, height: Int, steps: Int) throws {
        frames += 1
        if frames >= failingAtFrame { throw Failure() }
    }
    func presentLast(width: Int, height: Int) throws { try frame(width: width, height: height, steps: 0) }
    func mirror(width: Int, height: Int) throws { throw Failure() }
    func capture(width: Int, height: Int) throws -> CapturedFrame { throw Failure() }
    func queueReadback(width: Int, height: Int) {}
    func takeReadback(_ body: (UnsafeRawBufferPointer, _ width: Int, _ height: Int) -> Void) -> Bool { false }
    func unrealize() {}
}
