extension DOTWriter {
    /// Two nodes an edge joins, by name.
    public struct FlatEdge: Sendable, Hashable {
        /// The node it leaves.
        public var tail: String
        /// The node it reaches.
        public var head: String

        /// Creates a pair.
        public init(tail: String, head: String) {
            self.tail = tail
            self.head = head
        }
    }

    /// Whether ``flatEdges`` has the edge from `tail` to `head`.
    func isKnownFlat(_ tail: String, _ head: String) -> Bool {
        !flatEdges.isEmpty && flatEdges.contains(FlatEdge(tail: tail, head: head))
    }

    /// Whether Graphviz may lay out an edge of `flow` within one rank that ``isFlat(from:to:_:)``
    /// does not foresee: when a screen has a rank mark (`[Home#]`, which `rank=source` and
    /// `rank=same` place whatever the edges say), return edges are drawn (`constraint=false`), or
    /// the old ranking is asked for (`newrank` off), which ranks each group apart. Otherwise every
    /// edge joins two ranks, and no layout is needed to know it.
    public func mayLayOutFlatEdges(_ flow: Flow) -> Bool {
        if let newrank = style.graphAttributes["newrank"], ["false", "no", "0", ""].contains(newrank.lowercased()) { return true }
        return flow.screens.contains { $0.rank > 0 } || (style.drawsReturns && !returnEdges(of: flow).isEmpty)
    }
}
