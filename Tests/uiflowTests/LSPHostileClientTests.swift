import Foundation
import Testing

/// `uiflow lsp` against a client that is wrong or hostile: every request is answered (an error
/// where it must be), nothing crashes or hangs the server, and a burst of changes is checked once.
@Suite("uiflow lsp: a malformed or hostile client")
struct LSPHostileClientTests {
    static let uri = "file:///project/app.uiflow"
    static let flow = "[Home]\n@entry\n--\nTap\n==push=> Detail\n\n[Detail]\n"

    @Test("positions out of range, unopened files, unknown methods, bad parameters, a response from the client: answered, and the session goes on")
    func wrongRequests() throws {
        let session = try LSPSession()
        session.notify("textDocument/didOpen", LSPJSON.open(Self.uri, Self.flow))
        #expect(session.diagnostics(Self.uri) != nil)
        for method in ["textDocument/definition", "textDocument/references", "textDocument/hover", "textDocument/completion", "textDocument/documentHighlight", "textDocument/prepareRename"] {
            for (line, character) in [(-1, -1), (999_999, 3), (0, 1_000_000), (Int(Int32.max) + 5, 0)] {
                let response = try session.request(method, LSPJSON.at(Self.uri, line, character))
                #expect(response["error"] == nil || (response["error"] as? [String: Any])?["code"] as? Int == -32602, "\(method) \(line):\(character)")
            }
            let unopened = try session.request(method, LSPJSON.at("file:///elsewhere/none.uiflow", 0, 0))
            #expect(unopened["error"] == nil, "\(method) on an unopened file")
        }
        let unknown = try session.request("textDocument/unheardOf", [:])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
        let bad = try session.request("textDocument/definition", ["textDocument": 5])
        #expect((bad["error"] as? [String: Any])?["code"] as? Int == -32602)
        var rename = LSPJSON.at(Self.uri, 0, 2)
        rename["newName"] = String(repeating: "A, B\n", count: 10_000)
        #expect((try session.request("textDocument/rename", rename)["error"] as? [String: Any])?["code"] as? Int == -32803)
        // A response to a request the server never made, and a change to a file that is not open.
        session.send(["jsonrpc": "2.0", "id": 77, "result": ["anything": true]])
        session.notify("textDocument/didChange", LSPJSON.change("file:///elsewhere/none.uiflow", version: 2, [LSPJSON.edit((0, 0), (0, 0), "x")]))
        // An edit far out of range is clamped: the text stays valid, and so does the session.
        session.notify("textDocument/didChange", LSPJSON.change(Self.uri, version: 2, [LSPJSON.edit((50, 9), (-3, 99), "[Other]\n")]))
        let symbols = try #require(try session.result("textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]]) as? [[String: Any]])
        #expect(!symbols.isEmpty)
        #expect(session.drain().allSatisfy { $0["id"] as? Int != 77 })
        #expect(try session.close() == 0)
        #expect(!session.isRunning)
    }

    @Test("after shutdown a request is refused, and exit ends the session with status 0")
    func afterShutdown() throws {
        let session = try LSPSession()
        _ = try session.request("shutdown", NSNull())
        let late = try session.request("textDocument/hover", LSPJSON.at(Self.uri, 0, 0))
        #expect((late["error"] as? [String: Any])?["code"] as? Int == -32600)
        session.notify("exit", [:])
        let deadline = Date().addingTimeInterval(10)
        while session.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!session.isRunning)
    }

    @Test("a burst of changes is checked once it pauses: fewer publications than changes, the last for the last text")
    func debounced() throws {
        let session = try LSPSession()
        session.notify("textDocument/didOpen", LSPJSON.open(Self.uri, Self.flow))
        #expect(session.diagnostics(Self.uri) != nil)
        // 200 keystrokes at once: `Detail` of line 4 is retyped letter by letter as `DetailX…`.
        for index in 0..<200 {
            session.notify("textDocument/didChange", LSPJSON.change(Self.uri, version: index + 2, [LSPJSON.edit((4, 15 + index), (4, 15 + index), "X")]))
        }
        let done = try session.request("workspace/symbol", ["query": ""])
        #expect(done["result"] != nil)
        // The last text's target, `Detail` and 200 `X`, ends at 15 + 200.
        func isLast(_ diagnostics: [[String: Any]]) -> Bool {
            diagnostics.contains { $0["code"] as? String == "undefined-screen" && LSPJSON.range($0["range"]) == "4:9-4:215" }
        }
        var published: [[[String: Any]]] = []
        while let diagnostics = session.diagnostics(Self.uri), published.count < 200 {
            published.append(diagnostics)
            if isLast(diagnostics) { break }
        }
        #expect(!published.isEmpty && published.count < 20, "\(published.count) publications for 200 changes")
        #expect(published.last.map(isLast) == true)
        #expect(try session.close() == 0)
    }
}
