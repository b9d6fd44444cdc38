import Foundation
import TestSupport
import Testing
import UIFlowGraphviz
import UIFlowKit

/// `DOTWriter(style: DiagramStyle(drawsReturns: true))` (`uiflow render --returns`) through Graphviz: the extra edges
/// must keep Graphviz's `edgeN` numbering and the outline in step, or every title after the first
/// return edge, and the preview's clickable diagram, would name the wrong transition.
@Suite("Return edges in the drawing")
struct ReturnEdgeTests {
    /// A tab bar, a stack, a modal with a stack of its own and a screen both pushed and presented;
    /// `NAME` is the name of the pushed screen.
    static func flow(naming name: String) -> Flow {
        let text = """
            [Main]
            @entry
            @tabs Home, Profile

            [Home]
            @navigation
            --
            Tap a product
            ==push=> \(name)
            Tap "Cart"
            ==present=> Cart

            [\(name)]
            --
            Back
            ==back=>
            Related
            ==push=> \(name)
            Close
            ==dismiss=>

            [Cart]
            @navigation
            --
            Close
            ==dismiss=>
            Tap an item
            ==push=> \(name)
            Help
            ==present=> Help

            [Help]
            --
            Done
            ==dismiss=> Home

            [Profile]
            --
            Home
            ==switch=> Home
            """
        return Flow(parsing: text, file: "returns.uiflow")
    }

    @Test("with return edges, Graphviz numbers every edge as the outline lists it")
    func numberingFollowsTheOutline() throws {
        let flow = Self.flow(naming: "Product")
        // Bottom to top: without a compass point on the rows' ports, Graphviz's own titles, before
        // uiflow corrects them, say which action each edge leaves from, so which edge each number is
        // (after the head, Graphviz writes the compass point of the title's port: `:s`).
        let writer = DOTWriter(style: DiagramStyle(direction: .bottomToTop, drawsReturns: true))
        let outline = writer.outline(of: flow)
        #expect(outline.edges.count { $0.isReturn } == 6)
        let raw = try SVGDocument(try GraphvizRenderer().render(dot: writer.write(flow), format: .svg).data)
        #expect(raw.edgeTitles.count == outline.edges.count)
        for (number, edge) in outline.edges.enumerated() {
            let title = raw.edgeTitles["edge\(number + 1)"].map { $0.hasSuffix(":s") ? String($0.dropLast(2)) : $0 }
            #expect(title == edge.title, "edge\(number + 1)")
        }
    }

    @Test("with return edges, the SVG's titles are right, entity-like names included, and return edges are dotted")
    func titlesStayRight() throws {
        let name = "Fish &amp; <chips>"
        let flow = Self.flow(naming: name)
        let writer = DOTWriter(style: DiagramStyle(drawsReturns: true))
        let outline = writer.outline(of: flow)
        let svg = try SVGStructure(try GraphvizRenderer().render(flow, format: .svg, writer: writer).data)
        let edges = Dictionary(svg.elements("edge").map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(edges.count == outline.edges.count)
        for (number, edge) in outline.edges.enumerated() {
            let drawn = try #require(edges["edge\(number + 1)"])
            #expect(drawn.title == edge.title)
            if edge.isReturn {
                #expect(drawn.attributes.contains { $0.hasPrefix("stroke-dasharray=") }, "\(edge.title) is dotted")
            }
        }
        #expect(edges.values.contains { $0.title == "\(name):action0->Home" })
        #expect(edges.values.contains { $0.title == "Help:action0->Cart" })
    }

    @Test("without return edges the drawing is as before: no edge for a back without a target")
    func offByDefault() throws {
        let flow = Self.flow(naming: "Product")
        let plain = try SVGStructure(try GraphvizRenderer().render(flow, format: .svg).data)
        let off = try SVGStructure(try GraphvizRenderer().render(flow, format: .svg, writer: DOTWriter(style: DiagramStyle(drawsReturns: false))).data)
        #expect(plain == off)
        #expect(plain.elements("edge").count == DOTWriter().outline(of: flow).edges.count)
        #expect(!DOTWriter().outline(of: flow).edges.contains { $0.isReturn })
    }
}
