import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The chrome around the picture is drawn from layers GTK keeps between frames
/// (`AppStyle.cachedLayerClass`), and a kept layer looks the same as the chrome drawn directly.
/// What the layers save per frame is a benchmark figure (`physarum bench --window`), not a test.
final class ChromeLayerTests: XCTestCase {
    func testEveryPieceOfChromeIsAKeptLayer() throws {
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(width: 1280, height: 800)
            defer { UITestSupport.close(window) }
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
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(width: 1280, height: 800)
            defer { UITestSupport.close(window) }
            XCTAssertTrue(window.sidePane.isRevealed, "the editor pane shows at 1280×800")
            let pane = try XCTUnwrap(window.sidePane.root.surfaceBounds)
            let kept = try ScreenShot()
            defer { try? FileManager.default.removeItem(at: kept.file) }
            for layer in window.chromeLayers { layer.removeCSSClass(AppStyle.cachedLayerClass) }
            UITestSupport.settle(window)
            let direct = try ScreenShot()
            defer { try? FileManager.default.removeItem(at: direct.file) }
            for layer in window.chromeLayers { layer.addCSSClass(AppStyle.cachedLayerClass) }
            // The pane lies over the window's black background: its cards, sliders, text and
            // icons may move by one 8-bit step at most (0.1 % of black shows through).
            let difference = kept.largestDifference(from: direct, in: pane)
            XCTAssertGreaterThanOrEqual(difference, 0, "compare measured the pane")
            XCTAssertLessThan(difference, 1.5 / 255, "the editor pane looks the same as a kept layer")
        }
    }
}
