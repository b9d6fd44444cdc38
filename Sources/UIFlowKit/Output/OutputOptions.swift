/// How ``OutputFormat/write(_:options:)`` writes a format: what each format uses of these, and
/// nothing else. A drawing (SVG, PNG, PDF) uses the style too, and UIFlowGraphviz's
/// `DrawingOptions` for the rest.
public struct OutputOptions: Sendable {
    /// The diagram's look: all of it for DOT, SVG, PNG and PDF; what Mermaid can show for Mermaid.
    public var style: DiagramStyle
    /// The lint configuration whose findings (``Analyzer``) JSON lists as its `diagnostics` and the
    /// Markdown spec under its screens; `nil` runs no lint: JSON lists the flow's own diagnostics
    /// (what the parser found), the spec no findings. Only those two formats run the lint; they
    /// also take its entry points to find how screens arrive and what they return to.
    public var lintConfiguration: Configuration?
    /// The Markdown spec's title; `nil` takes it from the first file's name
    /// (``MarkdownWriter/title(forFiles:)``).
    public var title: String?
    /// The screens that are entry points besides `@entry` and `@route` ones (a `.uiflow.yml`'s
    /// `entry-points`), from which JSON and the Markdown spec find how screens arrive and what
    /// they return to.
    public var entryPoints: [String]

    /// Creates options; every one has a default.
    public init(
        style: DiagramStyle = DiagramStyle(), lintConfiguration: Configuration? = nil, title: String? = nil,
        entryPoints: [String]? = nil
    ) {
        self.style = style
        self.lintConfiguration = lintConfiguration
        self.title = title
        // By default, those of the lint configuration.
        self.entryPoints = entryPoints ?? lintConfiguration?.entryPoints.map(\.name) ?? []
    }

    /// The lint analysis of `flow`; `nil` without a ``lintConfiguration``.
    func analysis(of flow: Flow) -> FlowAnalysis? {
        lintConfiguration.map { Analyzer(configuration: $0).analysis(of: flow) }
    }
}
