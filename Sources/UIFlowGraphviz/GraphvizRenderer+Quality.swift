import UIFlowKit

extension GraphvizRenderer {
    /// Lays `flow` out as ``render(_:format:engine:writer:)`` would draw it, and counts what makes
    /// the drawing hard to read (``LayoutQuality``). With ``textSizes`` set to
    /// ``TextSizes/estimated`` the counts are the same on every machine, whatever its fonts.
    public func layoutQuality(
        of flow: Flow, engine: LayoutEngine = .dot, writer: DOTWriter = DOTWriter()
    ) throws(GraphvizError) -> LayoutQuality {
        let drawn = try measuredRender(flow, format: "json", engine: engine, writer: writer, thumbnails: nil)
        if let quality = drawn.quality { return quality }
        return try Self.quality(of: drawn.rendering)
    }

    /// Lays out any DOT text and counts what makes the drawing hard to read.
    public func layoutQuality(dot: String, engine: LayoutEngine = .dot) throws(GraphvizError) -> LayoutQuality {
        try Self.quality(of: render(dot: dot, format: "json", engine: engine))
    }

    private static func quality(of rendering: Rendering) throws(GraphvizError) -> LayoutQuality {
        guard let quality = LayoutQuality(graphvizJSON: rendering.data) else {
            throw GraphvizError(
                stage: .render, messages: [GraphvizMessage(severity: .error, text: "Graphviz's json output could not be read")])
        }
        return quality
    }
}
