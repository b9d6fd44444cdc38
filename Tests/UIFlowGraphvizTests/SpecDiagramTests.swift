import Foundation
import Testing
import UIFlowKit

@testable import UIFlowGraphviz

/// The diagrams a spec links, drawn by the library, as `uiflow spec` writes them.
@Suite("A spec's diagrams")
struct SpecDiagramTests {
    @Test("the overview, then each group, then each screen's neighborhood, each where the spec links it, drawn as SVG")
    func diagrams() throws {
        let flow = Flow(
            parsing: "[Home]\n@group Main\n--\nGo\n==> Cart\n\n[Cart]\n@group Shop\n--\nBack\n==back=>\n", file: "app.uiflow")
        let diagrams = SpecDiagram.all(of: flow, path: "docs/SPEC.svg", screenDiagrams: true)
        #expect(diagrams.map(\.path) == [
            "docs/SPEC.svg", "docs/SPEC-main.svg", "docs/SPEC-shop.svg", "docs/SPEC-screen-home.svg", "docs/SPEC-screen-cart.svg",
        ])
        let renderer = OutputOptions()
        for diagram in diagrams {
            let svg = String(decoding: try diagram.produce(options: renderer).data, as: UTF8.self)
            #expect(svg.contains("<svg"), "\(diagram.path)")
        }
        // The top one is the groups' overview: its nodes are the groups.
        let top = String(decoding: try diagrams[0].produce(options: renderer).data, as: UTF8.self)
        #expect(top.contains("<title>Main</title>") && !top.contains("<title>Home</title>"))
        #expect(SpecDiagram.all(of: flow, path: "SPEC.svg", screenDiagrams: false).count == 3)
    }
}
