import Foundation
import TestSupport
import Testing
import UIFlowGraphviz
import UIFlowKit

@testable import UIFlowPreview

private let home = """
    [Home]
    Recommended products
    --
    Tap a product
    ==push=> Product

    [Product]
    Photos and price

    """

@Suite("The preview server over HTTP")
struct ServerTests {
    @Test("the page, its script, style sheet and icon are served by the tool itself, with no CDN")
    func pageIsServed() async throws {
        let preview = try await TestPreview.start(try Scratch(["app.uiflow": home]), files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let page = try await preview.client.get("/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.headers["content-security-policy"]?.contains("default-src 'none'") == true)
        #expect(page.text.contains(#"<script type="module" src="/assets/preview.js"></script>"#))
        for (path, type) in [
            ("/assets/preview.js", "text/javascript"), ("/assets/preview.css", "text/css"),
            ("/assets/favicon.svg", "image/svg+xml"),
        ] {
            let asset = try await preview.client.get(path)
            #expect(asset.status == 200, "\(path)")
            #expect(asset.headers["content-type"]?.hasPrefix(type) == true, "\(path)")
            #expect(!asset.body.isEmpty)
        }
        // Nothing is loaded from anywhere else: no absolute URL in the page, its script or its style.
        let modules = Assets.files.keys.filter { $0.hasSuffix(".js") }.sorted().map { "/assets/" + $0 }
        for path in ["/", "/assets/preview.css"] + modules {
            let text = try await preview.client.get(path).text
            #expect(!text.contains("src=\"http"), "\(path)")
            #expect(!text.contains("href=\"http"), "\(path)")
            #expect(!text.contains("@import"), "\(path)")
            #expect(!text.contains("cdn"), "\(path)")
        }
        #expect(try await preview.client.get("/nothing-here").status == 404)
        #expect(try await preview.client.request("POST", "/").status == 405)
    }

    @Test("the session lists every file with its text, version and whether it can be edited")
    func sessionListsFiles() async throws {
        let scratch = try Scratch(["a.uiflow": home, "b.uiflow": "[Other]\n"])
        let preview = try await TestPreview.start(scratch, files: ["a.uiflow", "b.uiflow"])
        defer { Task { await preview.stop() } }
        let session = try await preview.client.get("/api/session").json
        let files = try #require(session["files"] as? [[String: Any]])
        #expect(files.map { $0["id"] as? String } == ["0", "1"])
        #expect(files.map { $0["name"] as? String } == [scratch.path("a.uiflow"), scratch.path("b.uiflow")])
        #expect(files[0]["text"] as? String == home)
        #expect(files[0]["editable"] as? Bool == true)
        #expect(files[0]["version"] as? String == ContentVersion.of(Array(home.utf8)))
        let one = try await preview.client.get("/api/files/1").json
        #expect(one["text"] as? String == "[Other]\n")
    }

    @Test("the session offers every format of the table, by its usual extension, with what its button says")
    func sessionListsExportFormats() async throws {
        let scratch = try Scratch(["app.uiflow": home])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let session = try await preview.client.get("/api/session").json
        #expect(session["exportFormats"] as? [String] == ["svg", "png", "pdf", "dot", "md", "mmd", "json"])
        #expect(session["exportFormats"] as? [String] == OutputFormat.all.map(\.fileExtension))
        let exports = try #require(session["exports"] as? [[String: String]])
        #expect(exports.map { $0["format"] } == OutputFormat.all.map(\.fileExtension))
        #expect(exports.map { $0["label"] } == OutputFormat.all.map(\.displayName))
        #expect(exports.map { $0["title"] } == OutputFormat.all.map(\.summary))
    }

    @Test("every module the page imports is served as JavaScript under a policy that runs no inline script")
    func modulesAreServed() async throws {
        let preview = try await TestPreview.start(try Scratch(["app.uiflow": home]), files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let page = try await preview.client.get("/").text
        // Every script of the page is a file of the server's, none is inline.
        let scripts = page.components(separatedBy: "<script").dropFirst()
        #expect(scripts.count == 1)
        for script in scripts { #expect(script.hasPrefix(#" type="module" src="/assets/"#), "\(script.prefix(60))") }
        // Follow the imports (and JSDoc type imports) from the entry module: each is served with a
        // JavaScript media type
        // (browsers refuse a module of any other) and the policy, and every module is reached.
        let policy = try #require(Assets.contentSecurityPolicy.split(separator: ";").first { $0.contains("script-src") })
        #expect(policy.trimmingCharacters(in: .whitespaces) == "script-src 'self'")
        var seen: Set<String> = []
        var queue = ["preview.js"]
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            let module = try await preview.client.get("/assets/" + name)
            #expect(module.status == 200, "\(name)")
            #expect(module.headers["content-type"] == "text/javascript; charset=utf-8", "\(name)")
            #expect(module.headers["content-security-policy"] == Assets.contentSecurityPolicy, "\(name)")
            #expect(module.text.hasPrefix("// @ts-check\n"), "\(name)")
            for piece in module.text.components(separatedBy: #"from "./"#).dropFirst()
                + module.text.components(separatedBy: #"import("./"#).dropFirst() {
                if let end = piece.firstIndex(of: "\"") { queue.append(String(piece[..<end])) }
            }
        }
        let modules = Set(Assets.files.keys.filter { $0.hasSuffix(".js") })
        #expect(seen == modules)
        // And every file of Assets/ is in the server's table.
        let folder = Paths.packageRoot.appendingPathComponent("Sources/UIFlowPreview/Assets")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "index.html" }
        #expect(Set(files) == Set(Assets.files.keys))
    }

    @Test("render draws the posted text, not the saved file, and places findings, screens and edges")
    func renderUsesPostedText() async throws {
        let scratch = try Scratch(["app.uiflow": home])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let edited = home + "[Basket]\n--\nPay\n==> Receipt\n"
        let answer = try await preview.client.request("POST", "/api/render", json: ["files": [["id": "0", "text": edited]]])
        #expect(answer.status == 200)
        let result = answer.json
        let svg = try #require(result["svg"] as? String)
        #expect(svg.contains("<title>Basket</title>"))
        #expect(svg.contains("<title>Receipt</title>"))  // the undefined target, dashed
        let screens = try #require(result["screens"] as? [[String: Any]])
        let basket = try #require(screens.first { $0["name"] as? String == "Basket" })
        #expect((basket["at"] as? [String: Any])?["line"] as? Int == 9)
        #expect((basket["at"] as? [String: Any])?["file"] as? String == "0")
        let undefined = try #require(result["undefined"] as? [[String: Any]])
        #expect(undefined.map { $0["name"] as? String } == ["Receipt"])
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        let finding = try #require(diagnostics.first { $0["rule"] as? String == "undefined-screen" })
        #expect((finding["at"] as? [String: Any])?["line"] as? Int == 12)
        #expect((finding["at"] as? [String: Any])?["column"] as? Int == 5)
        #expect(finding["screen"] as? String == "Basket")
        let edges = try #require(result["edges"] as? [[String: Any]])
        #expect(edges.contains { $0["title"] as? String == "Home:action0->Product" })
        // The file on disk is untouched.
        #expect(scratch.read("app.uiflow") == home)
    }

    @Test("render takes files the request leaves out from disk, and names every place by file id")
    func renderMixesPostedAndDiskFiles() async throws {
        let scratch = try Scratch(["a.uiflow": "[A]\n--\nGo\n==> B\n", "b.uiflow": "[B]\n"])
        let preview = try await TestPreview.start(scratch, files: ["a.uiflow", "b.uiflow"])
        defer { Task { await preview.stop() } }
        let result = try await preview.client.request(
            "POST", "/api/render", json: ["files": [["id": "1", "text": "// moved down\n[B]\n--\nBack\n==back=>\n"]]]
        ).json
        let screens = try #require(result["screens"] as? [[String: Any]])
        #expect(screens.map { $0["name"] as? String } == ["A", "B"])
        #expect(screens.map { ($0["at"] as? [String: Any])?["file"] as? String } == ["0", "1"])
        #expect(screens.map { ($0["at"] as? [String: Any])?["line"] as? Int } == [1, 2])
    }

    @Test("a syntax error still gives a diagram of what was parsed, and the error at its line")
    func renderWithErrors() async throws {
        let preview = try await TestPreview.start(try Scratch(["app.uiflow": home]), files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let text = "Stray text\n" + home
        let result = try await preview.client.request("POST", "/api/render", json: ["files": [["id": "0", "text": text]]]).json
        #expect((result["svg"] as? String)?.contains("<title>Home</title>") == true)
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        #expect(
            diagnostics.contains {
                $0["rule"] as? String == "syntax" && $0["severity"] as? String == "error"
                    && ($0["at"] as? [String: Any])?["line"] as? Int == 1 && $0["screen"] is NSNull
            })
        #expect((result["counts"] as? [String: Any])?["errors"] as? Int ?? 0 >= 1)
    }

    @Test("save writes the file atomically: new contents, the same permissions, no temporary file left")
    func saveIsAtomic() async throws {
        let scratch = try Scratch(["app.uiflow": home])
        chmod(scratch.path("app.uiflow"), 0o640)
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let base = ContentVersion.of(Array(home.utf8))
        let text = home + "[Settings]\n"
        let answer = try await preview.client.request("PUT", "/api/files/0", json: ["text": text, "base": base])
        #expect(answer.status == 200)
        #expect(scratch.read("app.uiflow") == text)
        #expect(scratch.entries == ["app.uiflow"])
        var info = stat()
        stat(scratch.path("app.uiflow"), &info)
        #expect(info.st_mode & 0o777 == 0o640)
        let file = try #require(answer.json["file"] as? [String: Any])
        #expect(file["version"] as? String == ContentVersion.of(Array(text.utf8)))
        // The next save builds on the new version.
        #expect(try await preview.client.request("PUT", "/api/files/0", json: ["text": home, "base": file["version"] ?? ""]).status == 200)
        #expect(scratch.read("app.uiflow") == home)
    }

    @Test("saving through a symbolic link replaces the file it points to and keeps the link")
    func saveFollowsLinks() async throws {
        let scratch = try Scratch(["real.uiflow": home])
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link.uiflow"), withDestinationPath: "real.uiflow")
        let preview = try await TestPreview.start(scratch, files: ["link.uiflow"])
        defer { Task { await preview.stop() } }
        let answer = try await preview.client.request(
            "PUT", "/api/files/0", json: ["text": "[Changed]\n", "base": ContentVersion.of(Array(home.utf8))])
        #expect(answer.status == 200)
        #expect(scratch.read("real.uiflow") == "[Changed]\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("link.uiflow")) == "real.uiflow")
    }

    @Test("a save based on a version the disk no longer holds is refused with 409 and what the disk holds")
    func saveDetectsConflicts() async throws {
        let scratch = try Scratch(["app.uiflow": home])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let base = ContentVersion.of(Array(home.utf8))
        let theirs = home + "[Written by another editor]\n"
        try scratch.write("app.uiflow", theirs)
        let answer = try await preview.client.request("PUT", "/api/files/0", json: ["text": "[Mine]\n", "base": base])
        #expect(answer.status == 409)
        let disk = try #require(answer.json["file"] as? [String: Any])
        #expect(disk["text"] as? String == theirs)
        #expect(disk["version"] as? String == ContentVersion.of(Array(theirs.utf8)))
        #expect(scratch.read("app.uiflow") == theirs)  // nothing written
        // With the disk's version as the base, the page's choice is written.
        let retry = try await preview.client.request("PUT", "/api/files/0", json: ["text": "[Mine]\n", "base": disk["version"] ?? ""])
        #expect(retry.status == 200)
        #expect(scratch.read("app.uiflow") == "[Mine]\n")
    }

    @Test("a file that does not exist yet starts empty, and saving creates it")
    func newFile() async throws {
        let scratch = try Scratch()
        let preview = try await TestPreview.start(scratch, files: ["new.uiflow"])
        defer { Task { await preview.stop() } }
        let file = try await preview.client.get("/api/files/0").json
        #expect(file["exists"] as? Bool == false)
        #expect(file["text"] as? String == "")
        #expect(file["version"] as? String == ContentVersion.absent)
        let answer = try await preview.client.request("PUT", "/api/files/0", json: ["text": "[Start]\n", "base": ContentVersion.absent])
        #expect(answer.status == 200)
        #expect(scratch.read("new.uiflow") == "[Start]\n")
    }

    @Test("a file that is not UTF-8 is shown read-only and is never overwritten")
    func notUTF8() async throws {
        let scratch = try Scratch()
        let bytes: [UInt8] = Array("[Caf".utf8) + [0xE9] + Array("]\n".utf8)
        try Data(bytes).write(to: scratch.url.appendingPathComponent("latin1.uiflow"))
        let preview = try await TestPreview.start(scratch, files: ["latin1.uiflow"])
        defer { Task { await preview.stop() } }
        let file = try await preview.client.get("/api/files/0").json
        #expect(file["editable"] as? Bool == false)
        #expect(file["text"] is NSNull)
        let answer = try await preview.client.request(
            "PUT", "/api/files/0", json: ["text": "[Cafe]\n", "base": file["version"] ?? ""])
        #expect(answer.status == 422)
        #expect(FileManager.default.contents(atPath: scratch.path("latin1.uiflow")) == Data(bytes))
    }

    @Test(
        "path traversal, absolute paths, encoded variants and ids not given are refused; no other file is read or written",
        arguments: [
            "/api/files/../../../../etc/passwd", "/api/files/..%2f..%2f..%2f..%2fetc%2fpasswd",
            "/api/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/api/files/%2Fetc%2Fpasswd", "/api/files//etc/passwd",
            "/api/files/..%252f..%252fetc%252fpasswd", "/api/files/%2e%2e", "/api/files/2", "/api/files/-1",
            "/api/files/0%00", "/api/files/0/../1", "/api/files/00", "/api/files/secret.uiflow",
            "/assets/../../../etc/passwd", "/assets/..%2f..%2fPackage.swift", "/etc/passwd",
            "/api/files/..\\..\\secret.uiflow",
        ])
    func traversalIsRefused(path: String) async throws {
        let scratch = try Scratch(["app.uiflow": home, "secret.uiflow": "[Secret]\n"])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let read = try await preview.client.raw("GET \(path) HTTP/1.1\r\nHost: \(preview.client.host)\r\nConnection: close\r\n\r\n")
        #expect(read.status == 404 || read.status == 400, "\(path): \(read.status)")
        #expect(!read.text.contains("root:"))
        #expect(!read.text.contains("Secret"))
        let body = #"{"text":"[Overwritten]\n","base":"absent"}"#
        let write = try await preview.client.raw(
            "PUT \(path) HTTP/1.1\r\nHost: \(preview.client.host)\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
        #expect(write.status == 404 || write.status == 400 || write.status == 405, "\(path): \(write.status)")
        #expect(scratch.read("secret.uiflow") == "[Secret]\n")
        #expect(scratch.read("app.uiflow") == home)
        #expect(scratch.entries == ["app.uiflow", "secret.uiflow"])
    }

    @Test("render and export refuse ids that are not files of the preview")
    func renderRefusesUnknownIDs() async throws {
        let preview = try await TestPreview.start(try Scratch(["app.uiflow": home]), files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        for id in ["1", "../app.uiflow", "/etc/passwd", ""] {
            let json: [String: Any] = ["files": [["id": id, "text": "[X]\n"]]]
            #expect(try await preview.client.request("POST", "/api/render", json: json).status == 404, "\(id)")
            #expect(try await preview.client.request("POST", "/api/export/svg", json: json).status == 404, "\(id)")
        }
    }

    @Test("a body over the limit gets 413 without being read, whether announced or chunked")
    func oversizeBodies() async throws {
        let scratch = try Scratch(["app.uiflow": home])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"], maxBodyBytes: 64 * 1024)
        defer { Task { await preview.stop() } }
        let host = preview.client.host
        // Announced: answered from the headers, before the client has sent the body.
        let port = preview.port
        for path in ["/api/render", "/api/files/0", "/api/export/png"] {
            let method = path == "/api/files/0" ? "PUT" : "POST"
            let answer = try await blocking {
                let connection = try Connection(port: port)
                connection.send(
                    "\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n\r\n{\"files\":[")
                return connection.receiveResponse()
            }
            #expect(answer?.status == 413, "\(path)")
        }
        // Chunked, with no length: cut off at the limit.
        let answer = try await blocking {
            let connection = try Connection(port: port)
            connection.send("POST /api/render HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
            let chunk = String(repeating: "x", count: 16 * 1024)
            for _ in 0..<6 where connection.send("\(String(chunk.utf8.count, radix: 16))\r\n\(chunk)\r\n") {}
            return connection.receiveResponse()
        }
        #expect(answer?.status == 413)
        // A body just under the limit is fine.
        let text = home + "// " + String(repeating: "y", count: 60 * 1024) + "\n"
        #expect(try await preview.client.request("POST", "/api/render", json: ["files": [["id": "0", "text": text]]]).status == 200)
        #expect(scratch.read("app.uiflow") == home)
        #expect(await preview.client.isAlive())
    }

    @Test("requests for another host, or changes from another origin, are refused")
    func foreignRequestsAreRefused() async throws {
        let scratch = try Scratch(["app.uiflow": home])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let base = ContentVersion.of(Array(home.utf8))
        // DNS rebinding: a page of evil.example whose name now points at 127.0.0.1.
        #expect(try await preview.client.request("GET", "/api/session", headers: ["Host": "evil.example:\(preview.port)"]).status == 421)
        #expect(try await preview.client.request("GET", "/api/session", headers: ["Host": "localhost:\(preview.port)"]).status == 200)
        // Another site's page posting to the preview.
        let foreign = try await preview.client.request(
            "PUT", "/api/files/0", json: ["text": "[Evil]\n", "base": base], headers: ["Origin": "http://evil.example"])
        #expect(foreign.status == 403)
        await #expect(throws: TestFailure.self) { try await EventClient.connect(port: preview.port, origin: "http://evil.example") }
        // A form post (not JSON) is refused too.
        let form = try await preview.client.request(
            "PUT", "/api/files/0", body: Data("text=x".utf8), headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(form.status == 415)
        #expect(scratch.read("app.uiflow") == home)
        // The page itself may.
        let own = try await preview.client.request(
            "PUT", "/api/files/0", json: ["text": "[Own]\n", "base": base], headers: ["Origin": "http://\(preview.client.host)"])
        #expect(own.status == 200)
    }

    @Test("export renders the posted text in every format, as a download named after the file")
    func exports() async throws {
        let scratch = try Scratch(["shop.uiflow": home])
        let preview = try await TestPreview.start(scratch, files: ["shop.uiflow"])
        defer { Task { await preview.stop() } }
        let text = home + "[Unsaved screen]\n"
        let json: [String: Any] = ["files": [["id": "0", "text": text]]]
        let expectations: [(String, [UInt8]?, String)] = [
            ("svg", nil, "Unsaved screen"), ("png", [0x89, 0x50, 0x4E, 0x47], ""), ("pdf", Array("%PDF".utf8), ""),
            ("dot", Array("digraph".utf8), "Unsaved screen"), ("md", Array("# Shop".utf8), "Unsaved screen"),
            ("mmd", nil, "Unsaved screen"), ("json", Array("{".utf8), "Unsaved screen"),
        ]
        for (format, magic, needle) in expectations {
            let answer = try await preview.client.request("POST", "/api/export/\(format)", json: json)
            #expect(answer.status == 200, "\(format)")
            #expect(answer.headers["content-disposition"] == "attachment; filename=\"shop.\(format)\"", "\(format)")
            #expect(answer.headers["content-type"] == OutputFormat.all.first { $0.fileExtension == format }?.mediaType, "\(format)")
            if let magic { #expect(Array(answer.body.prefix(magic.count)) == magic, "\(format)") }
            if !needle.isEmpty { #expect(answer.text.contains(needle), "\(format)") }
        }
        #expect(try await preview.client.request("POST", "/api/export/exe", json: json).status == 404)
    }

    @Test("the event stream greets a page with every file's version, then tells it of each change on disk, whole")
    func eventsOnDiskChange() async throws {
        let scratch = try Scratch(["app.uiflow": home])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let events = try await EventClient.connect(port: preview.port)
        let hello = try #require(await events.next(ofType: "hello"))
        #expect((hello["files"] as? [[String: Any]])?.first?["version"] as? String == ContentVersion.of(Array(home.utf8)))
        let theirs = home + "[From another editor]\n"
        try scratch.write("app.uiflow", theirs)
        let event = try #require(await events.next(ofType: "file"))
        #expect(event["origin"] as? String == "disk")
        let file = try #require(event["file"] as? [String: Any])
        #expect(file["id"] as? String == "0")
        #expect(file["text"] as? String == theirs)
        #expect(file["version"] as? String == ContentVersion.of(Array(theirs.utf8)))
        // Deleted: said so, with no text to lose.
        try FileManager.default.removeItem(atPath: scratch.path("app.uiflow"))
        let deleted = try #require(await events.next(ofType: "file"))
        #expect((deleted["file"] as? [String: Any])?["exists"] as? Bool == false)
    }

    @Test("a save from one page is announced to the other pages")
    func savesAreAnnounced() async throws {
        let scratch = try Scratch(["app.uiflow": home])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let events = try await EventClient.connect(port: preview.port)
        _ = try #require(await events.next(ofType: "hello"))
        let saved = try await preview.client.request(
            "PUT", "/api/files/0", json: ["text": "[Saved]\n", "base": ContentVersion.of(Array(home.utf8))])
        #expect(saved.status == 200)
        let event = try #require(await events.next(ofType: "file"))
        #expect(event["origin"] as? String == "save")
        #expect((event["file"] as? [String: Any])?["text"] as? String == "[Saved]\n")
        #expect(await preview.server.connectedPages == 1)
    }

    @Test("stopping the server closes the event stream")
    func stopClosesEvents() async throws {
        let preview = try await TestPreview.start(try Scratch(["app.uiflow": home]), files: ["app.uiflow"])
        let events = try await EventClient.connect(port: preview.port)
        _ = try #require(await events.next(ofType: "hello"))
        await preview.stop()
        #expect(await events.nextMessage() == nil)
    }
}
