import Foundation
import TestSupport
import Testing
import UIFlowKit

/// What an SVG document says, read with a real XML parser (through ``SVGStructure``): it must be
/// well-formed.
struct SVGDocument {
    /// The text of every `<text>` element of the clusters, nodes and edges, entities decoded, in
    /// document order.
    var texts: [String]
    /// The `<title>` of every `<g class="node">` group, by its `id` (`node1`…).
    var nodeTitles: [String: String]
    /// The `<title>` of every `<g class="edge">` group, by its `id` (`edge1`…).
    var edgeTitles: [String: String]

    init(_ data: Data) throws {
        let structure = try SVGStructure(data)
        texts = structure.elements.flatMap(\.texts)
        nodeTitles = Dictionary(structure.elements("node").map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        edgeTitles = Dictionary(structure.elements("edge").map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Checks on binary outputs.
enum Signature {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG's width and height, from its IHDR chunk.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == png, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func integer(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    static func isPDF(_ data: Data) -> Bool {
        let text = String(decoding: data.suffix(32), as: UTF8.self)
        return data.starts(with: Array("%PDF-".utf8)) && text.contains("%%EOF")
    }
}

/// A PNG's pixels, decoded with zlib's `uncompress`, which Graphviz's library already brings into
/// the process (libgvc links zlib): no image library is needed. 8-bit RGB and RGBA only, not
/// interlaced (what cairo writes).
struct PNGPixels {
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    var width: Int
    var height: Int
    /// 2 (RGB) or 6 (RGBA).
    var colorType: Int
    private var rows: [[UInt8]]

    /// Channels a pixel, 3 or 4.
    var channels: Int { colorType == 6 ? 4 : 3 }

    /// The pixel at `x`, `y` as RGBA (alpha 255 for RGB).
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let start = x * channels
        let values = Array(rows[y][start..<(start + channels)])
        return channels == 4 ? values : values + [255]
    }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Signature.png) else { throw Unsupported(description: "not a PNG") }
        var offset = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        func integer(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        while offset + 8 <= bytes.count {
            let length = integer(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { throw Unsupported(description: "truncated chunk \(type)") }
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            if type == "IHDR" { header = body }
            if type == "IDAT" { compressed += body }
            offset += 12 + length
        }
        guard header.count == 13 else { throw Unsupported(description: "no IHDR") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        colorType = Int(header[9])
        guard header[8] == 8, colorType == 2 || colorType == 6, header[12] == 0 else {
            throw Unsupported(description: "bit depth \(header[8]), colour type \(colorType), interlace \(header[12])")
        }
        let channels = colorType == 6 ? 4 : 3
        let stride = width * channels
        let raw = try Self.inflate(compressed, size: height * (stride + 1))
        // Undo the filters, row by row.
        var rows: [[UInt8]] = []
        var previous = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let start = y * (stride + 1)
            let filter = raw[start]
            var row = Array(raw[(start + 1)..<(start + 1 + stride)])
            for x in 0..<stride {
                let a = x >= channels ? Int(row[x - channels]) : 0
                let b = Int(previous[x])
                let c = x >= channels ? Int(previous[x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Unsupported(description: "filter \(filter)")
                }
                row[x] = UInt8((Int(row[x]) + predictor) & 0xFF)
            }
            rows.append(row)
            previous = row
        }
        self.rows = rows
    }

    private typealias Uncompress = @convention(c) (
        UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt
    ) -> Int32

    private static func inflate(_ compressed: [UInt8], size: Int) throws -> [UInt8] {
        let handle = dlopen("libz.so.1", RTLD_NOW) ?? dlopen(nil, RTLD_NOW)
        guard let symbol = dlsym(handle, "uncompress") else { throw Unsupported(description: "no zlib") }
        let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
        var output = [UInt8](repeating: 0, count: size)
        var length = UInt(size)
        let status = output.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &length, input.baseAddress, UInt(input.count))
            }
        }
        guard status == 0, Int(length) == size else { throw Unsupported(description: "zlib status \(status)") }
        return output
    }
}
