import Testing

@testable import UIFlowKit

/// `LineColumns` finds a line's end, checks its encoding and counts its columns in one pass, with
/// a table, an ASCII shortcut and eight-byte steps: each is checked here against the plain reading
/// (a byte at a time, columns counted from the line's start).
@Suite("Line reading and columns")
struct LineColumnsTests {
    /// The plain reading of the line from `start`: its end, its first problem, and each offset's
    /// column (the Unicode scalars before it, plus one).
    static func reference(_ bytes: [UInt8], from start: Int) -> (end: Int, problem: (UTF8Validation.Problem, Int)?, columns: [Int]) {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        var problem: (UTF8Validation.Problem, Int)?
        if let nul = bytes[start..<end].firstIndex(of: 0) { problem = (.nul, nul) }
        if String(validating: bytes[start..<end], as: UTF8.self) == nil {
            // The first offset at which the prefix stops being the start of valid UTF-8.
            var offset = start
            while offset < end {
                let length = [1, 2, 3, 4].first { offset + $0 <= end && String(validating: bytes[offset..<offset + $0], as: UTF8.self) != nil }
                guard let length else { break }
                offset += length
            }
            if problem.map({ offset < $0.1 }) ?? true { problem = (.invalid, offset) }
        }
        var columns = [1]
        for byte in bytes[start..<end] { columns.append(columns[columns.count - 1] + (byte & 0xC0 != 0x80 ? 1 : 0)) }
        return (end, problem, columns)
    }

    static let lines: [String] = [
        "",
        "ascii only, longer than one eight-byte step",
        "[画面0(id: Int, tab: Tab = .main)]",
        "==push{tap}=> 画面1(id: item.id)",
        "表示要素0：ユーザーが見るもの",
        "\tindented\twith tabs and an emoji 🙂 and é",
        "mixed 日本 text 語 with ascii runs of different lengths: a ab abc abcdefghijklmnop",
        String(repeating: "abcdefgh", count: 600),
        String(repeating: "画面", count: 800) + " past the table",
        String(repeating: "x", count: LineColumns.tableLimit - 1) + "画",
        String(repeating: "x", count: LineColumns.tableLimit),
    ]

    @Test("each line's end and every offset's column match the plain reading", arguments: lines)
    func columns(line: String) {
        for ending in ["\n", "\r\n", "\r", ""] {
            for prefix in ["", "[A]\n", "é\r"] {
                let bytes = Array((prefix + line + ending + "next").utf8)
                let start = prefix.utf8.count
                var reader = LineColumns()
                let (end, problem) = reader.read(bytes.span, from: start)
                let expected = Self.reference(bytes, from: start)
                #expect(end == expected.end)
                #expect(problem == nil)
                // Asked in order, backwards, and in a jumble, as the parser asks.
                let offsets = Array(start...end)
                for order in [offsets, offsets.reversed(), offsets.enumerated().map { offsets[($0.offset * 7919) % offsets.count] }] {
                    let columns = order.map { reader.column(bytes.span, at: $0) }
                    #expect(columns == order.map { expected.columns[$0 - start] })
                }
            }
        }
    }

    @Test("the first NUL byte or invalid sequence is found, and the line still ends at its break", arguments: [
        [0x41, 0x00, 0x42],
        [0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x00, 0x49],
        [0xE7, 0x94, 0xBB, 0xFF, 0x41],
        [0xE7, 0x94],
        [0xED, 0xA0, 0x80],
        [0xC0, 0x80],
        [0xF4, 0x90, 0x80, 0x80],
        [0x41, 0xE7, 0x94, 0xBB, 0x80, 0x00],
    ] as [[UInt8]])
    func problems(line: [UInt8]) {
        let bytes = line + [0x0A, 0x41]
        var reader = LineColumns()
        let (end, problem) = reader.read(bytes.span, from: 0)
        let expected = Self.reference(bytes, from: 0)
        #expect(end == expected.end)
        #expect(problem?.0 == expected.problem?.0)
        #expect(problem?.offset == expected.problem?.1)
        #expect((0...end).map { reader.column(bytes.span, at: $0) } == expected.columns)
    }
}
