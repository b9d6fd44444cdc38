/// Why Graphviz produced no output, with what Graphviz itself said.
public struct GraphvizError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The step that failed.
    public enum Stage: String, Sendable, Hashable {
        /// Graphviz could not be started (its context could not be created).
        case context
        /// The DOT text is not valid DOT.
        case parse
        /// The layout failed, or the engine is unknown.
        case layout
        /// Rendering failed, or the format is unknown.
        case render
        /// The graph goes beyond the renderer's ``GraphvizLimits`` (``GraphvizError/exceeded`` says
        /// which): Graphviz was not asked to lay it out, because it would crash or take minutes.
        case limits
    }

    /// The step that failed.
    public var stage: Stage
    /// What Graphviz reported during the call, errors and warnings, in order. Empty only when
    /// Graphviz failed without a word.
    public var messages: [GraphvizMessage]

    /// For ``Stage/limits``, the limit the graph goes beyond.
    public var exceeded: GraphvizLimits.Exceeded?

    /// Creates an error.
    public init(stage: Stage, messages: [GraphvizMessage]) {
        self.stage = stage
        self.messages = messages
    }

    /// The error for a graph beyond a limit: stage ``Stage/limits``, no messages from Graphviz.
    public init(exceeded: GraphvizLimits.Exceeded) {
        self.stage = .limits
        self.messages = []
        self.exceeded = exceeded
    }

    /// Whether Graphviz laid the graph out but could not route some edges (`splines` other than
    /// `line` sometimes fail so: "lost … edge", "Pshortestpath failed").
    public var isRoutingFailure: Bool {
        stage == .layout
            && messages.contains { message in
                message.severity == .error
                    && (message.text.contains("routesplines") || message.text.contains("Pshortestpath")
                        || (message.text.hasPrefix("lost ") && message.text.hasSuffix(" edge")))
            }
    }

    /// Whether Graphviz could not rank the graph ("trouble in init_rank"), as happens under
    /// `newrank=true` with some combinations of rank constraints and clusters.
    public var isRankingFailure: Bool {
        stage == .layout && messages.contains { $0.severity == .error && $0.text.hasPrefix("trouble in init_rank") }
    }

    /// Graphviz's error messages (its warnings when it reported no error), joined by `; `.
    public var graphvizMessage: String {
        let errors = messages.filter { $0.severity == .error }
        return (errors.isEmpty ? messages : errors).map(\.text).joined(separator: "; ")
    }

    /// What failed, then Graphviz's own words: `Graphviz cannot read the DOT: syntax error in line 1 near '}'`;
    /// for a graph beyond the limits, what is too large and what to do: `too large for Graphviz: the
    /// graph has 2,345 nodes (screens and undefined targets), more than the limit of 2,000: …`.
    public var description: String {
        if stage == .limits, let exceeded { return "too large for Graphviz: \(exceeded)" }
        let what =
            switch stage {
            case .context: "Graphviz cannot start"
            case .parse: "Graphviz cannot read the DOT"
            case .layout: "Graphviz cannot lay out the graph"
            case .render: "Graphviz cannot render the graph"
            case .limits: "too large for Graphviz"
            }
        let said = graphvizMessage
        return said.isEmpty ? what : "\(what): \(said)"
    }
}
