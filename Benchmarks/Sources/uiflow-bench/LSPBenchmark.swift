import FlowGenerator
import Foundation

/// Keystroke to published diagnostics in `uiflow lsp`, as an editor sees it: the release server
/// at `executable` gets a workspace of generated flow files (all open), then one keystroke at a
/// time (a character typed into a target, so that the findings change), each after the last one's
/// diagnostics have arrived and a pause longer than the server's debounce. Timed from writing the
/// change to reading the diagnostics of the changed file; the pause the server waits for more
/// keystrokes is part of it.
struct LSPBenchmark {
    let executable: String

    struct Row {
        var screens: Int
        var files: Int
        var p50: Double
        var p95: Double
        var max: Double
    }

    func measure(screens: Int, files: Int, keystrokes: Int) throws -> Row {
        let generator = FlowGenerator(.init(screens: screens, branching: 2, files: files, japanese: true))
        let texts = generator.files()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["lsp"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = ProcessInfo.processInfo.environment["UIFLOW_TRACE"] == nil ? FileHandle.nullDevice : FileHandle.standardError
        try process.run()
        defer { process.terminate() }
        var reader = Reader(handle: output.fileHandleForReading)
        func send(_ message: [String: Any]) throws {
            let body = try JSONSerialization.data(withJSONObject: message)
            try input.fileHandleForWriting.write(contentsOf: Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }
        try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:] as [String: Any]]])
        _ = try reader.next { $0["id"] as? Int == 1 }
        let uris = texts.map { "file:///bench/\($0.name)" }
        for (uri, file) in zip(uris, texts) {
            try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "uiflow", "version": 1, "text": file.text]]])
        }
        let edited = uris[0]
        _ = try reader.next { Self.isDiagnostics($0, for: edited) }
        // The line of the first transition of the edited file: characters are typed at its end.
        let lines = texts[0].text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = lines.firstIndex(where: { $0.hasPrefix("==") }) else { throw BenchmarkError.noTransition }
        let column = lines[line].utf16.count
        var times: [Double] = []
        for keystroke in 0..<keystrokes {
            Thread.sleep(forTimeInterval: 0.03)
            let position = ["line": line, "character": column + keystroke]
            let change: [String: Any] = ["range": ["start": position, "end": position], "text": "x"]
            let start = ContinuousClock.now
            try send([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": ["textDocument": ["uri": edited, "version": keystroke + 2], "contentChanges": [change]],
            ])
            _ = try reader.next { Self.isDiagnostics($0, for: edited) }
            times.append(seconds(ContinuousClock.now - start))
        }
        try send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        try send(["jsonrpc": "2.0", "method": "exit"])
        times.sort()
        let p95 = times[min(times.count - 1, Int((Double(times.count) * 0.95).rounded(.up)) - 1)]
        return Row(screens: screens, files: files, p50: times[times.count / 2], p95: p95, max: times.last ?? 0)
    }

    static func isDiagnostics(_ message: [String: Any], for uri: String) -> Bool {
        message["method"] as? String == "textDocument/publishDiagnostics" && (message["params"] as? [String: Any])?["uri"] as? String == uri
    }

    enum BenchmarkError: Error { case noTransition, closed }

    /// Framed messages read from the server.
    struct Reader {
        let handle: FileHandle
        var buffer = Data()

        mutating func next(where matches: ([String: Any]) -> Bool) throws -> [String: Any] {
            while true {
                while let separator = buffer.firstRange(of: Data("\r\n\r\n".utf8)) {
                    let header = String(decoding: buffer[buffer.startIndex..<separator.lowerBound], as: UTF8.self)
                    let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")) ?? 0
                    guard buffer.distance(from: separator.upperBound, to: buffer.endIndex) >= length else { break }
                    let body = buffer[separator.upperBound..<buffer.index(separator.upperBound, offsetBy: length)]
                    buffer = Data(buffer[buffer.index(separator.upperBound, offsetBy: length)...])
                    if let message = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any], matches(message) { return message }
                }
                let chunk = handle.availableData
                if chunk.isEmpty { throw BenchmarkError.closed }
                buffer.append(chunk)
            }
        }
    }
}

/// Prints the language server's table: keystroke to diagnostics at 1,000 and 10,000 screens.
@discardableResult
func printLSPTable(executable: String) throws -> [LSPBenchmark.Row] {
    let benchmark = LSPBenchmark(executable: executable)
    print()
    print("| uiflow lsp: keystroke to diagnostics | files | p50 | p95 | max |")
    print("| ---: | ---: | ---: | ---: | ---: |")
    var rows: [LSPBenchmark.Row] = []
    for (screens, keystrokes) in [(1_000, 200), (10_000, 60)] {
        FileHandle.standardError.write(Data("measuring uiflow lsp at \(screens) screens…\n".utf8))
        let row = try benchmark.measure(screens: screens, files: 20, keystrokes: keystrokes)
        print("| \(row.screens) screens | \(row.files) | \(milliseconds(row.p50)) | \(milliseconds(row.p95)) | \(milliseconds(row.max)) |")
        rows.append(row)
    }
    return rows
}
