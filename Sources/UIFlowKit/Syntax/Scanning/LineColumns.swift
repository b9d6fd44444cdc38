/// The reading of one line: where it ends, whether its bytes are text, and each byte's column.
///
/// One pass over the line does all three. A line of Japanese asks for dozens of positions (a
/// transition's range, target, label and arguments, each with a start and an end): counted on
/// from the last position each time, and the line's end and its encoding found in two more passes,
/// they cost a quarter of the parse (docs/performance.md, "Measured choices").
struct LineColumns {
    /// The longest line counted into the table. A longer one (a list of 100,000 parameters) is
    /// counted on from the last position asked for, so that its many ranges cost one pass over it.
    static let tableLimit = 4_096

    /// Each byte's column and the line end's (the first `length + 1`), when ``hasTable``.
    private var table = [Int32](repeating: 0, count: tableLimit + 1)
    private var hasTable = false
    /// Whether the line is ASCII: a column is then the distance from its start, plus one.
    private var isASCII = false
    private var start = 0
    private var length = 0
    private var cache = (offset: 0, column: 1)

    /// Reads the line of `bytes` that starts at `start`, up to the next line feed or carriage
    /// return or the end: returns where it ends, and its first NUL byte or invalid UTF-8 sequence.
    mutating func read(_ bytes: Span<UInt8>, from start: Int) -> (end: Int, problem: (UTF8Validation.Problem, offset: Int)?) {
        self.start = start
        cache = (start, 1)
        let (end, problem, endColumn) = bytes.withUnsafeBufferPointer { buffer in
            table.withUnsafeMutableBufferPointer { table in
                Self.read(buffer, from: start, columns: table)
            }
        }
        length = end - start
        hasTable = problem == nil && length <= Self.tableLimit
        if hasTable { table[length] = Int32(truncatingIfNeeded: endColumn) }
        isASCII = problem == nil && endColumn - 1 == length
        return (end, problem)
    }

    /// The column of `offset`, a byte of the line or its end.
    mutating func column(_ bytes: Span<UInt8>, at offset: Int) -> Int {
        let distance = offset - start
        if isASCII { return distance + 1 }
        if hasTable, distance >= 0, distance <= length { return Int(table[distance]) }
        if offset < cache.offset { cache = (start, 1) }
        let column = cache.column + bytes.scalarCount(from: cache.offset, to: offset)
        cache = (offset, column)
        return column
    }

    /// Reads the line of `buffer` from `start`, writing each byte's column to `columns` while they
    /// fit; returns the line's end, its first problem, and the column past its last byte (when it
    /// has no problem). Offsets and columns stay far below 2^31, as inputs are limited in size: the
    /// arithmetic wraps rather than checks.
    private static func read(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, columns: UnsafeMutableBufferPointer<Int32>
    ) -> (end: Int, problem: (UTF8Validation.Problem, offset: Int)?, endColumn: Int) {
        guard let base = buffer.baseAddress, let table = columns.baseAddress, start >= 0, start < buffer.count else {
            return (start, nil, 1)
        }
        let raw = UnsafeRawPointer(base)
        let end = buffer.count
        let tableEnd = start &+ Swift.min(columns.count &- 1, end &- start)
        var index = start
        var column: Int32 = 1
        while index < end {
            let byte = base[index]
            if byte < 0x80 {
                if byte == 0x0A || byte == 0x0D { return (index, nil, Int(column)) }
                if byte == 0 { return (lineEnd(buffer, from: index), (.nul, index), 0) }
                if index < tableEnd { table[index &- start] = column }
                index &+= 1
                column &+= 1
                // After an ASCII byte, the run it may start is taken eight bytes at a time, up to
                // a control character (a line break, NUL or tab) or a byte of 0x80 or more.
                while index &+ 8 <= end {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let hasControl = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 != 0
                    guard word & 0x8080_8080_8080_8080 == 0, !hasControl else { break }
                    if index &+ 8 <= tableEnd {
                        UnsafeMutableRawPointer(table + (index &- start)).storeBytes(
                            of: SIMD8<Int32>(repeating: column) &+ SIMD8(0, 1, 2, 3, 4, 5, 6, 7), as: SIMD8<Int32>.self)
                    }
                    index &+= 8
                    column &+= 8
                }
                continue
            }
            // Most of a line of Japanese is three-byte sequences with a lead of E1–EC or EE–EF,
            // which need no more than two continuation bytes.
            let sequence: Int
            if byte >= 0xE1, byte != 0xED, byte <= 0xEF, index &+ 3 <= end,
                base[index &+ 1] & 0xC0 == 0x80, base[index &+ 2] & 0xC0 == 0x80
            {
                sequence = 3
            } else {
                sequence = UTF8Validation.sequenceLength(buffer, at: index, end: end)
                guard sequence > 0 else { return (lineEnd(buffer, from: index), (.invalid, index), 0) }
            }
            if index &+ sequence <= tableEnd {
                let at = table + (index &- start)
                at[0] = column
                at[1] = column &+ 1
                if sequence > 2 { at[2] = column &+ 1 }
                if sequence > 3 { at[3] = column &+ 1 }
            }
            index &+= sequence
            column &+= 1
        }
        return (end, nil, Int(column))
    }

    /// The end of the line that `index` is in.
    private static func lineEnd(_ buffer: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < buffer.count, buffer[index] != 0x0A, buffer[index] != 0x0D { index += 1 }
        return index
    }
}
