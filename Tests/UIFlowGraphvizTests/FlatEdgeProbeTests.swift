import Foundation
import Testing
import UIFlowKit

@testable import UIFlowGraphviz

/// Flat edges are drawn from the box: Graphviz 2.42 corrupts its memory drawing one from a port.
@Suite("Flat edges found by a layout")
struct FlatEdgeProbeTests {
    static let json = Data(
        """
        {"objects": [{"_gvid": 0, "name": "cluster_x", "bb": "0,0,10,10"},
                     {"_gvid": 1, "name": "A", "pos": "27,18"}, {"_gvid": 2, "name": "B \\"2\\"", "pos": "27,90"},
                     {"_gvid": 3, "name": "C", "pos": "99,90.2"}],
         "edges": [{"_gvid": 0, "tail": 1, "head": 2}, {"_gvid": 1, "tail": 2, "head": 3}, {"_gvid": 2, "tail": 3, "head": 3},
                   {"_gvid": 3, "tail": 1, "head": 9}]}
        """.utf8)

    @Test("an edge is flat when its ends share the rank's coordinate: x left to right, y top to bottom; loops are not")
    func ranksOfTheDirection() {
        #expect(FlatEdgeProbe.flatEdges(inJSON: Self.json, ranksAlongX: true) == [DOTWriter.FlatEdge(tail: "A", head: "B \"2\"")])
        #expect(FlatEdgeProbe.flatEdges(inJSON: Self.json, ranksAlongX: false) == [DOTWriter.FlatEdge(tail: "B \"2\"", head: "C")])
        #expect(FlatEdgeProbe.flatEdges(inJSON: Data("not json".utf8), ranksAlongX: true).isEmpty)
    }

    @Test(
        "flat edges that rank marks in groups make, which no rule foresees, leave from the box; Graphviz then draws no edge from a port within a rank",
        arguments: [5, 6, 18, 19, 31, 35] as [UInt64])
    func rankMarks(seed: UInt64) throws {
        // Random flows of the renderer's tests whose DOT, laid out in a bare process, corrupted
        // Graphviz's heap (5, 19, 35: flat edges with labels, from ports) or warned `Arrow type
        // "action1" unknown` (6, 18, 31) before the flat edges were found.
        let flow = RendererTests.randomFlow(seed: seed, screens: 14)
        #expect(DOTWriter().mayLayOutFlatEdges(flow))
        let renderer = GraphvizRenderer(textSizes: .estimated)
        let flat = try FlatEdgeProbe.flatEdges(of: flow, writer: DOTWriter(), engine: .dot, renderer: renderer)
        #expect(!flat.isEmpty)
        var writer = DOTWriter()
        writer.flatEdges = flat
        let dot = writer.write(flow)
        let lines = dot.split(separator: "\n")
        for edge in flat {
            let ported = lines.filter { $0.hasPrefix("\t\"\(edge.tail)\":\"action") && $0.contains("\" -> \"\(edge.head)\"") }
            let boxed = lines.filter { $0.hasPrefix("\t\"\(edge.tail)\" -> \"\(edge.head)\"") }
            #expect(ported.isEmpty && !boxed.isEmpty, "\(edge): \(ported)")
        }
        #expect(!(try renderer.render(flow, format: .svg).warnings.contains { $0.text.contains("Arrow type") }))
    }

    @Test("a flow without rank marks or return edges needs no layout to know its edges join two ranks")
    func noRankMarks() {
        #expect(!DOTWriter().mayLayOutFlatEdges(Flow(parsing: "[Start]\n--\nGo\n==> End\n\n[End]\n", file: "app.uiflow")))
        #expect(DOTWriter().mayLayOutFlatEdges(Flow(parsing: "[Start#]\n--\nGo\n==> End\n\n[End]\n", file: "app.uiflow")))
    }
}
