import UIFlowKit

/// How Graphviz draws a flow for ``OutputFormat/produce(_:options:drawing:)``: what only SVG, PNG
/// and PDF use (the look is the ``OutputOptions``' style).
public struct DrawingOptions: Sendable {
    /// Graphviz's layout engine.
    public var engine: LayoutEngine
    /// How large a flow is handed to Graphviz.
    public var limits: GraphvizLimits
    /// Whether what is written to standard error during a Graphviz render comes back as warnings
    /// (see ``GraphvizRenderer/capturesStandardError``).
    public var capturesStandardError: Bool
    /// The screens' pictures drawn in their boxes; `nil` (the default) draws none.
    public var thumbnails: Thumbnails?

    /// Creates options; every one has a default.
    public init(
        engine: LayoutEngine = .dot, limits: GraphvizLimits = .default, capturesStandardError: Bool = false,
        thumbnails: Thumbnails? = nil
    ) {
        self.engine = engine
        self.limits = limits
        self.capturesStandardError = capturesStandardError
        self.thumbnails = thumbnails
    }

    /// The renderer these options set up.
    var renderer: GraphvizRenderer {
        GraphvizRenderer(limits: limits, capturesStandardError: capturesStandardError)
    }
}
