/// Writes a flow as Graphviz DOT, in the original uiflow's look: one boxed node per screen (its
/// name, what the user sees, one port per action), edges leaving from the action's port, labels on
/// edges. Valid DOT for any text, and the same bytes for the same flow.
///
/// | element | drawn as |
/// | --- | --- |
/// | screen | a box of stacked fields: title (and parameters), what the user sees, one per action |
/// | `@entry` or `@route` screen | the box with a bold border |
/// | undefined target | dashed ellipse |
/// | `show` (`==>`, implicit) | grey arrow |
/// | `push` | grey arrow with an open `vee` head |
/// | `present` | dashed arrow |
/// | `back`, `dismiss` | dotted light-grey arrow (none when the target is left out) |
/// | `replace` | bold dark arrow |
/// | `switch` | blue arrow |
/// | `@group` | a cluster with the group's name |
/// | `[Name#]` | `rank = source`; `[Name##]`… share a rank per count |
public struct DOTWriter: Sendable {
    /// The direction ranks run in (Graphviz's `rankdir`).
    public enum Direction: String, Sendable, CaseIterable {
        /// Left to right, the original's look.
        case leftToRight = "LR"
        /// Top to bottom.
        case topToBottom = "TB"
        /// Right to left.
        case rightToLeft = "RL"
        /// Bottom to top.
        case bottomToTop = "BT"

    }

    /// The font family list used when none is given: widely available, and resolved by fontconfig to
    /// a font with the needed glyphs (CJK included, when such a font is installed).
    public static let defaultFontName = "Helvetica,Arial,sans-serif"

    /// The direction ranks run in.
    public var direction: Direction
    /// The font for every label.
    public var fontName: String
    /// Graph attributes that replace or add to the defaults (any Graphviz graph attribute).
    public var graphAttributes: [String: String]
    /// Node attributes that replace or add to the defaults.
    public var nodeAttributes: [String: String]
    /// Edge attributes that replace or add to the defaults.
    public var edgeAttributes: [String: String]

    /// Creates a writer.
    public init(
        direction: Direction = .leftToRight, fontName: String = DOTWriter.defaultFontName,
        graphAttributes: [String: String] = [:], nodeAttributes: [String: String] = [:],
        edgeAttributes: [String: String] = [:]
    ) {
        self.direction = direction
        self.fontName = fontName
        self.graphAttributes = graphAttributes
        self.nodeAttributes = nodeAttributes
        self.edgeAttributes = edgeAttributes
    }

    /// The DOT text for `flow`.
    public func write(_ flow: Flow) -> String {
        var dot = "digraph \"uiflow\" {\n"
        dot.reserveCapacity(flow.screens.count * 300)
        let graphDefaults = [
            ("charset", "UTF-8"), ("rankdir", direction.rawValue), ("labelloc", "t"), ("labeljust", "r"),
            ("margin", "0.2"), ("ranksep", "0.5"), ("nodesep", "0.4"), ("fontname", fontName),
        ]
        let nodeDefaults = [
            ("shape", "plain"), ("fontsize", "11"), ("fontname", fontName),
        ]
        let edgeDefaults = [("fontsize", "9"), ("fontname", fontName), ("color", "#777777")]
        Self.appendDefaults("graph", graphDefaults, graphAttributes, to: &dot)
        Self.appendDefaults("node", nodeDefaults, nodeAttributes, to: &dot)
        Self.appendDefaults("edge", edgeDefaults, edgeAttributes, to: &dot)

        for screen in flow.screens {
            appendNode(screen, to: &dot)
        }
        for name in flow.undefinedTargets {
            dot += "\t\(DOT.id(name)) [label=\(DOT.label([name])), shape=\"ellipse\", style=\"dashed\", "
            dot += "margin=\"0.11,0.055\"];\n"
        }
        for screen in flow.screens {
            Self.appendEdges(of: screen, to: &dot)
        }
        Self.appendClusters(flow, to: &dot)
        dot += "}\n"
        return dot
    }

    // MARK: Attributes

    private static func appendDefaults(
        _ kind: String, _ defaults: [(String, String)], _ overrides: [String: String], to dot: inout String
    ) {
        var pairs = defaults.map { key, value in (key, overrides[key] ?? value) }
        let known = Set(defaults.map(\.0))
        pairs += overrides.filter { !known.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        dot += "\t\(kind) ["
        dot += pairs.map { "\(DOT.attributeName($0.0))=\(DOT.value($0.1))" }.joined(separator: ", ")
        dot += "];\n"
    }

    // MARK: Nodes

    /// A screen is an HTML-like table whose rows are the record fields of the original: title,
    /// what the user sees, one row per action, each a port edges can leave from.
    private func appendNode(_ screen: Screen, to dot: inout String) {
        let border = screen.isEntry || !screen.routes.isEmpty ? "2" : "0"
        dot += "\t\(DOT.id(screen.name)) [label=<<TABLE BORDER=\"\(border)\" CELLBORDER=\"1\" CELLSPACING=\"0\" "
        dot += "CELLPADDING=\"4\" BGCOLOR=\"white\">"
        var title = [screen.name]
        if screen.hasParameterList {
            let list = screen.parameters.map { parameter in
                parameter.name + ": " + parameter.type + (parameter.defaultValue.map { " = " + $0 } ?? "")
            }
            title.append("(" + list.joined(separator: ", ") + ")")
        }
        Self.appendRow(port: "title", title, to: &dot)
        Self.appendRow(port: "see", screen.sees.map(\.text), to: &dot)
        for (index, action) in screen.actions.enumerated() {
            Self.appendRow(port: "action\(index)", action.text.map(\.text), to: &dot)
        }
        dot += "</TABLE>>];\n"
    }

    private static func appendRow(port: String, _ lines: [String], to dot: inout String) {
        dot += "<TR><TD PORT=\"\(port)\" ALIGN=\"LEFT\" BALIGN=\"LEFT\">"
        if lines.isEmpty { dot += " " }
        for (index, line) in lines.enumerated() {
            if index > 0 { dot += "<BR/>" }
            DOT.appendHTML(line, to: &dot)
        }
        dot += "</TD></TR>"
    }

    // MARK: Edges

    private static func appendEdges(of screen: Screen, to dot: inout String) {
        let source = DOT.id(screen.name)
        for (index, action) in screen.actions.enumerated() {
            for transition in action.transitions {
                guard let target = transition.target else { continue }
                dot += "\t\(source):\"action\(index)\" -> \(DOT.id(target))"
                var attributes = style(of: transition.kind)
                var label: [String] = []
                if let text = transition.label { label.append(text) }
                if !transition.arguments.isEmpty {
                    label.append(
                        "(" + transition.arguments.map { $0.label + ": " + $0.value }.joined(separator: ", ") + ")")
                }
                if !label.isEmpty { attributes.insert("label=" + DOT.label(label), at: 0) }
                if !attributes.isEmpty { dot += " [" + attributes.joined(separator: ", ") + "]" }
                dot += ";\n"
            }
        }
    }

    private static func style(of kind: TransitionKind) -> [String] {
        switch kind {
        case .show: []
        case .push: ["arrowhead=\"vee\""]
        case .present: ["style=\"dashed\""]
        case .back: ["style=\"dotted\"", "color=\"#aaaaaa\""]
        case .dismiss: ["style=\"dotted\"", "color=\"#aaaaaa\"", "arrowhead=\"empty\""]
        case .replace: ["style=\"bold\"", "color=\"#333333\""]
        case .switch: ["color=\"#3b73b9\""]
        }
    }

    // MARK: Clusters and ranks

    /// Groups become clusters. Rank marks are honoured within each cluster and among ungrouped
    /// screens: Graphviz drops a cluster whose members are also ranked from outside it.
    private static func appendClusters(_ flow: Flow, to dot: inout String) {
        var order: [String] = []
        var members: [String: [Screen]] = [:]
        var ungrouped: [Screen] = []
        for screen in flow.screens {
            guard let group = screen.group else {
                ungrouped.append(screen)
                continue
            }
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(screen)
        }
        for (index, group) in order.enumerated() {
            let screens = members[group] ?? []
            dot += "\tsubgraph \"cluster_\(index)\" {\n"
            dot += "\t\tlabel=\(DOT.label([group])); style=\"rounded,filled\"; fillcolor=\"#f4f4f4\"; color=\"#bbbbbb\";\n"
            for screen in screens {
                dot += "\t\t\(DOT.id(screen.name));\n"
            }
            appendRanks(screens, indent: "\t\t", to: &dot)
            dot += "\t}\n"
        }
        appendRanks(ungrouped, indent: "\t", to: &dot)
    }

    private static func appendRanks(_ screens: [Screen], indent: String, to dot: inout String) {
        var byRank: [Int: [String]] = [:]
        for screen in screens where screen.rank > 0 {
            byRank[screen.rank, default: []].append(screen.name)
        }
        for rank in byRank.keys.sorted() {
            let names = (byRank[rank] ?? []).map { DOT.id($0) + ";" }.joined(separator: " ")
            dot += "\(indent){ rank=\(rank == 1 ? "source" : "same"); \(names) }\n"
        }
    }
}
