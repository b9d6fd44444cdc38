import Foundation
import Testing

/// `uiflow lsp` driven over its standard input and output as an editor drives it: framed JSON-RPC
/// messages in, framed responses and notifications out.
@Suite("uiflow lsp")
struct LSPCommandTests {
    static let uri = "file:///project/app.uiflow"
    static let flow = "[Feed]\n@entry\n@navigation\n--\nTap a post\n==push=> Post(postId: 1)\nTap 🛒 the cart\n==push=> 🛒 Crt\n\n[Post(postId: Int)]\n@route /posts/:postId\n--\nBack\n==back=>\n"

    static func frame(_ message: [String: Any]) throws -> String {
        let body = String(decoding: try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]), as: UTF8.self)
        return "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    }

    /// The messages the server wrote, decoded, in order.
    static func messages(_ output: Data) throws -> [[String: Any]] {
        var messages: [[String: Any]] = []
        var rest = output[...]
        while let separator = rest.firstRange(of: Data("\r\n\r\n".utf8)) {
            let header = String(decoding: rest[rest.startIndex..<separator.lowerBound], as: UTF8.self)
            let length = try #require(Int(header.replacingOccurrences(of: "Content-Length: ", with: "")))
            let body = rest[separator.upperBound..<separator.upperBound + length]
            messages.append(try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]))
            rest = rest[(separator.upperBound + length)...]
        }
        return messages
    }

    static func request(_ id: Int, _ method: String, _ params: [String: Any]) -> [String: Any] {
        ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
    }

    static func at(_ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
    }

    @Test("a session: capabilities, diagnostics on open and on an incremental change, definition, references, symbols, hover, shutdown")
    func session() throws {
        let session = try LSPSession()
        session.notify("textDocument/didOpen", LSPJSON.open(Self.uri, Self.flow))
        // Diagnostics: the undefined target, at its place in UTF-16 units (`🛒` counts two).
        let first = try #require(session.diagnostics(Self.uri))
        #expect(first.map { $0["code"] as? String } == ["undefined-screen"])
        #expect(LSPJSON.range(first.first?["range"]) == "7:9-7:15")
        // Definition: `Post` of `==push=> Post(postId: 1)` is the header of `[Post(postId: Int)]`.
        let definition = try #require(try session.result("textDocument/definition", LSPJSON.at(Self.uri, 5, 10)) as? [String: Any])
        #expect(LSPJSON.range(definition["range"]) == "9:1-9:5")
        // References: the header, then the transition.
        #expect((try session.result("textDocument/references", LSPJSON.at(Self.uri, 9, 2)) as? [[String: Any]])?.count == 2)
        let symbols = try session.result("textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]]) as? [[String: Any]]
        #expect(symbols?.map { $0["name"] as? String } == ["Feed", "Post"])
        let hover = try #require(((try session.result("textDocument/hover", LSPJSON.at(Self.uri, 9, 2)) as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(hover.contains("`postId: Int`") && hover.contains("Route `/posts/:postId`") && hover.contains("Arrives from `Feed` ==push=>"))
        // An incremental change: `🛒 Crt` (UTF-16 9..15 of line 7) becomes a defined target; no findings after it.
        session.notify("textDocument/didChange", LSPJSON.change(Self.uri, version: 2, [LSPJSON.edit((7, 9), (7, 15), "Post(postId: 2)")]))
        #expect(session.diagnostics(Self.uri)?.isEmpty == true)
        #expect(try session.close() == 0)
    }

    @Test("a change that leaves a file's findings as they were sends nothing for it; one that changes them sends them, that file first")
    func onlyChangedDiagnostics() throws {
        let session = try LSPSession()
        let other = "file:///project/other.uiflow"
        session.notify("textDocument/didOpen", LSPJSON.open(other, "[Other]\n--\nGo\n==> Missing\n"))
        #expect(session.diagnostics(other)?.count == 1)
        session.notify("textDocument/didOpen", LSPJSON.open(Self.uri, Self.flow))
        #expect(session.diagnostics(Self.uri)?.count == 1)
        Thread.sleep(forTimeInterval: 0.2)
        _ = session.drain()
        // Typing in a free-text line: no finding changes, so nothing is sent.
        session.notify("textDocument/didChange", LSPJSON.change(Self.uri, version: 2, [LSPJSON.edit((4, 3), (4, 3), "!")]))
        _ = try session.request("workspace/symbol", ["query": ""])
        Thread.sleep(forTimeInterval: 0.2)
        #expect(!session.drain().contains { $0["method"] as? String == "textDocument/publishDiagnostics" })
        // Fixing the target: this file's list (empty) is sent, and the other file's is not.
        session.notify("textDocument/didChange", LSPJSON.change(Self.uri, version: 3, [LSPJSON.edit((7, 9), (7, 15), "Post(postId: 2)")]))
        #expect(session.diagnostics(Self.uri)?.isEmpty == true)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(!session.drain().contains { $0["method"] as? String == "textDocument/publishDiagnostics" })
        #expect(try session.close() == 0)
    }

    @Test("an editor that goes away: the server ends with status 1, without a crash or a signal")
    func clientGone() throws {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["lsp"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Nobody reads the answers.
        try output.fileHandleForReading.close()
        let message = try Self.frame(Self.request(1, "initialize", [:]))
        try input.fileHandleForWriting.write(contentsOf: Data(String(repeating: message, count: 3).utf8))
        try input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!process.isRunning)
        if process.isRunning { process.terminate() }
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
    }

    @Test("broken input: not JSON is an error answer; exit without shutdown is status 1; an oversized or endless header ends the session")
    func brokenInput() throws {
        let garbage = "Content-Length: 9\r\n\r\nnot json!" + (try Self.frame(["jsonrpc": "2.0", "method": "exit"]))
        let result = try CLI.run(["lsp"], input: garbage)
        #expect(result.status == 1)
        #expect((try Self.messages(result.stdoutData).first?["error"] as? [String: Any])?["code"] as? Int == -32700)
        let start = Date()
        let huge = try CLI.run(["lsp"], input: "Content-Length: 999999999999\r\n\r\n{}")
        #expect(huge.status == 1)
        let endless = try CLI.run(["lsp"], input: String(repeating: "X", count: 100_000))
        #expect(endless.status == 1)
        #expect(Date().timeIntervalSince(start) < 10)
    }
}
