import Testing

@testable import UIFlowKit

@Suite("Editor positions")
struct EditorLinesTests {
    static let text = "[Feed]\r\n--\n==push=> 🛒 Cart(id: 1)\n[画面]\n"

    @Test("a column in Unicode scalars is an offset in UTF-16 code units, and back: emoji, CJK, CRLF")
    func roundTrip() {
        let lines = EditorLines(Self.text)
        // `C` of `Cart` is column 12 (`🛒` is one scalar, two UTF-16 units): offset 12.
        #expect(lines.editorPosition(of: SourcePosition(line: 3, column: 12)) == EditorPosition(line: 2, character: 12))
        #expect(lines.sourcePosition(of: EditorPosition(line: 2, character: 12)) == SourcePosition(line: 3, column: 12))
        // Inside the surrogate pair: the emoji's column.
        #expect(lines.sourcePosition(of: EditorPosition(line: 2, character: 10)) == SourcePosition(line: 3, column: 10))
        #expect(lines.editorPosition(of: SourcePosition(line: 4, column: 3)) == EditorPosition(line: 3, character: 2))
        // The `\r` of a CRLF line is no column; past the end is the end.
        #expect(lines.editorPosition(of: SourcePosition(line: 1, column: 99)) == EditorPosition(line: 0, character: 6))
        #expect(lines.sourcePosition(of: EditorPosition(line: 0, character: 99)) == SourcePosition(line: 1, column: 7))
        #expect(lines.sourcePosition(of: EditorPosition(line: 40, character: 0)) == SourcePosition(line: 41, column: 1))
    }

    @Test("a line's text and the part before a position, in scalars; nothing past the end")
    func lineText() {
        let lines = EditorLines(Self.text)
        #expect(lines.text(ofLine: 1) == "[Feed]")
        #expect(lines.prefix(of: SourcePosition(line: 3, column: 11)) == "==push=> 🛒")
        #expect(lines.text(ofLine: 9) == "")
        #expect(lines.count == 5)
    }
}
