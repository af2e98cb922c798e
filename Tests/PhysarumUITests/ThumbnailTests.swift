import Foundation
import GtkKit
import PhysarumCore
import PhysarumEngine
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// A renderer double: a solid picture per call, recording whether it ran on the main thread.
final class RecordingThumbnailRenderer: PresetThumbnailRenderer, @unchecked Sendable {
    private let lock = NSCondition()
    private var calls: [(params: PresetParams, onMainThread: Bool)] = []
    /// While closed, renders wait (a slow engine): the UI must not.
    private var isOpen: Bool
    /// Whether its pictures are final (`ThumbnailImage.isFinal`).
    private let isFinal: Bool

    init(open: Bool = true, final: Bool = true) {
        isOpen = open
        isFinal = final
    }

    func open() {
        lock.withLock {
            isOpen = true
            lock.broadcast()
        }
    }

    var renders: Int { lock.withLock { calls.count } }
    var renderedOnMainThread: [Bool] { lock.withLock { calls.map(\.onMainThread) } }

    func renderThumbnail(_ params: PresetParams) throws -> ThumbnailImage {
        lock.withLock {
            while !isOpen { lock.wait() }
            calls.append((params, Thread.isMainThread))
        }
        let shade = UInt8(truncatingIfNeeded: params.agents)
        return ThumbnailImage(
            width: 8, height: 8, rgba: [UInt8]((0..<64).flatMap { _ in [shade, 40, 200, 255] }), isFinal: isFinal)
    }
}

/// Preset thumbnails: rendered off the main thread, cached by content, new for an edit, shown.
final class ThumbnailTests: XCTestCase {
    private func temporaryDirectory() throws -> URL {
        try TemporaryDirectory("thumbs", removedBy: addTeardownBlock).url
    }

    /// Requests `params` and runs the loop until the picture is delivered.
    @MainActor
    private func thumbnail(_ thumbnails: PresetThumbnails, _ params: PresetParams) -> Texture? {
        var delivered: Texture?
        var onMain = false
        thumbnails.request(params) { texture in
            delivered = texture
            onMain = Thread.isMainThread
        }
        MainLoop.run(until: { delivered != nil }, timeout: 10)
        XCTAssertTrue(delivered == nil || onMain, "delivered on the main thread")
        return delivered
    }

    func testRenderedOffTheMainThreadThenReadFromTheCache() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.requireDisplay()
            let directory = try temporaryDirectory()
            let renderer = RecordingThumbnailRenderer()
            var params = PresetParams()
            params.agents = 1234
            let first = PresetThumbnails(renderer: renderer, directory: directory)
            let texture = try XCTUnwrap(thumbnail(first, params), "the thumbnail arrives")
            XCTAssertEqual(renderer.renderedOnMainThread, [false], "rendered once, not on the main thread")
            XCTAssertEqual(texture.rgba().prefix(4), [UInt8(1234 & 0xff), 40, 200, 255])
            let file = first.file(for: params)
            XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "cached as \(file.path)")
            XCTAssertEqual(
                file.deletingLastPathComponent().standardizedFileURL.path, directory.standardizedFileURL.path)
            XCTAssertEqual(file.lastPathComponent.count, 64 + 4, "named by the SHA-256 of the content")

            // A new window (nothing in memory) reads the file: no render, the same picture.
            let second = PresetThumbnails(renderer: renderer, directory: directory)
            let cached = try XCTUnwrap(thumbnail(second, params))
            XCTAssertEqual(renderer.renders, 1, "the second request reads the file")
            XCTAssertEqual(cached.rgba(), texture.rgba())
            XCTAssertEqual([cached.width, cached.height], [8, 8])
            // And in the same window, from memory, at once.
            var atOnce = false
            second.request(params) { _ in atOnce = true }
            XCTAssertTrue(atOnce, "a loaded thumbnail is delivered without waiting")
        }
    }

    func testAnEditGetsANewThumbnail() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.requireDisplay()
            let directory = try temporaryDirectory()
            let renderer = RecordingThumbnailRenderer()
            let thumbnails = PresetThumbnails(renderer: renderer, directory: directory)
            var params = PresetParams()
            params.agents = 1000
            _ = try XCTUnwrap(thumbnail(thumbnails, params))
            var edited = params
            edited.agents = 1001
            XCTAssertNotEqual(thumbnails.file(for: edited), thumbnails.file(for: params), "another key")
            let texture = try XCTUnwrap(thumbnail(thumbnails, edited))
            XCTAssertEqual(renderer.renders, 2, "the edited preset is rendered")
            XCTAssertEqual(renderer.renderedOnMainThread, [false, false])
            XCTAssertEqual(texture.rgba()[0], UInt8(1001 & 0xff), "its own picture")
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
                $0.hasSuffix(".png")
            }
            XCTAssertEqual(files.count, 2, "both cached: \(files)")
        }
    }

    /// A picture the renderer could not finish (no GL for the viewport pass) is shown but not
    /// cached: the full one is rendered next time.
    func testAPictureThatIsNotFinalIsShownButNotCached() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.requireDisplay()
            let directory = try temporaryDirectory()
            let renderer = RecordingThumbnailRenderer(final: false)
            let params = PresetParams()
            let texture = try XCTUnwrap(thumbnail(PresetThumbnails(renderer: renderer, directory: directory), params))
            XCTAssertEqual(texture.width, 8, "shown")
            XCTAssertEqual(cacheFiles(directory), [], "not cached")
            _ = try XCTUnwrap(thumbnail(PresetThumbnails(renderer: renderer, directory: directory), params))
            XCTAssertEqual(renderer.renders, 2, "rendered again by the next window")
        }
    }

    func testAnUnreadableCacheFileIsRenderedAgain() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.requireDisplay()
            let directory = try temporaryDirectory()
            let renderer = RecordingThumbnailRenderer()
            let thumbnails = PresetThumbnails(renderer: renderer, directory: directory)
            let params = PresetParams()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data("not a png".utf8).write(to: thumbnails.file(for: params))
            _ = try XCTUnwrap(thumbnail(thumbnails, params))
            XCTAssertEqual(renderer.renders, 1)
            XCTAssertNotNil(Texture(contentsOfFile: thumbnails.file(for: params).path), "replaced by a good file")
        }
    }

    /// Waits until the render queue has done everything asked for so far.
    @MainActor
    private func drain(_ thumbnails: PresetThumbnails) {
        var done = false
        thumbnails.afterQueuedWork { MainLoop.callOnMain { done = true } }
        XCTAssertTrue(MainLoop.run(until: { done }, timeout: 20), "the thumbnail queue drains")
    }

    private func cacheFiles(_ directory: URL) -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    }

    /// Pruning deletes our files whose key no preset has, keeps the others', and leaves files
    /// that are not ours alone.
    func testPruneDeletesOnlyOurUnusedThumbnails() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.requireDisplay()
            let directory = try temporaryDirectory()
            let thumbnails = PresetThumbnails(renderer: RecordingThumbnailRenderer(), directory: directory)
            var kept = PresetParams()
            kept.agents = 2000
            var dropped = kept
            dropped.agents = 2001
            _ = try XCTUnwrap(thumbnail(thumbnails, kept))
            _ = try XCTUnwrap(thumbnail(thumbnails, dropped))
            let foreign = ["notes.txt", "picture.png", "\(PresetThumbnails.key(for: dropped)).jpg"]
            for name in foreign { try Data("mine".utf8).write(to: directory.appendingPathComponent(name)) }
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("folder"), withIntermediateDirectories: true)
            let keptFile = thumbnails.file(for: kept).lastPathComponent
            let droppedFile = thumbnails.file(for: dropped).lastPathComponent
            XCTAssertEqual(cacheFiles(directory), Set(foreign + ["folder", keptFile, droppedFile]))

            thumbnails.prune(keeping: [kept, kept])
            drain(thumbnails)
            XCTAssertEqual(cacheFiles(directory), Set(foreign + ["folder", keptFile]), "only the unused one went")
            thumbnails.prune(keeping: [kept])
            drain(thumbnails)
            XCTAssertEqual(cacheFiles(directory), Set(foreign + ["folder", keptFile]), "pruning again changes nothing")
            thumbnails.prune(keeping: [])
            drain(thumbnails)
            XCTAssertEqual(cacheFiles(directory), Set(foreign + ["folder"]), "what is not ours stays")
        }
    }

    /// Through the library: a preset edited (saved with other parameters) gets a new picture and
    /// its old one leaves the cache once the library is shown again; the others stay.
    func testTheLibraryPrunesAnEditedPresetsOldThumbnail() throws {
        try MainActor.assumeIsolated {
            let directory = try temporaryDirectory()
            let renderer = RecordingThumbnailRenderer()
            let presets = Array(presets.prefix(3))
            XCTAssertEqual(presets.count, 3)
            let window = try UITestSupport.openWindow(
                width: 1280, height: 800,
                TestWindowOptions(windowPresets: presets, thumbnailRenderer: renderer, thumbnailDirectory: directory))
            defer { UITestSupport.close(window) }
            let thumbnails = try XCTUnwrap(window.library.thumbnails)
            let allShown = { window.library.thumbnailImages.allSatisfy { $0.texture != nil } }
            window.setLibraryOpen(true)
            XCTAssertTrue(MainLoop.run(until: allShown, timeout: 20))
            drain(thumbnails)
            let before = Set(presets.map { thumbnails.file(for: $0.params).lastPathComponent })
            XCTAssertEqual(before.count, 3)
            try Data("mine".utf8).write(to: directory.appendingPathComponent("notes.txt"))
            XCTAssertEqual(cacheFiles(directory), before.union(["notes.txt"]))

            var edited = presets
            edited[1].params.agents += 1
            window.library.show(edited, current: 0)
            XCTAssertTrue(MainLoop.run(until: allShown, timeout: 20))
            drain(thumbnails)
            let after = Set(edited.map { thumbnails.file(for: $0.params).lastPathComponent })
            XCTAssertFalse(after.contains(thumbnails.file(for: presets[1].params).lastPathComponent))
            XCTAssertEqual(cacheFiles(directory), after.union(["notes.txt"]), "old picture gone, others and ours kept")
            XCTAssertEqual(renderer.renders, 4, "only the edited preset was rendered again")
        }
    }

    /// The library's tiles hold their pictures once rendered; the grid is there before them:
    /// with the renderer stuck, the window opens, lays out and shows the library.
    func testLibraryTilesShowThumbnails() throws {
        try MainActor.assumeIsolated {
            let renderer = RecordingThumbnailRenderer(open: false)
            defer { renderer.open() }
            let window = try UITestSupport.openWindow(
                width: 1280, height: 800,
                TestWindowOptions(thumbnailRenderer: renderer, thumbnailDirectory: try temporaryDirectory()))
            defer { UITestSupport.close(window) }
            let tiles = window.library.chips.count
            XCTAssertEqual(window.library.thumbnailImages.count, tiles, "every tile has a thumbnail place")
            XCTAssertGreaterThan(tiles, 1)
            window.setLibraryOpen(true)
            UITestSupport.settle(window)
            XCTAssertTrue(window.library.grid.isMapped, "the grid shows while no thumbnail is rendered")
            XCTAssertTrue(window.library.thumbnailImages.allSatisfy { $0.texture == nil })
            XCTAssertEqual(renderer.renders, 0)
            XCTAssertEqual(
                window.library.thumbnailImages[0].width, LibraryPanel.thumbnailSize, "placeholder keeps the size")
            renderer.open()
            XCTAssertTrue(
                MainLoop.run(until: { window.library.thumbnailImages.allSatisfy { $0.texture != nil } }, timeout: 20),
                "every tile shows its picture")
            XCTAssertEqual(renderer.renderedOnMainThread.filter { $0 }, [], "none rendered on the main thread")
            let distinct = Set(window.presets.map { PresetThumbnails.key(for: $0.params) }).count
            XCTAssertEqual(renderer.renders, distinct, "each distinct preset rendered once")
            UITestSupport.settle(window)
            let image = window.library.thumbnailImages[0]
            XCTAssertEqual(image.width, LibraryPanel.thumbnailSize)
            XCTAssertEqual(image.height, LibraryPanel.thumbnailSize)
        }
    }

    /// Nothing is rendered beside the player until the library opens (a cold cache costs no CPU
    /// before someone looks); opening it asks for every tile's picture.
    func testThumbnailsWaitForTheLibraryToOpen() throws {
        try MainActor.assumeIsolated {
            let renderer = RecordingThumbnailRenderer()
            let window = try UITestSupport.openWindow(
                width: 1280, height: 800,
                TestWindowOptions(thumbnailRenderer: renderer, thumbnailDirectory: try temporaryDirectory()))
            defer { UITestSupport.close(window) }
            MainLoop.run(until: { false }, timeout: 0.3)
            XCTAssertEqual(renderer.renders, 0, "closed library: nothing rendered")
            XCTAssertFalse(window.library.thumbnailImages.isEmpty)
            XCTAssertTrue(window.library.thumbnailImages.allSatisfy { $0.texture == nil })
            window.setLibraryOpen(true)
            XCTAssertTrue(
                MainLoop.run(until: { window.library.thumbnailImages.allSatisfy { $0.texture != nil } }, timeout: 20))
            XCTAssertGreaterThan(renderer.renders, 0)
        }
    }

    /// Without a renderer the tiles are as before: no thumbnail places.
    func testNoRendererNoThumbnails() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            XCTAssertTrue(window.library.thumbnailImages.isEmpty)
            XCTAssertFalse(window.library.chips.isEmpty)
        }
    }

    /// Library opening with the built-in presets and a cold cache, the real CPU renderer: the
    /// grid is there at once, the pictures fill in. Prints the times (a measurement, not a limit).
    func testMeasureColdLibrary() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.requireDisplay()
            let builtins = PresetLibrary.standard().builtins
            XCTAssertGreaterThanOrEqual(builtins.count, 18)
            let directory = try temporaryDirectory()
            let engine = RecordingEngine()
            let window = try UITestSupport.openWindow(
                width: 1280, height: 800, TestWindowOptions(engine: engine, windowPresets: builtins))
            defer { UITestSupport.close(window) }
            // From here as in the app: the library's tiles are built with thumbnails from a cold cache.
            window.library.thumbnails = PresetThumbnails(renderer: CPUThumbnailRenderer(), directory: directory)
            let start = MainLoop.monotonicMicroseconds
            window.library.show(builtins, current: 0)
            window.setLibraryOpen(true)
            XCTAssertTrue(MainLoop.run(until: { window.library.grid.isMapped }, timeout: 5))
            let gridShown = MainLoop.monotonicMicroseconds
            let missingAtGrid = window.library.thumbnailImages.filter { $0.texture == nil }.count
            XCTAssertTrue(
                MainLoop.run(until: { window.library.thumbnailImages.allSatisfy { $0.texture != nil } }, timeout: 120),
                "all \(builtins.count) thumbnails rendered")
            let allIn = MainLoop.monotonicMicroseconds
            // The thumbnails' own EGL context (on their worker thread) left GTK's GL alone: the
            // player's GL area still draws (its render signal needs GTK's context current).
            let framesBefore = engine.frames
            XCTAssertTrue(
                MainLoop.run(until: { engine.frames >= framesBefore + 3 }, timeout: 10),
                "the player's GL area keeps drawing after the thumbnails")
            print(
                "library, \(builtins.count) built-in presets, cold cache: grid shown after \((gridShown - start) / 1000) ms "
                    + "(\(missingAtGrid) thumbnails still to come), all thumbnails in after \((allIn - start) / 1000) ms"
            )
            // Warm cache, as at the next start: the files are read, nothing is rendered.
            window.library.thumbnails = PresetThumbnails(renderer: CPUThumbnailRenderer(), directory: directory)
            let warmStart = MainLoop.monotonicMicroseconds
            window.library.show(builtins, current: 0)
            XCTAssertTrue(
                MainLoop.run(until: { window.library.thumbnailImages.allSatisfy { $0.texture != nil } }, timeout: 30))
            print(
                "library, warm cache: all \(builtins.count) thumbnails in after "
                    + "\((MainLoop.monotonicMicroseconds - warmStart) / 1000) ms")
            if let shots = ProcessInfo.processInfo.environment["PHYSARUM_SHOTS"] {
                UITestSupport.settle(window)
                try saveShot(to: "\(shots)/library-thumbnails-1280x800.png")
                for (width, height) in [(800, 1280), (360, 800)] {
                    window.setLibraryOpen(false)
                    UITestSupport.resize(window, width: width, height: height)
                    window.setLibraryOpen(true)
                    UITestSupport.settle(window)
                    try saveShot(to: "\(shots)/library-thumbnails-\(width)x\(height).png")
                }
            }
        }
    }

    private func saveShot(to path: String) throws {
        let shot = try ScreenShot()
        _ = try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(at: shot.file, to: URL(fileURLWithPath: path))
    }
}
