import Testing

@testable import UIFlowKit

@Suite("Editor positions")
struct EditorLinesTests {
    static let text = "[Feed]\r\n--\n==push=> 🛒 Cart(id: 1)\n[画面]\n"

    @Test("a column in Unicode scalars is an offset in UTF-16 code units, and back: emoji, CJK, CRLF")
    func roundTrip() {
        let lines = EditorLines(Self.text)
        // `C` of `Cart` is column 12 (`🛒` is one scalar, two UTF-16 units): offset 12.
        #expect(lines.editorPosition(of: SourcePosition(line: 3, column: 12)) == (2, 12))
        #expect(lines.sourcePosition(line: 2, character: 12) == SourcePosition(line: 3, column: 12))
        // Inside the surrogate pair: the emoji's column.
        #expect(lines.sourcePosition(line: 2, character: 10) == SourcePosition(line: 3, column: 10))
        #expect(lines.editorPosition(of: SourcePosition(line: 4, column: 3)) == (3, 2))
        // The `\r` of a CRLF line is no column; past the end is the end.
        #expect(lines.editorPosition(of: SourcePosition(line: 1, column: 99)) == (0, 6))
        #expect(lines.sourcePosition(line: 0, character: 99) == SourcePosition(line: 1, column: 7))
        #expect(lines.sourcePosition(line: 40, character: 0) == SourcePosition(line: 41, column: 1))
    }
}
