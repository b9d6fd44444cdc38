import Foundation
import TestSupport
import Testing

/// `@screenshot` and `screenshots:` as a user meets them: pictures in SVG, PNG and PDF and in the
/// spec, and every missing or hostile file a warning, never a crash or a Graphviz error.
@Suite("Screens' pictures in render, lint and spec")
struct ScreenshotCommandTests {
    static let flow = """
        [Home]
        @entry
        @screenshot screens/home.png
        Latest posts
        --
        Tap a post
        ==> Post

        [Post]
        @screenshot screens/post.png
        --
        Tap "Back"
        ==back=>
        """

    /// A project with the flow and its two pictures.
    static func project(_ flow: String = flow) throws -> Scratch {
        let scratch = try Scratch(["app.uiflow": flow])
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("screens"), withIntermediateDirectories: true)
        try TestImages.png(width: 39, height: 84).write(to: scratch.url.appendingPathComponent("screens/home.png"))
        try TestImages.png(width: 39, height: 84, color: [255, 0, 255]).write(to: scratch.url.appendingPathComponent("screens/post.png"))
        return scratch
    }

    @Test("render draws each picture: inside the SVG, in the PNG and the PDF; the same bytes twice")
    func render() throws {
        let scratch = try Self.project()
        for name in ["app.svg", "app.png", "app.pdf"] {
            let result = try CLI.run(["render", "app.uiflow", "-o", name], in: scratch.url)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(name): \(result.stderr)")
        }
        let svg = try #require(scratch.read("app.svg"))
        #expect(svg.components(separatedBy: "xlink:href=\"data:image/png;base64,").count == 3)
        let again = try CLI.run(["render", "app.uiflow", "-f", "svg"], in: scratch.url)
        #expect(again.stdout == svg)
        let plain = try CLI.run(["render", "app.uiflow", "-f", "svg", "--no-thumbnails"], in: scratch.url)
        #expect(!plain.stdout.contains("<image"))
        let small = try CLI.run(["render", "app.uiflow", "-f", "svg", "--thumbnail-size", "42"], in: scratch.url)
        #expect(small.stdout.contains("height=\"42px\""), "\(small.stdout.prefix(3_000))")
    }

    @Test("a size out of range is a usage error")
    func badSize() throws {
        let scratch = try Self.project()
        let result = try CLI.run(["render", "app.uiflow", "-f", "svg", "--thumbnail-size", "2"], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--thumbnail-size takes 8 to 480 points"))
    }

    @Test("hostile pictures are refused with a warning each, and the diagram is drawn without them")
    func hostile() throws {
        let scratch = try Self.project(
            """
            [Home]
            @screenshot ../../../etc/passwd
            --
            Go
            ==> Link

            [Link]
            @screenshot screens/link.png
            --
            Go
            ==> Huge

            [Huge]
            @screenshot screens/huge.png
            --
            Go
            ==> Bomb

            [Bomb]
            @screenshot screens/bomb.png
            --
            Go
            ==> Text

            [Text]
            @screenshot screens/notes.png
            --
            Go
            ==> Missing

            [Missing]
            @screenshot screens/missing.png
            @exit
            """)
        try FileManager.default.createSymbolicLink(
            at: scratch.url.appendingPathComponent("screens/link.png"), withDestinationURL: URL(fileURLWithPath: "/etc/hostname"))
        let huge = scratch.path("screens/huge.png")
        #expect(FileManager.default.createFile(atPath: huge, contents: TestImages.png(width: 2, height: 2)))
        #expect(truncate(huge, 1 << 30) == 0)
        try TestImages.pngHeader(width: 60_000, height: 60_000).write(to: scratch.url.appendingPathComponent("screens/bomb.png"))
        try scratch.write("screens/notes.png", "just text\n")
        for format in ["svg", "png", "pdf"] {
            let result = try CLI.run(["render", "app.uiflow", "-o", "app.\(format)"], in: scratch.url)
            #expect(result.status == 0, "\(result.stderr)")
            let warnings = result.stderr.split(separator: "\n").filter { $0.contains("[screenshot-unavailable]") }
            #expect(warnings == [
                "app.uiflow:2:13: warning: image `../../../etc/passwd` of screen `Home` is outside the project's root; the screen is drawn without it [screenshot-unavailable]",
                "app.uiflow:8:13: warning: image `screens/link.png` of screen `Link` is outside the project's root; the screen is drawn without it [screenshot-unavailable]",
                "app.uiflow:14:13: warning: image `screens/huge.png` of screen `Huge` is larger than 8 MiB; the screen is drawn without it [screenshot-unavailable]",
                "app.uiflow:20:13: warning: image `screens/bomb.png` of screen `Bomb` is 60000 × 60000 pixels; an image may have at most 8192 a side and 40 million in all; the screen is drawn without it [screenshot-unavailable]",
                "app.uiflow:26:13: warning: image `screens/notes.png` of screen `Text` is not a PNG or JPEG image; the screen is drawn without it [screenshot-unavailable]",
                "app.uiflow:32:13: warning: image `screens/missing.png` of screen `Missing` does not exist; the screen is drawn without it [screenshot-unavailable]",
            ])
            #expect(!result.stderr.contains("Graphviz"), "\(result.stderr)")
        }
        #expect(scratch.read("app.svg")?.contains("<image") == false)
        let lint = try CLI.run(["lint", "app.uiflow"], in: scratch.url)
        #expect(lint.status == 0)
        #expect(lint.stdout.components(separatedBy: "[screenshot-unavailable]").count == 7)
        let strict = try CLI.run(["lint", "app.uiflow", "--strict"], in: scratch.url)
        #expect(strict.status == 1)
    }

    @Test("`screenshots:` finds snapshot files by type and name, relative to .uiflow.yml's folder, which is the root")
    func configuredPatterns() throws {
        let scratch = try Scratch([
            ".uiflow.yml": "screenshots:\n  - \"Snapshots/{type}.png\"\n  - \"docs/screens/{name}.png\"\n",
            "flows/app.uiflow": "[Home]\n@type HomeViewController\n--\nTap\n==> Cart\n\n[Cart]\n--\nTap\n==> Orders\n\n[Orders]\n@exit\n",
        ])
        for (path, color) in [("Snapshots/HomeViewController.png", [UInt8]([255, 0, 0])), ("docs/screens/Cart.png", [0, 0, 255])] {
            let file = scratch.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try TestImages.png(width: 20, height: 40, color: color).write(to: file)
        }
        let result = try CLI.run(["render", "app.uiflow", "-f", "svg"], in: scratch.url.appendingPathComponent("flows"))
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "data:image/png;base64,").count == 3)
        let lint = try CLI.run(["lint", "app.uiflow"], in: scratch.url.appendingPathComponent("flows"))
        #expect(!lint.stdout.contains("screenshot-unavailable"))
    }

    @Test("the spec shows each picture beside its screen, linked relative to the spec, and in its SVG")
    func spec() throws {
        let scratch = try Self.project()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let result = try CLI.run(["spec", "app.uiflow", "-o", "docs/SPEC.md"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let markdown = try #require(scratch.read("docs/SPEC.md"))
        #expect(markdown.contains("<img src=\"../screens/home.png\" alt=\"Screenshot of Home\" height=\"240\" align=\"right\">"))
        #expect(markdown.contains("<img src=\"../screens/post.png\" alt=\"Screenshot of Post\""))
        #expect(scratch.read("docs/SPEC.svg")?.contains("data:image/png;base64,") == true)
        let without = try CLI.run(["spec", "app.uiflow", "--no-thumbnails", "--diagram", "mermaid"], in: scratch.url)
        #expect(!without.stdout.contains("<img"))
    }
}
