import Testing

@testable import UIFlowKit

@Suite("Editor documents")
struct EditorDocumentTests {
    private func edit(_ text: String, _ start: (Int, Int), _ end: (Int, Int), _ new: String) -> String {
        var document = EditorDocument(path: "a.uiflow", text: text)
        let range = EditorRange(start: EditorPosition(line: start.0, character: start.1), end: EditorPosition(line: end.0, character: end.1))
        document.apply([EditorChange(range: range, text: new)], version: 2)
        #expect(document.version == 2)
        return document.text
    }

    @Test("an edit replaces its range: within a line, across lines, an insertion, a deletion")
    func edits() {
        #expect(edit("[Home]\n--\nTap\n", (0, 1), (0, 5), "Start") == "[Start]\n--\nTap\n")
        #expect(edit("[Home]\n--\nTap\n", (0, 6), (2, 0), "\n") == "[Home]\nTap\n")
        #expect(edit("[Home]\n", (1, 0), (1, 0), "--\n") == "[Home]\n--\n")
        #expect(edit("a\nb\nc", (1, 0), (2, 0), "") == "a\nc")
    }

    @Test("positions count UTF-16 code units: after an emoji, in CJK text, and a CRLF's `\\r` is no character")
    func utf16() {
        #expect(edit("==> 🛒 Cart\n", (0, 7), (0, 11), "Bag") == "==> 🛒 Bag\n")
        #expect(edit("[画面]\n", (0, 1), (0, 3), "Home") == "[Home]\n")
        #expect(edit("[A]\r\n[B]\r\n", (0, 99), (1, 0), "") == "[A][B]\r\n")
    }

    @Test("out-of-range positions are clamped: past a line's end, past the last line, inside a surrogate pair (its start), reversed")
    func clamped() {
        #expect(edit("ab\ncd", (0, 50), (0, 60), "!") == "ab!\ncd")
        #expect(edit("ab\ncd", (9, 0), (9, 0), "!") == "ab\ncd!")
        #expect(edit("🛒x", (0, 1), (0, 1), "!") == "!🛒x")
        #expect(edit("abc", (0, 2), (0, 1), "") == "ac")
        #expect(edit("abc", (-3, -1), (0, 1), "") == "bc")
    }

    @Test("a change with no range replaces the whole text, and changes apply in order")
    func wholeAndOrdered() {
        var document = EditorDocument(path: "a.uiflow", text: "old")
        document.apply(
            [
                EditorChange(range: nil, text: "[Home]\n"),
                EditorChange(range: EditorRange(start: EditorPosition(line: 0, character: 1), end: EditorPosition(line: 0, character: 5)), text: "Start"),
            ], version: 7)
        #expect(document.text == "[Start]\n")
        #expect(document.version == 7)
    }
}
