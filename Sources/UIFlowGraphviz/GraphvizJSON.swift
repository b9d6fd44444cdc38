import Foundation

/// The parts of Graphviz's `json` output that ``LaidOutGraph`` and ``FlatEdgeProbe`` read: the
/// nodes' names, places and sizes, the edges' ends, paths and label drawing. Everything else, above all the operations that draw
/// each node's table (most of the text), is passed over by the decoder without being built, which
/// reading the whole document into dictionaries did (docs/performance.md, "Layout quality"). A value
/// of another type than Graphviz writes reads as missing, as before: one odd object never fails
/// the whole document.
struct GraphvizJSON: Decodable, Sendable {
    var objects: [Object] = []
    var edges: [EdgeObject] = []
    /// The graph's `rankdir`, when set.
    var rankdir: String?

    private enum CodingKeys: String, CodingKey {
        case objects, edges, rankdir
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rankdir = container.lenient(String.self, .rankdir)
        objects = container.lenient([Object].self, .objects) ?? []
        edges = container.lenient([EdgeObject].self, .edges) ?? []
    }

    /// A node or a cluster: only nodes have a `pos`.
    struct Object: Decodable, Sendable {
        var id: Int?
        var name: String?
        var pos: String?
        var width: String?
        var height: String?

        private enum CodingKeys: String, CodingKey {
            case id = "_gvid", name, pos, width, height
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = container.lenient(Int.self, .id)
            name = container.lenient(String.self, .name)
            pos = container.lenient(String.self, .pos)
            width = container.lenient(String.self, .width)
            height = container.lenient(String.self, .height)
        }
    }

    struct EdgeObject: Decodable, Sendable {
        var tail: Int?
        var head: Int?
        var pos: String?
        /// The port it leaves from (`action0:e`), when it names one.
        var tailport: String?
        /// The operations that draw its label (`_ldraw_`).
        var label: [Operation] = []

        private enum CodingKeys: String, CodingKey {
            case tail, head, pos, tailport, label = "_ldraw_"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            tail = container.lenient(Int.self, .tail)
            head = container.lenient(Int.self, .head)
            pos = container.lenient(String.self, .pos)
            tailport = container.lenient(String.self, .tailport)
            label = container.lenient([Operation].self, .label) ?? []
        }
    }

    /// One drawing operation: `F` sets the font size, `T` draws a line of text.
    struct Operation: Decodable, Sendable {
        var op: String?
        var size: Double?
        var pt: [Double]?
        var width: Double?
        var align: String?

        private enum CodingKeys: String, CodingKey {
            case op, size, pt, width, align
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            op = container.lenient(String.self, .op)
            size = container.lenient(Double.self, .size)
            pt = container.lenient([Double].self, .pt)
            width = container.lenient(Double.self, .width)
            align = container.lenient(String.self, .align)
        }
    }
}

extension KeyedDecodingContainer {
    /// The value for `key`, or nil when it is missing or of another type.
    fileprivate func lenient<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }
}
