/// A place in a document as an editor counts it: a 0-based line and a 0-based offset in UTF-16
/// code units, as the Language Server Protocol does. ``EditorLines`` converts it to and from the
/// project's ``SourcePosition``.
public struct EditorPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 0-based line.
    public var line: Int
    /// The 0-based offset in the line, in UTF-16 code units.
    public var character: Int

    /// Creates a position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public var description: String { "\(line):\(character)" }

    public static func < (lhs: EditorPosition, rhs: EditorPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}
