import FlowGenerator
import Testing

@testable import UIFlowKit

/// The compact graph the rules walk: on a large flow it is built in chunks of screens
/// concurrently, and must be the same as the flow, transition by transition, in order.
@Suite("Flow graph")
struct FlowGraphTests {
    @Test("a graph built in concurrent chunks has every screen's transitions, in order")
    func chunkedGraphMatchesTheFlow() {
        // 20,000 screens: three chunks, walked concurrently.
        let files = FlowGenerator(.init(screens: 20_000, files: 3)).files()
        let flow = Flow(sources: files.map { SourceFile(path: $0.name, text: $0.text) })
        let graph = FlowGraph(flow: flow, configuredEntryPoints: [flow.screens[12_345].name])
        #expect(graph.edgeStart.count == flow.screens.count + 1)
        #expect(graph.tabs.count == flow.screens.count)
        var entryPoints: [Int] = []
        for (index, screen) in flow.screens.enumerated() {
            let transitions = screen.actions.flatMap(\.transitions)
            let edges = graph.edges(of: index)
            #expect(edges.count == transitions.count)
            for (edge, transition) in zip(edges, transitions) where edge.source != index || edge.kind != transition.kind
                || graph.transition(edge) != transition
            {
                Issue.record("screen \(index): edge \(edge) is not \(transition.kind) to \(transition.target ?? "-")")
            }
            #expect(Int(graph.requiredParameters[index]) == screen.parameters.count { $0.isRequired })
            if screen.isEntry || !screen.routes.isEmpty { entryPoints.append(index) }
        }
        #expect(graph.entryPoints == entryPoints + [12_345])
        #expect(graph.routedScreens == flow.screens.indices.filter { !flow.screens[$0].routes.isEmpty })
    }
}
