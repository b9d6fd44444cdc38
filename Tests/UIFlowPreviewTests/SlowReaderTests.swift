import Foundation
import TestSupport
import Testing

@testable import UIFlowPreview

/// Clients that read slowly, or not at all: a slow reader gets every byte, even of a response
/// after which the connection closes; one that stops reading is let go after the write timeout.
@Suite("Slow readers", .timeLimit(.minutes(2)))
struct SlowReaderTests {
    /// A flow file of about `bytes` bytes: one screen and many comment lines.
    static func bigFlow(_ bytes: Int, tag: String = "") -> String {
        let line = "// filler \(tag) " + String(repeating: "x", count: 60) + "\n"
        return "[Home]\n" + String(repeating: line, count: bytes / line.utf8.count)
    }

    /// A connection whose receive buffer is small, so that what the client has not read stays
    /// on the server's side.
    static func narrowConnection(port: UInt16, timeout: Int = 20) throws -> Connection {
        // The buffer must be set before connecting to bound the window; a fresh socket is made here.
        let connection = try Connection(port: port, timeout: TimeInterval(timeout), receiveBuffer: 32 * 1024)
        return connection
    }

    @Test("a response to a Connection: close request reaches a client that reads slowly whole, before the connection closes")
    func closingResponseIsFlushed() async throws {
        let text = Self.bigFlow(9_000_000)
        let preview = try await TestPreview.start(try Scratch(["big.uiflow": text]), files: ["big.uiflow"])
        defer { Task { await preview.stop() } }
        let port = preview.port
        let (length, received, closed) = try await blocking { () -> (Int?, Int, Bool) in
            let connection = try Self.narrowConnection(port: port)
            connection.send("GET /api/files/0 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            let head = String(decoding: connection.receiveHead(), as: UTF8.self)
            let length = head.components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) }
            // Nothing read for longer than the server lingers after an answer that closes (2 s)…
            Thread.sleep(forTimeInterval: 3)
            // …then about 4 MB a second.
            var received = 0
            while true {
                let chunk = connection.receive(upTo: 64 * 1024)
                if chunk.isEmpty { break }
                received += chunk.count
                usleep(15_000)
            }
            return (length, received, connection.isClosedByServer())
        }
        #expect(length != nil)
        #expect(received == length, "received \(received) of \(length ?? 0) bytes")
        #expect(closed)
    }

    @Test(
        "a slow reader gets the whole last answer of its connection though it sent more after it (the server drains, not resets)",
        arguments: ["Connection: close", "a refused request"])
    func lastAnswerDespiteUnreadInput(ending: String) async throws {
        let preview = try await TestPreview.start(try Scratch(["big.uiflow": Self.bigFlow(9_000_000)]), files: ["big.uiflow"])
        defer { Task { await preview.stop() } }
        let port = preview.port
        let host = "Host: 127.0.0.1:\(port)\r\n"
        let requests =
            ending == "Connection: close"
            ? "GET /api/files/0 HTTP/1.1\r\n\(host)Connection: close\r\n\r\n"
            : "GET /api/files/0 HTTP/1.1\r\n\(host)\r\nGET /" + String(repeating: "a", count: 20_000) + " HTTP/1.1\r\n\(host)\r\n"
        let (length, received, refusal) = try await blocking { () -> (Int?, Int, Int?) in
            let connection = try Self.narrowConnection(port: port)
            connection.send(requests)
            let head = String(decoding: connection.receiveHead(), as: UTF8.self)
            let length = head.components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) }
            // More, which the server will not answer: unread, it would make closing the socket
            // reset the connection and throw away what the client has not yet taken.
            connection.send("GET /api/session HTTP/1.1\r\n\(host)\r\n" + String(repeating: "X", count: 4096))
            Thread.sleep(forTimeInterval: 3)
            var received = 0
            while let length, received < length {
                let chunk = connection.receive(upTo: min(64 * 1024, length - received))
                if chunk.isEmpty { break }
                received += chunk.count
                usleep(15_000)
            }
            let refusal = ending == "Connection: close" ? nil : connection.receiveResponse()?.status
            return (length, received, refusal)
        }
        #expect(length != nil)
        #expect(received == length, "received \(received) of \(length ?? 0) bytes")
        if ending != "Connection: close" { #expect(refusal == 414) }
    }

    @Test("a client that stops reading a response is disconnected after the write timeout, and others are served meanwhile")
    func stalledResponseReader() async throws {
        let preview = try await TestPreview.start(
            try Scratch(["big.uiflow": Self.bigFlow(9_000_000)]), files: ["big.uiflow"], limits: .init(writeTimeout: .seconds(2)))
        defer { Task { await preview.stop() } }
        let port = preview.port
        let (seconds, received) = try await blocking { () -> (TimeInterval?, Int) in
            let connection = try Self.narrowConnection(port: port)
            connection.send("GET /api/files/0 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            _ = connection.receive(upTo: 1024)
            let started = Date()
            // Reads nothing for long after the timeout; then sees the end of the stream.
            Thread.sleep(forTimeInterval: 5)
            var received = 0
            while true {
                let chunk = connection.receive(upTo: 1 << 20)
                if chunk.isEmpty { break }
                received += chunk.count
            }
            return (Date().timeIntervalSince(started) < 15 ? Date().timeIntervalSince(started) : nil, received)
        }
        #expect(seconds != nil, "the connection was not closed")
        #expect(received < 9_000_000, "the whole response was delivered to a client that did not read: \(received) bytes")
        #expect(await preview.client.isAlive())
    }

    @Test("a page that stops reading the event stream is disconnected after the write timeout; one that reads gets the newest version")
    func stalledEventReader() async throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n"])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"], limits: .init(writeTimeout: .seconds(2)))
        defer { Task { await preview.stop() } }
        let port = preview.port
        let stalled = try await blocking { try EventClient(port: port, receiveBuffer: 32 * 1024) }
        let reader = try await EventClient.connect(port: preview.port)
        #expect(await reader.next(ofType: "hello") != nil)
        #expect(await eventually(10) { await preview.server.connectedPages == 2 })
        var last = ""
        for round in 0..<3 {
            last = Self.bigFlow(4_000_000, tag: "\(round)")
            try scratch.write("app.uiflow", last)
            let event = try #require(await reader.next(ofType: "file"))
            #expect((event["file"] as? [String: Any])?["text"] as? String == last)
        }
        // The stalled page is let go; the reading one stays.
        let letGo = await eventually(20) { await preview.server.connectedPages == 1 }
        let pages = await preview.server.connectedPages
        #expect(letGo, "pages still connected: \(pages)")
        #expect(try await blocking { stalled.connection.isClosedByServer() })
        #expect(await preview.client.isAlive())
    }
}
