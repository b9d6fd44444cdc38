import Foundation
import Testing
import UIFlowGraphviz
import UIFlowKit

@Suite("A part of a flow and the overview, in every diagram format")
struct OutputFormatSelectionTests {
    static let flow = Flow(
        parsing: "[A]\n@group Fish &amp; chips\n--\nGo\n==> B\n\n[B]\n@group %Tea\n--\nBack\n==> A\n\n[C]\n--\nOn\n==> B\n")

    @Test("the overview's SVG titles are the groups' exact names and From->To for links")
    func overviewTitles() throws {
        let svg = String(decoding: try OutputFormat.svg.produce(FlowOverview(Self.flow)).data, as: UTF8.self)
        #expect(svg.contains("<title>Fish &amp;amp; chips</title>"), "\(svg)")
        #expect(svg.contains("<title>%Tea</title>"))
        #expect(svg.contains("<title>Fish &amp;amp; chips-&gt;%Tea</title>"))
        #expect(svg.contains("<title>(no group)-&gt;%Tea</title>"))
    }

    @Test("a part draws its stubs in SVG, PNG, PDF, DOT and Mermaid; JSON and Markdown are not diagrams")
    func partInEveryFormat() throws {
        let part = try FlowSelection(.group("%Tea"), in: Self.flow)
        for format in OutputFormat.all where format.isDiagram {
            let data = try format.produce(part).data
            #expect(!data.isEmpty, "\(format)")
            #expect(try format.produce(FlowOverview(Self.flow)).data.isEmpty == false, "\(format)")
        }
        let svg = String(decoding: try OutputFormat.svg.produce(part).data, as: UTF8.self)
        #expect(svg.contains("<title>A</title>") && svg.contains("(Fish &amp;amp; chips)"))
        #expect(String(decoding: try OutputFormat.dot.produce(part).data, as: UTF8.self).contains(#"STYLE="rounded,dashed""#))
        #expect(OutputFormat.all.filter(\.isDiagram).map(\.name) == ["svg", "png", "pdf", "dot", "mermaid"])
    }
}
