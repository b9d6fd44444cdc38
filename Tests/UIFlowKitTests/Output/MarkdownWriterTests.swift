import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

@Suite("Markdown spec")
struct MarkdownWriterTests {
    static func spec(_ text: String, diagram: MarkdownWriter.Diagram = .none) -> String {
        let flow = parse(text)
        return MarkdownWriter(title: "Test", diagram: diagram).write(flow, findings: Analyzer().analyze(flow))
    }

    @Test("the features fixture gives the golden spec")
    func featuresGolden() throws {
        let flow = try Fixtures.flow("features.uiflow")
        let findings = Analyzer().analyze(flow)
        Golden.check(MarkdownWriter(title: "Features", diagram: .mermaid).write(flow, findings: findings), "features.md")
    }

    @Test("each conformance sample gives its golden spec", arguments: Paths.conformanceSamples)
    func conformanceGolden(sample: String) throws {
        let flow = try Fixtures.conformance(sample)
        let markdown = MarkdownWriter(title: sample, diagram: .image(path: "\(sample).svg"))
            .write(flow, findings: Analyzer().analyze(flow))
        Golden.check(markdown, "conformance/\(sample).md")
    }

    @Test("the document has a title, a summary, contents, a section per screen and the routes")
    func sections() throws {
        let markdown = Self.spec(
            """
            [Home]
            @entry
            @type HomeViewController
            Feed
            --
            Tap a product
            ==push=> Product(productId: product.id)

            [Product(productId: Int, source: Source = .home)]
            @route myapp://products/:productId
            Photos
            --
            Back
            ==back=>
            """)
        #expect(markdown.hasPrefix("# Test\n\n2 screens · 2 transitions · 2 entry points · 1 deep link · findings: 0 errors, 0 warnings, 0 notes\n"))
        #expect(markdown.contains("## Contents\n\n- [Home](#screen-home)\n- [Product](#screen-product)\n- [Routes](#routes)\n"))
        #expect(markdown.contains("<a id=\"screen-product\"></a>\n\n### Product\n"))
        #expect(markdown.contains("Type `HomeViewController` · entry point · defined in `test.uiflow:1`"))
        #expect(markdown.contains("**Routes:** `myapp://products/:productId`"))
        #expect(markdown.contains("| `productId` | `Int` |  | yes |"))
        #expect(markdown.contains("| `source` | `Source` | `.home` | no |"))
        #expect(markdown.contains("- Photos"))
        #expect(markdown.contains("| Tap a product | push | [Product](#screen-product) | `productId: product.id` |  |"))
        #expect(markdown.contains("| Back | back | returns to [Home](#screen-home) |  |  |"))
        #expect(markdown.contains("**Arrives:** pushed from [Home](#screen-home) · a deep link"))
        #expect(markdown.contains("| `myapp://products/:productId` | [Product](#screen-product) | `productId` |"))
    }

    @Test("findings appear under the screen they are in; others at the end")
    func findingsPerScreen() {
        let markdown = Self.spec("[A]\n--\nTap\n==> Nowhere\n\n[B]\n")
        // Messages are escaped like any text: their backticks show as written.
        #expect(markdown.contains("**Findings**\n\n- **warning** (`undefined-screen`, line 4): target \\`Nowhere\\` has no screen block"))
        #expect(markdown.contains("- **note** (`dead-end`, line 6)"))
        #expect(markdown.contains("Nowhere (undefined)"))
    }

    @Test("anchors are stable and unique, for punctuation-only differences and Japanese names")
    func anchors() {
        let names = ["Sign in", "Sign-in", "sign in!", "ホーム", "ホーム画面", "!!!", "Home"]
        let anchors = Anchors(names: names)
        let values = names.map(anchors.anchor(for:))
        #expect(Set(values).count == names.count)
        #expect(anchors.anchor(for: "ホーム") == "screen-ホーム")
        #expect(anchors.anchor(for: "Home") == "screen-home")
        #expect(anchors.anchor(for: "!!!") == "screen")
        // The same name gets the same anchor whatever the other screens and their order.
        #expect(Anchors(names: names.reversed()).anchor(for: "Sign-in") == anchors.anchor(for: "Sign-in"))
        #expect(anchors.anchor(for: "Sign-in").hasPrefix("screen-sign-in-"))
    }

    @Test("every link points at an anchor of the document or an existing file")
    func links() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-md-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flow = try Fixtures.flow("features.uiflow")
        let files = MarkdownWriter.diagramFiles(of: flow, path: "diagram file.svg", screenDiagrams: true)
        for file in files { try Data("<svg/>".utf8).write(to: directory.appendingPathComponent(file.path)) }
        // The groups' and the screens' files, each linked once.
        #expect(files.count == 1 + FlowOverview(flow).groups.count + flow.screens.count)
        #expect(Set(files.map(\.path)).count == files.count)
        let markdown = MarkdownWriter(title: "Features", diagram: .image(path: "diagram file.svg"), screenDiagrams: true)
            .write(flow, findings: Analyzer().analyze(flow))
        let problems = MarkdownChecker.brokenLinks(in: markdown, relativeTo: directory)
        #expect(problems.isEmpty, "\(problems)")
        for file in files { #expect(markdown.contains("](<\(file.path)>)"), "\(file.path) is not linked") }
        // The contents link each group's section, whose anchor is there.
        #expect(markdown.contains("- [Group: ") && markdown.contains("<a id=\"group-"))
        #expect(MarkdownChecker.links(in: markdown).count > 20)
        // With Mermaid: the overview, then each group's and each screen's diagram inline, and the links hold.
        let inline = MarkdownWriter(title: "Features", diagram: .mermaid, screenDiagrams: true).write(flow)
        #expect(inline.components(separatedBy: "```mermaid").count - 1 == files.count)
        #expect(MarkdownChecker.brokenLinks(in: inline, relativeTo: directory).isEmpty)
    }

    static let hostileNames = [
        "Pipe | in | name", "`code` and ``double``", "<script>alert(1)</script>", "# Heading", "- list item",
        "1. ordered", "**bold** _em_ ~~strike~~", "[link](http://x)", "![image](x.png)", "a\\b", "&amp; &lt;",
        "$math$", "> quote", "+ plus", "= equals", "ログイン | 画面", "Sign-in", "Sign in",
    ]

    @Test("hostile names and text can never break the document", arguments: hostileNames)
    func hostileText(name: String) throws {
        let text = "[\(name)(p: \(name.replacingOccurrences(of: ")", with: "").replacingOccurrences(of: "(", with: "")) = \"|`x`|\")]\n@route /x/:p\n\(name)\n--\n\(name)\n=={\(name)}=> \(name)(p: \"|\")\n"
        let flow = parse(text)
        let markdown = MarkdownWriter(title: name, diagram: .mermaid).write(flow, findings: Analyzer().analyze(flow))
        let problems = MarkdownChecker.problems(in: markdown)
        #expect(problems.isEmpty, "\(problems)\n\(markdown)")
        #expect(MarkdownChecker.brokenLinks(in: markdown, relativeTo: nil).isEmpty)
    }

    @Test("inline escaping keeps the text and neutralises syntax")
    func inlineEscaping() {
        #expect(Markdown.inline("a | b") == "a \\| b")
        #expect(Markdown.inline("<b>&") == "&lt;b&gt;&amp;")
        #expect(Markdown.inline("# x") == "\\# x")
        #expect(Markdown.inline("12. x") == "12\\. x")
        #expect(Markdown.inline("Sign-in (beta)") == "Sign-in (beta)")
        #expect(Markdown.code("a`b|c") == "`` a`b\\|c ``")
        #expect(Markdown.code("plain") == "`plain`")
    }

    @Test("the title comes from the first file's name")
    func titles() {
        #expect(MarkdownWriter.title(forFiles: ["Samples/shop/shop.uiflow"]) == "Shop")
        #expect(MarkdownWriter.title(forFiles: ["flows/photo-album.uiflow", "b.uiflow"]) == "Photo Album")
        #expect(MarkdownWriter.title(forFiles: ["<stdin>"]) == "Flow")
        #expect(MarkdownWriter.title(forFiles: []) == "Flow")
    }
}

/// Structural checks of generated Markdown, after the rules of CommonMark and GitHub's tables.
enum MarkdownChecker {
    /// Link destinations: `](destination)`, with `<…>` destinations unwrapped.
    static func links(in markdown: String) -> [String] {
        var result: [String] = []
        var rest = Substring(markdown)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            if rest.hasPrefix("<"), let close = rest.firstIndex(of: ">") {
                result.append(String(rest[rest.index(after: rest.startIndex)..<close]))
            } else if let close = rest.firstIndex(of: ")") {
                result.append(String(rest[..<close]))
            }
        }
        return result
    }

    /// The `<a id="…">` anchors and the `## Heading` anchors GitHub makes for plain headings.
    static func anchors(in markdown: String) -> Set<String> {
        var result: Set<String> = []
        for line in markdown.split(separator: "\n") where line.hasPrefix("<a id=\"") {
            result.insert(String(line.dropFirst(7).prefix { $0 != "\"" }))
        }
        return result
    }

    static func brokenLinks(in markdown: String, relativeTo directory: URL?) -> [String] {
        let anchors = anchors(in: markdown)
        return links(in: markdown).filter { link in
            if link.hasPrefix("#") { return !anchors.contains(String(link.dropFirst())) }
            guard let directory else { return false }
            return !FileManager.default.fileExists(atPath: directory.appendingPathComponent(link).path)
        }
    }

    /// Problems: table rows with the wrong number of cells, raw HTML other than the writer's own,
    /// lines from user text that start a heading or list where they should not.
    static func problems(in markdown: String) -> [String] {
        var problems: [String] = []
        var columns: Int?
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            if line.hasPrefix("|") {
                let cells = cellCount(line)
                if let expected = columns, cells != expected { problems.append("row with \(cells) cells: \(line)") }
                if columns == nil { columns = cells }
            } else {
                columns = nil
            }
            let html = line.replacingOccurrences(of: "<br>", with: "")
            if html.contains("<"), !html.hasPrefix("<a id=\""), !html.contains("](<") {
                problems.append("raw HTML: \(line)")
            }
            if line.hasPrefix("#"), !line.hasPrefix("# "), !line.hasPrefix("## "), !line.hasPrefix("### ") {
                problems.append("heading from text: \(line)")
            }
            let item = line.dropFirst(2)
            if line.hasPrefix("- "), item.hasPrefix("* ") || item.first.map({ "-+#>".contains($0) }) == true {
                problems.append("nested block from text: \(line)")
            }
        }
        return problems
    }

    /// Cells of a table row: `|` not escaped with a backslash separates them.
    private static func cellCount(_ line: String) -> Int {
        var count = 0
        var escaped = false
        for character in line {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                count += 1
            }
        }
        return count - 1
    }
}
