import Foundation
import UIFlowKit

extension LanguageServer {
    func completion(_ request: LSP.TextDocumentPosition) -> LSP.CompletionList {
        let (path, position) = sourcePosition(request)
        let lines = self.lines(path)
        let items = workspace(path).completions(at: position, in: path).enumerated().map { index, completion in
            LSP.CompletionItem(
                label: completion.label, kind: Self.completionKind(completion.kind), detail: completion.detail,
                insertTextFormat: completion.isSnippet && snippets ? 2 : 1,
                textEdit: LSP.CompletionItem.Edit(range: range(completion.range, lines), newText: snippets ? completion.insertText : completion.plainText),
                sortText: String(format: "%05d", index))
        }
        return LSP.CompletionList(items: items)
    }

    /// The name under the position, when it can be renamed.
    func prepareRename(_ request: LSP.TextDocumentPosition) -> LSP.PrepareRenameResult? {
        let (path, position) = sourcePosition(request)
        guard let symbol = workspace(path).symbol(at: position, in: path), let place = workspace(path).renameRange(of: symbol) else { return nil }
        return LSP.PrepareRenameResult(range: range(place), placeholder: symbol.parameterLabel ?? symbol.screen ?? "")
    }

    func rename(_ request: LSP.RenameParams) -> Result<LSP.WorkspaceEdit, RenameRefusal> {
        let (path, position) = sourcePosition(LSP.TextDocumentPosition(textDocument: request.textDocument, position: request.position))
        guard let symbol = workspace(path).symbol(at: position, in: path) else {
            return .failure(RenameRefusal("there is no screen or parameter here to rename"))
        }
        do {
            return .success(workspaceEdit(try workspace(path).rename(symbol, to: request.newName)))
        } catch {
            return .failure(error)
        }
    }

    /// The fixes of the findings in the range, and extracting the group of the block there.
    mutating func codeActions(_ request: LSP.CodeActionParams) -> [LSP.CodeAction] {
        let path = Self.path(of: request.textDocument.uri)
        let lines = self.lines(path)
        let start = lines.sourcePosition(of: EditorPosition(line: request.range.start.line, character: request.range.start.character))
        let end = lines.sourcePosition(of: EditorPosition(line: request.range.end.line, character: request.range.end.character))
        var actions: [LSP.CodeAction] = []
        for finding in currentFindings(path) where finding.range.file == path && finding.range.start.line <= end.line && start.line <= finding.range.end.line {
            for fix in workspace(path).fixes(for: finding) {
                actions.append(
                    LSP.CodeAction(
                        title: fix.title, kind: "quickfix", diagnostics: [diagnostic(finding, lines)], isPreferred: fix.isPreferred ? true : nil,
                        edit: workspaceEdit(fix.edits)))
            }
        }
        if canCreateFiles, let fix = workspace(path).extractGroup(at: start, in: path, fileExists: { FileManager.default.fileExists(atPath: $0) }),
            let newFile = fix.newFile
        {
            actions.append(
                LSP.CodeAction(
                    title: fix.title, kind: "refactor.extract", diagnostics: nil, isPreferred: nil,
                    edit: workspaceEdit(fix.edits, creating: (newFile.path, String(decoding: newFile.bytes, as: UTF8.self)))))
        }
        return actions
    }

    /// A fold per screen block.
    func foldingRanges(_ uri: String) -> [LSP.FoldingRange] {
        let path = Self.path(of: uri)
        return workspace(path).foldingLines(in: path).map { LSP.FoldingRange(startLine: $0.lowerBound - 1, endLine: $0.upperBound - 1) }
    }

    /// The document's tokens, each as the protocol's five numbers relative to the one before.
    func semanticTokens(_ uri: String) -> LSP.SemanticTokens {
        let path = Self.path(of: uri)
        let lines = self.lines(path)
        var data: [Int] = []
        var previous = EditorPosition(line: 0, character: 0)
        for token in workspace(path).tokens(in: path) {
            let place = lines.editorRange(of: token.range)
            let length = place.end.character - place.start.character
            guard length > 0, place.start.line == place.end.line else { continue }
            let deltaLine = place.start.line - previous.line
            data += [deltaLine, deltaLine == 0 ? place.start.character - previous.character : place.start.character, length, token.kind.rawValue, token.isDeclaration ? 1 : 0]
            previous = place.start
        }
        return LSP.SemanticTokens(data: data)
    }

    /// The document in `uiflow format`'s layout, as one edit of the whole text; none when it is
    /// formatted already, or when the formatter leaves it as it is (the reason goes to the log).
    mutating func formatting(_ uri: String) -> [LSP.TextEdit]? {
        let path = Self.path(of: uri)
        guard let text = workspace(path).text(of: path) else { return nil }
        let result = FlowFormatter().format(SourceFile(path: path, text: text))
        if let refusal = result.refusal { log("\(path) is left as it is: \(refusal.reason)") }
        guard result.isChanged, result.refusal == nil else { return [] }
        let lines = EditorLines(text)
        let last = lines.count - 1
        let end = LSP.Position(line: last, character: lines.text(ofLine: lines.count).utf16.count)
        return [LSP.TextEdit(range: LSP.Range(start: LSP.Position(line: 0, character: 0), end: end), newText: result.text)]
    }

    // MARK: Conversions

    func diagnostic(_ finding: Diagnostic, _ lines: EditorLines) -> LSP.Diagnostic {
        LSP.Diagnostic(range: range(finding.range, lines), severity: Self.severity(finding.severity), code: finding.rule.rawValue, message: finding.message)
    }

    /// The edits, grouped by document; as document changes when a file is created first.
    func workspaceEdit(_ edits: [EditorEdit], creating newFile: (path: String, text: String)? = nil) -> LSP.WorkspaceEdit {
        var byURI: [String: [LSP.TextEdit]] = [:]
        for edit in edits {
            byURI[uri(of: edit.range.file), default: []].append(LSP.TextEdit(range: range(edit.range), newText: edit.newText))
        }
        guard let newFile else { return LSP.WorkspaceEdit(changes: byURI) }
        let newURI = uri(of: newFile.path)
        let start = LSP.Range(start: LSP.Position(line: 0, character: 0), end: LSP.Position(line: 0, character: 0))
        var changes: [LSP.DocumentChange] = [.create(uri: newURI), .edit(uri: newURI, version: nil, edits: [LSP.TextEdit(range: start, newText: newFile.text)])]
        for uri in byURI.keys.sorted() {
            let path = Self.path(of: uri)
            changes.append(.edit(uri: uri, version: workspace(path).document(at: path)?.version, edits: byURI[uri] ?? []))
        }
        return LSP.WorkspaceEdit(changes: nil, documentChanges: changes)
    }

    static func completionKind(_ kind: EditorCompletion.Kind) -> Int {
        switch kind {
        case .screen: 7
        case .parameter: 5
        case .kind, .directive: 14
        case .rule: 12
        case .type: 22
        }
    }
}
