import Foundation
import UIFlowFiles
import UIFlowKit

/// `uiflow lsp`: the workspace's flow files as one flow (the open documents over the files on
/// disk), checked after each pause in the changes; definition, references, highlights, symbols,
/// hover, completion, rename, code actions, folding, semantic tokens and formatting
/// (docs/lsp.md). The editing itself is `UIFlowKit`'s ``EditorWorkspace``; this type speaks the
/// protocol. One message at a time, in order, on the main thread.
struct LanguageServer {
    var transport: LSPTransport
    /// The editor's workspace folder, if it opened one.
    var workspaceFolder: URL?
    /// The flows of the workspace that hold open documents, by their folder's path ("" for the
    /// documents outside any folder).
    var roots: [String: LSPFlowRoot] = [:]
    /// The flow each open document belongs to, by its path.
    var rootOfPath: [String: String] = [:]
    /// The URI each open document was opened with, by path.
    var uris: [String: String] = [:]
    /// The diagnostics last sent, by URI: a file whose diagnostics did not change is not sent
    /// them again, and one that became clean is sent an empty list once.
    var published: [String: [LSP.Diagnostic]] = [:]
    /// The file opened or changed last: its diagnostics go first.
    var lastChanged: String?
    /// Whether the findings changed since they were last sent.
    var diagnosticsPending = false
    /// How long a pause in the changes is before the findings are sent.
    let debounce: Int32
    /// Whether the client can create a file in a workspace edit.
    var canCreateFiles = false
    /// Whether the client watches files for the server when asked.
    var watchesFiles = false
    /// Whether the client takes snippets in completions (`${1:id}`); plain text otherwise.
    var snippets = false
    var isShutDown = false
    /// Whether a write failed: the client is gone, and the session ends.
    var isDisconnected = false
    var nextRequestID = 1
    let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// The pause before sending findings, in milliseconds: long enough to let a burst of
    /// keystrokes pass, short against the 30 ms the benchmark allows from keystroke to findings.
    static let defaultDebounce: Int32 = 10

    init(transport: LSPTransport = LSPTransport(), debounce: Int32 = LanguageServer.defaultDebounce) {
        self.transport = transport
        self.debounce = debounce
    }

    /// Serves until `exit` or the end of input; the exit status the protocol asks for: 0 after
    /// `shutdown`, 1 otherwise.
    mutating func run() -> Int32 {
        while !isDisconnected {
            if diagnosticsPending, !transport.hasInput(waitingMilliseconds: debounce) {
                publishDiagnostics()
                continue
            }
            guard let body = transport.read() else { break }
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
        guard let method = envelope.method else { return }  // a response to the server's own request
        if isShutDown, id != nil {
            return send(LSP.ErrorResponse(id: id, error: .init(code: -32600, message: "the server is shut down")))
        }
        switch method {
        case "initialize":
            initialize(id, decode(LSP.InitializeParams.self, body))
        case "initialized":
            watchFiles()
        case "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "textDocument/didSave", "workspace/didChangeWorkspaceFolders":
            break
        case "shutdown":
            isShutDown = true
            send(LSP.Response<String>(id: id, result: nil))
        case "textDocument/didOpen":
            if let open = decode(LSP.DidOpen.self, body) { didOpen(open) }
        case "textDocument/didChange":
            if let change = decode(LSP.DidChange.self, body) { didChange(change) }
        case "textDocument/didClose":
            if let close = decode(LSP.DidClose.self, body) { didClose(close) }
        case "workspace/didChangeWatchedFiles":
            if let changes = decode(LSP.DidChangeWatchedFiles.self, body) { didChangeWatchedFiles(changes) }
        case "textDocument/definition":
            answer(id, body) { (server: inout Self, request: LSP.TextDocumentPosition) in server.definition(request) }
        case "textDocument/references":
            answer(id, body) { (server: inout Self, request: LSP.TextDocumentPosition) in server.references(request) }
        case "textDocument/documentHighlight":
            answer(id, body) { (server: inout Self, request: LSP.TextDocumentPosition) in server.highlights(request) }
        case "textDocument/documentSymbol":
            answer(id, body) { (server: inout Self, request: LSP.DocumentRequest) in server.symbols(request.textDocument.uri) }
        case "workspace/symbol":
            answer(id, body) { (server: inout Self, request: LSP.WorkspaceSymbolParams) in server.workspaceSymbols(request.query) }
        case "textDocument/hover":
            answer(id, body) { (server: inout Self, request: LSP.TextDocumentPosition) in server.hover(request) }
        case "textDocument/completion":
            answer(id, body) { (server: inout Self, request: LSP.TextDocumentPosition) in server.completion(request) }
        case "textDocument/prepareRename":
            answer(id, body) { (server: inout Self, request: LSP.TextDocumentPosition) in server.prepareRename(request) }
        case "textDocument/rename":
            guard let request = decode(LSP.RenameParams.self, body) else { return invalid(id) }
            switch rename(request) {
            case .success(let edit): send(LSP.Response(id: id, result: edit))
            case .failure(let refusal): send(LSP.ErrorResponse(id: id, error: .init(code: -32803, message: refusal.message)))
            }
        case "textDocument/codeAction":
            answer(id, body) { (server: inout Self, request: LSP.CodeActionParams) in server.codeActions(request) }
        case "textDocument/foldingRange":
            answer(id, body) { (server: inout Self, request: LSP.DocumentRequest) in server.foldingRanges(request.textDocument.uri) }
        case "textDocument/semanticTokens/full":
            answer(id, body) { (server: inout Self, request: LSP.DocumentRequest) in server.semanticTokens(request.textDocument.uri) }
        case "textDocument/formatting":
            answer(id, body) { (server: inout Self, request: LSP.FormattingParams) in server.formatting(request.textDocument.uri) }
        default:
            // A request the server does not answer gets an error; a notification, nothing.
            if id != nil { send(LSP.ErrorResponse(id: id, error: .init(code: -32601, message: "uiflow lsp does not handle \(method)"))) }
        }
    }

    // MARK: Messages

    /// Decodes a request's parameters and sends what `work` gives, or an invalid-parameters error.
    private mutating func answer<Request: Decodable, Result: Encodable>(
        _ id: LSP.ID?, _ body: Data, _ work: (inout Self, Request) -> Result?
    ) {
        guard let request = decode(Request.self, body) else { return invalid(id) }
        let result = work(&self, request)
        send(LSP.Response(id: id, result: result))
    }

    func decode<Value: Decodable>(_ type: Value.Type, _ body: Data) -> Value? {
        try? JSONDecoder().decode(LSP.Parameters<Value>.self, from: body).params
    }

    mutating func invalid(_ id: LSP.ID?) {
        send(LSP.ErrorResponse(id: id, error: .init(code: -32602, message: "invalid parameters")))
    }

    mutating func send(_ message: some Encodable) {
        guard let data = try? encoder.encode(message) else { return }
        if !transport.write(data) { isDisconnected = true }
    }

    /// A message for the editor's log.
    mutating func log(_ message: String, type: Int = 2) {
        send(LSP.Notification(method: "window/logMessage", params: LSP.LogMessage(type: type, message: "uiflow: " + message)))
    }

    // MARK: Positions

    /// The flow the file at `path` belongs to: its key in ``roots``.
    func rootKey(_ path: String) -> String {
        rootOfPath[path] ?? LSPFlowRoot.folder(of: path, in: workspaceFolder)?.path ?? ""
    }

    /// The workspace of the flow the file at `path` belongs to (an empty one when no document of
    /// that flow is open).
    func workspace(_ path: String) -> EditorWorkspace {
        roots[rootKey(path)]?.workspace ?? EditorWorkspace()
    }

    /// The lines of the file at `path`, open or on disk, or of a configuration file.
    func lines(_ path: String) -> EditorLines {
        EditorLines(workspace(path).anyText(of: path) ?? "")
    }

    func sourcePosition(_ request: LSP.TextDocumentPosition) -> (path: String, position: SourcePosition) {
        let path = Self.path(of: request.textDocument.uri)
        return (path, lines(path).sourcePosition(of: EditorPosition(line: request.position.line, character: request.position.character)))
    }

    func range(_ range: SourceRange, _ lines: EditorLines? = nil) -> LSP.Range {
        let converted = (lines ?? self.lines(range.file)).editorRange(of: range)
        return LSP.Range(
            start: LSP.Position(line: converted.start.line, character: converted.start.character),
            end: LSP.Position(line: converted.end.line, character: converted.end.character))
    }

    func location(_ range: SourceRange) -> LSP.Location {
        LSP.Location(uri: uri(of: range.file), range: self.range(range))
    }

    /// The URI of the file at `path`: the one it was opened with, else its file URI.
    func uri(of path: String) -> String {
        uris[path] ?? (path.hasPrefix("/") ? URL(fileURLWithPath: path).absoluteString : path)
    }

    /// `/a/b.uiflow` of `file:///a/b.uiflow`; the URI itself when it is no file URI.
    static func path(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        return url.standardizedFileURL.path
    }
}
