import Foundation
import Testing

/// A TCP connection to the server under test, with plain BSD sockets: requests go out byte for
/// byte as written (no client library "fixes" a path such as `/api/files/../x`), and every read
/// gives up after a timeout, so that a test fails instead of hanging.
final class Connection: @unchecked Sendable {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects to `port` of `address`, an IPv4 or IPv6 literal (loopback unless told otherwise);
    /// `receiveBuffer`, when given, is the socket's receive buffer, set before connecting so that
    /// it bounds what the server can send ahead of what the client reads.
    init(port: UInt16, timeout: TimeInterval = 60, address: String = "127.0.0.1", receiveBuffer: Int? = nil) throws {
        let isIPv6 = address.contains(":")
        descriptor = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestFailure("socket: \(String(cString: strerror(errno)))") }
        var time = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        if var size = receiveBuffer.map(Int32.init) {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        let connected: Int32
        if isIPv6 {
            var address6 = sockaddr_in6()
            address6.sin6_family = sa_family_t(AF_INET6)
            address6.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, address, &address6.sin6_addr) == 1 else {
                close(descriptor)
                throw TestFailure("not an IPv6 address: \(address)")
            }
            connected = withUnsafePointer(to: &address6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            var address4 = sockaddr_in()
            address4.sin_family = sa_family_t(AF_INET)
            address4.sin_port = port.bigEndian
            address4.sin_addr.s_addr = inet_addr(address)
            connected = withUnsafePointer(to: &address4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw TestFailure("connect: \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// Sends bytes; `false` when the server has closed the connection meanwhile.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.send(descriptor, buffer.baseAddress.map { $0 + sent }, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Up to `count` more bytes; empty at the end of the stream (or on a timeout).
    func receive(upTo count: Int = 65536) -> [UInt8] {
        if !buffer.isEmpty {
            let taken = Array(buffer.prefix(count))
            buffer.removeFirst(taken.count)
            return taken
        }
        var chunk = [UInt8](repeating: 0, count: count)
        let received = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
        return received > 0 ? Array(chunk.prefix(received)) : []
    }

    /// Exactly `count` bytes, or fewer if the stream ends first.
    func receive(exactly count: Int) -> [UInt8] {
        var result: [UInt8] = []
        while result.count < count {
            let chunk = receive(upTo: count - result.count)
            if chunk.isEmpty { break }
            result += chunk
        }
        return result
    }

    /// Bytes up to and including the first `\r\n\r\n`, keeping what follows for later reads.
    func receiveHead() -> [UInt8] {
        var head: [UInt8] = []
        while true {
            if let end = head.firstRange(of: [13, 10, 13, 10]) {
                buffer = Array(head[end.upperBound...]) + buffer
                return Array(head[..<end.upperBound])
            }
            let chunk = receive()
            if chunk.isEmpty { return head }
            head += chunk
        }
    }

    /// Reads one HTTP response (with a Content-Length or chunked body).
    func receiveResponse() -> HTTPAnswer? {
        let head = String(decoding: receiveHead(), as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1.1 "),
            let status = Int(statusLine.dropFirst(9).prefix(3))
        else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body: [UInt8] = []
        if let length = headers["content-length"].flatMap(Int.init) {
            body = receive(exactly: length)
        } else if headers["transfer-encoding"]?.lowercased() == "chunked" {
            while true {
                var sizeLine: [UInt8] = []
                while !sizeLine.hasSuffix([13, 10]) {
                    let byte = receive(upTo: 1)
                    if byte.isEmpty { return HTTPAnswer(status: status, headers: headers, body: Data(body)) }
                    sizeLine += byte
                }
                let size = Int(String(decoding: sizeLine.dropLast(2), as: UTF8.self), radix: 16) ?? 0
                body += receive(exactly: size)
                _ = receive(exactly: 2)
                if size == 0 { break }
            }
        }
        return HTTPAnswer(status: status, headers: headers, body: Data(body))
    }
}

extension Array where Element == UInt8 {
    func hasSuffix(_ suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}

struct HTTPAnswer: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body as a JSON object.
    var json: [String: Any] {
        ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any]) ?? [:]
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs blocking socket work on a thread of its own: a test that blocked one of Swift's few
/// cooperative threads in `recv` could starve the server under test, which runs on them too.
func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

/// Requests to the server under test, each on a connection of its own.
struct Client: Sendable {
    var port: UInt16

    var host: String { "127.0.0.1:\(port)" }

    /// Sends a request as written and reads the response.
    func raw(_ request: String) async throws -> HTTPAnswer {
        try await raw(Array(request.utf8))
    }

    func raw(_ request: [UInt8]) async throws -> HTTPAnswer {
        let port = self.port
        return try await blocking {
            let connection = try Connection(port: port)
            connection.send(request)
            guard let answer = connection.receiveResponse() else { throw TestFailure("no response to the request") }
            return answer
        }
    }

    func request(
        _ method: String, _ path: String, json: Any? = nil, body: Data? = nil, headers: [String: String] = [:]
    ) async throws -> HTTPAnswer {
        var payload = Data()
        var all = ["Host": host, "Connection": "close"]
        if let json {
            payload = try JSONSerialization.data(withJSONObject: json)
            all["Content-Type"] = "application/json"
        } else if let body {
            payload = body
        }
        if method != "GET" || !payload.isEmpty { all["Content-Length"] = String(payload.count) }
        for (name, value) in headers { all[name] = value }
        var head = "\(method) \(path) HTTP/1.1\r\n"
        for (name, value) in all.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        return try await raw(Array(head.utf8) + [UInt8](payload))
    }

    func get(_ path: String) async throws -> HTTPAnswer { try await request("GET", path) }

    /// Whether the server still answers: the page is served.
    func isAlive() async -> Bool {
        (try? await get("/"))?.status == 200
    }
}
