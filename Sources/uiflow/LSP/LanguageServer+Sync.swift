import Foundation
import UIFlowFiles
import UIFlowKit

extension LanguageServer {
    // MARK: The session

    mutating func initialize(_ id: LSP.ID?, _ params: LSP.InitializeParams?) {
        let rootURI = params?.workspaceFolders?.first?.uri ?? params?.rootUri
        let root = rootURI.flatMap { URL(string: $0) }.flatMap { $0.isFileURL ? $0 : nil }
            ?? params?.rootPath.map { URL(fileURLWithPath: $0) }
        workspaceFolder = root?.standardizedFileURL
        let edits = params?.capabilities?.workspace?.workspaceEdit
        canCreateFiles = edits?.documentChanges == true && (edits?.resourceOperations ?? []).contains("create")
        watchesFiles = params?.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration == true
        snippets = params?.capabilities?.textDocument?.completion?.completionItem?.snippetSupport == true
        send(LSP.Response(id: id, result: LSPCapabilities()))
    }

    /// Asks the client to say when flow, configuration and Swift files change on disk.
    mutating func watchFiles() {
        guard watchesFiles else { return }
        let options = LSP.WatchOptions(watchers: ["**/*.uiflow", "**/*.uif", "**/.uiflow.yml", "**/*.swift"].map(LSP.WatchOptions.Watcher.init))
        let registration = LSP.Registration(id: "uiflow-files", method: "workspace/didChangeWatchedFiles", registerOptions: options)
        send(LSP.Request(id: .number(nextRequestID), method: "client/registerCapability", params: LSP.RegistrationParams(registrations: [registration])))
        nextRequestID += 1
    }

    /// The key of the flow the file at `path` belongs to, read from disk the first time.
    mutating func loadRoot(for path: String) -> String {
        let key = rootKey(path)
        if roots[key] == nil {
            var problems: [(String, Int)] = []
            roots[key] = LSPFlowRoot(folder: key.isEmpty ? nil : URL(fileURLWithPath: key)) { problems.append(($0, $1)) }
            for (message, type) in problems { log(message, type: type) }
        }
        return key
    }

    /// Runs `change` on the flow `key` with a log that reaches the editor.
    mutating func update(_ key: String, _ change: (inout LSPFlowRoot, (String, Int) -> Void) -> Void) {
        guard var root = roots[key] else { return }
        var problems: [(String, Int)] = []
        change(&root) { problems.append(($0, $1)) }
        roots[key] = root
        for (message, type) in problems { log(message, type: type) }
        diagnosticsPending = true
    }

    // MARK: Documents

    mutating func didOpen(_ open: LSP.DidOpen) {
        let path = Self.path(of: open.textDocument.uri)
        let key = loadRoot(for: path)
        rootOfPath[path] = key
        uris[path] = open.textDocument.uri
        roots[key]?.workspace.open(EditorDocument(path: path, version: open.textDocument.version ?? 0, text: open.textDocument.text))
        lastChanged = path
        published[open.textDocument.uri] = nil
        diagnosticsPending = true
    }

    mutating func didChange(_ change: LSP.DidChange) {
        let path = Self.path(of: change.textDocument.uri)
        let changes = change.contentChanges.map { content in
            EditorChange(
                range: content.range.map { range in
                    EditorRange(
                        start: EditorPosition(line: range.start.line, character: range.start.character),
                        end: EditorPosition(line: range.end.line, character: range.end.character))
                },
                text: content.text)
        }
        guard let key = rootOfPath[path], let document = roots[key]?.workspace.document(at: path) else {
            return log("a change to \(change.textDocument.uri), which is not open, is left out")
        }
        roots[key]?.workspace.change(path, changes, version: change.textDocument.version ?? document.version + 1)
        lastChanged = path
        diagnosticsPending = true
    }

    mutating func didClose(_ close: LSP.DidClose) {
        let path = Self.path(of: close.textDocument.uri)
        guard let key = rootOfPath.removeValue(forKey: path) else { return }
        roots[key]?.workspace.close(path)
        uris[path] = nil
        diagnosticsPending = true
    }

    /// Flow files on disk read again, the configuration, or the app's code, by what changed and
    /// in which flow. A `.uiflow.yml` added, changed or removed may move flows' folders: every
    /// flow is read again, with the open documents as they are.
    mutating func didChangeWatchedFiles(_ changes: LSP.DidChangeWatchedFiles) {
        let paths = changes.changes.map { Self.path(of: $0.uri) }
        if paths.contains(where: { URL(fileURLWithPath: $0).lastPathComponent == ConfigurationFile.name }) {
            let open = roots.values.flatMap { root in root.workspace.paths.compactMap { root.workspace.document(at: $0) } }
            roots = [:]
            rootOfPath = [:]
            for document in open.sorted(by: { $0.path < $1.path }) {
                let key = loadRoot(for: document.path)
                rootOfPath[document.path] = key
                roots[key]?.workspace.open(document)
            }
            diagnosticsPending = true
            return
        }
        for key in roots.keys.sorted() {
            let folder = key.isEmpty ? nil : key.hasSuffix("/") ? key : key + "/"
            let below = paths.filter { path in folder.map { path.hasPrefix($0) } ?? false }
            if below.contains(where: { $0.hasSuffix(".uiflow") || $0.hasSuffix(".uif") }) { update(key) { $0.loadFlowFiles(log: $1) } }
            if !paths.filter({ $0.hasSuffix(".swift") }).isEmpty, !(roots[key]?.loaded.configuration.swiftSources.isEmpty ?? true) {
                update(key) { $0.loadCode(log: $1) }
            }
        }
    }

    // MARK: Findings

    /// The findings of the flow the file at `path` belongs to.
    mutating func currentFindings(_ path: String) -> [Diagnostic] {
        let key = rootKey(path)
        return roots[key]?.currentFindings() ?? []
    }

    /// Every finding as a diagnostic of its file's URI (its notes and the steps of its first
    /// witness as related information), sent for each file whose diagnostics
    /// are not what was last sent (a file that had some and has none now is sent an empty list);
    /// the file changed last goes first, where the editor waits for them.
    mutating func publishDiagnostics() {
        diagnosticsPending = false
        var byURI: [String: [LSP.Diagnostic]] = [:]
        var lines: [String: EditorLines] = [:]
        func convert(_ range: SourceRange) -> LSP.Range {
            if lines[range.file] == nil { lines[range.file] = self.lines(range.file) }
            return self.range(range, lines[range.file])
        }
        for path in uris.keys { byURI[uri(of: path)] = [] }
        var all: [Diagnostic] = []
        for key in roots.keys.sorted() { all += roots[key]?.currentFindings() ?? [] }
        for finding in all {
            // The notes, then the first witness's steps, each saying where it is on the way.
            let witness = finding.paths.first ?? []
            let steps = witness.enumerated().map { index, step in
                Diagnostic.Note(message: "step \(index + 1) of \(witness.count): \(step.message)", range: step.range)
            }
            let related = (finding.notes + steps).map { note in
                LSP.RelatedInformation(location: LSP.Location(uri: uri(of: note.range.file), range: convert(note.range)), message: note.message)
            }
            byURI[uri(of: finding.range.file), default: []].append(
                LSP.Diagnostic(
                    range: convert(finding.range), severity: Self.severity(finding.severity), code: finding.rule.rawValue,
                    message: finding.message, relatedInformation: related.isEmpty ? nil : related))
        }
        for uri in published.keys where byURI[uri] == nil { byURI[uri] = [] }
        let first = lastChanged.map { uri(of: $0) }
        let order = byURI.keys.sorted { ($0 == first ? 0 : 1, $0) < ($1 == first ? 0 : 1, $1) }
        for uri in order {
            let diagnostics = byURI[uri] ?? []
            // A document just opened has no entry, so it is sent its list, even an empty one.
            if published[uri] == diagnostics { continue }
            send(LSP.Notification(method: "textDocument/publishDiagnostics", params: LSP.PublishDiagnostics(uri: uri, diagnostics: diagnostics)))
            published[uri] = diagnostics
        }
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
