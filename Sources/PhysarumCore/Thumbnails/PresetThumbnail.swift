import Foundation

/// Preset thumbnails: the small picture of itself each preset shows in the library. What one
/// depends on (its cache key's content) is decided here; the engine renders it
/// (`PresetThumbnailRenderer`), the UI hashes the content, caches and shows it.
public enum PresetThumbnail {
    /// Side of a thumbnail, in pixels (the simulated field's side: one cell per pixel).
    public static let side = 192
    /// Simulation steps before the picture is taken: long enough for the pattern to form.
    public static let steps = 300
    /// Bumped whenever the same parameters would give a different picture (renderer, side,
    /// steps), so older cached files are not shown any more (and are pruned).
    /// 2: the viewport pass (kaleidoscope, vignette).
    public static let renderVersion = 2

    /// The bytes a thumbnail's cache key hashes: the canonical JSON (sorted keys) of the preset's
    /// parameters and the render version. Name, tag and id do not change the picture, so they
    /// are not in it; any parameter does (an edited preset gets a new thumbnail).
    public static func cacheContent(_ params: PresetParams) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // PresetParams encodes only numbers, strings and arrays: encoding cannot fail.
        return (try? encoder.encode(CacheContent(params: params, version: renderVersion))) ?? Data()
    }

    private struct CacheContent: Encodable {
        let params: PresetParams
        let version: Int
    }
}

/// A rendered thumbnail: RGBA, 8 bits per channel, top row first, opaque.
public struct ThumbnailImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]
    /// Whether this is the picture the cache key stands for. A renderer that had to leave
    /// something out (no GL for the viewport pass) says so: the library shows it but does not
    /// cache it, so the full picture comes once it can be rendered.
    public let isFinal: Bool

    public init(width: Int, height: Int, rgba: [UInt8], isFinal: Bool = true) {
        precondition(rgba.count == width * height * 4, "RGBA bytes for \(width)×\(height)")
        self.width = width
        self.height = height
        self.rgba = rgba
        self.isFinal = isFinal
    }
}

/// The seam between the library and the engine for thumbnails: the UI knows only this protocol,
/// the `physarum` executable hands it the engine's CPU renderer, tests a recording double.
/// Called on a background thread (never the main one), one thumbnail at a time.
public protocol PresetThumbnailRenderer: Sendable {
    /// Renders `params` as the library shows them; throws when the engine cannot.
    func renderThumbnail(_ params: PresetParams) throws -> ThumbnailImage
}
