import Foundation
import TestSupport
import Testing

@testable import UIFlowPreview

/// A request body must arrive whole within its deadline, however it trickles in: else 408, and the
/// connection closes.
@Suite("The request body's deadline", .timeLimit(.minutes(2)))
struct BodyDeadlineTests {
    /// Sends `head`, then `piece` every 200 ms (a client that trickles its body, each byte
    /// resetting any timeout that only measured silence) until the server answers: the status, and
    /// the seconds it took.
    private func trickle(port: UInt16, head: String, piece: String) throws -> (status: Int?, seconds: TimeInterval, closed: Bool) {
        let started = Date()
        let connection = try Connection(port: port, timeout: 15)
        connection.send(head)
        let dripping = Locked(true)
        Thread.detachNewThread {
            while dripping.withLock({ $0 }) && connection.send(piece) { usleep(200_000) }
        }
        defer { dripping.withLock { $0 = false } }
        let status = connection.receiveResponse()?.status
        let seconds = Date().timeIntervalSince(started)
        return (status, seconds, connection.isClosedByServer())
    }

    @Test(
        "a body trickled past the deadline gets 408 and a closed connection, chunked or with a length, on any route",
        arguments: [
            ("POST", "/api/render", "Transfer-Encoding: chunked", "1\r\n \r\n"),
            ("POST", "/api/render", "Content-Length: 100000", " "),
            ("PUT", "/api/files/0", "Transfer-Encoding: chunked", "1\r\n \r\n"),
            ("POST", "/api/export/svg", "Content-Length: 100000", " "),
            ("POST", "/no-such-page", "Transfer-Encoding: chunked", "1\r\n \r\n"),
        ])
    func trickledBody(method: String, path: String, framing: String, piece: String) async throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n"])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"], limits: .init(requestBodyTimeout: .seconds(2)))
        defer { Task { await preview.stop() } }
        let port = preview.port
        let head = "\(method) \(path) HTTP/1.1\r\nHost: \(preview.client.host)\r\nContent-Type: application/json\r\n\(framing)\r\n\r\n"
        let (status, seconds, closed) = try await blocking { try trickle(port: port, head: head, piece: piece) }
        // A route that does not read the body may answer before the deadline; the connection
        // still closes once the deadline passes.
        if path == "/no-such-page" {
            #expect(status == 404 || status == 408)
        } else {
            #expect(status == 408, "answered \(status.map(String.init) ?? "nothing") after \(seconds) s")
        }
        #expect(seconds >= 1.5 || path == "/no-such-page", "answered after \(seconds) s, before the deadline")
        #expect(seconds < 10, "answered after \(seconds) s")
        #expect(closed)
        #expect(scratch.read("app.uiflow") == "[Home]\n")
        #expect(await preview.client.isAlive())
    }

    @Test("a body that arrives within the deadline, even slowly, is served")
    func slowButInTime() async throws {
        let preview = try await TestPreview.start(
            try Scratch(["app.uiflow": "[Home]\n"]), files: ["app.uiflow"], limits: .init(requestBodyTimeout: .seconds(5)))
        defer { Task { await preview.stop() } }
        let port = preview.port
        let body = Array(#"{"files":[{"id":"0","text":"[A]\n--\nGo\n==> B\n"}]}"#.utf8)
        let head = "POST /api/render HTTP/1.1\r\nHost: \(preview.client.host)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        let status = try await blocking { () -> Int? in
            let connection = try Connection(port: port, timeout: 15)
            connection.send(head)
            // In five pieces over a second.
            let size = body.count / 5 + 1
            for start in stride(from: 0, to: body.count, by: size) {
                connection.send(Array(body[start..<min(body.count, start + size)]))
                usleep(200_000)
            }
            return connection.receiveResponse()?.status
        }
        #expect(status == 200)
    }

    @Test("the default body deadline is 30 seconds")
    func defaultDeadline() {
        #expect(PreviewOptions.Limits().requestBodyTimeout == .seconds(30))
    }
}
