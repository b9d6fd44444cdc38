/// The flow files an editor works on, as one flow: the open documents (with the editor's text and
/// versions) over the files on disk (their text as the caller read it: `UIFlowKit` reads no
/// files), with the configuration and, when configured, the app's code. A change re-parses only
/// the file it touches. What is at a place, references, renames, completions, fixes and outlines
/// are its extensions; the language server and the preview both use it.
///
/// ```swift
/// var workspace = EditorWorkspace()
/// workspace.open(EditorDocument(path: "/app/shop.uiflow", text: "[Home]\n--\nTap\n==> Cart\n"))
/// workspace.flow.screens.map(\.name)  // ["Home"]
/// workspace.analyze()                  // the `undefined-screen` finding for `Cart`
/// ```
public struct EditorWorkspace: Sendable {
    /// The configuration (`.uiflow.yml`) the findings follow.
    public private(set) var configuration = Configuration()
    /// The configuration file's text, for the places of its entry points (renames edit them).
    public private(set) var configurationFile: SourceFile?
    /// The app's code, when Swift sources are configured.
    public private(set) var code: CodeIndex?
    /// The flow of every file, open or on disk.
    public private(set) var flow = Flow(files: [])
    /// Grows with every change of the flow, the configuration or the code.
    public private(set) var generation = 0

    private var documents: [String: EditorDocument] = [:]
    private var diskTexts: [String: String] = [:]
    private var files: [String: ParsedText] = [:]

    /// A file's text, parsed.
    struct ParsedText: Sendable {
        var text: String
        var tree: SyntaxTree
        var parsed: ParsedFile

        init(path: String, text: String) {
            self.text = text
            tree = SyntaxTree(parsing: SourceFile(path: path, text: text))
            parsed = ParsedFile(tree)
        }
    }

    /// An empty workspace.
    public init() {}

    // MARK: Documents and files

    /// The paths of every file, open or on disk, sorted.
    public var paths: [String] { files.keys.sorted() }

    /// The open document at `path`.
    public func document(at path: String) -> EditorDocument? { documents[path] }

    /// The text of the file at `path`: the editor's when it is open, else the disk's.
    public func text(of path: String) -> String? { files[path]?.text }

    /// The syntax tree of the file at `path`.
    public func tree(of path: String) -> SyntaxTree? { files[path]?.tree }

    /// The configuration file, or a flow file, whose text is at `path`.
    public func anyText(of path: String) -> String? {
        if let configurationFile, configurationFile.path == path { return String(decoding: configurationFile.bytes, as: UTF8.self) }
        return text(of: path)
    }

    /// Opens a document: its text now stands for the file.
    public mutating func open(_ document: EditorDocument) {
        documents[document.path] = document
        update(document.path, text: document.text)
    }

    /// Applies an editor's changes to an open document; `false` when it is not open.
    @discardableResult
    public mutating func change(_ path: String, _ changes: [EditorChange], version: Int) -> Bool {
        guard var document = documents[path] else { return false }
        document.apply(changes, version: version)
        documents[path] = document
        update(path, text: document.text)
        return true
    }

    /// Closes a document: the file on disk, if any, stands for it again.
    public mutating func close(_ path: String) {
        guard documents.removeValue(forKey: path) != nil else { return }
        update(path, text: diskTexts[path])
    }

    /// The flow files on disk, in place of those given before; an open document keeps its text.
    public mutating func setDiskFiles(_ sources: [SourceFile]) {
        let old = diskTexts
        diskTexts = Dictionary(sources.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }, uniquingKeysWith: { _, last in last })
        var changed = false
        for path in Set(old.keys).union(diskTexts.keys) where documents[path] == nil && old[path] != diskTexts[path] {
            changed = setText(path, diskTexts[path]) || changed
        }
        if changed { rebuild() }
    }

    /// The configuration and its file.
    public mutating func setConfiguration(_ configuration: Configuration, file: SourceFile? = nil) {
        self.configuration = configuration
        configurationFile = file
        generation += 1
    }

    /// The app's code, or `nil` when no Swift sources are configured.
    public mutating func setCode(_ code: CodeIndex?) {
        self.code = code
        generation += 1
    }

    /// Every finding of the flow, with the configuration and the code.
    public func analyze() -> [Diagnostic] {
        Analyzer(configuration: configuration, code: code).analyze(flow)
    }

    mutating func update(_ path: String, text: String?) {
        if setText(path, text) { rebuild() }
    }

    /// Sets the text of one file, parsing it again only when it changed; whether it did.
    private mutating func setText(_ path: String, _ text: String?) -> Bool {
        guard let text else { return files.removeValue(forKey: path) != nil }
        if files[path]?.text == text { return false }
        files[path] = ParsedText(path: path, text: text)
        return true
    }

    private mutating func rebuild() {
        flow = Flow(files: paths.compactMap { files[$0]?.parsed })
        generation += 1
    }
}
