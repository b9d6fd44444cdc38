extension FlowFormatter {
    /// What formatting a file gives: the text to write, and what was left as written.
    public struct Result: Sendable, Hashable {
        /// The formatted text; the input as it was when ``refusal`` is set.
        public var text: String
        /// Whether ``text`` differs from the input: a file that is not changed need not be written.
        public var isChanged: Bool
        /// The lines of the input (1-based, inclusive) left as written because they hold syntax
        /// errors: each a block from its header to its last line that is neither blank nor a
        /// comment, or text before the first block. The rest of the file is formatted.
        public var keptLines: [ClosedRange<Int>]
        /// Why the whole file was left as it was; `nil` when it was formatted.
        public var refusal: Refusal?

        /// Creates a result.
        public init(text: String, isChanged: Bool, keptLines: [ClosedRange<Int>] = [], refusal: Refusal? = nil) {
            self.text = text
            self.isChanged = isChanged
            self.keptLines = keptLines
            self.refusal = refusal
        }
    }

    /// Why a file was left as it was.
    public enum Refusal: String, Sendable, Hashable, CaseIterable {
        /// The file is not UTF-8 text, or holds NUL bytes: writing it again would replace bytes.
        case notText
        /// The file has more problems than the parser reports, so the blocks with errors are not
        /// all known.
        case tooManyProblems
        /// The formatted text, parsed again, would not give the same flow. This is a bug of the
        /// formatter, which the file, reported, would help fix.
        case meaningWouldChange

        /// Why, for a person: `left as it was: …`.
        public var reason: String {
            switch self {
            case .notText: "it is not UTF-8 text (or it holds NUL bytes)"
            case .tooManyProblems: "it has too many syntax errors"
            case .meaningWouldChange:
                "formatting it would change the flow it describes, which is a bug in uiflow format; please report it with the file"
            }
        }
    }
}
