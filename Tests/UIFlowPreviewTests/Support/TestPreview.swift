import Foundation
import TestSupport
import Testing
import UIFlowKit

@testable import UIFlowPreview

/// A preview server on a free port, over files in a scratch directory.
struct TestPreview {
    let scratch: Scratch
    let server: PreviewServer
    let port: UInt16
    var client: Client { Client(port: port) }

    /// Starts a server for `files` (names in `scratch`, in this order).
    static func start(
        _ scratch: Scratch, files: [String], maxBodyBytes: Int = PreviewOptions.defaultMaxBodyBytes,
        pollInterval: Duration = .milliseconds(50), limits: PreviewOptions.Limits = PreviewOptions.Limits(),
        host: String = PreviewOptions.defaultHost, imageRoot: URL? = nil
    ) async throws -> TestPreview {
        let server = PreviewServer(
            options: PreviewOptions(
                files: files.map(scratch.path), host: host, port: 0, maxBodyBytes: maxBodyBytes, pollInterval: pollInterval,
                toolVersion: "test", limits: limits, imageRoot: imageRoot))
        let url = try await server.start()
        guard let port = url.port.flatMap(UInt16.init(exactly:)) else { throw TestFailure("no port in \(url)") }
        return TestPreview(scratch: scratch, server: server, port: port)
    }

    func stop() async { await server.stop() }
}

/// Waits until `condition` holds, checking every 20 ms, for at most `seconds`.
func eventually(_ seconds: Double = 60, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return try await condition()
}

/// A WebSocket client for `/api/events`: the handshake, then text frames from the server.
final class EventClient: @unchecked Sendable {
    let connection: Connection

    /// Connects (off the cooperative threads, as every blocking call here).
    static func connect(port: UInt16, origin: String? = nil) async throws -> EventClient {
        try await blocking { try EventClient(port: port, origin: origin) }
    }

    /// Connects and completes the handshake, blocking (call it off the cooperative threads);
    /// `receiveBuffer` as for ``Connection``.
    init(port: UInt16, origin: String? = nil, receiveBuffer: Int? = nil) throws {
        connection = try Connection(port: port, receiveBuffer: receiveBuffer)
        var request = "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        request += "\r\n"
        connection.send(request)
        let head = String(decoding: connection.receiveHead(), as: UTF8.self)
        guard head.hasPrefix("HTTP/1.1 101") else {
            throw TestFailure("no WebSocket: \(head.split(separator: "\r\n").first ?? "nothing")")
        }
    }

    /// The next text message, as JSON; `nil` when the stream ends or times out.
    func next() -> [String: Any]? {
        var payload: [UInt8] = []
        while let frame = connection.receiveFrame() {
            switch frame.opcode {
            case 0x8: return nil
            case 0x9, 0xA: continue
            default: payload += frame.payload
            }
            if frame.fin {
                return (try? JSONSerialization.jsonObject(with: Data(payload))) as? [String: Any]
            }
        }
        return nil
    }

    /// The next message whose `type` is `type`, as JSON text (`nil` when none comes).
    func next(ofType type: String) async -> Message? {
        try? await blocking {
            while let message = self.next() {
                if message["type"] as? String == type { return Message(message) }
            }
            return nil
        } ?? nil
    }

    /// The next message of any type; `nil` when the stream ends.
    func nextMessage() async -> Message? {
        (try? await blocking { self.next().map(Message.init) }) ?? nil
    }

    /// A message, held as JSON text so that it can cross threads.
    struct Message: Sendable {
        let data: Data
        init(_ object: [String: Any]) { data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data() }
        var json: [String: Any] { ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any]) ?? [:] }
        subscript(key: String) -> Any? { json[key] }
    }
}

extension Connection {
    /// The next WebSocket frame from the server (unmasked, RFC 6455 section 5.2): its opcode,
    /// whether it is the last of its message, and its payload; `nil` when the stream ends or times
    /// out first.
    func receiveFrame() -> (opcode: UInt8, fin: Bool, payload: [UInt8])? {
        let header = receive(exactly: 2)
        guard header.count == 2 else { return nil }
        var length = Int(header[1] & 0x7F)
        if length == 126 {
            let bytes = receive(exactly: 2)
            guard bytes.count == 2 else { return nil }
            length = Int(bytes[0]) << 8 | Int(bytes[1])
        } else if length == 127 {
            let bytes = receive(exactly: 8)
            guard bytes.count == 8 else { return nil }
            length = bytes.reduce(0) { $0 << 8 | Int($1) }
        }
        let payload = receive(exactly: length)
        guard payload.count == length else { return nil }
        return (header[0] & 0x0F, header[0] & 0x80 != 0, payload)
    }
}
