import Foundation

/// A rendered graph and what Graphviz said on the way.
public struct Rendering: Sendable, Hashable {
    /// The output: the bytes of the SVG, PNG, PDF… file.
    public var data: Data
    /// The format it is in.
    public var format: GraphvizFormat
    /// The engine that laid it out.
    public var engine: LayoutEngine
    /// What Graphviz warned about; the output was produced all the same. Graphviz 2.43, for one,
    /// warns `Arrow type "action0" unknown - ignoring` about an edge between two neighbouring screens
    /// of the same rank (a bug of its own: the edge is drawn right). With
    /// ``GraphvizRenderer/capturesStandardError``, the lines written to standard error during the
    /// render follow, as warnings.
    public var warnings: [GraphvizMessage]
    /// The settings a flow was drawn again with, because Graphviz failed without them (see
    /// ``GraphvizRenderer/render(_:format:engine:writer:)``); empty when the first attempt worked.
    public var fallbacks: [Fallback] = []
    /// The graph attributes the flow was laid out with instead of the writer's, because its first
    /// layout was hard to read and this one reads better (an edge through a screen's box, a label
    /// on a box or on another label; see ``GraphvizRenderer/render(_:format:engine:writer:thumbnails:)``),
    /// such as `["newrank": "false"]`; empty when the first layout was drawn.
    public var relaidOutWith: [String: String] = [:]

    /// A graph attribute a flow was drawn again with, and why.
    public struct Fallback: Sendable, Hashable {
        /// The attribute's name, such as `splines`.
        public var attribute: String
        /// Its value, such as `line`.
        public var value: String
        /// What Graphviz said when it failed without it.
        public var reason: [GraphvizMessage]

        /// Creates a fallback.
        public init(attribute: String, value: String, reason: [GraphvizMessage]) {
            self.attribute = attribute
            self.value = value
            self.reason = reason
        }
    }

    /// Creates a rendering.
    public init(data: Data, format: GraphvizFormat, engine: LayoutEngine, warnings: [GraphvizMessage] = []) {
        self.data = data
        self.format = format
        self.engine = engine
        self.warnings = warnings
    }
}
