import Foundation
import UIFlowKit

extension LanguageServer {
    // MARK: The session

    mutating func initialize(_ id: LSP.ID?, _ params: LSP.InitializeParams?) {
        let rootURI = params?.workspaceFolders?.first?.uri ?? params?.rootUri
        let root = rootURI.flatMap { URL(string: $0) }.flatMap { $0.isFileURL ? $0 : nil }
            ?? params?.rootPath.map { URL(fileURLWithPath: $0) }
        project = LSPProject(root: root?.standardizedFileURL)
        let edits = params?.capabilities?.workspace?.workspaceEdit
        canCreateFiles = edits?.documentChanges == true && (edits?.resourceOperations ?? []).contains("create")
        watchesFiles = params?.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration == true
        send(LSP.Response(id: id, result: LSPCapabilities()))
        loadConfiguration()
        loadFlowFiles()
        loadCode()
    }

    /// Asks the client to say when flow, configuration and Swift files change on disk.
    mutating func watchFiles() {
        guard watchesFiles else { return }
        let options = LSP.WatchOptions(watchers: ["**/*.uiflow", "**/*.uif", "**/.uiflow.yml", "**/*.swift"].map(LSP.WatchOptions.Watcher.init))
        let registration = LSP.Registration(id: "uiflow-files", method: "workspace/didChangeWatchedFiles", registerOptions: options)
        send(LSP.Request(id: .number(nextRequestID), method: "client/registerCapability", params: LSP.RegistrationParams(registrations: [registration])))
        nextRequestID += 1
    }

    mutating func loadConfiguration() {
        let (loaded, file, problem) = project.configuration()
        if let problem { log(problem, type: 1) }
        workspace.setConfiguration(loaded.configuration, file: file)
        self.loaded = loaded
        diagnosticsPending = true
    }

    mutating func loadFlowFiles() {
        let (files, problem) = project.flowFiles(loaded)
        if let problem { log(problem) }
        workspace.setDiskFiles(files)
        diagnosticsPending = true
    }

    /// Reads the app's Swift code again: when a Swift file changes, never on a keystroke.
    mutating func loadCode() {
        let (code, problem) = project.code(loaded)
        if let problem { log(problem) }
        workspace.setCode(code)
        diagnosticsPending = true
    }

    // MARK: Documents

    mutating func didOpen(_ open: LSP.DidOpen) {
        let path = Self.path(of: open.textDocument.uri)
        uris[path] = open.textDocument.uri
        workspace.open(EditorDocument(path: path, version: open.textDocument.version ?? 0, text: open.textDocument.text))
        lastChanged = path
        sentOnce.remove(open.textDocument.uri)
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
        let version = change.textDocument.version ?? (workspace.document(at: path)?.version ?? 0) + 1
        guard workspace.change(path, changes, version: version) else {
            return log("a change to \(change.textDocument.uri), which is not open, is left out")
        }
        lastChanged = path
        diagnosticsPending = true
    }

    mutating func didClose(_ close: LSP.DidClose) {
        let path = Self.path(of: close.textDocument.uri)
        workspace.close(path)
        uris[path] = nil
        diagnosticsPending = true
    }

    /// Flow files on disk read again, the configuration, or the app's code, by what changed.
    mutating func didChangeWatchedFiles(_ changes: LSP.DidChangeWatchedFiles) {
        let paths = changes.changes.map { Self.path(of: $0.uri) }
        if paths.contains(where: { $0.hasSuffix("/.uiflow.yml") || $0 == ".uiflow.yml" }) {
            loadConfiguration()
            loadFlowFiles()
            loadCode()
            return
        }
        if paths.contains(where: { $0.hasSuffix(".uiflow") || $0.hasSuffix(".uif") }) { loadFlowFiles() }
        if paths.contains(where: { $0.hasSuffix(".swift") }), !loaded.configuration.swiftSources.isEmpty { loadCode() }
    }

    // MARK: Findings

    /// The workspace's findings, analysed once per change.
    mutating func currentFindings() -> [Diagnostic] {
        if let findings, findings.generation == workspace.generation { return findings.findings }
        let fresh = workspace.analyze()
        findings = (workspace.generation, fresh)
        return fresh
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
        for finding in currentFindings() {
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
            // A document just opened is sent its list, even an empty one, once.
            if (published[uri] ?? []) == diagnostics, sentOnce.contains(uri) { continue }
            send(LSP.Notification(method: "textDocument/publishDiagnostics", params: LSP.PublishDiagnostics(uri: uri, diagnostics: diagnostics)))
            sentOnce.insert(uri)
            published[uri] = diagnostics.isEmpty ? nil : diagnostics
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
