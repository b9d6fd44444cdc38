import Foundation
import UIFlowKit

/// Corrects what Graphviz's SVG writer gets wrong about a flow's names.
///
/// Text on the diagram is right: Graphviz escapes every `&` of a label. But the `<title>` of a node
/// or edge (what a browser shows as its tooltip) is written from the graph's IDs with an escaper
/// that leaves entity-like text alone, so a screen named `Fish &amp; chips` gets the title
/// `Fish &amp; chips`, which reads `Fish & chips`; and a name starting with `%` carries the space
/// the DOT writer put before it. Graphviz numbers node and edge groups (`<g id="node3">`) in the
/// order the DOT created them, and ``DOTWriter/outline(of:)`` says which screen, target,
/// transition and group each is, so each title can be rewritten from the exact name.
///
/// Clusters are anonymous subgraphs (see ``DOTWriter``), whose titles Graphviz writes as internal
/// names such as `%65`, which change from one render to the next; each becomes its group's name.
///
/// It also replaces the control characters XML 1.0 forbids (and U+FFFE, U+FFFF), which Graphviz
/// copies from IDs into titles and comments, so that the document always parses.
struct SVGTitles {
    /// The exact title of each node, `node1` first.
    var nodes: [String]
    /// The exact title of each edge, `edge1` first: `Tail:action0->Head`, as Graphviz writes it.
    var edges: [String]
    /// The title of each cluster, in the order they are drawn: the group names in flow order.
    var clusters: [String]

    init(outline: DOTOutline) {
        nodes = outline.nodes.map(\.name)
        edges = outline.edges.map(\.title)
        clusters = outline.clusters
    }

    /// The SVG with its node and edge titles rewritten from the exact names.
    func correct(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 16)
        var position = 0
        var clusterCount = 0
        while let group = Self.find(Self.groupPrefix, in: bytes, from: position) {
            let idStart = group + Self.groupPrefix.count
            guard let (kind, number, afterID) = Self.groupID(bytes, at: idStart),
                let title = self.title(kind: kind, number: kind == .cluster ? clusterCount + 1 : number),
                let open = Self.find(Self.titleOpen, in: bytes, from: afterID),
                let close = Self.find(Self.titleClose, in: bytes, from: open)
            else {
                output += bytes[position..<idStart]
                position = idStart
                continue
            }
            if kind == .cluster { clusterCount += 1 }
            let contentStart = open + Self.titleOpen.count
            output += bytes[position..<contentStart]
            output += Self.escaped(title)
            position = close
        }
        output += bytes[position...]
        Self.replaceForbiddenCharacters(&output)
        return Data(output)
    }

    private func title(kind: Kind, number: Int) -> String? {
        let list =
            switch kind {
            case .node: nodes
            case .edge: edges
            case .cluster: clusters
            }
        return list.indices.contains(number - 1) ? list[number - 1] : nil
    }

    private enum Kind { case node, edge, cluster }

    private static let groupPrefix = Array("<g id=\"".utf8)
    private static let titleOpen = Array("<title>".utf8)
    private static let titleClose = Array("</title>".utf8)
    private static let nodeClass = Array("\" class=\"node\">".utf8)
    private static let edgeClass = Array("\" class=\"edge\">".utf8)
    private static let clusterClass = Array("\" class=\"cluster\">".utf8)

    /// Reads `node12" class="node">`, `edge3" class="edge">` or `clust2" class="cluster">` at `index`.
    private static func groupID(_ bytes: [UInt8], at index: Int) -> (Kind, Int, Int)? {
        let kinds: [(Kind, [UInt8], [UInt8])] = [
            (.node, Array("node".utf8), nodeClass), (.edge, Array("edge".utf8), edgeClass),
            (.cluster, Array("clust".utf8), clusterClass),
        ]
        for (kind, name, suffix) in kinds where hasPrefix(name, in: bytes, at: index) {
            var cursor = index + name.count
            var number = 0
            let digitsStart = cursor
            while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9"),
                cursor - digitsStart < 9
            {
                number = number * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                cursor += 1
            }
            guard cursor > digitsStart, hasPrefix(suffix, in: bytes, at: cursor) else { return nil }
            return (kind, number, cursor + suffix.count)
        }
        return nil
    }

    private static func hasPrefix(_ prefix: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        return bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, hasPrefix(needle, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Text as XML character data.
    static func escaped(_ text: String) -> [UInt8] {
        Array(Escapes.xml.escaping(text).utf8)
    }

    /// Replaces the characters XML 1.0 forbids: C0 controls other than tab, line feed and carriage
    /// return become spaces, U+FFFE and U+FFFF become U+FFFD.
    static func replaceForbiddenCharacters(_ bytes: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                bytes[index] = 0x20
            } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF,
                bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
            {
                bytes[index + 2] = 0xBD
                index += 2
            }
            index += 1
        }
    }

    /// The titles of an overview's SVG (`DOTWriter.write(_:)` of a `FlowOverview`): each group's exact
    /// name, and `From->To` for each link, in the order the DOT writes them.
    init(overview: FlowOverview) {
        nodes = overview.groups.map(\.name)
        edges = overview.links.map { overview.groups[$0.from].name + "->" + overview.groups[$0.to].name }
        clusters = []
    }
}
