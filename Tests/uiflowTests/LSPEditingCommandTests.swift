import Foundation
import TestSupport
import Testing

/// `uiflow lsp` on a workspace folder, as an editor uses it to edit: its `.uiflow.yml`, flow
/// files on disk beside the open one, completion, rename, code actions, highlights, folding and
/// semantic tokens.
@Suite("uiflow lsp: editing a workspace")
struct LSPEditingCommandTests {
    static let app = "[Home]\n@entry\n@tabs Home, Feed\n--\nTap the cart\n==push=> Cart(id: 1)\nTap a profile\n==push=> Profle\n\n[Cart(id: Int)]\n@route /cart/:id\n--\nClose\n==back=>\n"
    static let feed = "[Feed]\n--\nOpen the cart\n==> Cart(id: 2)\n"

    private func workspace() throws -> (Scratch, LSPSession, String) {
        let scratch = try Scratch([".uiflow.yml": "entry-points:\n  - Cart\n", "app.uiflow": Self.app, "feed.uiflow": Self.feed])
        let session = try LSPSession(
            root: scratch.url,
            capabilities: [
                "workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["create"]]],
                "textDocument": ["completion": ["completionItem": ["snippetSupport": true]]],
            ])
        let uri = URL(fileURLWithPath: scratch.path("app.uiflow")).absoluteString
        session.notify("textDocument/didOpen", LSPJSON.open(uri, Self.app))
        return (scratch, session, uri)
    }

    @Test("files on disk are part of the flow: a target in an unopened file resolves, and its findings are published")
    func diskFiles() throws {
        let (scratch, session, uri) = try workspace()
        let diagnostics = try #require(session.diagnostics(uri))
        #expect(diagnostics.map { $0["code"] as? String } == ["undefined-screen"])
        let feed = URL(fileURLWithPath: scratch.path("feed.uiflow")).absoluteString
        let references = try #require(try session.result("textDocument/references", LSPJSON.at(uri, 9, 2)) as? [[String: Any]])
        #expect(references.compactMap { $0["uri"] as? String }.filter { $0 == feed }.count == 1)
        // A file changed on disk is read again when the editor says so.
        try scratch.write("feed.uiflow", "[Feed]\n--\nOpen\n==> Nowhere\n")
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": feed, "type": 2]]])
        #expect(session.diagnostics(feed)?.map { $0["code"] as? String } == ["undefined-screen"])
        #expect(try session.close() == 0)
    }

    @Test("completion after an arrow offers the screens with their parameters as snippets; inside `(`, the labels")
    func completion() throws {
        let (scratch, session, uri) = try workspace()
        defer { withExtendedLifetime(scratch) {} }
        session.notify("textDocument/didChange", LSPJSON.change(uri, version: 2, [LSPJSON.edit((14, 0), (14, 0), "==> C")]))
        let list = try #require(try session.result("textDocument/completion", LSPJSON.at(uri, 14, 5)) as? [String: Any])
        let items = try #require(list["items"] as? [[String: Any]])
        let cart = try #require(items.first { $0["label"] as? String == "Cart" })
        #expect(cart["insertTextFormat"] as? Int == 2)
        #expect((cart["textEdit"] as? [String: Any])?["newText"] as? String == "Cart(id: ${1:id})")
        #expect(LSPJSON.range((cart["textEdit"] as? [String: Any])?["range"]) == "14:4-14:5")
        session.notify("textDocument/didChange", LSPJSON.change(uri, version: 3, [LSPJSON.edit((14, 5), (14, 5), "art(")]))
        let labels = try #require((try session.result("textDocument/completion", LSPJSON.at(uri, 14, 9)) as? [String: Any])?["items"] as? [[String: Any]])
        #expect(labels.map { $0["label"] as? String } == ["id"])
        #expect(try session.close() == 0)
        // A client without snippets gets the parameters' names as plain text.
        let plain = try LSPSession()
        plain.notify("textDocument/didOpen", LSPJSON.open(uri, Self.app + "==> C"))
        let plainItems = try #require((try plain.result("textDocument/completion", LSPJSON.at(uri, 14, 5)) as? [String: Any])?["items"] as? [[String: Any]])
        let plainCart = try #require(plainItems.first { $0["label"] as? String == "Cart" })
        #expect(plainCart["insertTextFormat"] as? Int == 1)
        #expect((plainCart["textEdit"] as? [String: Any])?["newText"] as? String == "Cart(id: id)")
        #expect(try plain.close() == 0)
    }

    @Test("rename of a screen edits every file and .uiflow.yml; a taken name is refused with the reason")
    func rename() throws {
        let (scratch, session, uri) = try workspace()
        let prepared = try #require(try session.result("textDocument/prepareRename", LSPJSON.at(uri, 9, 3)) as? [String: Any])
        #expect(prepared["placeholder"] as? String == "Cart")
        var params = LSPJSON.at(uri, 9, 3)
        params["newName"] = "Basket"
        let edit = try #require(try session.result("textDocument/rename", params) as? [String: Any])
        let changes = try #require(edit["changes"] as? [String: [[String: Any]]])
        let config = URL(fileURLWithPath: scratch.path(".uiflow.yml")).absoluteString
        #expect(changes[uri]?.count == 2)
        #expect(changes[URL(fileURLWithPath: scratch.path("feed.uiflow")).absoluteString]?.count == 1)
        #expect(changes[config].map { $0.map { LSPJSON.range($0["range"]) } } == ["1:4-1:8"])
        params["newName"] = "Feed"
        let refused = try session.request("textDocument/rename", params)
        #expect(((refused["error"] as? [String: Any])?["message"] as? String)?.contains("already named `Feed`") == true)
        #expect(try session.close() == 0)
    }

    @Test("code actions: creating the missing screen at the end of the file; extracting a group to a new file")
    func codeActions() throws {
        let (scratch, session, uri) = try workspace()
        defer { withExtendedLifetime(scratch) {} }
        let range: [String: Any] = ["start": LSPJSON.position(7, 0), "end": LSPJSON.position(7, 5)]
        let actions = try #require(try session.result("textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": []]]) as? [[String: Any]])
        #expect(actions.map { $0["title"] as? String } == ["Create screen `[Profle]`"])
        let create = try #require((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])
        #expect(create[uri]?.first?["newText"] as? String == "\n[Profle]\n")
        session.notify("textDocument/didChange", LSPJSON.change(uri, version: 2, [LSPJSON.edit((10, 0), (10, 0), "@group Shop\n")]))
        let group: [String: Any] = ["start": LSPJSON.position(9, 0), "end": LSPJSON.position(9, 0)]
        let extract = try #require(try session.result("textDocument/codeAction", ["textDocument": ["uri": uri], "range": group, "context": ["diagnostics": []]]) as? [[String: Any]])
        let refactor = try #require(extract.first { $0["kind"] as? String == "refactor.extract" })
        let changes = try #require((refactor["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])
        #expect(changes.first?["kind"] as? String == "create")
        #expect((changes.first?["uri"] as? String)?.hasSuffix("/Shop.uiflow") == true)
        #expect(try session.close() == 0)
    }

    @Test("highlights, folding ranges, semantic tokens and workspace symbols")
    func outline() throws {
        let (scratch, session, uri) = try workspace()
        defer { withExtendedLifetime(scratch) {} }
        let highlights = try #require(try session.result("textDocument/documentHighlight", LSPJSON.at(uri, 5, 10)) as? [[String: Any]])
        #expect(highlights.map { "\(LSPJSON.range($0["range"]) ?? "") \($0["kind"] as? Int ?? 0)" } == ["9:1-9:5 3", "5:9-5:13 2"])
        let folds = try #require(try session.result("textDocument/foldingRange", ["textDocument": ["uri": uri]]) as? [[String: Any]])
        #expect(folds.map { "\($0["startLine"] as? Int ?? -1)-\($0["endLine"] as? Int ?? -1)" } == ["0-7", "9-13"])
        let tokens = try #require((try session.result("textDocument/semanticTokens/full", ["textDocument": ["uri": uri]]) as? [String: Any])?["data"] as? [Int])
        // The first token: `Home` on line 0 at 1, 4 long, a screen (0), declared (1).
        #expect(Array(tokens.prefix(5)) == [0, 1, 4, 0, 1])
        #expect(tokens.count % 5 == 0 && tokens.count > 40)
        let symbols = try #require(try session.result("workspace/symbol", ["query": "ed"]) as? [[String: Any]])
        #expect(symbols.map { $0["name"] as? String } == ["Feed"])
        #expect(try session.close() == 0)
    }

    @Test("the Swift checks when .uiflow.yml names swift-sources: read again when a Swift file changes, and @type goes to the declaration")
    func swiftSources() throws {
        let flow = "[Profile]\n@entry\n@exit\n@type ProfileViewController\n"
        let scratch = try Scratch([
            ".uiflow.yml": "swift-sources:\n  - App\n", "app.uiflow": flow,
            "App/Profile.swift": "import UIKit\n\nfinal class ProfileView: UIViewController {}\n",
        ])
        let session = try LSPSession(root: scratch.url)
        let uri = URL(fileURLWithPath: scratch.path("app.uiflow")).absoluteString
        session.notify("textDocument/didOpen", LSPJSON.open(uri, flow))
        #expect(session.diagnostics(uri)?.map { $0["code"] as? String } == ["type-not-found"])
        try scratch.write("App/Profile.swift", "import UIKit\n\nfinal class ProfileViewController: UIViewController {}\n")
        let swift = URL(fileURLWithPath: scratch.path("App/Profile.swift")).absoluteString
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": swift, "type": 2]]])
        #expect(session.diagnostics(uri)?.isEmpty == true)
        let definition = try #require(try session.result("textDocument/definition", LSPJSON.at(uri, 3, 10)) as? [String: Any])
        #expect(definition["uri"] as? String == swift)
        #expect(LSPJSON.range(definition["range"]) == "2:0-2:0")
        #expect(try session.close() == 0)
    }

    @Test("a navigation finding carries its witness, step by step, as related information")
    func witness() throws {
        let session = try LSPSession()
        let uri = "file:///project/nav.uiflow"
        session.notify("textDocument/didOpen", LSPJSON.open(uri, "[Home]\n@entry\n--\nEdit\n==present=> Editor\n\n[Editor]\n--\nDone\n==back=>\n"))
        let diagnostics = try #require(session.diagnostics(uri))
        let back = try #require(diagnostics.first { $0["code"] as? String == "back-without-push" })
        let related = try #require(back["relatedInformation"] as? [[String: Any]])
        #expect(related.compactMap { $0["message"] as? String }.contains { $0.hasPrefix("step 2 of 2:") && $0.contains("==present=>") })
        #expect(try session.close() == 0)
    }

    @Test("formatting: the document in uiflow format's layout as one edit of the whole text; nothing when it is formatted")
    func formatting() throws {
        let session = try LSPSession()
        let uri = "file:///project/messy.uiflow"
        let messy = "[Home( id :Int )]\n@entry\n--\nGo\n==push=>Next( id:id )\n\n\n\n[Next(id: Int)]\n"
        session.notify("textDocument/didOpen", LSPJSON.open(uri, messy))
        let edits = try #require(try session.result("textDocument/formatting", ["textDocument": ["uri": uri], "options": ["tabSize": 4, "insertSpaces": true]]) as? [[String: Any]])
        #expect(edits.count == 1)
        #expect(LSPJSON.range(edits.first?["range"]) == "0:0-9:0")
        let formatted = try #require(edits.first?["newText"] as? String)
        #expect(formatted == "[Home(id: Int)]\n@entry\n--\nGo\n==push=> Next(id: id)\n\n[Next(id: Int)]\n")
        session.notify("textDocument/didChange", LSPJSON.change(uri, version: 2, [["text": formatted]]))
        #expect((try session.result("textDocument/formatting", ["textDocument": ["uri": uri], "options": ["tabSize": 4, "insertSpaces": true]]) as? [Any])?.isEmpty == true)
        #expect(try session.close() == 0)
    }

    @Test("two flows in one workspace, each a folder with its .uiflow.yml, are checked apart: no duplicate across them")
    func flowsApart() throws {
        let scratch = try Scratch([
            "shop/.uiflow.yml": "entry-points:\n  - Home\n", "shop/app.uiflow": "[Home]\n--\nGo\n==> Cart\n\n[Cart]\n--\nBack\n==back=>\n",
            "album/.uiflow.yml": "entry-points:\n  - Home\n", "album/app.uiflow": "[Home]\n--\nOpen\n==> Nowhere\n",
        ])
        let session = try LSPSession(root: scratch.url)
        let shop = URL(fileURLWithPath: scratch.path("shop/app.uiflow")).absoluteString
        let album = URL(fileURLWithPath: scratch.path("album/app.uiflow")).absoluteString
        session.notify("textDocument/didOpen", LSPJSON.open(shop, scratch.read("shop/app.uiflow") ?? ""))
        session.notify("textDocument/didOpen", LSPJSON.open(album, scratch.read("album/app.uiflow") ?? ""))
        #expect(session.diagnostics(shop)?.map { $0["code"] as? String }.contains("duplicate-screen") == false)
        #expect(session.diagnostics(album)?.map { $0["code"] as? String } == ["undefined-screen"])
        let references = try #require(try session.result("textDocument/references", LSPJSON.at(shop, 0, 2)) as? [[String: Any]])
        // The header and the entry point in shop's .uiflow.yml; nothing of the album's.
        #expect(references.compactMap { ($0["uri"] as? String).map { URL(string: $0)?.lastPathComponent } } == ["app.uiflow", ".uiflow.yml"])
        #expect(references.allSatisfy { ($0["uri"] as? String)?.contains("/shop/") == true })
        #expect(try session.close() == 0)
    }
}
