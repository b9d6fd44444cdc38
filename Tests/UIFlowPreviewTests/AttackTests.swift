import Foundation
import TestSupport
import Testing

/// The attacks of the hardening issue, against `uiflow preview` itself (a process of its own, over
/// loopback). In each, a normal request from another client is answered within a second while the
/// attack goes on, the server's resident memory grows by less than 64 MB, and SIGTERM still stops
/// it with status 0. Every read and write gives up after a few seconds, so each test ends by itself.
@Suite("uiflow preview withstands hostile clients", .serialized, .timeLimit(.minutes(3)))
struct AttackTests {
    static let memoryBound = 64 * 1024 * 1024

    /// Starts `uiflow preview` over a small flow and asks for the page once, so that what the first
    /// request allocates is counted before the attack.
    private func startServer() async throws -> (PreviewProcess, baseline: Int) {
        let scratch = try Scratch(["app.uiflow": "[Home]\n--\nTap\n==> Detail\n\n[Detail]\n"])
        let server = try await PreviewProcess.start(scratch, files: ["app.uiflow"])
        let port = server.port
        _ = try await blocking { pageLatency(port: port, timeout: 10) }
        return (server, server.residentBytes ?? 0)
    }

    /// What every attack test checks at its end.
    private func expectUnharmed(
        _ server: PreviewProcess, baseline: Int, latencies: [TimeInterval?], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(latencies.count >= 3, sourceLocation: sourceLocation)
        for (index, latency) in latencies.enumerated() {
            #expect(
                latency.map { $0 < 1 } == true,
                "normal request \(index) during the attack: \(latency.map { String(format: "%.3f s", $0) } ?? "no answer")",
                sourceLocation: sourceLocation)
        }
        let port = server.port
        #expect(try await blocking { pageLatency(port: port) } != nil, "the server answers after the attack", sourceLocation: sourceLocation)
        let resident = server.residentBytes ?? 0
        #expect(
            resident - baseline < Self.memoryBound,
            "resident memory grew from \(baseline >> 20) MB to \(resident >> 20) MB", sourceLocation: sourceLocation)
        let status = try await blocking { server.stop(within: 5) }
        #expect(status == 0, "SIGTERM stops the server with status 0 (got \(status.map(String.init) ?? "none: it had to be killed"))",
            sourceLocation: sourceLocation)
    }

    @Test("a 256 KB request line on two connections at once gets 414 at once, and the server goes on answering")
    func longRequestLine() async throws {
        let (server, baseline) = try await startServer()
        let port = server.port
        let answers = Locked<[(status: Int?, seconds: TimeInterval)]>([])
        let latencies = try await probeDuring(port: port) { begun in
            let group = DispatchGroup()
            for _ in 0..<2 {
                group.enter()
                Thread.detachNewThread {
                    defer { group.leave() }
                    let started = Date()
                    guard let connection = try? Connection(port: port, timeout: 5) else { return }
                    let request = "GET /" + String(repeating: "a", count: 262_144) + " HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
                    sendInPieces(connection, Array(request.utf8), begun: begun)
                    let status = connection.receiveResponse()?.status
                    answers.withLock { $0.append((status, Date().timeIntervalSince(started))) }
                }
            }
            group.wait()
        }
        let results = answers.withLock { $0 }
        #expect(results.count == 2)
        for answer in results {
            #expect(answer.status == 414, "the long request line got \(answer.status.map(String.init) ?? "no answer")")
            #expect(answer.seconds < 2, "answered after \(answer.seconds) s")
        }
        try await expectUnharmed(server, baseline: baseline, latencies: latencies)
    }

    @Test("a 3 MB header with no newline gets 431 at once, and the server goes on answering")
    func hugeHeader() async throws {
        let (server, baseline) = try await startServer()
        let port = server.port
        let answer = Locked<(status: Int?, seconds: TimeInterval)?>(nil)
        let latencies = try await probeDuring(port: port) { begun in
            let started = Date()
            guard let connection = try? Connection(port: port, timeout: 5) else { return }
            let head = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Filler: ".utf8)
            sendInPieces(connection, head + [UInt8](repeating: UInt8(ascii: "a"), count: 3 * 1024 * 1024), begun: begun)
            let status = connection.receiveResponse()?.status
            answer.withLock { $0 = (status, Date().timeIntervalSince(started)) }
        }
        let result = answer.withLock { $0 }
        #expect(result?.status == 431, "the 3 MB header got \(result?.status.map(String.init) ?? "no answer")")
        #expect((result?.seconds ?? .infinity) < 2, "answered after \(result?.seconds ?? .infinity) s")
        try await expectUnharmed(server, baseline: baseline, latencies: latencies)
    }

    @Test("a WebSocket frame that declares 1 GiB is refused from its header (close 1009), without buffering it")
    func giantWebSocketFrame() async throws {
        let (server, baseline) = try await startServer()
        let port = server.port
        let events = try await EventClient.connect(port: port)
        #expect(await events.next(ofType: "hello") != nil)
        events.connection.setTimeout(5)
        let code = Locked<UInt16?>(nil)
        let latencies = try await probeDuring(port: port) { begun in
            let payload = [UInt8](repeating: 0x41, count: 4096)
            events.connection.send(clientFrame(opcode: 0x2, payload: payload, declaredLength: 1 << 30))
            begun()
            // A few more kilobytes, as a client streaming the frame would send.
            for _ in 0..<4 where events.connection.send(payload) {}
            code.withLock { $0 = events.closeCode() }
        }
        #expect(code.withLock { $0 } == 1009, "the close code: \(code.withLock { $0 }.map(String.init) ?? "none")")
        #expect(events.isClosedByServer())
        try await expectUnharmed(server, baseline: baseline, latencies: latencies)
    }

    @Test("an unmasked client frame closes the WebSocket with a protocol error (1002)")
    func unmaskedFrame() async throws {
        let (server, baseline) = try await startServer()
        let port = server.port
        let events = try await EventClient.connect(port: port)
        #expect(await events.next(ofType: "hello") != nil)
        events.connection.setTimeout(5)
        let code = Locked<UInt16?>(nil)
        let latencies = try await probeDuring(port: port) { begun in
            events.connection.send(clientFrame(opcode: 0x1, payload: Array(#"{"type":"hello"}"#.utf8), masked: false))
            begun()
            code.withLock { $0 = events.closeCode() }
        }
        #expect(code.withLock { $0 } == 1002, "the close code: \(code.withLock { $0 }.map(String.init) ?? "none")")
        #expect(events.isClosedByServer())
        try await expectUnharmed(server, baseline: baseline, latencies: latencies)
    }

    @Test(
        "requests sent in one write are all answered, in order (also with the empty line RFC 9112 lets a client put between them)",
        arguments: ["", "\r\n"])
    func pipelinedRequests(separator: String) async throws {
        let (server, baseline) = try await startServer()
        let port = server.port
        let answers = Locked<[HTTPAnswer]>([])
        let latencies = try await probeDuring(port: port) { begun in
            guard let connection = try? Connection(port: port, timeout: 5) else { return }
            let host = "Host: 127.0.0.1:\(port)\r\n"
            connection.send(
                "GET /api/session HTTP/1.1\r\n\(host)\r\n\(separator)GET /api/files/0 HTTP/1.1\r\n\(host)Connection: close\r\n\r\n")
            begun()
            for _ in 0..<2 {
                guard let answer = connection.receiveResponse() else { break }
                answers.withLock { $0.append(answer) }
            }
        }
        let results = answers.withLock { $0 }
        #expect(results.map(\.status) == [200, 200], "statuses: \(results.map(\.status))")
        #expect(results.first?.json["tool"] != nil, "the first answer is the session")
        #expect(results.last?.json["id"] as? String == "0", "the second answer is file 0")
        try await expectUnharmed(server, baseline: baseline, latencies: latencies)
    }

    @Test(
        "a page on another origin fetching a 256 KB URL with no-cors gets its answer, and cannot freeze the server",
        .enabled(if: ProcessInfo.processInfo.environment["UIFLOW_SKIP_BROWSER_TESTS"] == nil))
    func crossOriginPage() async throws {
        let (server, baseline) = try await startServer()
        let port = server.port
        // The attacking page, on another port: another origin. It starts four fetches as it loads.
        let page = try PageServer(
            html: """
                <!doctype html><meta charset="utf-8"><title>elsewhere</title>
                <script>
                window.attack = Promise.allSettled([0, 1, 2, 3].map(() =>
                  fetch('http://127.0.0.1:\(port)/' + 'a'.repeat(262144), {mode: 'no-cors'}).then((r) => r.type)))
                  .then((results) => { window.attackResults = results.map((r) => r.status + ':' + (r.value ?? String(r.reason))); });
                </script>
                """)
        defer { page.stop() }
        let browser = try await blocking { try Chromium() }
        defer { browser.terminate() }
        browser.timeout = 20
        let opened = Locked<BrowserPage?>(nil)
        let latencies = try await probeDuring(port: port) { begun in
            let semaphore = DispatchSemaphore(value: 0)
            Task {
                let tab = try? await browser.open("http://127.0.0.1:\(page.port)/")
                opened.withLock { $0 = tab }
                semaphore.signal()
            }
            semaphore.wait()
            begun()
            // The attack runs while the probes go on; give it a few seconds.
            Thread.sleep(forTimeInterval: 3)
        }
        let tab = try #require(opened.withLock { $0 })
        try await tab.wait(for: "the attacking fetches to end", "window.attackResults", seconds: 15)
        let results = try await tab.evaluate("window.attackResults") as? [String] ?? []
        // The fetches reached the server and were answered (an opaque response each: the page
        // cannot read it, but the server did not leave it hanging).
        #expect(results == Array(repeating: "fulfilled:opaque", count: 4), "\(results)")
        try await expectUnharmed(server, baseline: baseline, latencies: latencies)
    }
}
