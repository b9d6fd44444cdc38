import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// How the DOT and Markdown writers show screens' pictures.
@Suite("Thumbnails in DOT and the spec")
struct ThumbnailOutputTests {
    static let flow = Flow(
        parsing: """
            [Home]
            @entry
            @screenshot shots/home.png
            Latest posts
            --
            Tap a post
            ==> Post

            [Post]
            The post
            """, file: "app.uiflow")

    @Test("a screen's picture is a row under its title, fitted and centred, its path escaped (golden)")
    func dotGolden() {
        var writer = DOTWriter()
        writer.thumbnails = ["Home": DOTWriter.Thumbnail(path: "/tmp/a \"b\" & <c>]/0.png", width: 44, height: 96)]
        Golden.check(writer.write(Self.flow), "thumbnails.dot")
    }

    @Test("without thumbnails the DOT is as before: no row, no IMG")
    func dotWithout() {
        #expect(!DOTWriter().write(Self.flow).contains("<IMG"))
    }

    @Test("the spec shows a picture at the head of its screen's section, its URL and alt text escaped (golden)")
    func markdownGolden() {
        var writer = MarkdownWriter(title: "App", diagram: .none)
        writer.images = ["Home": "../shots/home screen \"1\" & <x>.png"]
        Golden.check(writer.write(Self.flow), "thumbnails.md")
    }

    @Test("no text of a path ends the image's attribute or makes HTML")
    func markdownHostile() {
        var writer = MarkdownWriter(title: "App", diagram: .none)
        writer.images = ["Home": "x\" onerror=\"alert(1)\"><script>.png"]
        let text = writer.write(Self.flow)
        #expect(!text.contains("onerror=\""))
        #expect(!text.contains("<script>"))
        #expect(text.contains("<img src=\"x%22%20onerror%3D%22alert%281%29%22%3E%3Cscript%3E.png\""))
    }
}
