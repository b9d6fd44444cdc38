import Foundation
import TestSupport
import Synchronization
import Testing

/// `uiflow preview` as a user runs it, in a process of its own: a test attacks it over loopback,
/// reads its memory from /proc/PID/status (the test process's own memory would also count every
/// other test running beside it), and stops it with SIGTERM, as Ctrl-C would. A server that does
/// not stop within a few seconds is killed, so that a test never leaves one behind.
final class PreviewProcess: @unchecked Sendable {
    let process: Process
    let port: UInt16
    let scratch: Scratch
    private let errors: Pipe

    /// The `uiflow` executable SwiftPM built beside the test bundle (every test target is built by
    /// `swift test`, and uiflowTests needs it), else the package's debug build.
    /// `UIFLOW_EXECUTABLE` runs the tests against another build (an older one, to see a test fail).
    static let executable: URL = {
        if let other = ProcessInfo.processInfo.environment["UIFLOW_EXECUTABLE"] { return URL(fileURLWithPath: other) }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("uiflow")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/uiflow")
    }()

    private init(process: Process, port: UInt16, scratch: Scratch, errors: Pipe) {
        self.process = process
        self.port = port
        self.scratch = scratch
        self.errors = errors
    }

    deinit { _ = stop(within: 0) }

    /// Starts `uiflow preview` on any free port over `files` of `scratch`, and waits for its address.
    static func start(_ scratch: Scratch, files: [String]) async throws -> PreviewProcess {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw TestFailure("no uiflow executable at \(executable.path): build the package first (swift build)")
        }
        return try await blocking {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["preview"] + files + ["--port", "0"]
            process.currentDirectoryURL = scratch.url
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            try process.run()
            // The first line of standard output is the page's address.
            var line = Data()
            let handle = output.fileHandleForReading
            while !line.contains(UInt8(ascii: "\n")) {
                let byte = handle.readData(ofLength: 1)
                if byte.isEmpty { break }
                line += byte
            }
            let address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let port = URL(string: address)?.port.flatMap(UInt16.init(exactly:)) else {
                process.terminate()
                throw TestFailure("uiflow preview did not print its address (it printed \(address.debugDescription))")
            }
            return PreviewProcess(process: process, port: port, scratch: scratch, errors: errors)
        }
    }

    var pid: pid_t { process.processIdentifier }

    /// The server's resident memory in bytes (VmRSS), or nil once it has exited.
    var residentBytes: Int? { Self.residentBytes(of: "/proc/\(pid)/status") }

    /// How many file descriptors the server has open, or nil once it has exited.
    var openDescriptors: Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd"))?.count
    }

    /// The server's resident anonymous memory in bytes (RssAnon: its heap and stacks, without the
    /// pages of its executable and libraries, which grow as more of its code runs), or nil once it
    /// has exited.
    var anonymousBytes: Int? { Self.residentBytes(of: "/proc/\(pid)/status", field: "RssAnon:") }

    static func residentBytes(of statusFile: String, field: String = "VmRSS:") -> Int? {
        guard let status = try? String(contentsOfFile: statusFile, encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }

    /// Sends SIGTERM and waits up to `seconds` for the process to exit; returns its exit status,
    /// or nil when it had to be killed (or had already been reaped).
    @discardableResult
    func stop(within seconds: Double) -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(pid, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationStatus
    }

    /// What the server printed on standard error (read once it has exited).
    var standardError: String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}

/// The time a normal client waits for the page, on a connection of its own: nil when the server
/// does not answer it within `timeout` seconds.
func pageLatency(port: UInt16, timeout: Int = 3) -> TimeInterval? {
    let started = Date()
    guard let connection = try? Connection(port: port, timeout: TimeInterval(timeout)) else { return nil }
    connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
    guard let answer = connection.receiveResponse(), answer.status == 200, answer.text.contains("uiflow") else { return nil }
    return Date().timeIntervalSince(started)
}

/// Runs `attack` on a thread of its own and, once it has begun (it calls the function it is given),
/// asks for the page again and again from another connection until the attack is over (at least
/// three times, for at most `seconds`): the latencies, nil for a request left unanswered.
func probeDuring(
    port: UInt16, seconds: Double = 30, _ attack: @escaping @Sendable (_ begun: @escaping @Sendable () -> Void) -> Void
) async throws -> [TimeInterval?] {
    let state = Locked<(begun: Bool, over: Bool)>((false, false))
    Thread.detachNewThread {
        attack { state.withLock { $0.begun = true } }
        state.withLock { $0.over = true }
    }
    let deadline = Date().addingTimeInterval(seconds)
    while !state.withLock({ $0.begun || $0.over }) && Date() < deadline {
        try await Task.sleep(for: .milliseconds(5))
    }
    var latencies: [TimeInterval?] = []
    while (latencies.count < 3 || !state.withLock({ $0.over })) && Date() < deadline {
        latencies.append(try await blocking { pageLatency(port: port) })
    }
    return latencies
}

/// Sends `bytes` in pieces of 64 KiB, calling `begun` after the first; stops at the first piece
/// the server no longer takes (it answered and closed), and says how many bytes went out.
@discardableResult
func sendInPieces(_ connection: Connection, _ bytes: [UInt8], begun: () -> Void = {}) -> Int {
    var sent = 0
    var first = true
    while sent < bytes.count {
        let end = min(bytes.count, sent + 65536)
        guard connection.send(Array(bytes[sent..<end])) else { break }
        sent = end
        if first {
            begun()
            first = false
        }
    }
    if first { begun() }
    return sent
}

/// A tiny web server on another port of loopback: another origin, which serves one page to
/// every request. The attacking page of the cross-origin test comes from here.
final class PageServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let page: [UInt8]

    init(html: String) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        guard listener >= 0 else { throw TestFailure("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw TestFailure("cannot listen: \(String(cString: strerror(errno)))")
        }
        port = UInt16(bigEndian: address.sin_port)
        let body = Array(html.utf8)
        page =
            Array(
                "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
                    .utf8) + body
        let page = self.page
        Thread.detachNewThread {
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 { return }
                var time = timeval(tv_sec: 5, tv_usec: 0)
                setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
                var request: [UInt8] = []
                var chunk = [UInt8](repeating: 0, count: 4096)
                while request.firstRange(of: [13, 10, 13, 10]) == nil && request.count < 65536 {
                    let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
                    if count <= 0 { break }
                    request += chunk[..<count]
                }
                _ = page.withUnsafeBytes { Foundation.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(client)
            }
        }
    }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit { stop() }
}

extension EventClient {
    /// Reads frames until the server's close frame and returns its status code (1002 protocol
    /// error, 1009 too big…); nil when the stream ends, or times out, without one.
    func closeCode() -> UInt16? {
        while let frame = connection.receiveFrame() {
            if frame.opcode == 0x8 {
                let payload = frame.payload
                return payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : 1005
            }
        }
        return nil
    }

    /// Whether the server has closed the connection (see ``Connection/isClosedByServer()``).
    func isClosedByServer() -> Bool { connection.isClosedByServer() }
}

/// A masked client frame (RFC 6455 section 5.2) with `payload`, or one that only declares `length`.
func clientFrame(opcode: UInt8, payload: [UInt8], declaredLength: UInt64? = nil, masked: Bool = true, fin: Bool = true)
    -> [UInt8]
{
    var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    let length = declaredLength ?? UInt64(payload.count)
    let maskBit: UInt8 = masked ? 0x80 : 0
    if length < 126 {
        frame.append(maskBit | UInt8(length))
    } else if length <= 0xFFFF {
        frame += [maskBit | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
    } else {
        frame.append(maskBit | 127)
        frame += (0..<8).reversed().map { UInt8((length >> (UInt64($0) * 8)) & 0xFF) }
    }
    if masked {
        let key: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        frame += key
        frame += payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
    } else {
        frame += payload
    }
    return frame
}

extension Connection {
    /// Whether the server closes the connection: reading gives the end of the stream (after
    /// whatever it still had to say) within the connection's timeout, and not the timeout.
    func isClosedByServer() -> Bool {
        while true {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }

    /// Makes every later read and write give up after `seconds`.
    func setTimeout(_ seconds: Int) {
        var time = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }
}

/// A value shared between threads, behind a lock (a class, so that closures can share it).
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    init(_ value: Value) { mutex = Mutex(value) }
    func withLock<T>(_ body: (inout Value) -> T) -> T { mutex.withLock { body(&$0) } }
}
