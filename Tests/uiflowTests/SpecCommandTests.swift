import Foundation
import TestSupport
import Testing

@Suite("uiflow spec")
struct SpecCommandTests {
    static let flow = "[Home]\n@entry\nFeed\n--\nTap\n==push=> Detail(id: 1)\n\n[Detail(id: Int)]\n@route myapp://d/:id\n--\nBack\n==back=>\n"

    @Test("-o writes the Markdown and the SVG beside it, and links the SVG")
    func svgBeside() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let result = try CLI.run(["spec", "app.uiflow", "-o", "docs/SPEC.md"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let markdown = try #require(scratch.read("docs/SPEC.md"))
        #expect(markdown.hasPrefix("# App\n"))
        #expect(markdown.contains("![Screen-transition diagram of App](<SPEC.svg>)"))
        #expect(scratch.read("docs/SPEC.svg")?.contains("<svg") == true)
    }

    @Test("--svg puts the diagram elsewhere and links it relative to the Markdown")
    func svgElsewhere() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        for folder in ["docs", "images"] {
            try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let result = try CLI.run(["spec", "app.uiflow", "-o", "docs/SPEC.md", "--svg", "images/flow.svg"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.read("docs/SPEC.md")?.contains("](<../images/flow.svg>)") == true)
        #expect(scratch.read("images/flow.svg") != nil)
    }

    @Test("on standard output the diagram is a Mermaid block; --diagram none leaves it out")
    func mermaidAndNone() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let mermaid = try CLI.run(["spec", "app.uiflow", "--title", "My app"], in: scratch.url)
        #expect(mermaid.status == 0)
        #expect(mermaid.stdout.hasPrefix("# My app\n"))
        #expect(mermaid.stdout.contains("```mermaid\nflowchart LR\n"))
        let none = try CLI.run(["spec", "app.uiflow", "--diagram", "none"], in: scratch.url)
        #expect(!none.stdout.contains("```mermaid") && !none.stdout.contains(".svg"))
    }

    @Test("--diagram svg to standard output is a usage error")
    func svgNeedsOutput() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        #expect(try CLI.run(["spec", "app.uiflow", "--diagram", "svg"], in: scratch.url).status == 64)
    }

    @Test("an input with errors fails, and --allow-errors writes the spec with them listed")
    func errors() throws {
        let scratch = try Scratch(["bad.uiflow": "[A]\n--\nTap\n==oops=> B\n\n[B]\n"])
        let failed = try CLI.run(["spec", "bad.uiflow", "-o", "SPEC.md"], in: scratch.url)
        #expect(failed.status == 1)
        #expect(scratch.entries == ["bad.uiflow"])
        let allowed = try CLI.run(["spec", "bad.uiflow", "-o", "SPEC.md", "--allow-errors"], in: scratch.url)
        #expect(allowed.status == 0)
        #expect(scratch.read("SPEC.md")?.contains("unknown transition kind") == true)
    }

    @Test("a missing output directory is a clear error")
    func missingDirectory() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.run(["spec", "app.uiflow", "-o", "nowhere/SPEC.md"], in: scratch.url)
        #expect(result.status == 73)
        #expect(result.stderr.contains("does not exist"))
    }
}

@Suite("uiflow render -f mermaid and --allow-errors")
struct RenderMermaidTests {
    @Test("-f mermaid and the .mmd extension write a Mermaid flowchart")
    func mermaid() throws {
        let scratch = try Scratch(["app.uiflow": SpecCommandTests.flow])
        let result = try CLI.run(["render", "app.uiflow", "-f", "mermaid"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("flowchart LR\n"))
        #expect(try CLI.run(["render", "app.uiflow", "-o", "app.mmd", "--direction", "TB"], in: scratch.url).status == 0)
        #expect(scratch.read("app.mmd")?.hasPrefix("flowchart TB\n") == true)
    }

    @Test("--allow-errors draws what was parsed")
    func allowErrors() throws {
        let scratch = try Scratch(["bad.uiflow": "[A]\n[A]\n"])
        #expect(try CLI.run(["render", "bad.uiflow", "-f", "dot"], in: scratch.url).status == 1)
        let result = try CLI.run(["render", "bad.uiflow", "-f", "dot", "--allow-errors"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("digraph"))
        #expect(result.stderr.contains("already defined"))
    }
}
