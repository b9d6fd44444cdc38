/// What a ``DOTWriter`` document draws, in the order Graphviz numbers it: the nodes (`node1`…),
/// the edges (`edge1`…: the transitions, then the return edges of ``DiagramStyle/drawsReturns``) and
/// the clusters (`clust1`…, groups only), each with what it stands for.
///
/// Graphviz numbers nodes and edges in the order the DOT creates them and writes each one's
/// `<title>` from its IDs; ``DOTWriter/outline(of:)`` says which screen, transition or group each
/// number is, so that whoever reads the output (the SVG title correction, the preview's clickable
/// diagram) follows the writer instead of repeating its rules.
public struct DOTOutline: Sendable, Hashable {
    /// A node: a screen, or a target that has no block.
    public struct Node: Sendable, Hashable {
        /// The name drawn, exactly.
        public var name: String
        /// The screen's position in ``Flow/screens``; `nil` for a target without a block.
        public var screen: Int?

        /// Creates a node.
        public init(name: String, screen: Int?) {
            self.name = name
            self.screen = screen
        }
    }

    /// An edge: one transition that has a target, or (with ``DiagramStyle/drawsReturns``) a `back` or
    /// `dismiss` transition drawn to a screen it returns to.
    public struct Edge: Sendable, Hashable {
        /// Its title: `Tail:action0->Head`, the tail's name, the action's port and the target's name,
        /// as Graphviz writes the title of an edge that leaves from a port. (An edge between two
        /// screens of one rank set leaves from the box, and Graphviz would leave the port out of
        /// its title; it is kept, so that the title always says which action the edge is.)
        public var title: String
        /// Where the transition is: `flow.screens[screen].actions[action].transitions[transition]`.
        public var screen: Int
        public var action: Int
        public var transition: Int
        /// Whether it is drawn by ``DiagramStyle/drawsReturns`` to a screen the transition returns to
        /// (which ends its title), rather than to the transition's own target.
        public var isReturn: Bool

        /// Creates an edge.
        public init(title: String, screen: Int, action: Int, transition: Int, isReturn: Bool = false) {
            self.title = title
            self.screen = screen
            self.action = action
            self.transition = transition
            self.isReturn = isReturn
        }
    }

    /// The nodes, `node1` first.
    public var nodes: [Node] = []
    /// The edges, `edge1` first.
    public var edges: [Edge] = []
    /// The groups drawn as clusters, in the order they are drawn.
    public var clusters: [String] = []

    /// Creates an empty outline.
    public init() {}
}
