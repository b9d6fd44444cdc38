extension FlowFormatter {
    /// Writes the canonical layout of a file's lines, in one pass over them:
    ///
    /// - the comments before the first block, then each block: the comments right above its
    ///   header (one blank line before them, or before the header when there are none), the
    ///   header, its directives in ``Directive/formatOrder`` (each with the comments right above
    ///   it), then its other lines in order, then the comments after its last line;
    /// - a run of blank lines becomes one; none follows a header or its directives, none ends the file;
    /// - a block with a syntax error (or a line the parser skipped) is written as it was, from its
    ///   header to its last line that is not blank or a comment; so is text before the first block.
    struct Layout {
        let lines: Lines
        let tree: SyntaxTree
        /// The output's lines.
        private(set) var output: [String] = []
        /// The input's lines written as they were.
        private(set) var kept: [ClosedRange<Int>] = []
        /// The lines with an error.
        private let errorLines: Set<Int>

        init(lines: Lines, tree: SyntaxTree) {
            self.lines = lines
            self.tree = tree
            errorLines = Set(tree.diagnostics.lazy.filter { $0.severity == .error }.map(\.range.start.line))
        }

        /// The output: the lines, each ended by the file's line break, after its byte order mark.
        var text: String {
            guard !output.isEmpty else { return lines.hasByteOrderMark ? "\u{FEFF}" : "" }
            var text = lines.hasByteOrderMark ? "\u{FEFF}" : ""
            text += output.joined(separator: lines.lineBreak)
            return text + lines.lineBreak
        }

        mutating func write() {
            let headers = tree.blocks.map(\.header.range.start.line)
            // Text before the first block: comments, or lines the parser rejected (kept).
            let preambleEnd = (headers.first ?? lines.count + 1) - 1
            var tailStart = 1
            if let last = (1..<preambleEnd + 1).last(where: lines.isContent),
                let first = (1..<preambleEnd + 1).first(where: { lines.kind($0) != .blank })
            {
                for line in first...last { output.append(lines.written(line)) }
                kept.append(first...last)
                tailStart = last + 1
            }
            var attached = writeTail(tailStart..<preambleEnd + 1, isBeforeHeader: !headers.isEmpty)
            for (index, header) in headers.enumerated() {
                let end = index + 1 < headers.count ? headers[index + 1] - 1 : lines.count
                // A header's line is always content, so the block has a last content line.
                let last = (header...end).last(where: lines.isContent) ?? header
                for line in attached {
                    emit(lines.text(line), blankBefore: line == attached.lowerBound)
                }
                if isKept(header...last) {
                    emit(lines.written(header), blankBefore: attached.isEmpty)
                    if header < last {
                        for line in header + 1...last { output.append(lines.written(line)) }
                    }
                    kept.append(header...last)
                } else {
                    writeBlock(header...last, blankBefore: attached.isEmpty)
                }
                attached = writeTail(last + 1..<end + 1, isBeforeHeader: index + 1 < headers.count)
            }
        }

        /// Whether a block is kept as written: one of its lines has an error, or was not read.
        private func isKept(_ block: ClosedRange<Int>) -> Bool {
            block.contains { lines.kind($0) == .unknown || errorLines.contains($0) }
        }

        /// Writes a block without errors: header, directives, then the rest in order.
        private mutating func writeBlock(_ range: ClosedRange<Int>, blankBefore: Bool) {
            emit(lines.text(range.lowerBound), blankBefore: blankBefore)
            guard range.count > 1 else { return }
            let body = range.lowerBound + 1...range.upperBound
            // Each directive, with the comments right above it, which move with it.
            var directives: [(order: Int, index: Int, lines: ClosedRange<Int>)] = []
            var moved = Array(repeating: false, count: body.count)
            for line in body {
                guard case .directive(let owner, let index) = lines.kind(line) else { continue }
                var first = line
                while first - 1 >= body.lowerBound, lines.kind(first - 1) == .comment, !moved[first - 1 - body.lowerBound] {
                    first -= 1
                }
                for claimed in first...line { moved[claimed - body.lowerBound] = true }
                directives.append((tree.blocks[owner].directives[index].directive.formatOrder, index, first...line))
            }
            directives.sort { ($0.order, $0.index) < ($1.order, $1.index) }
            for directive in directives {
                for line in directive.lines { emit(lines.text(line), blankBefore: false) }
            }
            var sawBlank = false
            var isFirst = true
            for line in body where !moved[line - body.lowerBound] {
                guard lines.kind(line) != .blank else {
                    sawBlank = true
                    continue
                }
                emit(lines.text(line), blankBefore: sawBlank && !isFirst)
                sawBlank = false
                isFirst = false
            }
        }

        /// Writes the comments of `range`, blank lines and comments after a block's last line (or
        /// before the first block), but the run of comments right above the next header, which is
        /// returned: the next block writes it.
        private mutating func writeTail(_ range: Range<Int>, isBeforeHeader: Bool) -> Range<Int> {
            var attachedStart = range.upperBound
            if isBeforeHeader {
                while attachedStart - 1 >= range.lowerBound, lines.kind(attachedStart - 1) == .comment { attachedStart -= 1 }
            }
            var sawBlank = false
            for line in range.lowerBound..<attachedStart {
                guard lines.kind(line) != .blank else {
                    sawBlank = true
                    continue
                }
                emit(lines.text(line), blankBefore: sawBlank)
                sawBlank = false
            }
            return attachedStart..<range.upperBound
        }

        /// Appends a line, after one blank line when `blankBefore` and the output has a line that
        /// is not blank.
        private mutating func emit(_ line: String, blankBefore: Bool) {
            if blankBefore, let last = output.last, !last.isEmpty { output.append("") }
            output.append(line)
        }
    }
}
