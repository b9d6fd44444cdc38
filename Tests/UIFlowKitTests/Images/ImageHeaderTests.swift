import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

@Suite("Image headers")
struct ImageHeaderTests {
    @Test("a PNG is told by its signature and IHDR, with its size")
    func png() throws {
        let header = try #require(ImageHeader(TestImages.png(width: 39, height: 84)))
        #expect(header == ImageHeader(format: .png, width: 39, height: 84))
    }

    @Test("a JPEG's size is read from its frame header, past the segments before it")
    func jpeg() throws {
        // SOI, an APP0 segment of 16 bytes, then SOF2 (progressive): height 2532, width 1170.
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let bytes: [UInt8] = [0xFF, 0xD8] + app0 + [0xFF, 0xC2, 0x00, 0x11, 0x08, 0x09, 0xE4, 0x04, 0x92, 0x03]
        #expect(ImageHeader(Data(bytes)) == ImageHeader(format: .jpeg, width: 1170, height: 2532))
    }

    @Test(
        "text, a truncated header, a zero size and a scan before any frame are no image",
        arguments: [
            Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8),
            TestImages.png(width: 2, height: 2).prefix(20),
            TestImages.pngHeader(width: 0, height: 10),
            Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]),
            Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00]),
            Data(),
        ])
    func notImages(data: Data) {
        #expect(ImageHeader(data) == nil)
    }

    @Test("a JPEG whose segment lengths run past its end is no image, and the walk ends")
    func jpegLengthsPastTheEnd() {
        #expect(ImageHeader(Data([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0x00])) == nil)
        #expect(ImageHeader(Data([0xFF, 0xD8] + [UInt8](repeating: 0xFF, count: 100_000))) == nil)
    }
}
