/// Writes 8-bit RGB PNGs in pure Swift (snapshots and `physarum render`): zlib "stored" (uncompressed) deflate blocks, so no zlib
/// dependency; files are larger than compressed ones but byte-for-byte deterministic.
public enum PNGEncoder {
    /// Largest payload of one stored deflate block.
    static let storedBlockLimit = 65_535

    /// The PNG bytes of an RGB image, `rgb.count == width × height × 3`, top row first.
    public static func encodeRGB(width: Int, height: Int, rgb: [UInt8]) -> [UInt8] {
        precondition(
            width > 0 && height > 0 && rgb.count == width * height * 3, "RGB buffer must be width × height × 3")
        var raw = [UInt8]()
        raw.reserveCapacity(height * (width * 3 + 1))
        for y in 0..<height {
            raw.append(0)  // filter: none
            raw.append(contentsOf: rgb[(y * width * 3)..<((y + 1) * width * 3)])
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = [UInt8]()
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // 8 bits, truecolour, deflate, adaptive filter, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", zlibStored(raw), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(storedBlockLimit, data.count - offset)
            let isLast = offset + length == data.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        out += bigEndian(adler32(data))
        return out
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        // 5552 bytes is the most that can be summed before the 32-bit sums must be reduced.
        var index = 0
        while index < data.count {
            let end = min(index + 5552, data.count)
            for i in index..<end {
                a &+= UInt32(data[i])
                b &+= a
            }
            a %= 65_521
            b %= 65_521
            index = end
        }
        return b << 16 | a
    }

    static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        png += bigEndian(UInt32(data.count))
        png += typed
        png += bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
