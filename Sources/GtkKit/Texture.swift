import CGtk

/// GdkTexture: an immutable image GTK can draw. Immutable and so safe to make, save and pass on
/// from any thread (thumbnails are made and stored on a background queue, shown on the main one).
public final class Texture: @unchecked Sendable {
    let texture: OpaquePointer

    /// gdk_memory_texture_new: `rgba` (8 bits per channel, straight alpha, top row first).
    public init(rgba: [UInt8], width: Int, height: Int) {
        precondition(rgba.count == width * height * 4, "RGBA bytes for \(width)×\(height)")
        let bytes = rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(width * 4))
        g_bytes_unref(bytes)
    }

    /// gdk_memory_texture_new: `rgb` (8 bits per channel, opaque, top row first).
    public init(rgb: [UInt8], width: Int, height: Int) {
        precondition(rgb.count == width * height * 3, "RGB bytes for \(width)×\(height)")
        let bytes = rgb.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8, bytes, gsize(width * 3))
        g_bytes_unref(bytes)
    }

    /// gdk_texture_new_from_filename: nil when the file is missing or not an image GDK reads.
    public init?(contentsOfFile path: String) {
        var error: UnsafeMutablePointer<GError>?
        guard let loaded = gdk_texture_new_from_filename(path, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        texture = loaded
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(texture)) }

    public var width: Int { Int(gdk_texture_get_width(texture)) }
    public var height: Int { Int(gdk_texture_get_height(texture)) }

    /// gdk_texture_save_to_png; false when it could not be written.
    public func savePNG(to path: String) -> Bool { gdk_texture_save_to_png(texture, path) != 0 }

    /// gdk_texture_save_to_png_bytes: the image as a compressed PNG file's bytes.
    public func pngData() -> [UInt8] {
        guard let bytes = gdk_texture_save_to_png_bytes(texture) else { return [] }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
    }

    /// The pixels as RGBA, 8 bits per channel, top row first (gdk_texture_download, which gives
    /// premultiplied BGRA/ARGB32 in native order; opaque images are the same either way).
    public func rgba() -> [UInt8] {
        let width = width, height = height
        var argb = [UInt8](repeating: 0, count: width * height * 4)
        argb.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        var out = argb
        for i in stride(from: 0, to: argb.count, by: 4) {
            // CAIRO_FORMAT_ARGB32 on a little-endian machine: B, G, R, A in memory.
            out[i] = argb[i + 2]
            out[i + 2] = argb[i]
        }
        return out
    }
}
