import Dispatch
import Foundation
import GtkKit
import PhysarumCore

/// The library's preset thumbnails: rendered by the engine on a background queue, cached as PNG
/// files named by the SHA-256 of `PresetThumbnail.cacheContent` (so an edited preset gets a new
/// one), delivered on the main loop. The main thread only hashes and looks in memory: the grid
/// shows at once, the pictures fill in. Files no preset uses any more are pruned on the same
/// queue (`prune`), after the renders asked for before.
@MainActor
final class PresetThumbnails {
    let renderer: PresetThumbnailRenderer
    /// Where the PNG files live (`$XDG_CACHE_HOME/physarum/thumbnails` in the app).
    let directory: URL
    /// One thumbnail at a time, at utility priority: it never competes with the player's frames.
    private let queue = DispatchQueue(label: "physarum.thumbnails", qos: .utility)
    private var loaded: [String: Texture] = [:]
    private var waiting: [String: [(Texture) -> Void]] = [:]

    init(renderer: PresetThumbnailRenderer, directory: URL) {
        self.renderer = renderer
        self.directory = directory
    }

    /// The cache key of `params`: the hex SHA-256 of their canonical content.
    static func key(for params: PresetParams) -> String {
        Checksum.sha256([UInt8](PresetThumbnail.cacheContent(params)))
    }

    /// The cache file for `params`.
    func file(for params: PresetParams) -> URL {
        directory.appendingPathComponent(ThumbnailCacheFiles.fileName(forKey: Self.key(for: params)))
    }

    /// Calls `deliver` on the main loop with the thumbnail of `params`: at once when it is in
    /// memory, else once read from the cache or rendered (in the background). A failed render
    /// delivers nothing: the tile keeps its placeholder.
    func request(_ params: PresetParams, deliver: @escaping (Texture) -> Void) {
        let key = Self.key(for: params)
        if let texture = loaded[key] {
            deliver(texture)
            return
        }
        if waiting[key] != nil {
            waiting[key]?.append(deliver)
            return
        }
        waiting[key] = [deliver]
        let renderer = renderer
        let directory = directory
        queue.async {
            let texture =
                Self.cached(directory.appendingPathComponent(ThumbnailCacheFiles.fileName(forKey: key)))
                ?? Self.render(params, with: renderer, key: key, in: directory)
            MainLoop.callOnMain { [weak self] in self?.finish(key, texture) }
        }
    }

    private func finish(_ key: String, _ texture: Texture?) {
        let callbacks = waiting.removeValue(forKey: key) ?? []
        guard let texture else { return }
        loaded[key] = texture
        for deliver in callbacks { deliver(texture) }
    }

    /// The cached file's picture; nil when there is none (or it cannot be read: it is rendered again).
    private nonisolated static func cached(_ file: URL) -> Texture? {
        FileManager.default.fileExists(atPath: file.path) ? Texture(contentsOfFile: file.path) : nil
    }

    /// Renders and stores the thumbnail (written aside, then renamed: a reader never sees half a
    /// file); a thumbnail that cannot be stored is still shown, and so is one that is not final
    /// (`ThumbnailImage.isFinal`), which is not stored.
    private nonisolated static func render(
        _ params: PresetParams, with renderer: PresetThumbnailRenderer, key: String, in directory: URL
    ) -> Texture? {
        let image: ThumbnailImage
        do {
            image = try renderer.renderThumbnail(params)
        } catch {
            Log.error("preset thumbnail: \(error)")
            return nil
        }
        let texture = Texture(rgba: image.rgba, width: image.width, height: image.height)
        guard image.isFinal else { return texture }
        let file = directory.appendingPathComponent(ThumbnailCacheFiles.fileName(forKey: key))
        let partial = directory.appendingPathComponent(
            ThumbnailCacheFiles.partialFileName(forKey: key, processID: getpid()))
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            guard texture.savePNG(to: partial.path) else { throw CocoaError(.fileWriteUnknown) }
            _ = try? FileManager.default.removeItem(at: file)
            try FileManager.default.moveItem(at: partial, to: file)
        } catch {
            Log.error("preset thumbnail: cannot store \(file.path): \(error)")
        }
        return texture
    }

    /// Deletes the cached files of keys none of `params` has (an edited preset's old picture, a
    /// deleted preset's), on the render queue: the main thread never waits on the disk. Files
    /// that are not ours stay; a file that cannot be deleted is left for the next time.
    func prune(keeping params: [PresetParams]) {
        let keys = Set(params.map(Self.key(for:)))
        let directory = directory
        queue.async {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in ThumbnailCacheFiles.stale(names, keeping: keys) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }

    /// Runs `body` on the render queue after everything asked for so far (tests wait on it).
    func afterQueuedWork(_ body: @escaping @Sendable () -> Void) { queue.async(execute: body) }
}
