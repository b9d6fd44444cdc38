import Foundation
import TestSupport
import Testing

@testable import UIFlowPreview

/// A request SwiftNIO's parser refuses is answered 400 and its connection closed, whether it is the
/// first request of its connection or a later one, and however long the client keeps its side open.
@Suite("Malformed requests get 400 and a closed connection", .timeLimit(.minutes(3)))
struct MalformedRequestTests {
    /// `HOST` stands for the server's own `Host` value.
    static let forms: [String] = [
        "GET /a b HTTP/1.1\r\nHost: HOST\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: HOST\r\nX-Nul: a\u{0}b\r\n\r\n",
        "GET / HTTP/1.1\nHost: HOST\n\n",
        "GET / HTTP/9.9\r\nHost: HOST\r\n\r\n",
        "POST /api/render HTTP/1.1\r\nHost: HOST\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}",
        "POST /api/render HTTP/1.1\r\nHost: HOST\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
        "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: HOST\r\nBad Name: x\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: HOST\r\n folded: x\r\n\r\n",
        "GET / FTP/1.1\r\nHost: HOST\r\n\r\n",
        "G\u{1}T / HTTP/1.1\r\nHost: HOST\r\n\r\n",
    ]

    /// Sends `request` (after `before`, answered first when given) and holds the connection open:
    /// the status of the last answer, and the seconds until the server closed the connection
    /// (`nil` when it did not within `timeout`).
    static func exchange(port: UInt16, _ request: String, before: String? = nil, timeout: Int = 8) throws -> (
        statuses: [Int?], closedAfter: TimeInterval?
    ) {
        let connection = try Connection(port: port, timeout: TimeInterval(timeout))
        let started = Date()
        var statuses: [Int?] = []
        if let before {
            connection.send(before)
            statuses.append(connection.receiveResponse()?.status)
        }
        connection.send(Array(request.utf8))
        statuses.append(connection.receiveResponse()?.status)
        let closed = connection.isClosedByServer() && Date().timeIntervalSince(started) < Double(timeout) - 0.5
        return (statuses, closed ? Date().timeIntervalSince(started) : nil)
    }

    @Test("the first request of a connection, malformed, gets 400 and the connection closes within seconds", arguments: forms.indices)
    func firstRequest(index: Int) async throws {
        let preview = try await TestPreview.start(try Scratch(["app.uiflow": "[Home]\n"]), files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let port = preview.port
        let request = Self.forms[index].replacingOccurrences(of: "HOST", with: preview.client.host)
        let (statuses, closedAfter) = try await blocking { try Self.exchange(port: port, request) }
        #expect(statuses == [400], "\(request.debugDescription)")
        // The client holds its side open: the server closes after lingering 2 s for it.
        #expect(closedAfter.map { $0 < 5 } == true, "\(request.debugDescription): closed after \(closedAfter.map { "\($0) s" } ?? "never")")
        #expect(await preview.client.isAlive())
    }

    @Test("a malformed request after a good one on the same connection gets 400 too, and the connection closes", arguments: forms.indices)
    func laterRequest(index: Int) async throws {
        let preview = try await TestPreview.start(try Scratch(["app.uiflow": "[Home]\n"]), files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let port = preview.port
        let host = preview.client.host
        let request = Self.forms[index].replacingOccurrences(of: "HOST", with: host)
        let (statuses, closedAfter) = try await blocking {
            try Self.exchange(port: port, request, before: "GET /api/session HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        }
        #expect(statuses == [200, 400], "\(request.debugDescription)")
        #expect(closedAfter.map { $0 < 5 } == true, "\(request.debugDescription): closed after \(closedAfter.map { "\($0) s" } ?? "never")")
    }

    @Test("two hundred malformed connections held open neither hold descriptors nor keep normal clients waiting")
    func manyHeldOpen() async throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n"])
        let server = try await PreviewProcess.start(scratch, files: ["app.uiflow"])
        let port = server.port
        _ = try await blocking { pageLatency(port: port, timeout: 10) }
        let baseline = server.openDescriptors ?? 0
        // Each connection sends one malformed request, reads nothing and never closes its side.
        let held = try await blocking {
            try (0..<200).map { index -> Connection in
                let connection = try Connection(port: port, timeout: 10)
                let form = Self.forms[index % Self.forms.count]
                connection.send(form.replacingOccurrences(of: "HOST", with: "127.0.0.1:\(port)"))
                return connection
            }
        }
        let latencies = try await blocking { (0..<3).map { _ in pageLatency(port: port) } }
        for latency in latencies {
            #expect(latency.map { $0 < 1 } == true, "a normal request while they are open: \(latency.map { "\($0) s" } ?? "no answer")")
        }
        // The server lets go of them: they are answered and closed, though the clients hold on.
        let released = await eventually(15) { (server.openDescriptors ?? .max) < baseline + 20 }
        #expect(released, "the server holds \((server.openDescriptors ?? 0) - baseline) more descriptors than before")
        #expect(held.count == 200)
        #expect(try await blocking { pageLatency(port: port) } != nil)
        #expect(try await blocking { server.stop(within: 5) } == 0)
    }
}
