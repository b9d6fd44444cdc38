import ArgumentParser
import Foundation

/// `uiflow lsp`: a language server for flow files over standard input and output.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol over standard input and output, for editors.",
        discussion: """
            Speaks JSON-RPC with Content-Length framing on stdin and stdout: the open flow files \
            are checked as one flow on every change (diagnostics for every lint rule, with \
            related locations), and it answers go to definition (a target to its screen), find \
            references, document symbols (a screen per block) and hover (a screen's parameters, \
            routes and where users come from). docs/editors.md shows how to set it up in editors.
            """
    )

    func run() throws {
        // An editor that goes away turns the next write into an error (the session ends), not a
        // SIGPIPE that kills the server mid-message.
        signal(SIGPIPE, SIG_IGN)
        var server = LanguageServer()
        let status = server.run()
        throw ExitCode(status)
    }
}
