extension LSP {
    struct TextEdit: Encodable, Hashable {
        var range: Range
        var newText: String
    }

    struct RenameParams: Decodable {
        var textDocument: TextDocumentIdentifier
        var position: Position
        var newName: String
    }

    /// A workspace's edits: per document, or as document changes (to create a file first).
    struct WorkspaceEdit: Encodable {
        var changes: [String: [TextEdit]]?
        var documentChanges: [DocumentChange]?
    }

    struct OptionalVersionedIdentifier: Encodable {
        var uri: String
        var version: Int?

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(uri, forKey: .uri)
            try container.encode(version, forKey: .version)
        }

        private enum CodingKeys: String, CodingKey { case uri, version }
    }

    enum DocumentChange: Encodable {
        case create(uri: String)
        case edit(uri: String, version: Int?, edits: [TextEdit])

        func encode(to encoder: Encoder) throws {
            switch self {
            case .create(let uri):
                try CreateFile(uri: uri).encode(to: encoder)
            case .edit(let uri, let version, let edits):
                try TextDocumentEdit(textDocument: OptionalVersionedIdentifier(uri: uri, version: version), edits: edits).encode(to: encoder)
            }
        }

        private struct CreateFile: Encodable {
            var kind = "create"
            var uri: String
        }

        private struct TextDocumentEdit: Encodable {
            var textDocument: OptionalVersionedIdentifier
            var edits: [TextEdit]
        }
    }

    struct PrepareRenameResult: Encodable {
        var range: Range
        var placeholder: String
    }

    struct CompletionItem: Encodable {
        struct Edit: Encodable {
            var range: Range
            var newText: String
        }

        var label: String
        /// 7 class (a screen), 5 field (a label), 14 keyword (a kind, a directive), 12 value (a rule id), 22 struct (a type).
        var kind: Int
        var detail: String?
        /// 1 plain text, 2 snippet.
        var insertTextFormat: Int
        var textEdit: Edit
        var sortText: String?
    }

    struct CompletionList: Encodable {
        var isIncomplete = false
        var items: [CompletionItem]
    }

    struct CodeActionParams: Decodable {
        var textDocument: TextDocumentIdentifier
        var range: Range
    }

    struct CodeAction: Encodable {
        var title: String
        /// `quickfix` for a finding's fix, `refactor.extract` for extracting a group.
        var kind: String
        var diagnostics: [Diagnostic]?
        var isPreferred: Bool?
        var edit: WorkspaceEdit
    }

    struct FoldingRange: Encodable {
        var startLine: Int
        var endLine: Int
        var kind = "region"
    }

    struct SemanticTokens: Encodable {
        var data: [Int]
    }

    struct DocumentHighlight: Encodable {
        var range: Range
        /// 2 read (a use), 3 write (the declaration).
        var kind: Int
    }

    struct FormattingParams: Decodable {
        var textDocument: TextDocumentIdentifier
    }
}
