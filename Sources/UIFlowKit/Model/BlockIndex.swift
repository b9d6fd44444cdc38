/// Finds the screen block a place lies in: a block runs from its header's line up to, not
/// including, its ``Screen/endLine``. Built once per flow; each lookup is a binary search over the
/// blocks of one file. Public for `uiflow preview`, which names each finding's screen.
public struct BlockIndex: Sendable {
    private var blocks: [String: [(start: Int, end: Int, screen: Int)]] = [:]

    /// Indexes the blocks of `flow`'s screens, or of those for which `include` holds.
    public init(flow: Flow, including include: (borrowing Screen) -> Bool = { _ in true }) {
        // Fields are read in place: copying each screen out would retain everything it holds.
        let screens = flow.screens
        for index in screens.indices where include(screens[index]) {
            let location = screens[index].location
            blocks[location.file, default: []].append((location.line, screens[index].endLine, index))
        }
        for file in blocks.keys {
            blocks[file]?.sort { $0.start < $1.start }
        }
    }

    /// The index in `flow.screens` of the screen whose block holds `location`, if any.
    public func screen(containing location: SourceLocation) -> Int? {
        guard let list = blocks[location.file] else { return nil }
        // The last block starting at or before the line.
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].start <= location.line { low = middle + 1 } else { high = middle }
        }
        guard low > 0, location.line < list[low - 1].end else { return nil }
        return list[low - 1].screen
    }
}
