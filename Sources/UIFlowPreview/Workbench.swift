import Foundation
import UIFlowGraphviz
import UIFlowKit

/// What the page asks to render or export: the text of some of the files, as in its editor.
/// A file it leaves out is taken as it is on disk.
struct RenderRequest: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
        var id: String
        var text: String
    }

    var files: [Entry]
}

/// The formats of the export buttons.
enum ExportFormat: String, CaseIterable, Sendable {
    case svg, png, pdf, dot, md, mmd, json

    var contentType: String {
        switch self {
        case .svg: "image/svg+xml"
        case .png: "image/png"
        case .pdf: "application/pdf"
        case .dot: "text/vnd.graphviz; charset=utf-8"
        case .md: "text/markdown; charset=utf-8"
        case .mmd: "text/plain; charset=utf-8"
        case .json: "application/json"
        }
    }
}

/// Turns the texts of the page into a flow, and the flow into what the page shows (the diagram,
/// the findings, where each screen is written) or exports. Pure work, no I/O: the server runs it
/// off the threads that serve requests.
struct Workbench: Sendable {
    var files: [PreviewFile]
    var configuration: Configuration
    var writer: DOTWriter
    var engine: LayoutEngine

    /// The flow of every file: the page's text where it sent one, else the disk's.
    func flow(texts: [String: String], disk: [FileSnapshot]) -> Flow {
        let sources = files.indices.map { index in
            let file = files[index]
            if let text = texts[file.id] { return SourceFile(path: file.path, text: text) }
            return SourceFile(path: file.path, bytes: disk.indices.contains(index) ? disk[index].bytes : [])
        }
        return Flow(sources: sources)
    }

    /// Everything the page shows for `flow`.
    func render(_ flow: Flow) -> RenderResult {
        let findings = Analyzer(configuration: configuration).analyze(flow)
        let idByPath = Dictionary(files.map { ($0.path, $0.id) }, uniquingKeysWith: { first, _ in first })
        func place(_ location: SourceLocation) -> RenderResult.Place {
            RenderResult.Place(file: idByPath[location.file], line: location.line, column: location.column)
        }
        var result = RenderResult()
        result.diagnostics = findings.map { finding in
            RenderResult.Finding(
                severity: finding.severity.rawValue, rule: finding.rule.rawValue, message: finding.message,
                at: place(finding.location),
                notes: finding.notes.map { RenderResult.Note(message: $0.message, at: place($0.location)) })
        }
        result.screens = flow.screens.map { screen in
            RenderResult.ScreenPlace(name: screen.name, at: place(screen.location), endLine: screen.endLine)
        }
        let outline = writer.outline(of: flow)
        var firstUse: [NameKey: SourceLocation] = [:]
        for edge in outline.edges {
            let transition = flow.screens[edge.screen].actions[edge.action].transitions[edge.transition]
            result.edges.append(RenderResult.EdgePlace(title: edge.title, at: place(transition.location)))
            if flow.target(of: transition) == nil, let target = transition.target, firstUse[NameKey(target)] == nil {
                firstUse[NameKey(target)] = transition.targetLocation
            }
        }
        result.undefined = flow.undefinedTargets.map { name in
            RenderResult.UndefinedPlace(name: name, at: firstUse[NameKey(name)].map(place))
        }
        result.insertionLines = insertionLines(flow)
        result.counts = RenderResult.Counts(
            screens: flow.screens.count,
            errors: findings.count { $0.severity == .error },
            warnings: findings.count { $0.severity == .warning },
            notes: findings.count { $0.severity == .note })
        do {
            // Standard error is taken too: what Graphviz's path router prints there shows as a warning.
            let renderer = GraphvizRenderer(capturesStandardError: true)
            let rendering = try renderer.render(flow, format: .svg, engine: engine, writer: writer)
            result.svg = String(decoding: rendering.data, as: UTF8.self)
            result.graphvizWarnings = rendering.warnings.map(\.text)
                + rendering.fallbacks.map { "drawn again with \($0.attribute)=\($0.value) after Graphviz failed" }
        } catch {
            result.graphvizError = error.description
        }
        return result
    }

    /// For each file, the line before which a new screen block can go without changing the flow:
    /// the end of the file, unless its last block ends with an action that has no transition (a
    /// block after it would become that action's target); then after the last block that does not,
    /// or before the first block.
    func insertionLines(_ flow: Flow) -> [String: Int] {
        var blocks: [String: [Screen]] = [:]
        for screen in flow.screens { blocks[screen.location.file, default: []].append(screen) }
        var result: [String: Int] = [:]
        for file in files {
            let screens = (blocks[file.path] ?? []).sorted { $0.location.line < $1.location.line }
            guard let first = screens.first else { continue }
            func isClosed(_ screen: Screen) -> Bool {
                guard let last = screen.actions.last else { return true }
                return last.transitions.contains { !$0.isImplicit }
            }
            if let last = screens.last, isClosed(last) { continue }  // the end of the file
            if let closed = screens.last(where: isClosed) {
                result[file.id] = closed.endLine
            } else {
                result[file.id] = first.location.line
            }
        }
        return result
    }

    /// The bytes of an export.
    func export(_ flow: Flow, as format: ExportFormat) -> Result<Data, ExportError> {
        switch format {
        case .dot:
            return .success(writer.writeData(flow))
        case .json:
            return .success(JSONWriter().writeData(flow, diagnostics: Analyzer(configuration: configuration).analyze(flow)))
        case .mmd:
            return .success(Data(MermaidWriter(direction: writer.direction).write(flow).utf8))
        case .md:
            let findings = Analyzer(configuration: configuration).analyze(flow)
            let title = MarkdownWriter.title(forFiles: flow.files)
            return .success(Data(MarkdownWriter(title: title, diagram: .mermaid).write(flow, findings: findings).utf8))
        case .svg, .png, .pdf:
            do {
                let rendering = try GraphvizRenderer(capturesStandardError: true).render(
                    flow, format: GraphvizFormat(format.rawValue), engine: engine, writer: writer)
                return .success(rendering.data)
            } catch {
                return .failure(ExportError(message: error.description))
            }
        }
    }

    /// The name an export is saved under: the first file's name with the format's extension.
    func exportName(_ format: ExportFormat) -> String {
        let base = files.first.map { URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent } ?? "flow"
        let safe = String(base.unicodeScalars.map { scalar -> Character in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
                ? Character(scalar) : "_"
        })
        return (safe.isEmpty ? "flow" : safe) + "." + format.rawValue
    }
}

struct ExportError: Error, Sendable {
    var message: String
}

/// The answer to a render request, as JSON.
struct RenderResult: Encodable, Sendable {
    struct Place: Encodable, Sendable, Equatable {
        /// The file's id; `nil` for a place in no file of the preview (a configuration file).
        var file: String?
        var line: Int
        /// In Unicode scalars, 1-based.
        var column: Int
    }

    struct Note: Encodable, Sendable {
        var message: String
        var at: Place
    }

    struct Finding: Encodable, Sendable {
        var severity: String
        var rule: String
        var message: String
        var at: Place
        var notes: [Note]
    }

    struct ScreenPlace: Encodable, Sendable {
        var name: String
        var at: Place
        var endLine: Int
    }

    struct EdgePlace: Encodable, Sendable {
        var title: String
        var at: Place
    }

    struct UndefinedPlace: Encodable, Sendable {
        var name: String
        var at: Place?
    }

    struct Counts: Encodable, Sendable {
        var screens = 0
        var errors = 0
        var warnings = 0
        var notes = 0
    }

    /// The diagram; `nil` when Graphviz failed (``graphvizError`` says why).
    var svg: String?
    var graphvizError: String?
    var graphvizWarnings: [String] = []
    var diagnostics: [Finding] = []
    var screens: [ScreenPlace] = []
    var edges: [EdgePlace] = []
    var undefined: [UndefinedPlace] = []
    /// By file id: where a new block goes (see ``Workbench/insertionLines(_:)``); a file left out
    /// takes it at its end.
    var insertionLines: [String: Int] = [:]
    var counts = Counts()
}
