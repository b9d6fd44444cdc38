/// How a flow's diagram looks, whichever writer draws it: ``DOTWriter`` (and so SVG, PNG and PDF)
/// uses all of it; ``MermaidWriter`` its direction, stubs, focus and diff marks.
///
/// ```swift
/// var style = DiagramStyle(direction: .topToBottom)
/// style.drawsLegend = true
/// let dot = DOTWriter(style: style).write(flow)
/// let mermaid = MermaidWriter(style: style).write(flow)
/// ```
public struct DiagramStyle: Sendable, Hashable {
    /// The direction ranks run in (Graphviz's `rankdir`, Mermaid's flowchart direction).
    public var direction: DiagramDirection
    /// The font for every label (DOT).
    public var fontName: String
    /// Graph attributes that replace or add to the defaults (any Graphviz graph attribute).
    public var graphAttributes: [String: String]
    /// Node attributes that replace or add to the defaults.
    public var nodeAttributes: [String: String]
    /// Edge attributes that replace or add to the defaults.
    public var edgeAttributes: [String: String]
    /// The layout settings; ``graphAttributes`` override them too.
    public var layout: DOTWriter.Layout
    /// Whether each `back` and `dismiss` transition is also drawn to each screen it returns to
    /// (``Navigation/returnTargets(of:kind:)``), after the flow's own edges; off by default.
    public var drawsReturns: Bool
    /// Without ``drawsReturns``: whether an action with a `back` or `dismiss` says on its row where
    /// it returns (` ↩ Home`), found as for ``drawsReturns``; on by default.
    public var marksReturns = true
    /// The screens to start from besides `@entry` and `@route` ones, for ``drawsReturns`` and
    /// ``marksReturns`` (``Navigation/init(flow:entryPoints:)``): the configuration's entry points.
    public var entryPoints: [String]
    /// The position in the flow's screens from which on screens are drawn as stubs (small dashed
    /// boxes of the name and what the user sees, outside any group, their edges leaving from the
    /// box): ``FlowSelection/firstStub``; `nil` draws none.
    public var firstStub: Int?
    /// The position in the flow's screens of a screen to frame in blue: ``FlowSelection/focus``.
    public var highlighted: Int?
    /// What colours the edges: their kind (the default), their source screen's group, or nothing.
    public var edgeColors: EdgeColors = .kind
    /// Whether the diagram carries a legend of the transition kinds it draws (and, with
    /// ``EdgeColors/group``, of the groups' colours); off by default.
    public var drawsLegend = false
    /// What a diff changed (``DiffDiagram``): marked screens and transitions are drawn in their
    /// mark's colour (added green, changed orange, removed grey and dashed), and the legend says
    /// so; `nil` (the default) marks nothing.
    public var diffMarks: DiffMarks?

    /// Creates a style; every setting has a default.
    public init(
        direction: DiagramDirection = .leftToRight, fontName: String = DOTWriter.defaultFontName,
        graphAttributes: [String: String] = [:], nodeAttributes: [String: String] = [:],
        edgeAttributes: [String: String] = [:], layout: DOTWriter.Layout = .automatic, drawsReturns: Bool = false,
        entryPoints: [String] = []
    ) {
        self.direction = direction
        self.fontName = fontName
        self.graphAttributes = graphAttributes
        self.nodeAttributes = nodeAttributes
        self.edgeAttributes = edgeAttributes
        self.layout = layout
        self.drawsReturns = drawsReturns
        self.entryPoints = entryPoints
    }

    /// This style with `selection`'s stubs drawn as stubs and its focus framed.
    public func selecting(_ selection: FlowSelection) -> DiagramStyle {
        var style = self
        style.firstStub = selection.firstStub
        style.highlighted = selection.focus
        return style
    }
}
