import Foundation
import Testing
import UIFlowKit

@Suite("The text formats, written by UIFlowKit alone")
struct TextFormatTests {
    static let flow = Flow(
        parsing: "[Home]\n@group Shop\n--\nTap\n==push=> Detail(id: 1)\n\n[Detail(id: Int)]\n--\nBack\n==> Nowhere\n",
        file: "shop.uiflow")

    @Test("the table: DOT, the Markdown spec, Mermaid and JSON, by name and by path")
    func table() {
        #expect(OutputFormat.text.map(\.name) == ["dot", "markdown", "mermaid", "json"])
        #expect(OutputFormat.text.allSatisfy { !$0.isDrawing && !$0.isBinary && $0.drawing == nil })
        #expect(OutputFormat.text.filter(\.isDiagram) == [.dot, .mermaid])
        #expect(OutputFormat.named("mermaid", among: OutputFormat.text) == .mermaid)
        #expect(OutputFormat.named("svg", among: OutputFormat.text) == nil)
        #expect(OutputFormat.forPath("app.GV", among: OutputFormat.text) == .dot)
        #expect(OutputFormat.forPath("app.svg", among: OutputFormat.text) == nil)
    }

    @Test("each is its writer's bytes, with the style, the findings and the title")
    func writers() {
        let flow = Self.flow
        var style = DiagramStyle(direction: .topToBottom)
        style.drawsLegend = true
        let options = OutputOptions(style: style)
        #expect(OutputFormat.dot.write(flow, options: options) == DOTWriter(style: style).writeData(flow))
        #expect(OutputFormat.mermaid.write(flow, options: options) == Data(MermaidWriter(direction: .topToBottom).write(flow).utf8))
        #expect(OutputFormat.json.write(flow) == JSONWriter().writeData(flow))
        #expect(OutputFormat.markdown.write(flow) == Data(MarkdownWriter(title: "Shop").write(flow).utf8))

        let configuration = Configuration()
        let findings = Analyzer(configuration: configuration).analyze(flow)
        #expect(!findings.isEmpty)
        let linted = OutputOptions(lintConfiguration: configuration, title: "My app")
        #expect(OutputFormat.json.write(flow, options: linted) == JSONWriter().writeData(flow, diagnostics: findings))
        #expect(OutputFormat.markdown.write(flow, options: linted) == Data(MarkdownWriter(title: "My app").write(flow, findings: findings).utf8))
    }

    @Test("a drawing is not written here: its bytes are the renderer's")
    func drawing() {
        let drawing = OutputFormat(
            drawing: "svg", name: "svg", fileExtensions: ["svg"], mediaType: "image/svg+xml", isBinary: false,
            displayName: "SVG", summary: "The diagram as SVG")
        #expect(drawing.isDrawing && drawing.isDiagram && drawing.drawing == "svg")
        #expect(drawing.write(Self.flow) == nil)
        #expect(drawing.write(FlowOverview(Self.flow)) == nil)
    }

    @Test("a part draws its stubs and frames its focus in DOT and Mermaid, as the style selecting it says")
    func selection() throws {
        let part = try FlowSelection(.neighborhood(of: "Home", depth: 0), in: Self.flow)
        let style = DiagramStyle().selecting(part)
        #expect(style.firstStub == part.firstStub && style.highlighted == part.focus)
        #expect(OutputFormat.dot.write(part) == DOTWriter(style: style).writeData(part.flow))
        #expect(OutputFormat.mermaid.write(part) == Data(MermaidWriter(style: style).write(part.flow).utf8))
        #expect(String(decoding: OutputFormat.dot.write(part) ?? Data(), as: UTF8.self).contains(##"color="#1a73e8", penwidth="3""##))
    }

    @Test("the overview is Mermaid for Mermaid and DOT for the other text formats")
    func overview() {
        let overview = FlowOverview(Self.flow)
        let style = DiagramStyle(direction: .bottomToTop)
        #expect(OutputFormat.mermaid.write(overview, options: OutputOptions(style: style)) == Data(MermaidWriter(style: style).write(overview).utf8))
        for format in [OutputFormat.dot, .json, .markdown] {
            #expect(format.write(overview, options: OutputOptions(style: style)) == Data(DOTWriter(style: style).write(overview).utf8), "\(format)")
        }
    }
}
