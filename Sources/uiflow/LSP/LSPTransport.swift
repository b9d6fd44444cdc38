import Foundation

/// The Language Server Protocol's framing over standard input and output: each message is a
/// `Content-Length: N` header, a blank line, and N bytes of JSON. Bounded: a header line longer
/// than 1 KiB, more than 32 header lines, or a body larger than ``maximumBody`` ends the session
/// (a client never sends them).
struct LSPTransport {
    /// The largest message body read (16 MiB, a flow file's limit and then some).
    static let maximumBody = 16 * 1024 * 1024

    private let input: FileHandle
    private let output: FileHandle
    fileprivate(set) var buffer = Data()

    init(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) {
        self.input = input
        self.output = output
    }

    /// The next message's body; `nil` at the end of input or on a framing the protocol does not allow.
    mutating func read() -> Data? {
        var length: Int?
        var headers = 0
        while true {
            guard let line = readLine(), headers < 32 else { return nil }
            headers += 1
            if line.isEmpty { break }
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length, length >= 0, length <= Self.maximumBody else { return nil }
        while buffer.count < length {
            let chunk = readChunk()
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
        let body = buffer.prefix(length)
        buffer.removeFirst(length)
        return Data(body)
    }

    /// Writes `body` as one message; `false` when the client has gone (a closed pipe): the
    /// throwing `write(contentsOf:)`, since `write(_:)` traps on a failed write.
    func write(_ body: Data) -> Bool {
        var message = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        message.append(body)
        do {
            try output.write(contentsOf: message)
            return true
        } catch {
            return false
        }
    }

    /// What one `read(2)` of the input gives, up to 64 KiB; empty at the end of input or when the read
    /// fails (`FileHandle.availableData` would trap on a failed read).
    private func readChunk() -> Data {
        var bytes = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = bytes.withUnsafeMutableBytes { Foundation.read(input.fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            return count > 0 ? Data(bytes[0..<count]) : Data()
        }
    }

    /// A header line, without its `\r\n`; `nil` at the end of input or past 1 KiB.
    private mutating func readLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                return String(decoding: line, as: UTF8.self)
            }
            guard buffer.count <= 1024 else { return nil }
            let chunk = readChunk()
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}

extension LSPTransport {
    /// Whether a message is waiting, or starts to arrive within `milliseconds`.
    mutating func hasInput(waitingMilliseconds milliseconds: Int32) -> Bool {
        if !buffer.isEmpty { return true }
        var descriptor = pollfd(fd: input.fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }
}
