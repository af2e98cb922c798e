import Foundation

/// Reads back the PNGs our own encoder writes (`PNGEncoder`: 8-bit RGB, stored deflate blocks,
/// filter 0) so tests can compare pixels of `physarum render` and a snapshot.
struct StoredPNG {
    let width: Int
    let height: Int
    let rgb: [UInt8]

    struct Unreadable: Error, CustomStringConvertible { let description: String }

    init(contentsOf url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        guard bytes.count > 33, bytes[0] == 0x89, bytes[1] == 0x50 else { throw Unreadable(description: "not a PNG") }
        var offset = 8
        var width = 0, height = 0
        var zlib = [UInt8]()
        while offset + 8 <= bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = bytes[offset + 8..<offset + 8 + length]
            if type == "IHDR" {
                width = u32(offset + 8)
                height = u32(offset + 12)
                guard data[data.startIndex + 8] == 8, data[data.startIndex + 9] == 2 else {
                    throw Unreadable(description: "not 8-bit RGB")
                }
            }
            if type == "IDAT" { zlib += data }
            offset += 12 + length
        }
        var raw = [UInt8]()
        var at = 2  // zlib header
        while at < zlib.count - 4 {
            let last = zlib[at] & 1 == 1
            guard zlib[at] & 0b110 == 0 else {
                throw Unreadable(description: "compressed block: not written by PNGEncoder")
            }
            let length = Int(zlib[at + 1]) | Int(zlib[at + 2]) << 8
            raw += zlib[at + 5..<at + 5 + length]
            at += 5 + length
            if last { break }
        }
        let stride = width * 3 + 1
        guard raw.count == stride * height else {
            throw Unreadable(description: "\(raw.count) bytes for \(width)×\(height)")
        }
        var rgb = [UInt8]()
        rgb.reserveCapacity(width * height * 3)
        for y in 0..<height {
            guard raw[y * stride] == 0 else { throw Unreadable(description: "row filter \(raw[y * stride])") }
            rgb += raw[y * stride + 1..<(y + 1) * stride]
        }
        self.width = width
        self.height = height
        self.rgb = rgb
    }
}
