import Foundation
import UIFlowKit

/// A format a flow can be written in, and the one table of them that `uiflow render`, `uiflow
/// spec` and the preview's export all read: each format's name, file extensions, media type,
/// whether it is binary and whether it needs Graphviz, and how its bytes are made.
///
/// DOT, JSON, Mermaid and the Markdown spec are written by UIFlowKit's writers; SVG, PNG and PDF
/// are drawn by Graphviz (``GraphvizRenderer``).
///
/// ```swift
/// let format = OutputFormat.forPath("app.png") ?? .svg
/// let output = try format.produce(flow, options: OutputOptions(writer: DOTWriter(direction: .topToBottom)))
/// try output.data.write(to: URL(fileURLWithPath: "app.\(format.fileExtension)"))
/// ```
public struct OutputFormat: Sendable, Hashable, CustomStringConvertible {
    /// The name `uiflow render -f` takes: `svg`, `png`, `pdf`, `dot`, `json`, `mermaid`, `markdown`.
    public let name: String
    /// The file extensions that name it, without the dot, the usual one first (`dot`, then `gv`).
    public let fileExtensions: [String]
    /// The media type it is served as, with its character set where the preview has always sent
    /// one (`text/vnd.graphviz; charset=utf-8`).
    public let mediaType: String
    /// Whether its bytes are not text (PNG, PDF): not for a terminal.
    public let isBinary: Bool
    /// What a person calls it, as on the preview's buttons: `SVG`, `Markdown spec`.
    public let displayName: String
    /// What it holds, in a few words, as the preview's buttons say it.
    public let summary: String
    /// How its bytes are made.
    let producer: Producer

    /// How a format's bytes are made: by one of UIFlowKit's writers, or by Graphviz.
    enum Producer: Sendable, Hashable {
        case dot, json, mermaid, markdown
        case graphviz(GraphvizFormat)
    }

    /// Scalable Vector Graphics, drawn by Graphviz.
    public static let svg = OutputFormat(
        name: "svg", fileExtensions: ["svg"], mediaType: "image/svg+xml", isBinary: false, displayName: "SVG",
        summary: "The diagram as SVG", producer: .graphviz(.svg))
    /// A PNG bitmap, drawn by Graphviz.
    public static let png = OutputFormat(
        name: "png", fileExtensions: ["png"], mediaType: "image/png", isBinary: true, displayName: "PNG",
        summary: "The diagram as PNG", producer: .graphviz(.png))
    /// A PDF document, drawn by Graphviz.
    public static let pdf = OutputFormat(
        name: "pdf", fileExtensions: ["pdf"], mediaType: "application/pdf", isBinary: true, displayName: "PDF",
        summary: "The diagram as PDF", producer: .graphviz(.pdf))
    /// The DOT text uiflow gives Graphviz, not laid out (``DOTWriter``).
    public static let dot = OutputFormat(
        name: "dot", fileExtensions: ["dot", "gv"], mediaType: "text/vnd.graphviz; charset=utf-8", isBinary: false,
        displayName: "DOT", summary: "The diagram as Graphviz DOT", producer: .dot)
    /// The Markdown screen spec, with a Mermaid diagram (``MarkdownWriter``).
    public static let markdown = OutputFormat(
        name: "markdown", fileExtensions: ["md"], mediaType: "text/markdown; charset=utf-8", isBinary: false,
        displayName: "Markdown spec", summary: "A Markdown screen spec, with a Mermaid diagram", producer: .markdown)
    /// A Mermaid flowchart (``MermaidWriter``).
    public static let mermaid = OutputFormat(
        name: "mermaid", fileExtensions: ["mmd", "mermaid"], mediaType: "text/plain; charset=utf-8", isBinary: false,
        displayName: "Mermaid", summary: "The diagram as a Mermaid flowchart", producer: .mermaid)
    /// The flow itself as JSON (``JSONWriter``, docs/json.md).
    public static let json = OutputFormat(
        name: "json", fileExtensions: ["json"], mediaType: "application/json", isBinary: false, displayName: "JSON",
        summary: "The flow as JSON, with its lint findings", producer: .json)

    /// Every format: the drawings, then the documents, in the order the preview offers them.
    public static let all: [OutputFormat] = [.svg, .png, .pdf, .dot, .markdown, .mermaid, .json]

    /// The usual file extension, without the dot (`dot` for DOT, `mmd` for Mermaid).
    public var fileExtension: String { fileExtensions.first ?? name }

    /// Whether Graphviz lays it out and draws it (SVG, PNG, PDF), which costs far more than writing
    /// text and can fail.
    public var needsGraphviz: Bool {
        if case .graphviz = producer { return true }
        return false
    }

    /// The name.
    public var description: String { name }

    /// The format of `formats` whose ``name`` is `name`.
    public static func named(_ name: String, among formats: [OutputFormat] = all) -> OutputFormat? {
        formats.first { $0.name == name }
    }

    /// The format of `formats` that `path`'s extension names (any of ``fileExtensions``, in any
    /// case: `app.SVG`, `app.gv`); `nil` when there is none or it names no format.
    public static func forPath(_ path: String, among formats: [OutputFormat] = all) -> OutputFormat? {
        let pathExtension = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard !pathExtension.isEmpty else { return nil }
        return formats.first { $0.fileExtensions.contains(pathExtension) }
    }

    /// `flow` in this format, made as `options` say.
    ///
    /// - Throws: ``GraphvizError`` when Graphviz fails or the flow is beyond the options' limits;
    ///   only formats that ``needsGraphviz`` throw.
    public func produce(_ flow: Flow, options: OutputOptions = OutputOptions()) throws(GraphvizError) -> ProducedOutput {
        switch producer {
        case .dot:
            return ProducedOutput(data: options.writer.writeData(flow))
        case .json:
            let writer = JSONWriter(entryPoints: options.entryPoints)
            let analysis = options.analysis(of: flow)
            return ProducedOutput(data: analysis.map(writer.writeData) ?? writer.writeData(flow))
        case .mermaid:
            var writer = MermaidWriter(
                direction: options.writer.direction, firstStub: options.writer.firstStub, highlighted: options.writer.highlighted)
            writer.diffMarks = options.writer.diffMarks
            return ProducedOutput(data: Data(writer.write(flow).utf8))
        case .markdown:
            let title = options.title ?? MarkdownWriter.title(forFiles: flow.files)
            let writer = MarkdownWriter(title: title, diagram: .mermaid, entryPoints: options.entryPoints)
            let markdown = options.analysis(of: flow).map(writer.writeData) ?? Data(writer.write(flow).utf8)
            return ProducedOutput(data: markdown)
        case .graphviz(let format):
            let renderer = GraphvizRenderer(limits: options.limits, capturesStandardError: options.capturesStandardError)
            let rendering = try renderer.render(
                flow, format: format, engine: options.engine, writer: options.writer, thumbnails: options.thumbnails)
            return ProducedOutput(data: rendering.data, warnings: rendering.warnings, fallbacks: rendering.fallbacks)
        }
    }
}
