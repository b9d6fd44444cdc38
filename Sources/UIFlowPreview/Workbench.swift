import Foundation
import UIFlowFiles
import UIFlowGraphviz
import UIFlowKit

/// Turns the texts of the page into a flow, and the flow into what the page shows (the diagram,
/// the findings, where each screen is written) or exports. Pure work but for reading the screens'
/// pictures (``images(of:)``, bounded by ``ScreenImageFiles``): the server runs it off the threads
/// that serve requests.
struct Workbench: Sendable {
    var files: [PreviewFile]
    var configuration: Configuration
    var style: DiagramStyle
    var engine: LayoutEngine
    /// The project's root for screens' pictures; `nil` reads and draws none.
    var imageRoot: URL?

    /// How the diagram and the exports are written.
    var outputOptions: OutputOptions {
        OutputOptions(style: style, lintConfiguration: configuration)
    }

    /// How Graphviz draws the diagram and the exports, with the screens' `images`. Standard error
    /// is taken too: what Graphviz's path router prints there shows as a warning.
    func drawingOptions(images: ScreenImages?) -> DrawingOptions {
        DrawingOptions(engine: engine, capturesStandardError: true, thumbnails: images.map { Thumbnails($0) })
    }

    /// The flow of every file: the page's text where it sent one, else the disk's.
    func flow(texts: [String: String], disk: [FileSnapshot]) -> Flow {
        let sources = files.indices.map { index in
            let file = files[index]
            if let text = texts[file.id] { return SourceFile(path: file.path, text: text) }
            return SourceFile(path: file.path, bytes: disk.indices.contains(index) ? disk[index].bytes : [])
        }
        return Flow(sources: sources)
    }

    /// The screens' pictures `flow` asks for, read inside ``imageRoot``; `nil` without a root or
    /// when none is asked for.
    func images(of flow: Flow) -> ScreenImages? {
        guard let imageRoot, ScreenImageFiles.isAsked(by: flow, configuration: configuration) else { return nil }
        return ScreenImageFiles.read(flow, configuration: configuration, root: imageRoot)
    }

    /// Everything the page shows for `flow`, its diagram of the part `view` asks for, with the
    /// screens' `images`.
    func render(_ flow: Flow, view: RenderRequest.View? = nil, images: ScreenImages? = nil) -> RenderResult {
        let findings = Analyzer(configuration: configuration, images: images).analyze(flow)
        let idByPath = Dictionary(files.map { ($0.path, $0.id) }, uniquingKeysWith: { first, _ in first })
        func place(_ location: SourceLocation) -> RenderResult.Place {
            RenderResult.Place(file: idByPath[location.file], line: location.line, column: location.column)
        }
        var result = RenderResult()
        let blocks = BlockIndex(flow: flow)
        result.diagnostics = findings.map { finding in
            RenderResult.Finding(
                severity: finding.severity.rawValue, rule: finding.rule.rawValue, message: finding.message,
                at: place(finding.location),
                screen: blocks.screen(containing: finding.location).map { flow.screens[$0].name },
                notes: finding.notes.map { RenderResult.Note(message: $0.message, at: place($0.location)) })
        }
        result.screens = flow.screens.map { screen in
            RenderResult.ScreenPlace(name: screen.name, at: place(screen.location), endLine: screen.endLine)
        }
        let (drawn, options) = part(of: flow, view: view, into: &result)
        let outline = DOTWriter(style: options.style).outline(of: drawn)
        var firstUse: [NameKey: SourceLocation] = [:]
        for edge in outline.edges {
            let transition = drawn.screens[edge.screen].actions[edge.action].transitions[edge.transition]
            result.edges.append(RenderResult.EdgePlace(title: edge.title, at: place(transition.location)))
            if drawn.target(of: transition) == nil, let target = transition.target, firstUse[NameKey(target)] == nil {
                firstUse[NameKey(target)] = transition.targetLocation
            }
        }
        result.undefined = drawn.undefinedTargets.map { name in
            RenderResult.UndefinedPlace(name: name, at: firstUse[NameKey(name)].map(place))
        }
        result.insertionLines = insertionLines(flow)
        result.counts = RenderResult.Counts(
            screens: flow.screens.count,
            errors: findings.count { $0.severity == .error },
            warnings: findings.count { $0.severity == .warning },
            notes: findings.count { $0.severity == .note })
        do {
            let drawing = try OutputFormat.svg.produce(drawn, options: options, drawing: drawingOptions(images: images))
            result.svg = String(decoding: drawing.data, as: UTF8.self)
            result.graphvizWarnings = drawing.warnings.map(\.text)
                + drawing.fallbacks.map { "drawn again with \($0.attribute)=\($0.value) after Graphviz failed" }
        } catch {
            result.graphvizError = error.description
        }
        return result
    }

    /// For each file, the line before which a new screen block can go without changing the flow
    /// (``EditorWorkspace/insertionLine(in:of:)``); none for the end of the file.
    func insertionLines(_ flow: Flow) -> [String: Int] {
        var result: [String: Int] = [:]
        for file in files {
            if let line = EditorWorkspace.insertionLine(in: file.path, of: flow) { result[file.id] = line }
        }
        return result
    }

    /// The bytes of an export, or why Graphviz could not draw it. JSON and the Markdown spec carry
    /// the lint findings of the preview's configuration.
    func export(_ flow: Flow, as format: OutputFormat, images: ScreenImages? = nil) -> Result<Data, GraphvizError> {
        do {
            return .success(try format.produce(flow, options: outputOptions, drawing: drawingOptions(images: images)).data)
        } catch {
            return .failure(error)
        }
    }

    /// The name an export is saved under: the first file's name as a diagram file is named
    /// (``DiagramFileNames``: `My App.uiflow` → `my-app`), with the format's extension.
    func exportName(_ format: OutputFormat) -> String {
        let base = files.first.map { URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent } ?? "flow"
        return (DiagramFileNames.names(for: [base], fallback: "flow").first ?? "flow") + "." + format.fileExtension
    }
}
