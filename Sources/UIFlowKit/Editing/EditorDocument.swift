/// A flow file open in an editor: its text and the version the editor gave it.
public struct EditorDocument: Sendable, Hashable {
    /// The file's path, as the flow's ranges name it.
    public var path: String
    /// The editor's version of the text (it grows with every change).
    public var version: Int
    /// The text.
    public private(set) var text: String

    /// Creates a document.
    public init(path: String, version: Int = 0, text: String) {
        self.path = path
        self.version = version
        self.text = text
    }

    /// Applies the editor's changes, in order, and takes their version. A position past a line's
    /// end is its end, and a line past the document's end is the end, as the protocol says; the
    /// text stays valid whatever the positions.
    public mutating func apply(_ changes: [EditorChange], version: Int) {
        for change in changes {
            guard let range = change.range else {
                text = change.text
                continue
            }
            let utf16 = text.utf16
            let start = Self.offset(of: range.start, in: utf16)
            let end = Self.offset(of: range.end, in: utf16)
            var result = String()
            result.reserveCapacity(text.utf8.count + change.text.utf8.count)
            result += Self.slice(text, 0, start)
            result += change.text
            result += Self.slice(text, end, utf16.count)
            text = result
        }
        self.version = version
    }

    /// The UTF-16 offset of `position`: line starts are found by their `\n`; a character past
    /// the line's end (or inside its `\r\n`) is the line's end.
    static func offset(of position: EditorPosition, in utf16: String.UTF16View) -> Int {
        var offset = 0
        var line = 0
        var index = utf16.startIndex
        while line < position.line {
            guard let newline = utf16[index...].firstIndex(of: 0x0A) else { return utf16.count }
            offset += utf16.distance(from: index, to: newline) + 1
            index = utf16.index(after: newline)
            line += 1
        }
        let lineEnd = utf16[index...].firstIndex(of: 0x0A) ?? utf16.endIndex
        var length = utf16.distance(from: index, to: lineEnd)
        if length > 0, utf16[utf16.index(before: lineEnd)] == 0x0D { length -= 1 }
        return offset + min(max(0, position.character), length)
    }

    /// The text between two UTF-16 offsets; an offset inside a surrogate pair is its scalar's
    /// start, as ``EditorLines`` reads it.
    private static func slice(_ text: String, _ start: Int, _ end: Int) -> String {
        let utf16 = text.utf16
        let lower = scalarStart(utf16.index(utf16.startIndex, offsetBy: start), in: text)
        let upper = scalarStart(utf16.index(utf16.startIndex, offsetBy: max(start, end)), in: text)
        return String(text.unicodeScalars[lower..<max(lower, upper)])
    }

    private static func scalarStart(_ index: String.Index, in text: String) -> String.Index {
        var index = index
        while index > text.utf16.startIndex, index.samePosition(in: text.unicodeScalars) == nil { index = text.utf16.index(before: index) }
        return index
    }
}
