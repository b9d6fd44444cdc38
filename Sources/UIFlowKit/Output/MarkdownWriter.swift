import Foundation

/// Writes a flow as a Markdown screen catalogue for GitHub: a title and summary, the diagram, a
/// table of contents, a section per screen (implementing type, routes, parameters, what the user
/// sees, actions and what each `back` and `dismiss` returns to, how users arrive, lint findings),
/// and a table of routes.
///
/// Every anchor is stable (the same on every run) and unique, and all text from the flow is
/// escaped so that no name or line can break the document: no `|` ends a table cell, no `#` makes
/// a heading, no `<script>` becomes HTML.
public struct MarkdownWriter: Sendable {
    /// The diagrams: at the top (the groups' overview when the flow has `@group`s, else the whole
    /// flow), at the head of each group's screens, and beside each screen with ``screenDiagrams``.
    public enum Diagram: Sendable, Hashable {
        /// No diagram.
        case none
        /// A Mermaid block, which GitHub draws.
        case mermaid
        /// Image files (rendered SVGs): the top one by its path relative to the Markdown file, the
        /// others beside it as ``diagramFiles(of:path:screenDiagrams:)`` names them.
        case image(path: String)
    }

    /// The document's title.
    public var title: String
    /// The diagram to show.
    public var diagram: Diagram
    /// The screens users start from besides `@entry` and `@route` ones (the configuration's entry
    /// points), from which how each screen arrives and what it returns to are found
    /// (``Navigation/init(flow:entryPoints:)``).
    public var entryPoints: [String]
    /// Whether each screen's section shows the diagram of its neighbourhood (the screens one
    /// transition away, either way: ``FlowSelection/Scope/neighborhood(of:depth:)``).
    public var screenDiagrams: Bool
    /// Each screen's picture, by screen name: its path relative to the Markdown file, shown at
    /// the head of the screen's section as an HTML image aligned right, which GitHub floats beside
    /// the description; none by default.
    public var images: [String: String] = [:]

    /// Creates a writer.
    public init(title: String, diagram: Diagram = .mermaid, entryPoints: [String] = [], screenDiagrams: Bool = false) {
        self.title = title
        self.diagram = diagram
        self.entryPoints = entryPoints
        self.screenDiagrams = screenDiagrams
    }

    /// The title for a flow made of `files`: the first file's name without its extension, in title
    /// case where it is plain lower case (`shop.uiflow` → `Shop`).
    public static func title(forFiles files: [String]) -> String {
        guard let first = files.first else { return "Flow" }
        let name = URL(fileURLWithPath: first).deletingPathExtension().lastPathComponent
        guard !name.isEmpty, name != "<stdin>" else { return "Flow" }
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The Markdown document for `flow`, with `findings` (from ``Analyzer``) under their screens.
    public func write(_ flow: Flow, findings: [Diagnostic] = []) -> String {
        document(flow, findings: findings, navigation: Navigation(flow: flow, entryPoints: entryPoints)).out.text
    }

    /// The Markdown document of an analysed flow, with its findings under their screens; the
    /// analysis's navigation search serves when it was made from ``entryPoints``.
    public func write(_ analysis: FlowAnalysis) -> String {
        document(analysis).out.text
    }

    /// The Markdown document of an analysed flow as UTF-8 bytes, ready for a file, without the
    /// cost of making a `String` of a large document.
    public func writeData(_ analysis: FlowAnalysis) -> Data {
        document(analysis).takeData()
    }

    private func document(_ analysis: FlowAnalysis) -> MarkdownDocument {
        document(analysis.flow, findings: analysis.findings, navigation: analysis.navigation(entryPoints: entryPoints))
    }

    /// The document, written.
    private func document(_ flow: Flow, findings: [Diagnostic], navigation: Navigation) -> MarkdownDocument {
        var document = MarkdownDocument(flow: flow, findings: findings, navigation: navigation)
        document.images = images
        document.write(title: title, diagram: diagram, screenDiagrams: screenDiagrams)
        return document
    }
}
