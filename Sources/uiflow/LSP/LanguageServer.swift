import Foundation
import UIFlowKit

/// `uiflow lsp`: the open flow files as one flow, checked on every change; diagnostics, go to
/// definition, references, document symbols and hover (docs/lsp.md). One message at a time, in
/// order, on the main thread.
struct LanguageServer {
    private var transport: LSPTransport
    /// The open documents' text, by URI.
    private var documents: [String: String] = [:]
    private var isShutDown = false
    /// Whether a write failed: the client is gone, and the session ends.
    private var isDisconnected = false
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    init(transport: LSPTransport = LSPTransport()) {
        self.transport = transport
    }

    /// Serves until `exit` or the end of input; the exit status the protocol asks for: 0 after
    /// `shutdown`, 1 otherwise.
    mutating func run() -> Int32 {
        while !isDisconnected, let body = transport.read() {
            guard let envelope = try? JSONDecoder().decode(LSP.Envelope.self, from: body) else {
                send(LSP.ErrorResponse(id: nil, error: .init(code: -32700, message: "the message is not JSON-RPC")))
                continue
            }
            if envelope.method == "exit" { return isShutDown ? 0 : 1 }
            handle(envelope, body)
        }
        return isShutDown ? 0 : 1
    }

    private mutating func handle(_ envelope: LSP.Envelope, _ body: Data) {
        let id = envelope.id
        switch envelope.method {
        case "initialize":
            send(LSP.Response(id: id, result: InitializeResult()))
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration":
            break
        case "shutdown":
            isShutDown = true
            send(LSP.Response<String>(id: id, result: nil))
        case "textDocument/didOpen":
            guard let open = decode(LSP.DidOpen.self, body) else { return }
            documents[open.textDocument.uri] = open.textDocument.text
            publishDiagnostics()
        case "textDocument/didChange":
            guard let change = decode(LSP.DidChange.self, body), let text = change.contentChanges.last?.text else { return }
            documents[change.textDocument.uri] = text
            publishDiagnostics()
        case "textDocument/didClose":
            guard let close = decode(LSP.DidClose.self, body) else { return }
            documents[close.textDocument.uri] = nil
            send(LSP.Notification(method: "textDocument/publishDiagnostics", params: LSP.PublishDiagnostics(uri: close.textDocument.uri, diagnostics: [])))
            publishDiagnostics()
        case "textDocument/definition":
            guard let request = decode(LSP.TextDocumentPosition.self, body) else { return invalid(id) }
            send(LSP.Response(id: id, result: definition(request)))
        case "textDocument/references":
            guard let request = decode(LSP.TextDocumentPosition.self, body) else { return invalid(id) }
            send(LSP.Response(id: id, result: references(request)))
        case "textDocument/documentSymbol":
            guard let request = decode(LSP.DocumentRequest.self, body) else { return invalid(id) }
            send(LSP.Response(id: id, result: symbols(request.textDocument.uri)))
        case "textDocument/hover":
            guard let request = decode(LSP.TextDocumentPosition.self, body) else { return invalid(id) }
            send(LSP.Response(id: id, result: hover(request)))
        default:
            // A request the server does not answer gets an error; a notification, nothing.
            if id != nil { send(LSP.ErrorResponse(id: id, error: .init(code: -32601, message: "uiflow lsp does not handle \(envelope.method ?? "this")"))) }
        }
    }

    // MARK: The flow of the open documents

    /// The open documents as one flow, each file named by its path.
    private func flow() -> Flow {
        Flow(sources: documents.keys.sorted().map { uri in SourceFile(path: Self.path(of: uri), text: documents[uri] ?? "") })
    }

    /// Every finding of every open document, as diagnostics of its URI (none for a clean one).
    private mutating func publishDiagnostics() {
        let flow = flow()
        let findings = Analyzer().analyze(flow)
        var byURI: [String: [LSP.Diagnostic]] = [:]
        for uri in documents.keys { byURI[uri] = [] }
        let uris = Dictionary(documents.keys.map { (Self.path(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
        for finding in findings {
            guard let uri = uris[finding.range.file] else { continue }
            let related = finding.notes.compactMap { note -> LSP.RelatedInformation? in
                guard let noteURI = uris[note.range.file] ?? Optional(Self.uri(of: note.range.file)) else { return nil }
                return LSP.RelatedInformation(location: LSP.Location(uri: noteURI, range: range(note.range, in: uris[note.range.file])), message: note.message)
            }
            byURI[uri, default: []].append(
                LSP.Diagnostic(
                    range: range(finding.range, in: uri), severity: Self.severity(finding.severity), code: finding.rule.rawValue,
                    message: finding.message, relatedInformation: related.isEmpty ? nil : related))
        }
        for uri in byURI.keys.sorted() {
            send(LSP.Notification(method: "textDocument/publishDiagnostics", params: LSP.PublishDiagnostics(uri: uri, diagnostics: byURI[uri] ?? [])))
        }
    }

    /// The screen a transition's target at the position names: its header.
    private func definition(_ request: LSP.TextDocumentPosition) -> LSP.Location? {
        let flow = flow()
        let position = sourcePosition(request)
        let file = Self.path(of: request.textDocument.uri)
        for screen in flow.screens {
            for action in screen.actions {
                for transition in action.transitions where transition.targetRange.file == file && Self.contains(transition.targetRange, position) {
                    guard let target = transition.target, let index = flow.index(ofScreenNamed: target) else { return nil }
                    return location(flow.screens[index].range)
                }
            }
        }
        return nil
    }

    /// Where the screen at the position (its header, or a target naming it) is named: its header
    /// and every transition to it.
    private func references(_ request: LSP.TextDocumentPosition) -> [LSP.Location] {
        let flow = flow()
        guard let index = screen(at: request, in: flow) else { return [] }
        var locations = [location(flow.screens[index].range)]
        for screen in flow.screens {
            for action in screen.actions {
                for transition in action.transitions where transition.target.flatMap({ flow.index(ofScreenNamed: $0) }) == index {
                    locations.append(location(transition.targetRange))
                }
            }
        }
        return locations
    }

    /// A screen per block of the document, in order.
    private func symbols(_ uri: String) -> [LSP.DocumentSymbol] {
        let flow = flow()
        let file = Self.path(of: uri)
        return flow.screens.filter { $0.range.file == file }.map { screen in
            let header = range(screen.range, in: uri)
            let end = LSP.Position(line: max(header.end.line, screen.endLine - 1), character: 0)
            let detail = screen.parameters.isEmpty ? nil : "(" + screen.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
            return LSP.DocumentSymbol(
                name: screen.name, detail: detail, kind: 5, range: LSP.Range(start: header.start, end: end), selectionRange: header, children: nil)
        }
    }

    /// The screen at the position: its parameters, routes, type, and where users come from.
    private func hover(_ request: LSP.TextDocumentPosition) -> LSP.Hover? {
        let flow = flow()
        guard let index = screen(at: request, in: flow) else { return nil }
        let screen = flow.screens[index]
        var lines = ["**\(screen.name)**"]
        if let type = screen.typeName { lines.append("Type `\(type)`") }
        for parameter in screen.parameters {
            lines.append("- `\(parameter.name): \(parameter.type)`" + (parameter.defaultValue.map { " = `\($0)`" } ?? ""))
        }
        for route in screen.routes { lines.append("Route `\(route.pattern)`") }
        let sources = flow.screens.filter { source in
            source.actions.contains { $0.transitions.contains { $0.target.flatMap { flow.index(ofScreenNamed: $0) } == index } }
        }.map(\.name)
        if !sources.isEmpty { lines.append("Arrives from " + sources.map { "`\($0)`" }.joined(separator: ", ")) }
        return LSP.Hover(contents: LSP.MarkupContent(value: lines.joined(separator: "\n\n")), range: nil)
    }

    /// The screen whose header or a target naming it holds the position.
    private func screen(at request: LSP.TextDocumentPosition, in flow: Flow) -> Int? {
        let position = sourcePosition(request)
        let file = Self.path(of: request.textDocument.uri)
        if let header = flow.screens.indices.first(where: { flow.screens[$0].range.file == file && Self.contains(flow.screens[$0].range, position) }) {
            return header
        }
        for screen in flow.screens {
            for action in screen.actions {
                for transition in action.transitions where transition.targetRange.file == file && Self.contains(transition.targetRange, position) {
                    return transition.target.flatMap { flow.index(ofScreenNamed: $0) }
                }
            }
        }
        return nil
    }

    // MARK: Positions

    private func sourcePosition(_ request: LSP.TextDocumentPosition) -> SourcePosition {
        EditorLines(documents[request.textDocument.uri] ?? "").sourcePosition(line: request.position.line, character: request.position.character)
    }

    private func range(_ range: SourceRange, in uri: String?) -> LSP.Range {
        let lines = EditorLines(uri.flatMap { documents[$0] } ?? "")
        let start = lines.editorPosition(of: range.start)
        let end = lines.editorPosition(of: range.end)
        return LSP.Range(start: LSP.Position(line: start.line, character: start.character), end: LSP.Position(line: end.line, character: end.character))
    }

    private func location(_ range: SourceRange) -> LSP.Location {
        let uri = documents.keys.first { Self.path(of: $0) == range.file } ?? Self.uri(of: range.file)
        return LSP.Location(uri: uri, range: self.range(range, in: uri))
    }

    private static func contains(_ range: SourceRange, _ position: SourcePosition) -> Bool {
        range.start <= position && (position < range.end || position == range.start)
    }

    /// `/a/b.uiflow` of `file:///a/b.uiflow`; the URI itself when it is no file URI.
    static func path(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    static func uri(of path: String) -> String {
        path.hasPrefix("/") ? URL(fileURLWithPath: path).absoluteString : path
    }

    private static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    // MARK: Messages

    private func decode<Value: Decodable>(_ type: Value.Type, _ body: Data) -> Value? {
        try? JSONDecoder().decode(LSP.Parameters<Value>.self, from: body).params
    }

    private mutating func invalid(_ id: LSP.ID?) {
        send(LSP.ErrorResponse(id: id, error: .init(code: -32602, message: "invalid parameters")))
    }

    private mutating func send(_ message: some Encodable) {
        guard let data = try? encoder.encode(message) else { return }
        if !transport.write(data) { isDisconnected = true }
    }

    /// What the server can do.
    private struct InitializeResult: Encodable {
        struct Capabilities: Encodable {
            /// 1: the client sends each document whole on every change.
            var textDocumentSync = 1
            var definitionProvider = true
            var referencesProvider = true
            var documentSymbolProvider = true
            var hoverProvider = true
        }

        struct ServerInfo: Encodable {
            var name = "uiflow"
            var version = UIFlowVersion.current
        }

        var capabilities = Capabilities()
        var serverInfo = ServerInfo()
    }
}
