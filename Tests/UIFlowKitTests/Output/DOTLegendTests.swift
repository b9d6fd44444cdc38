import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

@Suite("DOT legend and edge colours")
struct DOTLegendTests {
    static func writer(legend: Bool, colors: EdgeColors) -> DOTWriter {
        var writer = DOTWriter()
        writer.style.drawsLegend = legend
        writer.style.edgeColors = colors
        return writer
    }

    @Test("the legend lists the kinds drawn, each in its colour and line (golden)")
    func legendGolden() throws {
        Golden.check(Self.writer(legend: true, colors: .kind).write(try Fixtures.flow("features.uiflow")), "features-legend.dot")
    }

    @Test("--color-by group colours edges by their source screen's group, and the legend lists the groups (golden)")
    func groupColorsGolden() throws {
        Golden.check(Self.writer(legend: true, colors: .group).write(try Fixtures.flow("features.uiflow")), "features-color-group.dot")
    }

    @Test("--color-by none draws every edge grey, each kind keeping its line")
    func noColors() throws {
        let dot = Self.writer(legend: false, colors: .none).write(try Fixtures.flow("features.uiflow"))
        #expect(dot.contains(##""Launch":"action0":e -> "Home":"title":w [color="#555555:invis:#555555"]"##))
        #expect(dot.contains(##""Home":"action1":e -> "Cart":"title":w [color="#555555", style="dashed", penwidth="2.4"]"##))
        for kind in ["#7b3fb5", "#d3541a", "#b0233c", "#0b8a7e", "#1c6bb0"] { #expect(!dot.contains(kind)) }
    }

    @Test("the legend lists only the kinds drawn: a back without a target is not drawn")
    func onlyDrawnKinds() {
        let flow = Flow(parsing: "[A]\n--\nGo\n==push=> B\nBack\n==back=>\n\n[B]\n", file: "t.uiflow")
        let dot = Self.writer(legend: true, colors: .kind).write(flow)
        #expect(dot.contains("push  ==push=&gt;"))
        #expect(!dot.contains("back  ==back"))
        #expect(!dot.contains("show  ==&gt;"))
    }

    @Test("without edges, no legend; off by default")
    func noLegend() {
        let flow = Flow(parsing: "[A]\n", file: "t.uiflow")
        #expect(!Self.writer(legend: true, colors: .kind).write(flow).contains("legend"))
        let edges = Flow(parsing: "[A]\n--\nGo\n==> A\n", file: "t.uiflow")
        #expect(!DOTWriter().write(edges).contains("legend"))
    }

    @Test("the legend's node is named apart from every screen, and comes after the flow's own nodes and edges")
    func legendName() {
        let flow = Flow(parsing: "[uiflow legend]\n--\nGo\n==> uiflow legend 2\n\n[uiflow legend 2]\n", file: "t.uiflow")
        let dot = Self.writer(legend: true, colors: .kind).write(flow)
        #expect(dot.contains("\t\"uiflow legend 3\" [label=<"))
        let legend = dot.range(of: "\"uiflow legend 3\"")?.lowerBound
        let edge = dot.range(of: " -> ")?.lowerBound
        #expect((legend ?? dot.startIndex) > (edge ?? dot.endIndex))
    }

    @Test("group colours are the same for the same flow, and follow the order the groups first appear")
    func groupColorsDeterministic() {
        let text = "[A]\n@group One\n--\nGo\n==> B\n\n[B]\n@group Two\n--\nGo\n==> C\n\n[C]\n--\nGo\n==> A\n"
        let dot = Self.writer(legend: false, colors: .group).write(Flow(parsing: text, file: "t.uiflow"))
        #expect(dot.contains(##""A":"action0":e -> "B":"title":w [color="#1f77b4"]"##))
        #expect(dot.contains(##""B":"action0":e -> "C":"title":w [color="#d62728"]"##))
        #expect(dot.contains(##""C":"action0":e -> "A":"title":w [color="#555555"]"##))
        #expect(dot == Self.writer(legend: false, colors: .group).write(Flow(parsing: text, file: "t.uiflow")))
    }

    @Test("an edge colour of the user's (-E color=…) colours every edge: no edge sets its own")
    func userColorWins() throws {
        let writer = DOTWriter(style: DiagramStyle(edgeAttributes: ["color": "#123456"]))
        let dot = writer.write(try Fixtures.flow("features.uiflow"))
        #expect(dot.contains(##"edge [fontsize="9", fontname="Helvetica,Arial,sans-serif", color="#123456"];"##))
        #expect(dot.contains(#""Home":"action1":e -> "Cart":"title":w [style="dashed", penwidth="2.4"];"#))
        #expect(dot.contains("\t\"Launch\":\"action0\":e -> \"Home\":\"title\":w;\n"))
        #expect(!dot.split(separator: "\n").contains { $0.contains(" -> ") && $0.contains("color=") })
    }
}
