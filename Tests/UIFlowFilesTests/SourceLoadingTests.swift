import Foundation
import Testing
import UIFlowKit

@testable import UIFlowFiles

@Suite("Reading flow files from disk")
struct SourceLoadingTests {
    /// A fresh directory, removed afterwards.
    static func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test("a directory with thousands of files forms one flow, in path order", .timeLimit(.minutes(2)))
    func thousandsOfFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-many-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let count = 3_000
        for index in 0..<count {
            let folder = directory.appendingPathComponent("part\(index % 10)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let text = "[S\(index)]\n--\nNext\n==> S\((index + 1) % count)\n"
            try Data(text.utf8).write(to: folder.appendingPathComponent(String(format: "s%05d.uiflow", index)))
        }
        let sources = try SourceFile.load([directory.path])
        #expect(sources.count == count)
        #expect(sources.map(\.path) == sources.map(\.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let flow = Flow(sources: sources)
        #expect(flow.screens.count == count)
        #expect(Analyzer().analyze(flow).map(\.rule) == ["cycle"])
    }

    @Test("a file larger than the limit is refused, naming the limit and how to raise it")
    func sizeLimit() throws {
        try Self.withDirectory { directory in
            let path = directory.appendingPathComponent("big.uiflow").path
            try Data(repeating: UInt8(ascii: "a"), count: 2_000).write(to: URL(fileURLWithPath: path))
            #expect(try SourceFile.read(path: path, limit: 2_000).bytes.count == 2_000)
            let error = try #require(throws: InputError.self) { try SourceFile.read(path: path, limit: 1_999) }
            #expect(error.reason.contains("larger than 1999 bytes"), "\(error)")
            #expect(error.reason.contains("--max-input-size"))
        }
    }

    @Test("an endless character device is cut off at the limit, quickly and without growing past it")
    func endlessDevice() throws {
        let start = Date()
        let error = try #require(throws: InputError.self) { try SourceFile.read(path: "/dev/zero", limit: 4 << 20) }
        #expect(error.reason.contains("larger than 4 MiB"))
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test("a FIFO is read as a stream, like a shell's <(command)")
    func fifo() throws {
        try Self.withDirectory { directory in
            let path = directory.appendingPathComponent("flow.fifo").path
            #expect(mkfifo(path, 0o600) == 0)
            let writer = Thread {
                let descriptor = open(path, O_WRONLY)
                let text = "[Home]\n--\nTap\n==> Detail\n"
                _ = text.withCString { write(descriptor, $0, strlen($0)) }
                close(descriptor)
            }
            writer.start()
            let source = try SourceFile.read(path: path)
            #expect(String(decoding: source.bytes, as: UTF8.self).hasPrefix("[Home]"))
        }
    }

    @Test("a directory's FIFOs are not flow files: listing a directory never waits for a writer")
    func fifoInDirectory() throws {
        try Self.withDirectory { directory in
            try Data("[Home]\n".utf8).write(to: directory.appendingPathComponent("a.uiflow"))
            #expect(mkfifo(directory.appendingPathComponent("b.uiflow").path, 0o600) == 0)
            let sources = try SourceFile.load([directory.path])
            #expect(sources.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["a.uiflow"])
        }
    }

    @Test("inputs that cannot be flow files say what they are", arguments: [
        ("/", "is a directory"), ("/nonexistent-\(UUID().uuidString)", "no such file or directory"),
    ])
    func wrongKinds(path: String, reason: String) throws {
        let error = try #require(throws: InputError.self) { try SourceFile.read(path: path) }
        #expect(error.reason.contains(reason), "\(error)")
        #expect(!error.reason.contains("permission"))
    }

    @Test("sizes are read as people write them")
    func byteCounts() {
        #expect(ByteCount.parse("64M") == 64 << 20)
        #expect(ByteCount.parse("512k") == 512 << 10)
        #expect(ByteCount.parse("1GiB") == 1 << 30)
        #expect(ByteCount.parse("1000") == 1000)
        #expect(ByteCount.parse("0") == nil)
        #expect(ByteCount.parse("lots") == nil)
        #expect(ByteCount.parse("99999999999999999999G") == nil)
        #expect(ByteCount.describe(64 << 20) == "64 MiB")
        #expect(ByteCount.describe(1500) == "1500 bytes")
    }
}
