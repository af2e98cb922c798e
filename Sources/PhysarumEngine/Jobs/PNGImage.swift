import CPng

/// PNG files through libpng's simplified API: `physarum render`'s output and the engine tests'
/// picture dumps (the window's snapshots go through GdkTexture, which uses the same library).
public enum PNGImage {
    /// The PNG bytes (deflate-compressed, deterministic) of an 8-bit RGB image, top row first.
    public static func encodeRGB(width: Int, height: Int, rgb: [UInt8]) throws -> [UInt8] {
        precondition(
            width > 0 && height > 0 && rgb.count == width * height * 3, "RGB buffer must be width × height × 3")
        var image = header(width: width, height: height)
        // Deflate never grows data by more than a few bytes per 16 KB block, and libpng adds 12
        // bytes per IDAT chunk: this fits in one pass; a larger need is asked for and retried.
        var capacity = rgb.count + height + rgb.count / 128 + 4096
        while true {
            var output = [UInt8](repeating: 0, count: capacity)
            var size = capacity
            let written = output.withUnsafeMutableBytes { out in
                rgb.withUnsafeBytes { pixels in
                    png_image_write_to_memory(&image, out.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
                }
            }
            if written != 0 { return Array(output.prefix(size)) }
            guard size > capacity else { throw PNGImageError(image: &image, doing: "encode") }
            capacity = size
            image = header(width: width, height: height)
        }
    }

    /// The 8-bit RGB pixels of any PNG libpng reads (alpha dropped, palettes expanded).
    public static func decodeRGB(_ png: [UInt8]) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = png.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw PNGImageError(image: &image, doing: "read") }
        image.format = UInt32(PNG_FORMAT_RGB)
        let width = Int(image.width), height = Int(image.height)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let finished = rgb.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        guard finished != 0 else { throw PNGImageError(image: &image, doing: "read") }
        return (width, height, rgb)
    }

    private static func header(width: Int, height: Int) -> png_image {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(PNG_FORMAT_RGB)
        return image
    }
}

/// libpng's own message for a PNG it could not write or read.
public struct PNGImageError: Error, CustomStringConvertible {
    public let description: String

    init(image: inout png_image, doing: String) {
        let message = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        description = "cannot \(doing) the PNG: \(message.isEmpty ? "libpng failed" : message)"
        png_image_free(&image)
    }
}
