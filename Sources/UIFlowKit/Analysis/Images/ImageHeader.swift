import Foundation

/// What a PNG's or JPEG's first bytes say: its format and size in pixels. Only the header is read
/// (a PNG's `IHDR`, a JPEG's frame header), so that an image's size is known before anything
/// decodes it: a small file that decodes to a huge picture (a "PNG bomb") is refused by its size.
public struct ImageHeader: Sendable, Hashable {
    /// The format.
    public var format: ScreenImage.Format
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates a header.
    public init(format: ScreenImage.Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The header of `data`, or `nil` when it is not a PNG or JPEG image with a size.
    public init?(_ data: Data) {
        // A PNG's size is in its first 24 bytes; only a JPEG's frame header needs a longer look.
        let header = data.starts(with: [0xFF, 0xD8, 0xFF])
            ? Self.jpeg([UInt8](data.prefix(Self.jpegScanLimit))) : Self.png([UInt8](data.prefix(24)))
        if let header {
            self = header
        } else {
            return nil
        }
    }

    /// How far into a JPEG its frame header is looked for: past its metadata (EXIF thumbnails
    /// included), which a camera keeps under 64 KiB a segment.
    static let jpegScanLimit = 1 << 20

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func png(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == pngSignature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let width = bigEndian(bytes, at: 16, count: 4)
        let height = bigEndian(bytes, at: 20, count: 4)
        guard width > 0, height > 0 else { return nil }
        return ImageHeader(format: .png, width: width, height: height)
    }

    /// Walks a JPEG's segments to its first frame header (`SOF0`…`SOF15`, the markers `C0`–`CF`
    /// but `C4`, `C8` and `CC`), which holds the height, then the width.
    private static func jpeg(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF else { return nil }
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {  // fill byte
                index += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {  // no length
                index += 2
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return nil }  // end, or the scan before any frame
            let length = bigEndian(bytes, at: index + 2, count: 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 8 < bytes.count else { return nil }
                let height = bigEndian(bytes, at: index + 5, count: 2)
                let width = bigEndian(bytes, at: index + 7, count: 2)
                guard width > 0, height > 0 else { return nil }
                return ImageHeader(format: .jpeg, width: width, height: height)
            }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
