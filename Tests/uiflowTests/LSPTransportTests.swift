import Foundation
import Testing

@testable import uiflow

@Suite("The language server's framing")
struct LSPTransportTests {
    @Test("a message is read from its Content-Length header, and written with one")
    func roundTrip() throws {
        let incoming = Pipe()
        let outgoing = Pipe()
        var transport = LSPTransport(input: incoming.fileHandleForReading, output: outgoing.fileHandleForWriting)
        try incoming.fileHandleForWriting.write(contentsOf: Data("Content-Length: 2\r\n\r\n{}".utf8))
        try incoming.fileHandleForWriting.close()
        #expect(transport.read() == Data("{}".utf8))
        #expect(transport.read() == nil)
        #expect(transport.write(Data("[]".utf8)))
        try outgoing.fileHandleForWriting.close()
        #expect(try outgoing.fileHandleForReading.readToEnd() == Data("Content-Length: 2\r\n\r\n[]".utf8))
    }

    @Test("an input that cannot be read ends the session, and an output nobody reads is a failed write, not a trap")
    func failedReadAndWrite() throws {
        // A folder opens but cannot be read (EISDIR): FileHandle.availableData would trap on it.
        let folder = try #require(FileHandle(forReadingAtPath: NSTemporaryDirectory()))
        let outgoing = Pipe()
        var transport = LSPTransport(input: folder, output: outgoing.fileHandleForWriting)
        #expect(transport.read() == nil)
        // The reading end gone: with SIGPIPE ignored, as `uiflow lsp` does, the write fails.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        try outgoing.fileHandleForReading.close()
        #expect(!transport.write(Data("{}".utf8)))
    }
}
