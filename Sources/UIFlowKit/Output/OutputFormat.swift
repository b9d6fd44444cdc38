import Foundation

/// A format a flow can be written in, and the one table of them that `uiflow render`, `uiflow
/// spec`, `uiflow diff` and the preview's export all read: each format's name, file extensions,
/// media type, whether it is binary and whether it is a drawing, and how its bytes are made.
///
/// UIFlowKit writes the text formats (``text``: DOT, the Markdown spec, Mermaid, JSON) with its
/// writers; UIFlowGraphviz adds the drawings (SVG, PNG, PDF) to the same table (its
/// `OutputFormat.all`) and draws them.
///
/// ```swift
/// let format = OutputFormat.forPath("app.mmd", among: OutputFormat.text) ?? .dot
/// var options = OutputOptions(style: DiagramStyle(direction: .topToBottom))
/// let data = format.write(flow, options: options)   // nil only for a drawing
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

    /// How a format's bytes are made: by one of UIFlowKit's writers, or, for a drawing, by a
    /// renderer from the DOT (Graphviz's output format by the name its `-T` option takes).
    enum Producer: Sendable, Hashable {
        case dot, json, mermaid, markdown
        case drawing(String)
    }

    init(
        name: String, fileExtensions: [String], mediaType: String, isBinary: Bool, displayName: String,
        summary: String, producer: Producer
    ) {
        self.name = name
        self.fileExtensions = fileExtensions
        self.mediaType = mediaType
        self.isBinary = isBinary
        self.displayName = displayName
        self.summary = summary
        self.producer = producer
    }

    /// A drawing: a format a renderer lays the flow's DOT out in, named `renderer` by it
    /// (Graphviz's `-T` name: `svg`, `png`, `pdf`). UIFlowGraphviz makes its SVG, PNG and PDF so.
    public init(
        drawing renderer: String, name: String, fileExtensions: [String], mediaType: String, isBinary: Bool,
        displayName: String, summary: String
    ) {
        self.init(
            name: name, fileExtensions: fileExtensions, mediaType: mediaType, isBinary: isBinary,
            displayName: displayName, summary: summary, producer: .drawing(renderer))
    }

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

    /// The formats UIFlowKit writes itself, in the order the preview offers them.
    public static let text: [OutputFormat] = [.dot, .markdown, .mermaid, .json]

    /// The usual file extension, without the dot (`dot` for DOT, `mmd` for Mermaid).
    public var fileExtension: String { fileExtensions.first ?? name }

    /// The renderer's name for a drawing (Graphviz's `-T` name); `nil` for a text format.
    public var drawing: String? {
        if case .drawing(let renderer) = producer { return renderer }
        return nil
    }

    /// Whether a renderer lays it out and draws it (SVG, PNG, PDF), which costs far more than
    /// writing text and can fail.
    public var isDrawing: Bool { drawing != nil }

    /// Whether it is a diagram (SVG, PNG, PDF, DOT, Mermaid): what a ``FlowSelection`` or a
    /// ``FlowOverview`` can be drawn as.
    public var isDiagram: Bool {
        switch producer {
        case .dot, .mermaid, .drawing: return true
        case .json, .markdown: return false
        }
    }

    /// The name.
    public var description: String { name }

    /// The format of `formats` whose ``name`` is `name`.
    public static func named(_ name: String, among formats: [OutputFormat]) -> OutputFormat? {
        formats.first { $0.name == name }
    }

    /// The format of `formats` that `path`'s extension names (any of ``fileExtensions``, in any
    /// case: `app.SVG`, `app.gv`); `nil` when there is none or it names no format.
    public static func forPath(_ path: String, among formats: [OutputFormat]) -> OutputFormat? {
        let pathExtension = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard !pathExtension.isEmpty else { return nil }
        return formats.first { $0.fileExtensions.contains(pathExtension) }
    }

    /// `flow` in this format, written as `options` say; `nil` for a drawing, which a renderer
    /// draws from the DOT (UIFlowGraphviz's `produce`).
    public func write(_ flow: Flow, options: OutputOptions = OutputOptions()) -> Data? {
        switch producer {
        case .dot:
            return DOTWriter(style: options.style).writeData(flow)
        case .json:
            let writer = JSONWriter(entryPoints: options.entryPoints)
            return options.analysis(of: flow).map(writer.writeData) ?? writer.writeData(flow)
        case .mermaid:
            return Data(MermaidWriter(style: options.style).write(flow).utf8)
        case .markdown:
            let title = options.title ?? MarkdownWriter.title(forFiles: flow.files)
            let writer = MarkdownWriter(title: title, diagram: .mermaid, entryPoints: options.entryPoints)
            return options.analysis(of: flow).map(writer.writeData) ?? Data(writer.write(flow).utf8)
        case .drawing:
            return nil
        }
    }

    /// The part of a flow that `selection` chose, its stubs drawn as stubs and its focus framed:
    /// as ``write(_:options:)`` writes `selection.flow` in the options' style
    /// ``DiagramStyle/selecting(_:)`` it; `nil` for a drawing.
    public func write(_ selection: FlowSelection, options: OutputOptions = OutputOptions()) -> Data? {
        var options = options
        options.style = options.style.selecting(selection)
        return write(selection.flow, options: options)
    }

    /// A flow's overview, with the style's direction, font and attributes: Mermaid for Mermaid, the
    /// DOT for every other format but a drawing (`nil`).
    public func write(_ overview: FlowOverview, options: OutputOptions = OutputOptions()) -> Data? {
        switch producer {
        case .mermaid: return Data(MermaidWriter(style: options.style).write(overview).utf8)
        case .dot, .json, .markdown: return Data(DOTWriter(style: options.style).write(overview).utf8)
        case .drawing: return nil
        }
    }
}
