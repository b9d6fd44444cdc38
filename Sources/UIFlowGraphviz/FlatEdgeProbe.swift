import Foundation
import UIFlowKit

/// Finds the edges Graphviz lays out within one rank, so that they are drawn without ports
/// (``DOTWriter/flatEdges``): Graphviz 2.42 corrupts its memory drawing a flat edge that leaves
/// from a port (a null pointer near `rank2`, or glibc's "corrupted double-linked list", now and
/// then, in a long-lived process), and which edges are flat is known only once the flow is ranked
/// when rank marks or `constraint=false` edges are in play (``DOTWriter/mayLayOutFlatEdges(_:)``).
///
/// The flow is laid out without any port, which leaves the ranks as they are (ranking reads the
/// edges, not where they leave), and each edge whose ends share a rank is one.
enum FlatEdgeProbe {
    /// The flat edges of `flow` as `writer` draws it, by the nodes they join.
    static func flatEdges(
        of flow: Flow, writer: DOTWriter, engine: LayoutEngine, renderer: GraphvizRenderer
    ) throws(GraphvizError) -> Set<DOTWriter.FlatEdge> {
        var probe = writer
        probe.drawsPorts = false
        // Where returns go changes rows' text, never ranks: not worth a navigation search here.
        probe.style.marksReturns = false
        probe.flatEdges = []
        probe.thumbnails = [:]
        let rendering = try renderer.render(dot: probe.write(flow), format: "json", engine: engine)
        let direction = (writer.style.graphAttributes["rankdir"] ?? writer.style.direction.rawValue).uppercased()
        return flatEdges(inJSON: rendering.data, ranksAlongX: direction == "LR" || direction == "RL")
    }

    /// The edges of Graphviz's `json` output whose tail and head are centred on one rank: the same
    /// x (ranks left to right) or y (top to bottom), to half a point, by their nodes' names (the
    /// edges' own numbering follows Graphviz's order, not the DOT's). Loops are no flat edges.
    static func flatEdges(inJSON data: Data, ranksAlongX: Bool) -> Set<DOTWriter.FlatEdge> {
        guard let root = try? JSONDecoder().decode(GraphvizJSON.self, from: data) else { return [] }
        var nodes: [Int: (name: String, rank: Double)] = [:]
        for object in root.objects {
            guard let id = object.id, let name = object.name, let position = object.pos else { continue }
            let parts = position.split(separator: ",")
            guard parts.count >= 2, let value = Double(parts[ranksAlongX ? 0 : 1]) else { continue }
            nodes[id] = (name, value)
        }
        var flat: Set<DOTWriter.FlatEdge> = []
        for edge in root.edges {
            guard let tail = edge.tail.flatMap({ nodes[$0] }), let head = edge.head.flatMap({ nodes[$0] }),
                tail.name != head.name, abs(tail.rank - head.rank) < 0.5
            else { continue }
            flat.insert(DOTWriter.FlatEdge(tail: tail.name, head: head.name))
        }
        return flat
    }
}
