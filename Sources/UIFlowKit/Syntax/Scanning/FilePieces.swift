/// A stretch of a file that parses on its own: it starts at a header line (or at the file's
/// start), where the parser's state starts afresh, as a header opens a block whatever came
/// before it.
struct FilePiece: Sendable, Hashable {
    /// The piece's bytes in the file; it ends where the next piece's header line starts.
    var bytes: Range<Int>
    /// The 1-based number of its first line.
    var firstLine: Int
}

extension Span where Element == UInt8 {
    /// The file cut at header lines into at most `count` pieces of about equal size, in order,
    /// so that one large file parses on several cores: one piece when there is no header line to
    /// cut at.
    func pieces(_ count: Int) -> [FilePiece] {
        var starts = [0]
        if count > 1 {
            let size = self.count / count
            for piece in 1..<count {
                guard let start = headerLineStart(from: Swift.max(piece * size, starts[starts.count - 1] + 1)) else { break }
                if start > starts[starts.count - 1] { starts.append(start) }
            }
        }
        var pieces: [FilePiece] = []
        var line = 1
        var counted = 0
        withUnsafeBufferPointer { buffer in
            for (index, start) in starts.enumerated() {
                // Line breaks as the parser counts them: LF, CR LF, or a lone CR.
                while counted < start {
                    let byte = buffer[counted]
                    if byte == 0x0A || (byte == 0x0D && (counted + 1 == buffer.count || buffer[counted + 1] != 0x0A)) { line += 1 }
                    counted += 1
                }
                let end = index + 1 < starts.count ? starts[index + 1] : buffer.count
                pieces.append(FilePiece(bytes: start..<end, firstLine: line))
            }
        }
        return pieces
    }

    /// The first line at or after `offset` that is a header, by where it starts.
    private func headerLineStart(from offset: Int) -> Int? {
        var start = offset
        while start < count {
            // A line starts after LF, or after a CR that no LF follows.
            let previous = self[start - 1]
            guard previous == 0x0A || (previous == 0x0D && self[start] != 0x0A) else {
                start += 1
                continue
            }
            var end = start
            while end < count, self[end] != 0x0A, self[end] != 0x0D { end += 1 }
            if isHeader(trimmed(start..<end)) { return start }
            start = end + 1
        }
        return nil
    }

    /// Whether a line's trimmed content is a header: `[` … `]`.
    func isHeader(_ content: Range<Int>) -> Bool {
        content.count >= 2 && self[content.lowerBound] == UInt8(ascii: "[") && self[content.upperBound - 1] == UInt8(ascii: "]")
    }
}
