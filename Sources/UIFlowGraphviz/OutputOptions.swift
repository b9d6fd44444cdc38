import UIFlowKit

/// How ``OutputFormat/produce(_:options:)`` makes a format's bytes: what each format uses of these,
/// and nothing else.
public struct OutputOptions: Sendable {
    /// The diagram's look: all of it for DOT, SVG, PNG and PDF; its direction for Mermaid.
    public var writer: DOTWriter
    /// Graphviz's layout engine, for SVG, PNG and PDF.
    public var engine: LayoutEngine
    /// How large a flow is handed to Graphviz.
    public var limits: GraphvizLimits
    /// Whether what is written to standard error during a Graphviz render comes back as warnings
    /// (see ``GraphvizRenderer/capturesStandardError``).
    public var capturesStandardError: Bool
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
    /// The screens' pictures SVG, PNG and PDF draw in their boxes; `nil` (the default) draws none.
    public var thumbnails: Thumbnails?

    /// Creates options; every one has a default.
    public init(
        writer: DOTWriter = DOTWriter(), engine: LayoutEngine = .dot, limits: GraphvizLimits = .default,
        capturesStandardError: Bool = false, lintConfiguration: Configuration? = nil, title: String? = nil,
        entryPoints: [String]? = nil
    ) {
        self.writer = writer
        self.engine = engine
        self.limits = limits
        self.capturesStandardError = capturesStandardError
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
