import Foundation
import TestSupport
import Testing
import UIFlowKit

@testable import UIFlowGraphviz

/// Screens' pictures drawn by Graphviz, with images the tests make: in PNG and PDF from a staged
/// copy, in SVG carried inside as `data:` URLs; the staged copies are gone after each render.
@Suite("Thumbnails drawn by Graphviz", .serialized)
struct ThumbnailRenderTests {
    /// For SVG: the same sizes on every machine.
    static let renderer = GraphvizRenderer(textSizes: .estimated)
    /// For PNG, PDF and JPEG, which need cairo: what is checked there is the picture's pixels, which
    /// no font changes.
    static let drawing = GraphvizRenderer()
    static let magenta: [UInt8] = [255, 0, 255]
    static let flow = Flow(parsing: "[Home]\n@entry\nLatest posts\n--\nTap a post\n==> Post\n\n[Post]\nThe post\n", file: "app.uiflow")

    static func image(_ screen: String, _ data: Data, format: ScreenImage.Format = .png) throws -> ScreenImage {
        let header = try #require(ImageHeader(data))
        return ScreenImage(screen: screen, path: "/nowhere/\(screen)", shownPath: screen, format: format, width: header.width, height: header.height, data: data)
    }

    static func stagedFolders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("uiflow-thumbnails-") }
    }

    static func magentaPixels(_ data: Data) throws -> Int {
        let pixels = try PNGPixels(data)
        var count = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where Array(pixels.pixel(x, y).prefix(3)) == magenta { count += 1 }
        }
        return count
    }

    @Test("a PNG shows the picture in the screen's box, fitted to the size; without thumbnails none")
    func png() throws {
        let before = try Self.stagedFolders()
        let thumbnails = Thumbnails(images: ["Home": try Self.image("Home", TestImages.png(width: 60, height: 120, color: Self.magenta))], size: 48)
        let drawn = try Self.drawing.render(Self.flow, format: .png, thumbnails: thumbnails)
        let plain = try Self.drawing.render(Self.flow, format: .png)
        // 24 × 48 points at 96 dpi: 32 × 64 pixels, give or take the edges' blending.
        let count = try Self.magentaPixels(drawn.data)
        #expect((1_700...2_200).contains(count), "\(count) magenta pixels")
        #expect(try Self.magentaPixels(plain.data) == 0)
        #expect(drawn.warnings.isEmpty)
        #expect(try Self.stagedFolders() == before)
    }

    @Test("an SVG carries the picture inside, and names no file; the same input gives the same bytes")
    func svg() throws {
        let data = TestImages.png(width: 30, height: 60)
        let thumbnails = Thumbnails(images: ["Post": try Self.image("Post", data)])
        let first = try Self.renderer.render(Self.flow, format: .svg, thumbnails: thumbnails).data
        let second = try Self.renderer.render(Self.flow, format: .svg, thumbnails: thumbnails).data
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("xlink:href=\"data:image/png;base64,\(data.base64EncodedString())\""))
        #expect(!text.contains("uiflow-thumbnails-"))
        #expect(!text.contains("/nowhere/"))
        _ = try SVGDocument(first)
    }

    @Test("a JPEG is drawn too, and a PDF holds the pictures")
    func jpegAndPDF() throws {
        // A JPEG made by Graphviz itself: a magenta box.
        let jpeg = try Self.drawing.render(
            dot: "digraph { bgcolor=\"#ff00ff\"; node [shape=box, style=filled, fillcolor=\"#ff00ff\", color=\"#ff00ff\", label=\"\"]; a }",
            format: "jpg"
        ).data
        let thumbnails = Thumbnails(images: ["Home": try Self.image("Home", jpeg, format: .jpeg)])
        let png = try Self.drawing.render(Self.flow, format: .png, thumbnails: thumbnails)
        let pixels = try PNGPixels(png.data)
        var nearMagenta = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels.pixel(x, y)
                if pixel[0] > 220, pixel[1] < 40, pixel[2] > 220 { nearMagenta += 1 }
            }
        }
        #expect(nearMagenta > 500, "\(nearMagenta)")
        let pdf = try Self.drawing.render(Self.flow, format: .pdf, thumbnails: thumbnails)
        #expect(Signature.isPDF(pdf.data))
        #expect(String(decoding: pdf.data, as: UTF8.self).contains("/Subtype /Image"))
    }

    @Test("the size is kept between 8 and 480 points")
    func size() {
        #expect(Thumbnails(images: [:], size: 0).size == 8)
        #expect(Thumbnails(images: [:], size: 10_000).size == Thumbnails.largestSize)
    }
}
