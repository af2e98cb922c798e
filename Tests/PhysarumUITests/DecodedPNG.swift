import Foundation
import GtkKit

/// A PNG file's pixels as 8-bit RGB (read through GDK, alpha dropped), so tests can compare a
/// snapshot with `physarum render`'s picture.
struct DecodedPNG {
    let width: Int
    let height: Int
    let rgb: [UInt8]

    struct Unreadable: Error, CustomStringConvertible { let description: String }

    init(contentsOf url: URL) throws {
        guard let texture = Texture(contentsOfFile: url.path) else {
            throw Unreadable(description: "GDK cannot read \(url.path) as an image")
        }
        width = texture.width
        height = texture.height
        let rgba = texture.rgba()
        var rgb = [UInt8]()
        rgb.reserveCapacity(width * height * 3)
        for pixel in stride(from: 0, to: rgba.count, by: 4) { rgb += rgba[pixel..<pixel + 3] }
        self.rgb = rgb
    }
}
