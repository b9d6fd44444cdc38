/// A span of a document as an editor counts it: from `start` up to, not including, `end`.
public struct EditorRange: Sendable, Hashable {
    /// The first position.
    public var start: EditorPosition
    /// The position after the last.
    public var end: EditorPosition

    /// Creates a range; its ends are put in order.
    public init(start: EditorPosition, end: EditorPosition) {
        self.start = min(start, end)
        self.end = max(start, end)
    }
}
