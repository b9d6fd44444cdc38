import Foundation

/// Writes a flow as Graphviz DOT, in the original uiflow's look: one boxed node per screen (its
/// name, what the user sees, one port per action), edges leaving from the action's port, labels on
/// edges. Valid DOT for any text, and the same bytes for the same flow.
///
/// | element | drawn as |
/// | --- | --- |
/// | screen | a box of stacked fields: title (and parameters), what the user sees, one per action |
/// | `@entry` or `@route` screen | the box with a bold border |
/// | undefined target | dashed ellipse |
/// | a transition | its kind's colour and line (``TransitionStyle``: `show` thin grey, `push` thick blue, `present` dashed purple, `back` dotted grey, `dismiss` thick dotted orange, `replace` double red, `switch` thick dashed teal); none for a `back` or `dismiss` without a target |
/// | with ``DiagramStyle/edgeColors`` `.group` or `.none` | the same lines, coloured by the source screen's group, or grey |
/// | with ``DiagramStyle/drawsLegend`` | a legend of the kinds drawn, after every other node |
/// | with ``DiagramStyle/drawsReturns``: what a `back` or `dismiss` returns to | its dotted arrow to each such screen, leaving the layout alone |
/// | `@group` | a cluster with the group's name |
/// | `[Name#]` | `rank = source`; `[Name##]`… share a rank per count |
///
/// Large flows get layout settings that Graphviz lays out in seconds rather than minutes (see
/// ``Layout``), with every edge label an external one. A self-loop's label is external too: `dot`
/// sets a loop's `label` beside it without looking at other labels. An edge between two screens that share a rank leaves from the screen's box rather
/// than from the action's field: Graphviz 2.43 draws such an edge between neighbouring screens
/// through a code path that mixes up the edge's attributes when it has a port (its arrowhead is
/// lost, and it warns `Arrow type "action0" unknown`); its label is an external one (`xlabel`), as
/// `dot` gives a flat edge's `label` a rank of its own, which inside a group made Graphviz 2.43 lose
/// the edge or fail to route it. The whole canvas is white (`bgcolor`), margin included (`pad`
/// rather than `margin`, which PNG output leaves transparent), unless `bgcolor` is set.
public struct DOTWriter: Sendable {
    /// The direction ranks run in (Graphviz's `rankdir`).
    public typealias Direction = DiagramDirection

    /// The graph attributes of the ``Layout/fast`` layout: at most one network-simplex iteration
    /// per node for ranking and placement (`nslimit`, `nslimit1`) and a tenth of the
    /// crossing-minimisation passes (`mclimit`), with room between ranks and between screens for the
    /// edges' labels, which this layout sets as external labels (`xlabel`). Curved edges (`dot`'s
    /// default): with labels as external ones they route in a fraction of the time (300 generated
    /// screens: 0.2 s, where labels that take ranks of their own ran for minutes), and they go
    /// round the boxes that straight ones went through (docs/rendering.md).
    public static let fastAttributes: [(name: String, value: String)] = [
        ("nslimit", "1"), ("nslimit1", "1"), ("mclimit", "0.1"), ("ranksep", "2"), ("nodesep", "1"),
    ]

    /// The most screens one diagram shows readably: past it, `uiflow render` suggests one diagram
    /// per group (`--split groups`). Measured in docs/rendering.md: past about 50 screens, a
    /// generated app's diagram has more than a hundred edge crossings and is wider than a screen
    /// can show at a readable size.
    public static let readableScreenLimit = 50

    /// How the layout trades the curved look against the time Graphviz takes.
    ///
    /// Graphviz's `dot` engine is fast on small flows but superlinear: on a 500-screen flow whose
    /// screens lead to the next one or two and a fifth of them also jump back to an earlier screen,
    /// its defaults (curved splines, unbounded network simplex and crossing minimisation) ran for
    /// over ten minutes here; ``fastAttributes`` take seconds. The figures are in
    /// docs/rendering.md.
    public enum Layout: String, Sendable, CaseIterable {
        /// ``curved`` for flows up to ``DOTWriter/fastLayoutThreshold`` screens and transitions
        /// together, ``fast`` above.
        case automatic = "auto"
        /// Graphviz's defaults: curved edges, full optimisation. The original's look.
        case curved
        /// ``DOTWriter/fastAttributes``: bounded optimisation, more room between ranks and screens,
        /// and external edge labels.
        case fast
    }

    /// The size, screens (undefined targets included) plus drawn transitions, above which
    /// ``Layout/automatic`` uses the fast layout. Measured in docs/rendering.md.
    public static let fastLayoutThreshold = 400

    /// From this many screens on, nodes and edges are written concurrently.
    static let concurrencyThreshold = 2_000

    /// The font family list used when none is given: widely available, and resolved by fontconfig to
    /// a font with the needed glyphs (CJK included, when such a font is installed).
    public static let defaultFontName = "Helvetica,Arial,sans-serif"

    /// How the diagram looks: direction, font, attributes, layout, returns, stubs, focus, colours,
    /// legend and diff marks.
    public var style: DiagramStyle
    /// The pictures drawn in screens' boxes, under the title, by screen name: the file Graphviz
    /// reads and the size it is drawn at. ``GraphvizRenderer`` sets them from a flow's checked
    /// ``ScreenImage``s; empty (the default) draws none.
    public var thumbnails: [String: Thumbnail] = [:]
    /// Whether edges leave from their action's row (a port of the screen's table); off, every edge
    /// leaves from the box. ``GraphvizRenderer`` lays a flow out without them to find
    /// ``flatEdges`` (see ``mayLayOutFlatEdges(_:)``).
    public var drawsPorts = true
    /// The edges, by the names of the nodes they join, that Graphviz lays out within one rank, and
    /// that leave from the box rather than a row: Graphviz 2.42 corrupts its memory drawing such a
    /// "flat" edge from a port (it warns `Arrow type "action0" unknown`, then may crash, now or
    /// later). Edges between screens of one rank set are found without a layout
    /// (``isFlat(from:to:_:)``); others, which rank marks and `constraint=false` return edges can
    /// make flat too, only by laying the flow out.
    public var flatEdges: Set<FlatEdge> = []
    /// Whether nodes and edges may be written concurrently (tests compare both ways).
    var mode = Parallel.Mode.automatic

    /// Creates a writer that draws in `style`.
    public init(style: DiagramStyle = DiagramStyle()) {
        self.style = style
    }

    /// Whether `flow` is laid out with ``fastAttributes``: always for ``Layout/fast``, never for
    /// ``Layout/curved``, and for ``Layout/automatic`` when the flow's screens, undefined targets
    /// and drawn transitions together number more than ``fastLayoutThreshold``.
    public func usesFastLayout(for flow: Flow) -> Bool {
        switch style.layout {
        case .curved: return false
        case .fast: return true
        case .automatic: return Self.size(of: flow) > Self.fastLayoutThreshold
        }
    }

    /// Screens, undefined targets and drawn transitions (those with a target).
    public static func size(of flow: Flow) -> Int {
        var size = flow.screens.count + flow.undefinedTargets.count
        let screens = flow.screens
        for index in screens.indices {
            let actions = screens[index].actions
            for action in actions.indices {
                size += actions[action].transitions.count { $0.target != nil }
            }
        }
        return size
    }

    /// The DOT text for `flow`.
    public func write(_ flow: Flow) -> String {
        render(flow).text
    }

    /// The DOT text for `flow` as UTF-8 bytes, ready for a file, without the cost of making a
    /// `String` of a large document.
    public func writeData(_ flow: Flow) -> Data {
        render(flow).takeData()
    }

    private func render(_ flow: Flow) -> TextBuffer {
        // Reserved past the 700 bytes a screen of the benchmark's flow takes, as JSONWriter does.
        var dot = TextBuffer(capacity: flow.screens.count * 1_000)
        dot.append("digraph \"uiflow\" {\n")
        var graphDefaults = [
            ("charset", "UTF-8"), ("rankdir", style.direction.rawValue), ("labelloc", "t"), ("labeljust", "r"),
            ("bgcolor", "white"), ("pad", "0.25"), ("ranksep", "0.5"), ("nodesep", "0.4"), ("newrank", "true"),
            ("fontname", style.fontName),
        ]
        let fast = usesFastLayout(for: flow)
        if fast {
            for (name, value) in Self.fastAttributes {
                if let index = graphDefaults.firstIndex(where: { $0.0 == name }) {
                    graphDefaults[index].1 = value
                } else {
                    graphDefaults.append((name, value))
                }
            }
        }
        let nodeDefaults = [("shape", "plain"), ("fontsize", "11"), ("fontname", style.fontName)]
        let edgeDefaults = [("fontsize", "9"), ("fontname", style.fontName)]
        Self.appendDefaults("graph", graphDefaults, style.graphAttributes, to: &dot)
        Self.appendDefaults("node", nodeDefaults, style.nodeAttributes, to: &dot)
        Self.appendDefaults("edge", edgeDefaults, style.edgeAttributes, to: &dot)

        let returnMarks = returnMarks(of: flow)
        // The nodes and the edges are independent: on a large flow they are written concurrently,
        // then joined in their fixed order.
        let parts = Parallel.map(2, concurrently: mode.allows(flow.screens.count >= Self.concurrencyThreshold)) { part in
            var buffer = TextBuffer(capacity: flow.screens.count * (part == 0 ? 600 : 400))
            if part == 0 {
                let screens = flow.screens
                for index in screens.indices {
                    if isStub(index) {
                        Self.appendStub(screens[index], to: &buffer)
                    } else {
                        Self.appendNode(
                            screens[index], at: index, marks: style.diffMarks, returns: returnMarks[index] ?? [:],
                            thumbnail: thumbnails.isEmpty ? nil : thumbnails[screens[index].name], to: &buffer)
                    }
                }
                appendHighlight(of: flow, to: &buffer)
                for name in flow.undefinedTargets {
                    buffer.append("\t")
                    DOT.appendID(name, to: &buffer)
                    buffer.append(" [label=")
                    DOT.appendLabel([name], to: &buffer)
                    buffer.append(", shape=\"ellipse\", style=\"dashed\", margin=\"0.11,0.055\"];\n")
                }
            } else {
                let rankSets = Self.rankSets(flow)
                let paint = EdgePaint(style.edgeColors, flow: flow, overridden: style.edgeAttributes["color"] != nil)
                // The direction drawn: `-G rankdir=…` decides over the style's direction.
                let drawn = style.graphAttributes["rankdir"].flatMap { DiagramDirection(rawValue: $0.uppercased()) } ?? style.direction
                let ends = Ends(fast ? nil : drawn, firstStub: style.firstStub)
                for index in flow.screens.indices {
                    appendEdges(of: index, in: flow, rankSets: rankSets, paint: paint, externalLabels: fast, ends: ends, to: &buffer)
                }
                appendReturnEdges(returnEdges(of: flow), in: flow, rankSets: rankSets, paint: paint, ends: ends, to: &buffer)
            }
            // Handed over without a copy: the part's memory becomes the `Data`'s.
            return buffer.takeData()
        }
        for part in parts { dot.append(part) }
        Self.appendClusters(flow, to: &dot)
        if style.drawsLegend { appendLegend(flow, to: &dot) }
        dot.append("}\n")
        return dot
    }

    // MARK: Attributes

    static func appendDefaults(
        _ kind: StaticString, _ defaults: [(String, String)], _ overrides: [String: String], to dot: inout TextBuffer
    ) {
        var pairs = defaults.map { key, value in (key, overrides[key] ?? value) }
        let known = Set(defaults.map(\.0))
        pairs += overrides.filter { !known.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        // Graphviz 2.43 uses the new ranking whenever `newrank` is set, to any value: turning it
        // off means leaving it out.
        if kind.description == "graph" {
            pairs.removeAll { $0.0 == "newrank" && ["false", "no", "0", ""].contains($0.1.lowercased()) }
        }
        dot.append("\t")
        dot.append(kind)
        dot.append(" [")
        for (index, (key, value)) in pairs.enumerated() {
            if index > 0 { dot.append(", ") }
            dot.append(DOT.attributeName(key))
            dot.append("=")
            DOT.appendID(value, to: &dot)
        }
        dot.append("];\n")
    }

    // MARK: Nodes

    /// A screen is an HTML-like table whose rows are the record fields of the original: title,
    /// what the user sees, one row per action, each a port edges can leave from.
    private static func appendNode(
        _ screen: Screen, at index: Int, marks: DiffMarks?, returns: [Int: String], thumbnail: Thumbnail?,
        to dot: inout TextBuffer
    ) {
        dot.append("\t")
        DOT.appendID(screen.name, to: &dot)
        dot.append(
            screen.isEntry || !screen.routes.isEmpty
                ? " [label=<<TABLE BORDER=\"2\" " : " [label=<<TABLE BORDER=\"0\" ")
        if let mark = marks?.screen(index) {
            appendMarkedTable(mark, to: &dot)
        } else {
            dot.append("CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"4\" BGCOLOR=\"white\">")
        }
        appendRowStart("title", to: &dot)
        DOT.appendHTML(screen.name + (marks?.formerNameSuffix(index) ?? ""), to: &dot)
        if screen.hasParameterList {
            dot.append("<BR/>(")
            for (index, parameter) in screen.parameters.enumerated() {
                if index > 0 { dot.append(", ") }
                DOT.appendHTML(parameter.name, to: &dot)
                dot.append(": ")
                DOT.appendHTML(parameter.type, to: &dot)
                if let value = parameter.defaultValue {
                    dot.append(" = ")
                    DOT.appendHTML(value, to: &dot)
                }
            }
            dot.append(")")
        }
        dot.append("</TD></TR>")
        if let thumbnail { appendThumbnail(thumbnail, to: &dot) }
        appendRow("see", screen.sees, to: &dot)
        for (action, content) in screen.actions.enumerated() {
            let ghost = marks?.isRemoved(screen: index, action: action) == true
            appendRow(actionPorts[action] ?? "action\(action)", content.text, ghost: ghost, returns: returns[action], to: &dot)
        }
        dot.append("</TABLE>>")
        if marks?.screen(index) == .removed { dot.append(", fontcolor=\"#9e9e9e\"") }
        dot.append("];\n")
    }
}
