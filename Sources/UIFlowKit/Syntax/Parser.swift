/// The line-by-line state machine that turns a file's bytes into a ``SyntaxTree``.
///
/// Each line is read once: a comment, a header, a separator, an arrow, a directive, or text.
/// Columns are counted on from the last position asked for within the line, so that the many
/// ranges of one long line (a list of 100,000 parameters) cost one pass over it.
struct Parser {
    /// The most diagnostics one file reports; past it, one last error says so. Keeps the output of
    /// a binary or generated file readable and bounded.
    static let diagnosticLimit = 1000

    let path: String
    private(set) var blocks: [BlockSyntax] = []
    private(set) var comments: [SourceRange] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// The block being read; meaningful only while `hasCurrent`. Not an optional, so that appending
    /// to its arrays mutates them in place.
    var current = BlockSyntax(
        header: HeaderSyntax(range: SourceRange(SourceLocation(file: "", line: 0, column: 0)), name: Parser.noText),
        endLine: 0)
    var hasCurrent = false
    var isInActions = false
    /// The header of a block whose name was unusable: its lines are skipped without more errors.
    var isSkippingBlock = false
    /// Whether the file has NUL bytes, which strings then replace.
    var hasNUL = false
    private var hasReportedPreamble = false
    private var hasReportedLimit = false
    private var line = (number: 0, start: 0, end: 0)
    private var columnCache = (offset: 0, column: 1)

    static let noText = SyntaxText(text: "", range: SourceRange(SourceLocation(file: "", line: 0, column: 0)))

    init(path: String) { self.path = path }

    // MARK: Lines

    /// Where reading stands: the next byte to read, the first byte and the number of the line it
    /// is in, and whether the whole file has been read.
    private var cursor = (index: 0, lineStart: 0, number: 1, isStarted: false, isDone: false)
    /// The block that the last line read closed, for ``nextBlock(_:)`` to hand over, and whether
    /// there is one (a flag, as the loop asks once per byte).
    private var finished: BlockSyntax?
    private var hasFinished = false

    /// Parses the whole file into ``blocks``.
    mutating func parse(_ bytes: Span<UInt8>) {
        while let block = nextBlock(bytes) { blocks.append(block) }
    }

    /// Reads lines until a block is complete and returns it; `nil` at the end of the file. The
    /// model is built one block at a time from this, so that each block's syntax is freed at once
    /// instead of a whole file's tree living next to its model (`make bench`, parse of 100,000
    /// screens: 762 ms with the whole tree first, 547 ms block by block).
    mutating func nextBlock(_ bytes: Span<UInt8>) -> BlockSyntax? {
        let count = bytes.count
        if !cursor.isStarted {
            cursor.isStarted = true
            hasNUL = bytes.withUnsafeBufferPointer { $0.contains(0) }
            if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { (cursor.index, cursor.lineStart) = (3, 3) }
        }
        var (index, lineStart, number) = (cursor.index, cursor.lineStart, cursor.number)
        while !hasFinished, !cursor.isDone {
            guard index < count else {
                if lineStart < count {
                    parseLine(bytes, (number, lineStart, count))
                    lineStart = count
                    // A header on the last line closed the block before it: that one first.
                    if hasFinished { break }
                }
                cursor.isDone = true
                finishBlock(nextLine: number + 1)
                break
            }
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                parseLine(bytes, (number, lineStart, index))
                if byte == 0x0D, index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                number += 1
                lineStart = index + 1
            }
            index += 1
        }
        (cursor.index, cursor.lineStart, cursor.number) = (index, lineStart, number)
        hasFinished = false
        return finished.take()
    }

    private mutating func parseLine(_ bytes: Span<UInt8>, _ info: (number: Int, start: Int, end: Int)) {
        line = info
        columnCache = (info.start, 1)
        checkEncoding(bytes)
        let content = bytes.trimmed(info.start..<info.end)
        guard let first = content.first else { return }
        let second = bytes.byte(first + 1, in: content)
        if bytes[first] == UInt8(ascii: "/"), second == UInt8(ascii: "/") {
            comments.append(range(bytes, content))
            return
        }
        if bytes[first] == UInt8(ascii: "["), bytes[content.upperBound - 1] == UInt8(ascii: "]"), content.count >= 2 {
            parseHeader(bytes, content)
            return
        }
        if isSkippingBlock { return }
        if bytes[first] == UInt8(ascii: "-"), content.count >= 2, content.allSatisfy({ bytes[$0] == UInt8(ascii: "-") }) {
            parseSeparator(bytes, content)
            return
        }
        if bytes[first] == UInt8(ascii: "="), let arrow = ArrowScan(bytes, content) {
            parseTransition(bytes, arrow)
            return
        }
        if bytes[first] == UInt8(ascii: "@"), ASCII.isLetter(second), parseDirective(bytes, content) {
            return
        }
        parseText(bytes, content)
    }

    // MARK: Positions and text

    /// The position of `offset` in the current line.
    mutating func position(_ bytes: Span<UInt8>, _ offset: Int) -> SourcePosition {
        if offset < columnCache.offset { columnCache = (line.start, 1) }
        let column = columnCache.column + bytes.scalarCount(from: columnCache.offset, to: offset)
        columnCache = (offset, column)
        return SourcePosition(line: line.number, column: column)
    }

    /// The range of `bytes` in the current line.
    mutating func range(_ bytes: Span<UInt8>, _ bytesRange: Range<Int>) -> SourceRange {
        let start = position(bytes, bytesRange.lowerBound)
        return SourceRange(file: path, start: start, end: position(bytes, bytesRange.upperBound))
    }

    /// The location of `offset` in the current line.
    mutating func location(_ bytes: Span<UInt8>, _ offset: Int) -> SourceLocation {
        let position = position(bytes, offset)
        return SourceLocation(file: path, line: position.line, column: position.column)
    }

    /// The text of `bytesRange` and where it is.
    mutating func text(_ bytes: Span<UInt8>, _ bytesRange: Range<Int>) -> SyntaxText {
        SyntaxText(text: bytes.string(bytesRange, replacingNUL: hasNUL), range: range(bytes, bytesRange))
    }

    func string(_ bytes: Span<UInt8>, _ bytesRange: Range<Int>) -> String {
        bytes.string(bytesRange, replacingNUL: hasNUL)
    }

    // MARK: Diagnostics

    mutating func report(_ severity: Severity, _ message: @autoclosure () -> String, at range: SourceRange) {
        guard diagnostics.count < Self.diagnosticLimit else {
            if !hasReportedLimit {
                hasReportedLimit = true
                diagnostics.append(
                    Diagnostic(
                        rule: .syntax, severity: .error,
                        message: "too many problems in this file; the first \(Self.diagnosticLimit) are reported", range: range))
            }
            return
        }
        diagnostics.append(Diagnostic(rule: .syntax, severity: severity, message: message(), range: range))
    }

    mutating func report(_ severity: Severity, _ message: @autoclosure () -> String, at location: SourceLocation) {
        report(severity, message(), at: SourceRange(location))
    }

    /// Text before the first block: one error, for the first such line.
    mutating func reportPreamble(_ bytes: Span<UInt8>, _ content: Range<Int>) {
        guard !hasReportedPreamble else { return }
        hasReportedPreamble = true
        report(
            .error,
            "text before the first screen block; start the file with a header such as `[Home]`, "
                + "or make the line a comment with `//`",
            at: location(bytes, content.lowerBound))
    }

    /// Reports invalid UTF-8 (at its byte offset in the file) and NUL bytes, which no output can carry.
    private mutating func checkEncoding(_ bytes: Span<UInt8>) {
        var index = line.start
        while index < line.end {
            let byte = bytes[index]
            if byte == 0 {
                report(.error, "NUL byte at byte offset \(index); a flow file is text", at: location(bytes, index))
                return
            }
            if byte < 0x80 {
                index += 1
                continue
            }
            let length = UTF8Validation.sequenceLength(bytes, at: index, end: line.end)
            guard length > 0 else {
                report(
                    .error,
                    "invalid UTF-8 at byte offset \(index); save the file as UTF-8 (invalid bytes are shown as \u{FFFD})",
                    at: location(bytes, index))
                return
            }
            index += length
        }
    }

    // MARK: Blocks

    /// Closes the current block, which ends before `nextLine`.
    mutating func finishBlock(nextLine: Int) {
        guard hasCurrent else { return }
        hasCurrent = false
        current.endLine = nextLine
        finished = current
        hasFinished = true
    }

    /// Labels that appear twice in a parameter or argument list: each is reported once per use
    /// after the first, with `message`, and left out.
    mutating func uniqueLabels<Item>(
        _ items: [Item], label: (Item) -> SyntaxText, message: (String) -> String
    ) -> [Item] {
        // Most lists are short and have no duplicate: compared in place, they are returned as they
        // are, without a set or a new array for each header and target (`uiflow-bench --measure
        // 100000`, four interleaved runs: parse 325–407 ms before, 312–333 ms after).
        guard items.count > 1 else { return items }
        if items.count <= 8 {
            var hasDuplicate = false
            search: for index in 1..<items.count {
                let text = label(items[index]).text
                for earlier in 0..<index where label(items[earlier]).text == text {
                    hasDuplicate = true
                    break search
                }
            }
            guard hasDuplicate else { return items }
        }
        var seen: Set<String> = []
        var result: [Item] = []
        result.reserveCapacity(items.count)
        for item in items {
            let name = label(item)
            guard seen.insert(name.text).inserted else {
                report(.error, message(English.shown(name.text)), at: name.range)
                continue
            }
            result.append(item)
        }
        return result
    }
}
