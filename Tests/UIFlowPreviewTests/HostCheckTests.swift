import Foundation
import TestSupport
import Testing

@testable import UIFlowPreview

/// DNS rebinding with every spelling of a loopback `--host`: whether the server is on loopback is
/// decided from the parsed address, and `Host` is checked against the address actually bound.
@Suite("The Host check holds for every spelling of a loopback address", .timeLimit(.minutes(2)))
struct HostCheckTests {
    private static let original = "[Home]\n"

    @Test(
        "every spelling of a loopback address is loopback; other addresses and names are not",
        arguments: [
            ("127.0.0.1", true), ("127.1.2.3", true), ("localhost", true), ("LOCALHOST", true), ("::1", true), ("[::1]", true),
            ("0:0:0:0:0:0:0:1", true), ("0000:0000:0000:0000:0000:0000:0000:0001", true), ("[0:0:0:0:0:0:0:1]", true),
            ("::ffff:127.0.0.1", true), ("::ffff:7f00:1", true), ("[::ffff:127.0.0.1]", true), ("::FFFF:7F00:0001", true),
            ("0.0.0.0", false), ("::", false), ("192.168.1.10", false), ("::ffff:192.168.1.10", false),
            ("128.0.0.1", false), ("::2", false), ("::127.0.0.1", false), ("127.0.0.1.evil.example", false),
            ("evil.example", false), ("", false), ("[::1", false), ("127.0.0.1:80", false),
        ])
    func loopbackIsDecidedFromTheParsedAddress(host: String, isLoopback: Bool) {
        #expect(PreviewServer.isLoopback(host) == isLoopback, "\(host)")
    }

    /// What the server answers, on a connection to `address`, to `request` with these headers.
    private func status(
        _ preview: TestPreview, address: String, _ method: String, host: String, origin: String? = nil, body: String? = nil
    ) async throws -> Int? {
        let port = preview.port
        var head = "\(method) /api/\(body == nil ? "session" : "files/0") HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n"
        if let origin { head += "Origin: \(origin)\r\n" }
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n" }
        let request = head + "\r\n" + (body ?? "")
        return try await blocking {
            let connection = try Connection(port: port, timeout: 10, address: address)
            connection.send(request)
            return connection.receiveResponse()?.status
        }
    }

    @Test(
        "with a loopback --host however spelt, another Host gets 421 and cannot overwrite a file; the bound address and localhost are answered",
        arguments: [
            // --host, the address a client connects to, the authorities the server answers to
            ("::ffff:127.0.0.1", "127.0.0.1", ["127.0.0.1", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "localhost"]),
            ("::ffff:7f00:1", "127.0.0.1", ["127.0.0.1", "[::ffff:127.0.0.1]", "localhost"]),
            ("0:0:0:0:0:0:0:1", "::1", ["[::1]", "[0:0:0:0:0:0:0:1]", "localhost"]),
            ("[::1]", "::1", ["[::1]", "localhost"]),
            ("::1", "::1", ["[::1]", "localhost"]),
            ("127.0.0.1", "127.0.0.1", ["127.0.0.1", "localhost"]),
            ("localhost", "127.0.0.1", ["127.0.0.1", "localhost"]),
        ])
    func rebindingIsRefused(host: String, address: String, allowed: [String]) async throws {
        let scratch = try Scratch(["app.uiflow": Self.original])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"], host: host)
        defer { Task { await preview.stop() } }
        let port = preview.port
        let evil = "evil.example:\(port)"
        let save = #"{"text":"[Evil]\n","base":"\#(ContentVersion.of(Array(Self.original.utf8)))"}"#
        #expect(try await status(preview, address: address, "PUT", host: evil, origin: "http://\(evil)", body: save) == 421)
        #expect(try await status(preview, address: address, "PUT", host: evil, body: save) == 421)
        #expect(try await status(preview, address: address, "GET", host: evil) == 421)
        #expect(try await status(preview, address: address, "GET", host: "127.0.0.2:\(port)") == 421)
        #expect(try await status(preview, address: address, "GET", host: "localhost:\(port + 1)") == 421)
        #expect(scratch.read("app.uiflow") == Self.original)
        for name in allowed {
            #expect(try await status(preview, address: address, "GET", host: "\(name):\(port)") == 200, "Host: \(name):\(port)")
        }
        // The page's own address, as printed, is one of them.
        let url = try #require(await preview.server.url)
        let own = try #require(url.host.map { $0.contains(":") && !$0.hasPrefix("[") ? "[\($0)]" : $0 })
        #expect(try await status(preview, address: address, "GET", host: "\(own):\(port)") == 200, "\(url)")
        // And a save from the page itself still goes through.
        let page = "\(name(allowed)):\(port)"
        #expect(try await status(preview, address: address, "PUT", host: page, origin: "http://\(page)", body: save) == 200)
        #expect(scratch.read("app.uiflow") == "[Evil]\n")
    }

    private func name(_ allowed: [String]) -> String { allowed.first ?? "localhost" }

    @Test("a loopback server answers only its own port, and a Host without a port only when it listens on port 80")
    func portIsChecked() async throws {
        let preview = try await TestPreview.start(try Scratch(["app.uiflow": Self.original]), files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        #expect(try await status(preview, address: "127.0.0.1", "GET", host: "127.0.0.1") == 421)
        #expect(try await status(preview, address: "127.0.0.1", "GET", host: "127.0.0.1:\(preview.port)x") == 421)
        #expect(try await status(preview, address: "127.0.0.1", "GET", host: "[::1]:\(preview.port)") == 421)
        #expect(try await status(preview, address: "127.0.0.1", "GET", host: "127.0.0.1:\(preview.port)") == 200)
    }
}
