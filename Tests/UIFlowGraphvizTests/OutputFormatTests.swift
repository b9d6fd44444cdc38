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

    @Test("only SVG, PNG and PDF are drawings, the rest UIFlowKit's text formats, and only PNG and PDF are binary")
    func graphvizAndBinary() {
        #expect(OutputFormat.all.filter(\.isDrawing) == [.svg, .png, .pdf])
        #expect(OutputFormat.all.compactMap(\.drawing) == ["svg", "png", "pdf"])
        #expect(OutputFormat.all.filter { !$0.isDrawing } == OutputFormat.text)
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

    @Test("produce gives UIFlowKit's bytes for the text formats, with no Graphviz warnings")
    func textFormats() throws {
        let options = OutputOptions(style: DiagramStyle(direction: .topToBottom), title: "My app")
        for format in OutputFormat.text {
            let output = try OutputFormat.named(format.name)?.produce(Self.flow, options: options)
            #expect(output?.data == format.write(Self.flow, options: options), "\(format)")
            #expect(output?.warnings == [], "\(format)")
        }
    }

    @Test("SVG, PNG and PDF are Graphviz's renders of the flow, with its warnings")
    func graphvizFormats() throws {
        let flow = Self.flow
        let style = DiagramStyle(direction: .bottomToTop)
        let writer = DOTWriter(style: style)
        for format in [OutputFormat.svg, .png, .pdf] {
            #expect(format.write(flow) == nil, "\(format)")
            let output = try format.produce(flow, options: OutputOptions(style: style), drawing: DrawingOptions(engine: .dot))
            let rendering = try GraphvizRenderer().render(flow, format: GraphvizFormat(format.name), engine: .dot, writer: writer)
            #expect(output.data == rendering.data, "\(format)")
            #expect(output.warnings == rendering.warnings, "\(format)")
        }
    }

    @Test("a flow beyond the options' limits fails as the renderer does")
    func limits() {
        let limits = GraphvizLimits(maximumNodes: 1)
        #expect(throws: GraphvizError.self) { try OutputFormat.svg.produce(Self.flow, drawing: DrawingOptions(limits: limits)) }
        #expect(throws: Never.self) { try OutputFormat.dot.produce(Self.flow, drawing: DrawingOptions(limits: limits)) }
    }
}
