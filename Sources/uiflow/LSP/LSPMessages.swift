import Foundation

/// The Language Server Protocol's types that `uiflow lsp` uses, and only those.
enum LSP {
    /// A request's id: a number or a string.
    enum ID: Codable, Hashable {
        case number(Int)
        case string(String)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .string(try container.decode(String.self)) }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .string(let string): try container.encode(string)
            }
        }
    }

    /// What every message says about itself.
    struct Envelope: Decodable {
        var id: ID?
        var method: String?
    }

    /// A message's parameters, decoded for its method.
    struct Parameters<Value: Decodable>: Decodable {
        var params: Value
    }

    struct Position: Codable, Hashable {
        var line: Int
        var character: Int
    }

    struct Range: Codable, Hashable {
        var start: Position
        var end: Position
    }

    struct Location: Codable, Hashable {
        var uri: String
        var range: Range
    }

    struct TextDocumentIdentifier: Decodable {
        var uri: String
    }

    struct TextDocumentItem: Decodable {
        var uri: String
        var version: Int?
        var text: String
    }

    struct DidOpen: Decodable {
        var textDocument: TextDocumentItem
    }

    /// A change: the whole text, or `text` in place of `range`.
    struct ContentChange: Decodable {
        var range: Range?
        var text: String
    }

    struct VersionedTextDocumentIdentifier: Decodable {
        var uri: String
        var version: Int?
    }

    struct DidChange: Decodable {
        var textDocument: VersionedTextDocumentIdentifier
        var contentChanges: [ContentChange]
    }

    struct DidClose: Decodable {
        var textDocument: TextDocumentIdentifier
    }

    struct TextDocumentPosition: Decodable {
        init(textDocument: TextDocumentIdentifier, position: Position) {
            self.textDocument = textDocument
            self.position = position
        }

        var textDocument: TextDocumentIdentifier
        var position: Position
    }

    struct DocumentRequest: Decodable {
        var textDocument: TextDocumentIdentifier
    }

    struct RelatedInformation: Encodable, Equatable {
        var location: Location
        var message: String
    }

    struct Diagnostic: Encodable, Equatable {
        var range: Range
        var severity: Int
        var code: String
        var source = "uiflow"
        var message: String
        var relatedInformation: [RelatedInformation]? = nil
    }

    struct PublishDiagnostics: Encodable {
        var uri: String
        var diagnostics: [Diagnostic]
    }

    struct DocumentSymbol: Encodable {
        var name: String
        var detail: String?
        /// 2: module (a group), 5: class (a screen).
        var kind: Int
        var range: Range
        var selectionRange: Range
        var children: [DocumentSymbol]?
    }

    struct MarkupContent: Encodable {
        var kind = "markdown"
        var value: String
    }

    struct Hover: Encodable {
        var contents: MarkupContent
        var range: Range?
    }

    /// A response: its result, or `null`.
    struct Response<Result: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var id: ID?
        var result: Result?

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            // `result` is there, as `null` when there is none: a response needs one of result or error.
            try container.encode(result, forKey: .result)
        }

        private enum CodingKeys: String, CodingKey { case jsonrpc, id, result }
    }

    struct ErrorResponse: Encodable {
        struct Failure: Encodable {
            var code: Int
            var message: String
        }

        var jsonrpc = "2.0"
        var id: ID?
        var error: Failure

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            // `id` is there, as `null` when the request's could not be read (JSON-RPC 2.0, 5.1): a
            // client matches the error to no request rather than dropping an answer without an id.
            try container.encode(id, forKey: .id)
            try container.encode(error, forKey: .error)
        }

        private enum CodingKeys: String, CodingKey { case jsonrpc, id, error }
    }

    struct Notification<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: Params
    }
}
