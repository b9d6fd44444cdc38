import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a Graphviz SVG shows, without where it shows it: its clusters, nodes and edges in drawing
/// order, each with its title, its text and the drawing attributes uiflow sets (fill and stroke
/// colours, stroke widths and dashes, fonts).
///
/// Geometry is left out on purpose: coordinates and sizes follow the widths of the text as the
/// machine's fonts measure it, and they change from one Graphviz build to the next. Two renders of
/// one flow on machines with different fonts or Graphviz builds have the same structure, and a
/// change to the flow or to the writer's look changes it. So a committed diagram is compared with a
/// fresh render by structure, never byte for byte.
public struct SVGStructure: Equatable, CustomStringConvertible {
    /// A cluster, node or edge: its kind, its `<title>`, its texts and its drawing attributes.
    public struct Element: Equatable, CustomStringConvertible {
        public var kind: String
        /// Graphviz's id of the group: `node3`, `edge7`, `clust2`.
        public var id: String
        public var title: String
        public var texts: [String]
        /// `name=value` for every drawing attribute of the element's shapes and texts, normalised
        /// (`none` for `transparent`, numbers without trailing zeros), each once, sorted.
        public var attributes: [String]

        var withoutID: Element {
            var copy = self
            copy.id = ""
            return copy
        }

        public var description: String {
            "\(kind) \(title.debugDescription) texts=\(texts) attributes=\(attributes)"
        }
    }

    /// Every cluster, node and edge, in document order.
    public var elements: [Element]

    /// Two structures are the same when their elements are, ids aside: Graphviz numbers clusters
    /// with the rank subgraphs among them, differently from one build to the next.
    public static func == (lhs: SVGStructure, rhs: SVGStructure) -> Bool {
        lhs.elements.map(\.withoutID) == rhs.elements.map(\.withoutID)
    }

    /// One line per element.
    public var description: String { elements.map(\.description).joined(separator: "\n") }

    /// The elements of `kind` (`cluster`, `node` or `edge`).
    public func elements(_ kind: String) -> [Element] { elements.filter { $0.kind == kind } }

    public struct Malformed: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads an SVG with a real XML parser; it must be well-formed.
    public init(_ data: Data) throws {
        let collector = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        // The DOCTYPE names an external DTD; it is not fetched.
        parser.shouldResolveExternalEntities = false
        guard parser.parse() else {
            throw Malformed(description: "not well-formed XML: \(String(describing: parser.parserError))")
        }
        elements = collector.elements
    }

    /// The attributes that say how something is drawn, as opposed to where.
    static let drawingAttributes: Set<String> = [
        "fill", "stroke", "stroke-width", "stroke-dasharray", "font-family", "font-size", "font-weight",
        "font-style", "text-decoration", "fill-opacity", "stroke-opacity",
    ]

    static func normalised(_ name: String, _ value: String) -> String {
        if value == "transparent" { return "none" }
        if name == "stroke-width" || name == "font-size", let number = Double(value) {
            return number == number.rounded() ? String(Int(number)) : String(number)
        }
        if name == "stroke-dasharray" {
            // Dashes are drawn; their lengths are a Graphviz build's choice.
            return "dashed"
        }
        return value
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        /// For each open `<g>`, the index of its element, when it is a cluster, node or edge.
        private var groups: [Int?] = []
        private var title: String?
        private var text: String?
        private var attributes: [Int: Set<String>] = [:]

        private var current: Int? { groups.last { $0 != nil } ?? nil }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes attributeDict: [String: String] = [:]
        ) {
            switch element {
            case "g":
                let kind = attributeDict["class"]
                if kind == "cluster" || kind == "node" || kind == "edge", let kind {
                    elements.append(Element(kind: kind, id: attributeDict["id"] ?? "", title: "", texts: [], attributes: []))
                    groups.append(elements.count - 1)
                } else {
                    groups.append(nil)
                }
            case "title":
                title = ""
            case "text":
                text = ""
                record(attributeDict)
            default:
                record(attributeDict)
            }
        }

        private func record(_ attributeDict: [String: String]) {
            guard let index = current else { return }
            for (name, value) in attributeDict where SVGStructure.drawingAttributes.contains(name) {
                attributes[index, default: []].insert("\(name)=\(SVGStructure.normalised(name, value))")
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if title != nil { title? += string }
            if text != nil { text? += string }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            switch element {
            case "g":
                if let index = groups.popLast() ?? nil {
                    elements[index].attributes = (attributes[index] ?? []).sorted()
                }
            case "title":
                if let index = groups.last ?? nil { elements[index].title = title ?? "" }
                title = nil
            case "text":
                if let index = current { elements[index].texts.append(text ?? "") }
                text = nil
            default:
                break
            }
        }
    }
}
