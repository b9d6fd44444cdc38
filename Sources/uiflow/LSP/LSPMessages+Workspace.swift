extension LSP {
    /// What `initialize` says that the server reads: the workspace folder and whether the client
    /// can watch files for it.
    struct InitializeParams: Decodable {
        struct Folder: Decodable {
            var uri: String
        }

        struct ClientCapabilities: Decodable {
            struct Workspace: Decodable {
                struct Registration: Decodable {
                    var dynamicRegistration: Bool?
                }

                var didChangeWatchedFiles: Registration?
                var workspaceEdit: WorkspaceEditCapabilities?
            }

            struct WorkspaceEditCapabilities: Decodable {
                var documentChanges: Bool?
                var resourceOperations: [String]?
            }

            struct TextDocument: Decodable {
                struct Completion: Decodable {
                    struct Item: Decodable {
                        var snippetSupport: Bool?
                    }

                    var completionItem: Item?
                }

                var completion: Completion?
            }

            var workspace: Workspace?
            var textDocument: TextDocument?
        }

        var rootUri: String?
        var rootPath: String?
        var workspaceFolders: [Folder]?
        var capabilities: ClientCapabilities?
    }

    struct FileEvent: Decodable {
        var uri: String
        /// 1 created, 2 changed, 3 deleted.
        var type: Int
    }

    struct DidChangeWatchedFiles: Decodable {
        var changes: [FileEvent]
    }

    struct WorkspaceSymbolParams: Decodable {
        var query: String
    }

    struct SymbolInformation: Encodable {
        var name: String
        /// 5: class (a screen).
        var kind = 5
        var location: Location
        var containerName: String?
    }

    struct Registration<Options: Encodable>: Encodable {
        var id: String
        var method: String
        var registerOptions: Options
    }

    struct RegistrationParams<Options: Encodable>: Encodable {
        var registrations: [Registration<Options>]
    }

    struct WatchOptions: Encodable {
        struct Watcher: Encodable {
            var globPattern: String
        }

        var watchers: [Watcher]
    }

    /// A request the server sends to the client.
    struct Request<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var id: ID
        var method: String
        var params: Params
    }

    struct LogMessage: Encodable {
        /// 1 error, 2 warning, 3 info, 4 log.
        var type: Int
        var message: String
    }
}
