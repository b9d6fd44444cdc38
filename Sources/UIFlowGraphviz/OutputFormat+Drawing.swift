import Foundation
import UIFlowKit

/// The drawings Graphviz adds to UIFlowKit's table of formats, and how every format's bytes are
/// made, drawings included.
///
/// ```swift
/// let format = OutputFormat.forPath("app.png") ?? .svg
/// let output = try format.produce(flow, options: OutputOptions(style: DiagramStyle(direction: .topToBottom)))
/// try output.data.write(to: URL(fileURLWithPath: "app.\(format.fileExtension)"))
/// ```
extension OutputFormat {
    /// Scalable Vector Graphics, drawn by Graphviz.
    public static let svg = OutputFormat(
        drawing: "svg", name: "svg", fileExtensions: ["svg"], mediaType: "image/svg+xml", isBinary: false,
        displayName: "SVG", summary: "The diagram as SVG")
    /// A PNG bitmap, drawn by Graphviz.
    public static let png = OutputFormat(
        drawing: "png", name: "png", fileExtensions: ["png"], mediaType: "image/png", isBinary: true,
        displayName: "PNG", summary: "The diagram as PNG")
    /// A PDF document, drawn by Graphviz.
    public static let pdf = OutputFormat(
        drawing: "pdf", name: "pdf", fileExtensions: ["pdf"], mediaType: "application/pdf", isBinary: true,
        displayName: "PDF", summary: "The diagram as PDF")

    /// Every format: the drawings, then UIFlowKit's ``text`` formats, in the order the preview
    /// offers them.
    public static let all: [OutputFormat] = [.svg, .png, .pdf] + text

    /// The format of ``all`` whose ``name`` is `name`.
    public static func named(_ name: String) -> OutputFormat? {
        named(name, among: all)
    }

    /// The format of ``all`` that `path`'s extension names (see ``forPath(_:among:)``).
    public static func forPath(_ path: String) -> OutputFormat? {
        forPath(path, among: all)
    }

    /// `flow` in this format: written by UIFlowKit (``write(_:options:)``), or drawn by Graphviz
    /// with `drawing`'s engine, limits and pictures.
    ///
    /// - Throws: ``GraphvizError`` when Graphviz fails or the flow is beyond the limits; only
    ///   drawings throw.
    public func produce(_ flow: Flow, options: OutputOptions = OutputOptions(), drawing: DrawingOptions = DrawingOptions())
        throws(GraphvizError) -> ProducedOutput
    {
        guard let renderer = self.drawing else { return ProducedOutput(data: write(flow, options: options) ?? Data()) }
        let rendering = try drawing.renderer.render(
            flow, format: GraphvizFormat(renderer), engine: drawing.engine, writer: DOTWriter(style: options.style),
            thumbnails: drawing.thumbnails)
        return ProducedOutput(data: rendering.data, warnings: rendering.warnings, fallbacks: rendering.fallbacks)
    }

    /// The part of a flow that `selection` chose, its stubs drawn as stubs and its focus framed
    /// (``DiagramStyle/selecting(_:)``).
    public func produce(
        _ selection: FlowSelection, options: OutputOptions = OutputOptions(), drawing: DrawingOptions = DrawingOptions()
    ) throws(GraphvizError) -> ProducedOutput {
        var options = options
        options.style = options.style.selecting(selection)
        return try produce(selection.flow, options: options, drawing: drawing)
    }

    /// A flow's overview in this format (see ``write(_:options:)``); laid out by Graphviz for SVG,
    /// PNG and PDF, the SVG's titles the groups' exact names.
    public func produce(
        _ overview: FlowOverview, options: OutputOptions = OutputOptions(), drawing: DrawingOptions = DrawingOptions()
    ) throws(GraphvizError) -> ProducedOutput {
        guard let renderer = self.drawing else { return ProducedOutput(data: write(overview, options: options) ?? Data()) }
        let format = GraphvizFormat(renderer)
        let dot = DOTWriter(style: options.style).write(overview)
        let rendering = try drawing.renderer.render(dot: dot, format: format, engine: drawing.engine)
        // As for a flow: each title the group's exact name (see SVGTitles).
        let data = format.isCoreSVG ? SVGTitles(overview: overview).correct(rendering.data) : rendering.data
        return ProducedOutput(data: data, warnings: rendering.warnings)
    }
}
