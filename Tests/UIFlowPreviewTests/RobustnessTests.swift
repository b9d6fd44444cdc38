import Foundation
import TestSupport
import Testing

@testable import UIFlowPreview

/// Deterministic pseudo-random numbers (SplitMix64), so that a failing fuzz case can be replayed.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("The preview server survives malformed requests", .timeLimit(.minutes(5)))
struct RobustnessTests {
    static let malformed: [String] = [
        "",
        "\r\n\r\n",
        "GET\r\n\r\n",
        "GET / \r\n\r\n",
        "GARBAGE GARBAGE GARBAGE GARBAGE\r\n\r\n",
        "GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n",
        "GET / HTTP/1.1\r\nHost\r\nNo colon here\r\n\r\n",
        "GET /%zz%%%/ HTTP/1.1\r\n\r\n",
        "GET http://evil.example/ HTTP/1.1\r\n\r\n",
        "POST /api/render HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}",
        "POST /api/render HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: -5\r\n\r\n{}",
        "POST /api/render HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 99999999999999999999999\r\n\r\n{}",
        "POST /api/render HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}",
        "POST /api/render HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip\r\n\r\n{}",
        "POST /api/render HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
        "POST /api/render HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFF\r\n",
        "POST /api/render HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"files\":",
        "POST /api/render HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{\"files\":",
        "POST /api/render HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n[]",
        "POST /api/render HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 14\r\n\r\n{\"files\":null}",
        "POST /api/render HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 24\r\n\r\n{\"files\":[{\"id\":7}]}    ",
        "PUT /api/files/0 HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{\"text\":42}",
        "PUT /api/files/0 HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 4\r\n\r\nnull",
        "GET /api/events HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
        "GET /api/events HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: short\r\nSec-WebSocket-Version: 13\r\n\r\n",
        "DELETE /api/files/0 HTTP/1.1\r\n\r\n",
        "OPTIONS * HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1\r\n" + String(repeating: "X-Filler: yes\r\n", count: 2000) + "\r\n",
        "GET /" + String(repeating: "a", count: 70_000) + " HTTP/1.1\r\n\r\n",
    ]

    @Test("hand-made malformed requests get an error or a closed connection, and the server goes on answering")
    func handMadeCases() async throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n"])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"], maxBodyBytes: 1024 * 1024)
        defer { Task { await preview.stop() } }
        let port = preview.port
        let host = preview.client.host
        for (index, request) in Self.malformed.enumerated() {
            let answer = try await blocking {
                let connection = try Connection(port: port, timeout: 5)
                connection.send(request.replacingOccurrences(of: "HTTP/1.1\r\n", with: "HTTP/1.1\r\nHost: \(host)\r\n"))
                shutdown(connection.descriptor, Int32(SHUT_WR))
                return connection.receiveResponse()
            }
            if let answer {
                #expect(answer.status >= 400 || answer.status == 200 || answer.status == 101, "case \(index): \(answer.status)")
            }
            #expect(await preview.client.isAlive(), "the server stopped answering after case \(index)")
        }
        #expect(scratch.read("app.uiflow") == "[Home]\n")
    }

    @Test("garbage after a WebSocket upgrade closes that stream only")
    func webSocketGarbage() async throws {
        let preview = try await TestPreview.start(try Scratch(["app.uiflow": "[Home]\n"]), files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        for garbage: [UInt8] in [[0xFF, 0xFF, 0xFF, 0xFF], [0x81, 0xFF] + Array(repeating: 0xFF, count: 8), [0x88, 0x00], Array(repeating: 0, count: 64)] {
            let events = try await EventClient.connect(port: preview.port)
            _ = await events.next(ofType: "hello")
            events.connection.send(garbage)
            #expect(await preview.client.isAlive())
        }
    }

    @Test("a thousand mutated requests, seeded, leave the server answering and the file untouched")
    func mutationFuzz() async throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n"])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"], maxBodyBytes: 64 * 1024)
        defer { Task { await preview.stop() } }
        let host = preview.client.host
        let body = #"{"files":[{"id":"0","text":"[A]\n--\nGo\n==> B\n"}],"text":"[Z]\n","base":"absent"}"#
        let seeds: [String] = [
            "POST /api/render HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)",
            "PUT /api/files/0 HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)",
            "GET /api/session HTTP/1.1\r\nHost: \(host)\r\n\r\n",
            "GET /api/events HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
        ]
        var random = SplitMix(state: 0x5EED)
        let started = Date()
        for round in 0..<1000 {
            var bytes = Array(seeds[round % seeds.count].utf8)
            for _ in 0..<Int.random(in: 1...6, using: &random) where !bytes.isEmpty {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.remove(at: position)
                case 2: bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
                case 3: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...40, using: &random)))
                default: bytes.insert(contentsOf: Array("\r\n".utf8), at: position)
                }
            }
            let request = bytes
            let port = preview.port
            try await blocking {
                let connection = try Connection(port: port, timeout: 2)
                connection.send(request)
                shutdown(connection.descriptor, Int32(SHUT_WR))
                _ = connection.receive()
            }
            if round % 100 == 99 {
                #expect(await preview.client.isAlive(), "the server stopped answering by round \(round)")
            }
            if Date().timeIntervalSince(started) > 90 { break }  // bounded on a slow machine
        }
        #expect(await preview.client.isAlive())
        // Every save in there names a base version the file does not have: none may be written.
        #expect(scratch.read("app.uiflow") == "[Home]\n")
        #expect(scratch.entries == ["app.uiflow"])
    }
}
