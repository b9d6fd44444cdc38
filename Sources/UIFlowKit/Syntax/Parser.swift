import Foundation

/// The line-by-line state machine that turns a file's bytes into syntax nodes, handed to a
/// ``SyntaxSink`` as they are read (``SyntaxTree`` gathers them into blocks).
///
/// Each line is read once: a comment, a header, a separator, an arrow, a directive, or text.
/// ``LineColumns`` finds the line's end, checks its encoding and counts its columns in one pass.
struct Parser<Sink: SyntaxSink> {
    let path: String
    /// Where the nodes go.
    var sink: Sink
    private(set) var diagnostics: [Diagnostic] = []

    /// Whether a block is open (a header has been read).
    var hasCurrent = false
    var isInActions = false
    /// What the open block's last action has: none yet, text only, or transitions too (a text
    /// line after a transition starts a new action).
    var lastAction = ActionState.none
    /// The open block's directives that a block may have once, with their arguments, for the
    /// error on a second one.
    var uniqueDirectives: [(directive: Directive, argument: String)] = []
    /// The header of a block whose name was unusable: its lines are skipped without more errors.
    var isSkippingBlock = false
    /// Whether the file has NUL bytes, which strings then replace.
    var hasNUL = false
    private var hasReportedPreamble = false
    private var hasReportedLimit = false
    private var line = (number: 0, start: 0, end: 0)
    /// The current line's columns.
    private var columns = LineColumns()

    /// What the open block's last action has.
    enum ActionState { case none, text, transitions }

    init(path: String, sink: Sink) {
        self.path = path
        self.sink = sink
    }

    // MARK: Lines

    /// Reads the whole file, handing each node to ``sink`` as it is read.
    mutating func parse(_ bytes: Span<UInt8>) {
        let count = bytes.count
        hasNUL = (0..<count).contains { bytes[$0] == 0 }
        var start = 0
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var number = 1
        while start < count {
            let (end, problem) = columns.read(bytes, from: start)
            line = (number, start, end)
            if let problem { reportEncoding(bytes, problem) }
            parseLine(bytes)
            guard end < count else { break }
            start = end + 1
            if bytes[end] == 0x0D, start < count, bytes[start] == 0x0A { start += 1 }
            number += 1
        }
        finishBlock(nextLine: number + 1)
    }

    private mutating func parseLine(_ bytes: Span<UInt8>) {
        let content = bytes.trimmed(line.start..<line.end)
        guard let first = content.first else { return }
        let second = bytes.byte(first + 1, in: content)
        if bytes[first] == UInt8(ascii: "/"), second == UInt8(ascii: "/") {
            sink.addComment(range(bytes, content))
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
        SourcePosition(line: line.number, column: columns.column(bytes, at: offset))
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
        guard diagnostics.count < SyntaxTree.diagnosticLimit else {
            if !hasReportedLimit {
                hasReportedLimit = true
                diagnostics.append(
                    Diagnostic(
                        rule: .syntax, severity: .error,
                        message: "too many problems in this file; the first \(SyntaxTree.diagnosticLimit) are reported", range: range))
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
    private mutating func reportEncoding(_ bytes: Span<UInt8>, _ problem: (UTF8Validation.Problem, offset: Int)) {
        let index = problem.offset
        switch problem.0 {
        case .nul:
            report(.error, "NUL byte at byte offset \(index); a flow file is text", at: location(bytes, index))
        case .invalid:
            report(
                .error,
                "invalid UTF-8 at byte offset \(index); save the file as UTF-8 (invalid bytes are shown as \u{FFFD})",
                at: location(bytes, index))
        }
    }

    // MARK: Blocks

    /// Closes the current block, which ends before `nextLine`.
    mutating func finishBlock(nextLine: Int) {
        guard hasCurrent else { return }
        hasCurrent = false
        sink.endBlock(nextLine: nextLine)
    }

    /// Labels that appear twice in a parameter or argument list: each is reported once per use
    /// after the first, with `message`, and left out.
    mutating func uniqueLabels<Item>(
        _ items: [Item], label: (Item) -> SyntaxText, message: (String) -> String
    ) -> [Item] {
        // Most lists are short and have no duplicate: compared in place, they are returned as they
        // are, without a set or a new array for each header and target.
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
