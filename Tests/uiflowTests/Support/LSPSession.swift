import Foundation
import Testing

/// `uiflow lsp` driven as an editor drives it, message by message: requests wait for their
/// response, notifications are kept in order; every wait is bounded (10 s), and the process is
/// ended when the session is.
final class LSPSession: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var buffer = Data()
    private var received: [[String: Any]] = []
    private var nextID = 1

    init(root: URL? = nil, capabilities: [String: Any] = [:]) throws {
        process.executableURL = CLI.executable
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.take(data)
        }
        try process.run()
        var params: [String: Any] = ["capabilities": capabilities]
        if let root { params["rootUri"] = root.absoluteString }
        _ = try request("initialize", params)
        notify("initialized", [:])
    }

    deinit {
        output.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { process.terminate() }
    }

    // MARK: Sending

    func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else { return }
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        try? input.fileHandleForWriting.write(contentsOf: framed)
    }

    func sendRaw(_ bytes: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data(bytes.utf8))
    }

    func notify(_ method: String, _ params: [String: Any]) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and waits for its response (the whole message: `result` or `error`).
    func request(_ method: String, _ params: Any) throws -> [String: Any] {
        let id = lock.withLock {
            defer { nextID += 1 }
            return nextID
        }
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return try #require(wait { $0["id"] as? Int == id && $0["method"] == nil }, "no response to \(method)")
    }

    func result(_ method: String, _ params: Any) throws -> Any? {
        try request(method, params)["result"]
    }

    // MARK: Receiving

    /// Waits for a message that `matches`, one not waited for before; `nil` after 10 s.
    func wait(timeout: TimeInterval = 10, _ matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let found: [String: Any]? = lock.withLock {
                guard let index = received.firstIndex(where: matches) else { return nil }
                return received.remove(at: index)
            }
            if let found { return found }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }

    /// The next diagnostics published for `uri`.
    func diagnostics(_ uri: String) -> [[String: Any]]? {
        let message = wait { $0["method"] as? String == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri }
        return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    /// Every message received and not waited for, in order.
    func drain() -> [[String: Any]] {
        lock.withLock {
            defer { received = [] }
            return received
        }
    }

    /// Ends the session with `shutdown` and `exit`; its exit status.
    func close() throws -> Int32 {
        _ = try request("shutdown", NSNull())
        notify("exit", [:])
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? -1 : process.terminationStatus
    }

    var isRunning: Bool { process.isRunning }

    private func take(_ data: Data) {
        lock.withLock {
            buffer.append(data)
            while let separator = buffer.firstRange(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<separator.lowerBound], as: UTF8.self)
                guard let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")),
                    buffer.count >= buffer.distance(from: buffer.startIndex, to: separator.upperBound) + length
                else { return }
                let body = buffer[separator.upperBound..<separator.upperBound + length]
                if let message = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] { received.append(message) }
                buffer = Data(buffer[(separator.upperBound + length)...])
            }
        }
    }
}

/// LSP positions and ranges as JSON.
enum LSPJSON {
    static func position(_ line: Int, _ character: Int) -> [String: Int] { ["line": line, "character": character] }

    static func at(_ uri: String, _ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": position(line, character)]
    }

    static func range(_ value: Any?) -> String? {
        guard let range = value as? [String: [String: Int]], let start = range["start"], let end = range["end"] else { return nil }
        return "\(start["line"] ?? -1):\(start["character"] ?? -1)-\(end["line"] ?? -1):\(end["character"] ?? -1)"
    }

    static func open(_ uri: String, _ text: String, version: Int = 1) -> [String: Any] {
        ["textDocument": ["uri": uri, "languageId": "uiflow", "version": version, "text": text]]
    }

    static func change(_ uri: String, version: Int, _ changes: [[String: Any]]) -> [String: Any] {
        ["textDocument": ["uri": uri, "version": version], "contentChanges": changes]
    }

    static func edit(_ start: (Int, Int), _ end: (Int, Int), _ text: String) -> [String: Any] {
        ["range": ["start": position(start.0, start.1), "end": position(end.0, end.1)], "text": text]
    }
}
