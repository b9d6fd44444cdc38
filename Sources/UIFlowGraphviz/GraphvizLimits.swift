/// How large a graph ``GraphvizRenderer`` hands to Graphviz; a larger one fails with a
/// ``GraphvizError`` of stage ``GraphvizError/Stage/limits`` before Graphviz lays anything out.
///
/// Graphviz 2.4x crashes the whole process on some large inputs, and takes minutes and gigabytes on
/// others. Measured on Graphviz 2.43 (the figures are in docs/rendering.md):
///
/// - a graph of more than 32,767 ranks crashes `dot` (its rank numbers are 16-bit): a chain of
///   32,800 screens, or of 16,500 with labelled transitions (labels double the ranks);
/// - a report of 1,024 bytes or more crashes Graphviz's error reporting (a warning that quotes a
///   long name or value); ``GraphvizRenderer`` grows that buffer to 1 MiB first, which makes any
///   text within ``maximumTextBytes`` safe;
/// - a text of more than 32,767 lines (a table cell, a label) is drawn empty;
/// - 50,000 screens in one rank crash `dot`, a chain of 200,000 overflows the stack;
/// - time and memory grow with the square of the flow: 4,000 screens of a realistic flow (screens
///   that lead to the next two, a fifth of them back to any earlier one) took 4 minutes and 5.6 GB.
///
/// ``default`` bounds all of that; ``crashGuards`` keeps only what prevents a crash, for callers
/// who accept minutes of layout. Every limit is counted on the parsed graph (DOT from anywhere) and,
/// for a flow, on the flow before its DOT is written.
public struct GraphvizLimits: Sendable, Hashable {
    /// The most nodes (a flow's screens and undefined targets).
    public var maximumNodes: Int
    /// The most edges (a flow's drawn transitions).
    public var maximumEdges: Int
    /// The most ranks the graph may need, counted as an upper bound before the layout: every
    /// edge's `minlen` (1 by default) added up, but no more than the nodes allow, doubled when an
    /// edge has a label (as `dot` does), plus what rank constraints and subgraphs can add.
    public var maximumRanks: Int
    /// The longest name or attribute value (a label, a screen's whole box), in bytes of UTF-8.
    public var maximumTextBytes: Int
    /// The most lines in one name or attribute value: line breaks, `<BR/>`s and table rows.
    public var maximumTextLines: Int

    /// Limits by value; each defaults to ``default``'s.
    public init(
        maximumNodes: Int = 2_000, maximumEdges: Int = 5_000, maximumRanks: Int = 30_000,
        maximumTextBytes: Int = 262_144, maximumTextLines: Int = 30_000
    ) {
        self.maximumNodes = maximumNodes
        self.maximumEdges = maximumEdges
        self.maximumRanks = maximumRanks
        self.maximumTextBytes = maximumTextBytes
        self.maximumTextLines = maximumTextLines
    }

    /// What `dot` laid out in about half a minute and 1.5 GB at most, in every shape measured, and
    /// without a crash: 2,000 nodes, 5,000 edges, 30,000 ranks, 256 KiB and 30,000 lines of text
    /// in one value.
    public static let `default` = GraphvizLimits()

    /// Only what keeps Graphviz from crashing, with a margin: 30,000 nodes, 100,000 edges, and the
    /// ranks and text of ``default``. A graph near these takes Graphviz many minutes and gigabytes.
    public static let crashGuards = GraphvizLimits(maximumNodes: 30_000, maximumEdges: 100_000)

    /// No limit at all: Graphviz gets whatever it is given, and may crash the process.
    public static let unlimited = GraphvizLimits(
        maximumNodes: .max, maximumEdges: .max, maximumRanks: .max, maximumTextBytes: .max, maximumTextLines: .max)

    /// The size of the reports Graphviz's error buffer is grown to: a report quotes at most three
    /// names or values, which ``maximumTextBytes`` keeps well under it.
    static let errorBufferBytes = 1 << 20

    /// A limit a graph goes beyond, with the graph's figure.
    public struct Exceeded: Sendable, Hashable, CustomStringConvertible {
        /// What is counted.
        public enum Kind: String, Sendable, Hashable {
            /// Nodes (screens and undefined targets), ``GraphvizLimits/maximumNodes``.
            case nodes
            /// Edges (transitions), ``GraphvizLimits/maximumEdges``.
            case edges
            /// The bound on ranks, ``GraphvizLimits/maximumRanks``.
            case ranks
            /// The longest text, ``GraphvizLimits/maximumTextBytes``.
            case textBytes
            /// The most lines in one text, ``GraphvizLimits/maximumTextLines``.
            case textLines
        }

        /// What is counted.
        public var kind: Kind
        /// The graph's figure.
        public var value: Int
        /// The limit it goes beyond.
        public var maximum: Int

        /// Creates a description of an exceeded limit.
        public init(kind: Kind, value: Int, maximum: Int) {
            self.kind = kind
            self.value = value
            self.maximum = maximum
        }

        /// What is too large, and what to do: `the graph has 2,345 nodes (screens and undefined
        /// targets), more than the limit of 2,000: …`.
        public var description: String {
            let limit = "more than the limit of \(Self.grouped(maximum))"
            let value = Self.grouped(value)
            let split =
                "Draw a part at a time (one file, or one group's screens, per diagram), or write DOT with `-f dot` "
                + "for a tool that lays out larger graphs"
            // Below the crash guards, a limit saves time and memory and can be lifted; at them, not.
            let cost =
                isCrashGuard
                ? "Graphviz would take many minutes and gigabytes to lay it out, and crashes on larger graphs. " + split
                : "Graphviz would take minutes and gigabytes to lay it out. " + split
                    + "; or lift the size limits (`--no-size-limits`, GraphvizLimits) and wait"
            switch kind {
            case .nodes:
                return "the graph has \(value) nodes (screens and undefined targets), \(limit): " + cost
            case .edges:
                return "the graph has \(value) edges (transitions), \(limit): " + cost
            case .ranks:
                return "the graph could need \(value) ranks, \(limit) (a long chain of screens; labeled "
                    + "transitions count twice), and Graphviz crashes past 32,767. " + split
            case .textBytes:
                return "a name, label or screen box is \(value) bytes long, \(limit), and Graphviz crashes on "
                    + "reports that quote such text. Shorten it, or write DOT with `-f dot`"
            case .textLines:
                return "a name, label or screen box has \(value) lines, \(limit), and Graphviz draws text of "
                    + "more than 32,767 lines empty. Split the screen or the text, or write DOT with `-f dot`"
            }
        }

        /// Whether the limit is at least ``GraphvizLimits/crashGuards``' (lifting it risks a crash).
        var isCrashGuard: Bool {
            switch kind {
            case .nodes: maximum >= GraphvizLimits.crashGuards.maximumNodes
            case .edges: maximum >= GraphvizLimits.crashGuards.maximumEdges
            case .ranks, .textBytes, .textLines: true
            }
        }

        /// 12,345 for 12345.
        static func grouped(_ number: Int) -> String {
            if number == .max { return "unlimited" }
            let digits = String(number.magnitude)
            var result = ""
            for (index, digit) in digits.enumerated() {
                if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
                result.append(digit)
            }
            return number < 0 ? "-" + result : result
        }
    }

    /// The first limit `size` goes beyond, if any.
    func check(_ size: GraphSize) -> Exceeded? {
        let checks: [(Exceeded.Kind, Int, Int)] = [
            (.textBytes, size.longestText, maximumTextBytes),
            (.textLines, size.mostLines, maximumTextLines),
            (.nodes, size.nodes, maximumNodes),
            (.edges, size.edges, maximumEdges),
            (.ranks, size.rankBound, maximumRanks),
        ]
        for (kind, value, maximum) in checks where value > maximum {
            return Exceeded(kind: kind, value: value, maximum: maximum)
        }
        return nil
    }
}
