import Foundation
import Testing
import UIFlowGraphviz
import UIFlowKit

@Suite("The table of output formats")
struct OutputFormatTests {
    static let flow = Flow(parsing: "[Home]\n--\nTap\n==push=> Detail(id: 1)\n\n[Detail(id: Int)]\n--\nBack\n==> Nowhere\n", file: "shop.uiflow")

    @Test("every format has its own name and extensions, and the usual extension first")
    func namesAndExtensions() {
        let names = OutputFormat.all.map(\.name)
        #expect(names == ["svg", "png", "pdf", "dot", "markdown", "mermaid", "json"])
        #expect(Set(names).count == names.count)
        let extensions = OutputFormat.all.flatMap(\.fileExtensions)
        #expect(Set(extensions).count == extensions.count)
        #expect(OutputFormat.all.map(\.fileExtension) == ["svg", "png", "pdf", "dot", "md", "mmd", "json"])
        #expect(OutputFormat.dot.fileExtensions == ["dot", "gv"])
        #expect(OutputFormat.mermaid.fileExtensions == ["mmd", "mermaid"])
        for format in OutputFormat.all {
            #expect(OutputFormat.named(format.name) == format)
            #expect(!format.displayName.isEmpty && !format.summary.isEmpty && !format.mediaType.isEmpty)
        }
        #expect(OutputFormat.named("mmd") == nil)
    }

    @Test("only SVG, PNG and PDF need Graphviz, and only PNG and PDF are binary")
    func graphvizAndBinary() {
        #expect(OutputFormat.all.filter(\.needsGraphviz) == [.svg, .png, .pdf])
        #expect(OutputFormat.all.filter(\.isBinary) == [.png, .pdf])
    }

    @Test("a path's extension names its format, in any case; one the table lacks names none")
    func formatFromPath() {
        #expect(OutputFormat.forPath("out/app.svg") == .svg)
        #expect(OutputFormat.forPath("app.SVG") == .svg)
        #expect(OutputFormat.forPath("app.gv") == .dot)
        #expect(OutputFormat.forPath("app.mermaid") == .mermaid)
        #expect(OutputFormat.forPath("SPEC.md") == .markdown)
        #expect(OutputFormat.forPath("SPEC.md", among: [.svg, .dot]) == nil)
        #expect(OutputFormat.forPath("app.txt") == nil)
        #expect(OutputFormat.forPath("app") == nil)
        #expect(OutputFormat.forPath("app.") == nil)
    }

    @Test("the text formats are UIFlowKit's writers' bytes, with the options' writer, findings and title")
    func textFormats() throws {
        let flow = Self.flow
        let writer = DOTWriter(direction: .topToBottom)
        let options = OutputOptions(writer: writer)
        #expect(try OutputFormat.dot.produce(flow, options: options).data == writer.writeData(flow))
        #expect(try OutputFormat.mermaid.produce(flow, options: options).data == Data(MermaidWriter(direction: .topToBottom).write(flow).utf8))
        #expect(try OutputFormat.json.produce(flow).data == JSONWriter().writeData(flow))
        #expect(try OutputFormat.markdown.produce(flow).data == Data(MarkdownWriter(title: "Shop").write(flow).utf8))

        let configuration = Configuration()
        let findings = Analyzer(configuration: configuration).analyze(flow)
        #expect(!findings.isEmpty)
        let linted = OutputOptions(lintConfiguration: configuration, title: "My app")
        #expect(try OutputFormat.json.produce(flow, options: linted).data == JSONWriter().writeData(flow, diagnostics: findings))
        #expect(
            try OutputFormat.markdown.produce(flow, options: linted).data
                == Data(MarkdownWriter(title: "My app").write(flow, findings: findings).utf8))
    }

    @Test("SVG, PNG and PDF are Graphviz's renders of the flow, with its warnings")
    func graphvizFormats() throws {
        let flow = Self.flow
        let writer = DOTWriter(direction: .bottomToTop)
        for format in [OutputFormat.svg, .png, .pdf] {
            let output = try format.produce(flow, options: OutputOptions(writer: writer, engine: .dot))
            let rendering = try GraphvizRenderer().render(flow, format: GraphvizFormat(format.name), engine: .dot, writer: writer)
            #expect(output.data == rendering.data, "\(format)")
            #expect(output.warnings == rendering.warnings, "\(format)")
        }
    }

    @Test("a flow beyond the options' limits fails as the renderer does")
    func limits() {
        let limits = GraphvizLimits(maximumNodes: 1)
        #expect(throws: GraphvizError.self) { try OutputFormat.svg.produce(Self.flow, options: OutputOptions(limits: limits)) }
        #expect(throws: Never.self) { try OutputFormat.dot.produce(Self.flow, options: OutputOptions(limits: limits)) }
    }
}
