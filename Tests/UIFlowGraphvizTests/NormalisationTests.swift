import Foundation
import TestSupport
import Testing
import UIFlowGraphviz
import UIFlowKit

/// Names that differ only in Unicode normalisation (`Café` precomposed, and `Cafe` with a combining
/// accent) are two screens, two targets and two groups everywhere: the flow, the DOT, the SVG's
/// titles and the Mermaid chart look names up by the same byte-exact key.
@Suite("Names that differ only in Unicode normalisation")
struct NormalisationTests {
    static let composed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"

    @Test("two groups so named are two clusters, each with its own title")
    func clusters() throws {
        let text = """
            [A]
            @group \(Self.composed)
            --
            Go
            ==> B

            [B]
            @group \(Self.decomposed)
            """
        let flow = Flow(parsing: text)
        let svg = try SVGStructure(try GraphvizRenderer().render(flow, format: .svg).data)
        let titles = svg.elements("cluster").map(\.title)
        #expect(titles.map { Array($0.utf8) } == [Array(Self.composed.utf8), Array(Self.decomposed.utf8)])
        #expect(!titles.contains { $0.hasPrefix("%") })
    }

    @Test("two undefined targets so named are two nodes, and each edge goes to its own")
    func undefinedTargets() throws {
        let text = "[A]\n--\nOne\n==> \(Self.composed)\nTwo\n==> \(Self.decomposed)\n"
        let flow = Flow(parsing: text)
        #expect(flow.undefinedTargets.count == 2)
        let svg = try SVGStructure(try GraphvizRenderer().render(flow, format: .svg).data)
        #expect(svg.elements("node").map { Array($0.title.utf8) } == [Array("A".utf8), Array(Self.composed.utf8), Array(Self.decomposed.utf8)])
        #expect(
            svg.elements("edge").map { Array($0.title.utf8) }
                == [Array("A:action0->\(Self.composed)".utf8), Array("A:action1->\(Self.decomposed)".utf8)])
        let mermaid = MermaidWriter().write(flow)
        #expect(mermaid.contains("s0 --> u0\n"))
        #expect(mermaid.contains("s0 --> u1\n"))
    }
}
