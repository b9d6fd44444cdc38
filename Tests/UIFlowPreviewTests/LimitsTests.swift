import Foundation
import TestSupport
import Testing

@testable import UIFlowPreview

/// The server's limits (docs/preview.md, "The server's limits"), each at its edge, against the
/// real server over loopback; and the guard's parsers on their own, fed in every split.
@Suite("The preview server's limits", .timeLimit(.minutes(2)))
struct LimitsTests {
    private func start(_ limits: PreviewOptions.Limits = .init()) async throws -> TestPreview {
        try await TestPreview.start(try Scratch(["app.uiflow": "[Home]\n"]), files: ["app.uiflow"], limits: limits)
    }

    /// Sends `request` and reads one answer, waiting at most `timeout` seconds.
    private func answer(_ port: UInt16, _ request: String, timeout: Int = 10) async throws -> HTTPAnswer? {
        try await blocking {
            let connection = try Connection(port: port, timeout: TimeInterval(timeout))
            connection.send(request)
            return connection.receiveResponse()
        }
    }

    @Test("the request line may be 8 KiB; a longer one gets 414, with the usual JSON error")
    func requestLine() async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let host = "Host: \(preview.client.host)\r\nConnection: close\r\n"
        // "GET /aaa… HTTP/1.1" is 8192 bytes: allowed (and 404, there is no such page).
        let fits = "GET /" + String(repeating: "a", count: 8192 - 14) + " HTTP/1.1"
        #expect(fits.utf8.count == 8192)
        #expect(try await answer(preview.port, fits + "\r\n\(host)\r\n")?.status == 404)
        let long = try #require(try await answer(preview.port, "GET /" + String(repeating: "a", count: 8192) + " HTTP/1.1\r\n\(host)\r\n"))
        #expect(long.status == 414)
        #expect(long.headers["content-type"] == "application/json; charset=utf-8")
        #expect(long.headers["cache-control"] == "no-store")
        #expect(long.headers["connection"] == "close")
        #expect((long.json["error"] as? String)?.contains("8192") == true)
    }

    @Test("a header field may be 8 KiB, a head 64 KiB, a request 100 fields; beyond each, 431")
    func headerLimits() async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let start = "GET / HTTP/1.1\r\nHost: \(preview.client.host)\r\nConnection: close\r\n"
        let field = { (length: Int) in "X-Filler: " + String(repeating: "b", count: length - 10) + "\r\n" }
        #expect(try await answer(preview.port, start + field(8192) + "\r\n")?.status == 200)
        #expect(try await answer(preview.port, start + field(8193) + "\r\n")?.status == 431)
        // Nine fields of 8000 bytes: each fits, together they pass 64 KiB.
        #expect(try await answer(preview.port, start + String(repeating: field(8000), count: 7) + "\r\n")?.status == 200)
        #expect(try await answer(preview.port, start + String(repeating: field(8000), count: 9) + "\r\n")?.status == 431)
        // Host and Connection, and 98 more: 100 fields.
        #expect(try await answer(preview.port, start + String(repeating: "X-A: b\r\n", count: 98) + "\r\n")?.status == 200)
        #expect(try await answer(preview.port, start + String(repeating: "X-A: b\r\n", count: 99) + "\r\n")?.status == 431)
    }

    @Test("a request over a limit is answered after the requests before it on its connection, in order")
    func refusalKeepsPipelineOrder() async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let host = "Host: \(preview.client.host)\r\n"
        let body = #"{"files":[{"id":"0","text":"[A]\n--\nGo\n==> B\n"}]}"#
        let port = preview.port
        let statuses = try await blocking {
            let connection = try Connection(port: port, timeout: 20)
            connection.send(
                "POST /api/render HTTP/1.1\r\n\(host)Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                    + "GET /api/session HTTP/1.1\r\n\(host)\r\n" + "GET /" + String(repeating: "a", count: 20000) + " HTTP/1.1\r\n\(host)\r\n")
            return (0..<3).map { _ in connection.receiveResponse()?.status }
        }
        #expect(statuses == [200, 200, 414])
    }

    @Test("a client that trickles its request head gets 408 after the request-head timeout")
    func slowLoris() async throws {
        let preview = try await start(.init(requestHeadTimeout: .seconds(1)))
        defer { Task { await preview.stop() } }
        let port = preview.port
        let (status, seconds) = try await blocking { () -> (Int?, TimeInterval) in
            let started = Date()
            let connection = try Connection(port: port, timeout: 10)
            connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ")
            // A byte every 200 ms: each one would reset a timeout that only measured silence.
            let dripping = Locked(true)
            Thread.detachNewThread {
                while dripping.withLock({ $0 }) && connection.send("a") { usleep(200_000) }
            }
            defer { dripping.withLock { $0 = false } }
            return (connection.receiveResponse()?.status, Date().timeIntervalSince(started))
        }
        #expect(status == 408)
        #expect(seconds < 5, "answered after \(seconds) s")
        #expect(await preview.client.isAlive())
    }

    @Test("an idle connection is closed after the idle timeout: before its first request, and between requests")
    func idleTimeout() async throws {
        let preview = try await start(.init(idleTimeout: .seconds(1)))
        defer { Task { await preview.stop() } }
        let port = preview.port
        // The server, not the client's 30 s read timeout, ends each connection; and it does so
        // after the 1 s idle timeout, not the 60 s default. The upper bound leaves room for a
        // loaded CI machine (Chromium runs beside these tests): 5 s was once exceeded there.
        let (silentClosed, silent) = try await blocking { () -> (Bool, TimeInterval) in
            let started = Date()
            let connection = try Connection(port: port, timeout: 30)
            return (connection.isClosedByServer(), Date().timeIntervalSince(started))
        }
        #expect(silentClosed, "a silent connection was not closed within 30 s")
        #expect(silent >= 0.9 && silent < 20, "a silent connection was closed after \(silent) s")
        let (status, idleClosed, idle) = try await blocking { () -> (Int?, Bool, TimeInterval) in
            let connection = try Connection(port: port, timeout: 30)
            connection.send("GET /api/session HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            let status = connection.receiveResponse()?.status
            let started = Date()
            return (status, connection.isClosedByServer(), Date().timeIntervalSince(started))
        }
        #expect(status == 200)
        #expect(idleClosed, "an idle keep-alive connection was not closed within 30 s")
        #expect(idle >= 0.5 && idle < 20, "an idle keep-alive connection was closed after \(idle) s")
    }

    @Test("HTTP/1.0 without keep-alive, and Connection: close, end the connection after the answer")
    func closingRequests() async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let port = preview.port
        for request in [
            "GET /api/session HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\n\r\n",
            "GET /api/session HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n",
        ] {
            let (status, closed) = try await blocking { () -> (Int?, Bool) in
                let connection = try Connection(port: port, timeout: 3)
                connection.send(request)
                let status = connection.receiveResponse()?.status
                let started = Date()
                return (status, connection.receive().isEmpty && Date().timeIntervalSince(started) < 2.5)
            }
            #expect(status == 200, "\(request)")
            #expect(closed, "\(request)")
        }
    }

    @Test(
        "a connection that ends with an answer is let go within seconds, though the client keeps its side open",
        arguments: ["HTTP/1.0", "Connection: close", "a refused request"])
    func closedConnectionsLetGo(ending: String) async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let port = preview.port
        let host = "Host: 127.0.0.1:\(port)\r\n"
        let request =
            switch ending {
            case "HTTP/1.0": "GET /api/session HTTP/1.0\r\n\(host)\r\n"
            case "Connection: close": "GET /api/session HTTP/1.1\r\n\(host)Connection: close\r\n\r\n"
            default: "GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\n\(host)\r\n"
            }
        let (status, released) = try await blocking { () -> (Int?, Bool) in
            let connection = try Connection(port: port, timeout: 10)
            connection.send(request)
            let status = connection.receiveResponse()?.status
            // The client neither reads nor closes. A server that has only closed its side still
            // takes what is sent; one that has let the connection go answers it with a reset, and
            // the next send fails.
            Thread.sleep(forTimeInterval: 4)
            connection.send("GET /api/session HTTP/1.1\r\n\(host)\r\n")
            Thread.sleep(forTimeInterval: 0.3)
            return (status, !connection.send("GET /api/session HTTP/1.1\r\n\(host)\r\n"))
        }
        #expect(status == (ending == "a refused request" ? 414 : 200))
        #expect(released, "the server still holds the connection 4 s after its last answer")
    }

    @Test("a refused WebSocket handshake is answered like any request: 403 from another origin, 421 for another host")
    func refusedHandshakes() async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let handshake =
            "GET /api/events HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        let foreign = try #require(
            try await answer(preview.port, handshake + "Host: \(preview.client.host)\r\nOrigin: http://evil.example\r\n\r\n"))
        #expect(foreign.status == 403)
        #expect(foreign.json["error"] != nil)
        #expect(try await answer(preview.port, handshake + "Host: evil.example:\(preview.port)\r\n\r\n")?.status == 421)
        #expect(try await answer(preview.port, "GET /api/events HTTP/1.1\r\nHost: \(preview.client.host)\r\n\r\n")?.status == 400)
    }

    @Test("a WebSocket message may be 1 MiB; a longer one, even in small fragments, closes the stream with 1009 from the header that passes")
    func webSocketMessages() async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let whole = try await EventClient.connect(port: preview.port)
        #expect(await whole.next(ofType: "hello") != nil)
        whole.connection.setTimeout(2)
        whole.connection.send(clientFrame(opcode: 0x1, payload: [UInt8](repeating: 0x61, count: 1 << 20)))
        // Still open: a save's event still arrives.
        let saved = try await preview.client.request(
            "PUT", "/api/files/0", json: ["text": "[Saved]\n", "base": ContentVersion.of(Array("[Home]\n".utf8))])
        #expect(saved.status == 200)
        #expect(await whole.next(ofType: "file") != nil)

        let fragmented = try await EventClient.connect(port: preview.port)
        #expect(await fragmented.next(ofType: "hello") != nil)
        fragmented.connection.setTimeout(5)
        let piece = [UInt8](repeating: 0x62, count: 300 * 1024)
        fragmented.connection.send(clientFrame(opcode: 0x2, payload: piece, fin: false))
        for _ in 0..<2 { fragmented.connection.send(clientFrame(opcode: 0x0, payload: piece, fin: false)) }
        // The fourth piece takes the message past 1 MiB: refused from its header, the rest of its
        // payload never sent (a server that gathered the message would wait for it).
        fragmented.connection.send(
            clientFrame(opcode: 0x0, payload: Array(piece.prefix(1024)), declaredLength: UInt64(piece.count), fin: false))
        #expect(try await blocking { fragmented.closeCode() } == 1009)
        #expect(await preview.client.isAlive())
    }

    @Test(
        "a malformed client frame closes the WebSocket with a protocol error (1002)",
        arguments: [
            ("reserved bits", [0xC1] + Array(clientFrame(opcode: 0x1, payload: Array("hi".utf8)).dropFirst())),
            ("unknown opcode", clientFrame(opcode: 0x3, payload: [])),
            ("a fragmented ping", clientFrame(opcode: 0x9, payload: [], fin: false)),
            ("a 200-byte ping", clientFrame(opcode: 0x9, payload: [UInt8](repeating: 0, count: 200))),
            ("a continuation outside a message", clientFrame(opcode: 0x0, payload: [1])),
            ("a message inside a message", clientFrame(opcode: 0x1, payload: [1], fin: false) + clientFrame(opcode: 0x1, payload: [2])),
        ] as [(String, [UInt8])])
    func malformedFrames(name: String, frame: [UInt8]) async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let events = try await EventClient.connect(port: preview.port)
        #expect(await events.next(ofType: "hello") != nil)
        events.connection.setTimeout(5)
        events.connection.send(frame)
        #expect(try await blocking { events.closeCode() } == 1002, "\(name)")
        #expect(try await blocking { events.isClosedByServer() }, "\(name)")
        #expect(await preview.client.isAlive())
    }

    // MARK: The guard's parsers

    private static let limits = ConnectionLimits(
        maxRequestLineBytes: 64, maxHeaderFieldBytes: 32, maxHeaderBytes: 128, maxHeaderCount: 4, maxWebSocketMessageBytes: 1000,
        requestHeadTimeout: .seconds(1), idleTimeout: .seconds(1), requestBodyTimeout: .seconds(1),
        writeTimeout: .seconds(1))

    /// Feeds `bytes` to a head scan in pieces cut at `cuts`; the outcome of the last piece, and the
    /// head's length.
    private func scanHead(_ bytes: [UInt8], cuts: [Int]) -> String {
        var scan = HeadScan()
        var offset = 0
        var length = 0
        for end in cuts + [bytes.count] where end > offset {
            let piece = Array(bytes[offset..<end])
            offset = end
            switch piece.withUnsafeBytes({ scan.scan($0, limits: Self.limits) }) {
            case .needMore(let skipped): length += piece.count - skipped
            case .complete(let skipped, let count): return "complete \(length + count) after \(skipped)"
            case .tooLarge(let status, _): return "\(status)"
            }
        }
        return "more"
    }

    @Test("a head is measured the same whichever way its bytes are split")
    func headScanSplits() {
        let cases: [(String, String)] = [
            ("GET / HTTP/1.1\r\nHost: x\r\n\r\n", "complete 27 after 0"),
            ("\r\n\r\nGET / HTTP/1.1\r\n\r\n", "complete 18 after 4"),
            ("GET /" + String(repeating: "a", count: 60) + " HTTP/1.1\r\n\r\n", "414"),
            ("GET / HTTP/1.1\r\nX: " + String(repeating: "b", count: 40) + "\r\n\r\n", "431"),
            ("GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: 5) + "\r\n", "431"),
            ("GET / HTTP/1.1\r\n" + String(repeating: "Abcdefgh: 12345678901234567890\r\n", count: 4) + "\r\n", "431"),
            ("GET / HTTP/1.1\r\nHost: x", "more"),
        ]
        for (text, expected) in cases {
            let bytes = Array(text.utf8)
            #expect(scanHead(bytes, cuts: []) == expected, "\(text.debugDescription)")
            for cut in 1..<bytes.count {
                let split = scanHead(bytes, cuts: [cut])
                // Split, the skipped empty lines are counted in the piece they came in: compare what matters.
                #expect(split.split(separator: " ").prefix(2) == expected.split(separator: " ").prefix(2), "\(text.debugDescription) cut at \(cut)")
            }
        }
    }

    @Test("a chunked body's end is found whichever way its bytes are split, and bad framing is refused")
    func chunkedSplits() {
        let body = Array("5\r\nhello\r\n1A;ext=1\r\nabcdefghijklmnopqrstuvwxyz\r\n0\r\nTrailer: yes\r\n\r\n".utf8)
        for cut in 0..<body.count {
            var scan = ChunkedBody()
            let first = Array(body[..<cut])
            if case .complete = first.withUnsafeBytes({ scan.scan($0) }) { Issue.record("ended early at \(cut)") }
            let rest = Array(body[cut...]) + Array("GET /next".utf8)
            guard case .complete(let count) = rest.withUnsafeBytes({ scan.scan($0) }) else {
                Issue.record("no end after cut \(cut)")
                continue
            }
            #expect(cut + count == body.count, "cut at \(cut)")
        }
        for bad in ["zz\r\n", "5\r\nhelloXX", "\r\n", "1234567890123456\r\n"] {
            var scan = ChunkedBody()
            let bytes = Array(bad.utf8)
            guard case .malformed = bytes.withUnsafeBytes({ scan.scan($0) }) else {
                Issue.record("accepted \(bad.debugDescription)")
                continue
            }
        }
    }

    @Test("WebSocket frame headers are checked as they arrive, a byte at a time or all at once")
    func frameChecks() {
        let cases: [([UInt8], WebSocketFrameCheck.Violation?)] = [
            (clientFrame(opcode: 0x1, payload: Array("hi".utf8)) + clientFrame(opcode: 0x9, payload: []), nil),
            (clientFrame(opcode: 0x1, payload: Array("hi".utf8), masked: false), .unmasked),
            (clientFrame(opcode: 0x2, payload: [UInt8](repeating: 0, count: 600), fin: false)
                + clientFrame(opcode: 0x0, payload: [UInt8](repeating: 0, count: 600)), .tooLarge),
            (clientFrame(opcode: 0x2, payload: [], fin: false) + clientFrame(opcode: 0x0, payload: [], declaredLength: .max), .tooLarge),
            (clientFrame(opcode: 0x0, payload: [1]), .malformed("a continuation frame outside a message")),
            (clientFrame(opcode: 0x1, payload: [1], fin: false) + clientFrame(opcode: 0x2, payload: [2]),
                .malformed("a message began before the last one ended")),
            // Left to SwiftNIO's decoder (1009) and hummingbird-websocket (1002): see malformedFrames.
            (clientFrame(opcode: 0x2, payload: [], declaredLength: 1 << 30), nil),
            (clientFrame(opcode: 0x3, payload: []), nil),
        ]
        for (bytes, expected) in cases {
            var whole = WebSocketFrameCheck(maxMessageBytes: 1000)
            #expect(bytes.withUnsafeBytes { whole.scan($0) }.violation == expected)
            var bytewise = WebSocketFrameCheck(maxMessageBytes: 1000)
            var found: WebSocketFrameCheck.Violation?
            for byte in bytes where found == nil {
                found = [byte].withUnsafeBytes { bytewise.scan($0) }.violation
            }
            #expect(found == expected)
        }
    }
}
