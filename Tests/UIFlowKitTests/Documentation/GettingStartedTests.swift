import Foundation
import TestSupport
import Testing
import UIFlowFiles

@testable import UIFlowKit

/// The getting-started article's code, compiled and run here. A test checks that the article shows
/// exactly this code, so the article cannot drift from what compiles.
@Suite("Getting-started article")
struct GettingStartedTests {
    static func parseExample() -> Flow {
        // snippet: parse
        let text = """
            [Home]
            @entry
            Recommended products
            --
            Tap a product
            ==push=> Product(productId: product.id)

            [Product(productId: Int)]
            @route myapp://products/:productId
            Photos, price
            --
            Tap "Back"
            ==back=>
            """
        let flow = Flow(parsing: text, file: "shop.uiflow")
        let names = flow.screens.map(\.name)  // ["Home", "Product"]
        let problems = flow.diagnostics  // [] here
        // end snippet
        #expect(names == ["Home", "Product"])
        #expect(problems.isEmpty)
        return flow
    }

    @Test("the parse example parses the flow it shows")
    func parse() {
        #expect(Self.parseExample().screens.count == 2)
    }

    /// `swift test` runs in the package's root, where the article's relative path leads to the
    /// sample; changing the directory here would disturb tests running at the same time.
    @Test(
        "the loading example loads a sample directory",
        .enabled(if: FileManager.default.fileExists(atPath: "Samples/shop"), "run from the package root"))
    func load() throws {
        // snippet: load
        let sources = try SourceFile.load(["Samples/shop"])
        let shop = Flow(sources: sources)
        // end snippet
        #expect(!shop.screens.isEmpty)
    }

    @Test("the walking example visits every transition")
    func walk() {
        let flow = Self.parseExample()
        var lines: [String] = []
        func print(_ line: String) { lines.append(line) }
        // snippet: walk
        for screen in flow.screens {
            for action in screen.actions {
                for transition in action.transitions {
                    let target = transition.targetIndex.map { flow.screens[$0].name } ?? "(undefined)"
                    print("\(screen.name) --\(transition.kind)--> \(target) at \(transition.location)")
                }
            }
        }
        // end snippet
        #expect(lines == ["Home --push--> Product at shop.uiflow:6:1", "Product --back--> (undefined) at shop.uiflow:13:1"])
    }

    @Test("the lint and write examples produce their outputs")
    func lintAndWrite() {
        let flow = Self.parseExample()
        // snippet: lint
        let configuration = Configuration(rules: [.init(rule: "dead-end", severity: nil)])
        let findings = Analyzer(configuration: configuration).analyze(flow)
        let failed = findings.contains { $0.severity == .error }
        let sarif = SARIFReporter().report(findings, context: ReportContext(toolVersion: "1.0"))
        // end snippet
        #expect(!failed)
        #expect(sarif.contains("\"version\": \"2.1.0\""))
        // snippet: write
        let dot = DOTWriter(style: DiagramStyle(direction: .topToBottom)).write(flow)
        let json = JSONWriter().write(flow, diagnostics: findings)
        let mermaid = MermaidWriter().write(flow)
        let spec = MarkdownWriter(title: "Shop", diagram: .mermaid).write(flow, findings: findings)
        // end snippet
        #expect(dot.hasPrefix("digraph") && json.hasPrefix("{") && mermaid.hasPrefix("flowchart"))
        #expect(spec.hasPrefix("# Shop"))
    }

    /// The `swift` blocks of the article, and the snippets of this file, dedented.
    static func blocks(in text: String, start: String, end: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == start {
                current = []
            } else if trimmed == end, let lines = current {
                let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                    .map { $0.prefix { $0 == " " }.count }.min() ?? 0
                blocks.append(lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test("the article shows exactly the code compiled here")
    func articleMatchesCompiledCode() throws {
        let article = try String(
            contentsOf: Paths.packageRoot.appendingPathComponent("Sources/UIFlowKit/UIFlowKit.docc/GettingStarted.md"),
            encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let shown = Self.blocks(in: article, start: "```swift", end: "```")
        let compiled = source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            line.trimmingCharacters(in: .whitespaces).hasPrefix("// snippet:") ? "// snippet" : line
        }.joined(separator: "\n")
        #expect(shown == Self.blocks(in: compiled, start: "// snippet", end: "// end snippet"))
        #expect(shown.count == 5)
    }
}
