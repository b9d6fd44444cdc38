import Testing

@testable import UIFlowKit

@Suite("Line endings and encodings")
struct EncodingTests {
    static let text = "[A]\nsees\n--\nTap\n==> B\n\n[B]\n"

    static func flow(_ bytes: [UInt8]) -> Flow {
        Flow(sources: [SourceFile(path: "test.uiflow", bytes: bytes)])
    }

    @Test("CRLF, lone CR and LF line endings give the same flow", arguments: ["\r\n", "\r"])
    func lineEndings(ending: String) {
        let converted = Self.text.replacingOccurrences(of: "\n", with: ending)
        #expect(Self.flow(Array(converted.utf8)) == parse(Self.text))
    }

    @Test("a byte order mark is skipped and does not count as a column")
    func byteOrderMark() throws {
        let flow = Self.flow([0xEF, 0xBB, 0xBF] + Array(Self.text.utf8))
        #expect(flow == parse(Self.text))
        #expect(try #require(flow["A"]).location.column == 2)
    }

    @Test("invalid UTF-8 is an error naming its byte offset, and parsing goes on")
    func invalidUTF8() throws {
        var bytes = Array("[A]\nok\n".utf8)
        let offset = bytes.count + 2
        bytes += Array("ba".utf8) + [0xFF, 0xFE] + Array("d\n--\nTap\n==> B\n".utf8)
        let flow = Self.flow(bytes)
        let diagnostic = try #require(flow.diagnostics.first)
        #expect(flow.diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("invalid UTF-8 at byte offset \(offset)"))
        #expect(diagnostic.location.line == 3 && diagnostic.location.column == 3)
        #expect(try #require(flow["A"]).sees.map(\.text) == ["ok", "ba\u{FFFD}\u{FFFD}d"])
        #expect(try #require(flow["A"]).targets == ["B"])
    }

    @Test("truncated and overlong UTF-8 sequences are invalid", arguments: [[0xE3, 0x81], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80]] as [[UInt8]])
    func malformedSequences(sequence: [UInt8]) {
        let flow = Self.flow(Array("[A]\n".utf8) + sequence + Array("\n".utf8))
        #expect(flow.diagnostics.map(\.message).contains { $0.contains("invalid UTF-8 at byte offset 4") })
    }

    @Test("a NUL byte is an error and never reaches a name or text")
    func nulByte() throws {
        let flow = Self.flow(Array("[A".utf8) + [0] + Array("B]\nx".utf8) + [0] + Array("y\n".utf8))
        #expect(flow.diagnostics.map(\.message).allSatisfy { $0.contains("NUL byte") })
        #expect(flow.diagnostics.count == 2)
        let screen = try #require(flow.screens.first)
        #expect(screen.name == "A\u{FFFD}B")
        #expect(screen.sees.map(\.text) == ["x\u{FFFD}y"])
    }

    @Test("an empty file and a file of blank lines give an empty flow")
    func emptyFiles() {
        #expect(Self.flow([]).screens.isEmpty)
        #expect(Self.flow(Array("\n\n  \n\t\n".utf8)).diagnostics.isEmpty)
    }

    @Test("a file with more problems than the limit reports the limit once")
    func diagnosticLimit() {
        let text = "[A]\n--\n" + String(repeating: "--\n", count: SyntaxTree.diagnosticLimit + 50)
        let flow = parse(text)
        #expect(flow.diagnostics.count == SyntaxTree.diagnosticLimit + 1)
        #expect(flow.diagnostics.last?.message.contains("too many problems") == true)
    }
}
