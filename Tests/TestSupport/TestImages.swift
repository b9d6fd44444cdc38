import Foundation

/// Images made by the tests, so that the picture tests run on any machine without image files of
/// their own: PNGs written here (zlib's stored blocks, no compression library needed), and the
/// headers of hostile ones.
public enum TestImages {
    /// A valid RGB PNG of `width` × `height` pixels: a gradient, with a dark band every tenth row,
    /// so that a scaled drawing of it is seen to be the picture.
    /// With `color`, every pixel is that colour instead.
    public static func png(width: Int, height: Int, color: [UInt8]? = nil) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + width * 3))
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                let band = y % 10 == 0
                raw += color ?? (band ? [20, 20, 60] : [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 160])
            }
        }
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // 8 bits, RGB, deflate, no filter, no interlace
        return Data(signature + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", []))
    }

    /// The first bytes of a PNG that says it is `width` × `height` pixels, with no picture after:
    /// a "PNG bomb"'s header, which must be refused before anything decodes it.
    public static func pngHeader(width: UInt32, height: UInt32) -> Data {
        Data(signature + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]))
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// `bytes` as a zlib stream of stored (uncompressed) blocks.
    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let isLast = offset + count == bytes.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[offset..<(offset + count)]
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
