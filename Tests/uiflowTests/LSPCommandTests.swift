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

    @Test("a session: capabilities, diagnostics on open and change, definition, references, symbols, hover, shutdown")
    func session() throws {
        let input = try [
            Self.request(1, "initialize", ["capabilities": [:] as [String: Any]]),
            ["jsonrpc": "2.0", "method": "initialized", "params": [:] as [String: Any]],
            ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": Self.uri, "languageId": "uiflow", "version": 1, "text": Self.flow]]],
            Self.request(2, "textDocument/definition", Self.at(5, 10)),
            Self.request(3, "textDocument/references", Self.at(9, 2)),
            Self.request(4, "textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]]),
            Self.request(5, "textDocument/hover", Self.at(9, 2)),
            ["jsonrpc": "2.0", "method": "textDocument/didChange",
             "params": ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [["text": Self.flow.replacingOccurrences(of: "🛒 Crt", with: "Post(postId: 2)")]]]],
            Self.request(6, "workspace/symbol", ["query": ""]),
            Self.request(7, "shutdown", [:]),
            ["jsonrpc": "2.0", "method": "exit"],
        ].map(Self.frame).joined()
        let result = try CLI.run(["lsp"], input: input)
        #expect(result.status == 0, "\(result.stderr)")
        let messages = try Self.messages(result.stdoutData)
        func response(_ id: Int) -> Any? { messages.first { $0["id"] as? Int == id }?["result"] ?? nil }
        let capabilities = try #require((response(1) as? [String: Any])?["capabilities"] as? [String: Any])
        #expect(capabilities["definitionProvider"] as? Bool == true && capabilities["textDocumentSync"] as? Int == 1)
        // Diagnostics: the undefined target, at its place in UTF-16 units (`🛒` counts two).
        let published = messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        #expect(published.count == 2)
        let first = try #require((published.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        #expect(first.map { $0["code"] as? String } == ["undefined-screen"])
        let range = try #require(first.first?["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 7, "character": 9] && range["end"] == ["line": 7, "character": 15])
        // After the change, none.
        #expect(((published.last?["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == true)
        // Definition: `Post` of `==push=> Post(postId: 1)` is the header of `[Post(postId: Int)]`.
        let definition = try #require(response(2) as? [String: Any])
        #expect((definition["range"] as? [String: [String: Int]])?["start"] == ["line": 9, "character": 1])
        // References: the header, then the transition.
        #expect((response(3) as? [[String: Any]])?.count == 2)
        #expect((response(4) as? [[String: Any]])?.map { $0["name"] as? String } == ["Feed", "Post"])
        let hover = try #require(((response(5) as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(hover.contains("`postId: Int`") && hover.contains("Route `/posts/:postId`") && hover.contains("Arrives from `Feed`"))
        // A request it does not handle gets an error, and the session goes on.
        #expect((messages.first { $0["id"] as? Int == 6 }?["error"] as? [String: Any])?["code"] as? Int == -32601)
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
