import UIFlowKit

/// What `uiflow lsp` answers `initialize` with: what it can do.
struct LSPCapabilities: Encodable {
    struct Capabilities: Encodable {
        struct Sync: Encodable {
            var openClose = true
            /// 2: the client sends only what changed.
            var change = 2
        }

        struct Completion: Encodable {
            var triggerCharacters = [">", "@", "(", ",", " ", "="]
        }

        struct Rename: Encodable {
            var prepareProvider = true
        }

        struct CodeActions: Encodable {
            var codeActionKinds = ["quickfix", "refactor.extract"]
        }

        struct SemanticTokens: Encodable {
            struct Legend: Encodable {
                var tokenTypes = EditorToken.Kind.allCases.map(\.legendName)
                var tokenModifiers = ["declaration"]
            }

            var legend = Legend()
            var full = true
        }

        var textDocumentSync = Sync()
        var definitionProvider = true
        var referencesProvider = true
        var documentHighlightProvider = true
        var documentSymbolProvider = true
        var workspaceSymbolProvider = true
        var hoverProvider = true
        var completionProvider = Completion()
        var renameProvider = Rename()
        var codeActionProvider = CodeActions()
        var foldingRangeProvider = true
        var semanticTokensProvider = SemanticTokens()
        var documentFormattingProvider = true
    }

    struct ServerInfo: Encodable {
        var name = "uiflow"
        var version = UIFlowVersion.current
    }

    var capabilities = Capabilities()
    var serverInfo = ServerInfo()
}
