extension FlowFormatter {
    /// A file's lines, numbered as the parser numbers them, each with what the syntax tree says it
    /// is and its canonical text.
    struct Lines {
        /// What a line is.
        enum Kind: Equatable {
            /// Empty, or only blanks.
            case blank
            /// A `//` line.
            case comment
            /// A block's header.
            case header(block: Int)
            /// A directive of a block: `tree.blocks[block].directives[index]`.
            case directive(block: Int, index: Int)
            /// Any other line the parser read into the tree: what the user sees, a separator, an
            /// action's text, a transition.
            case node
            /// A line the parser rejected or skipped; its block is kept as written.
            case unknown
        }

        /// The file's bytes.
        let bytes: [UInt8]
        /// Each line's bytes, without its line break; element 0 is line 1.
        private(set) var ranges: [Range<Int>] = []
        /// What each line is.
        private(set) var kinds: [Kind] = []
        /// The canonical text of each line that is not `.blank` or `.unknown`.
        private(set) var texts: [String] = []
        /// The line break the output uses: the file's first one, `\r\n` or `\n` (a lone `\r`
        /// becomes `\n`).
        private(set) var lineBreak = "\n"
        /// Whether the file starts with a UTF-8 byte order mark, which the output keeps.
        private(set) var hasByteOrderMark = false

        /// Reads the lines of `bytes`, whose tree is `tree`.
        init(bytes: [UInt8], tree: SyntaxTree) {
            self.bytes = bytes
            split()
            let span = bytes.span
            kinds = ranges.map { span.trimmed($0).isEmpty ? .blank : .unknown }
            texts = Array(repeating: "", count: ranges.count)
            for comment in tree.comments {
                let line = comment.start.line
                guard ranges.indices.contains(line - 1) else { continue }
                set(line, .comment, String(decoding: bytes[span.trimmed(ranges[line - 1])], as: UTF8.self))
            }
            for (index, block) in tree.blocks.enumerated() {
                set(block.header.range.start.line, .header(block: index), FlowFormatter.header(block.header))
                for see in block.sees { set(see.range.start.line, .node, see.text) }
                for (directiveIndex, directive) in block.directives.enumerated() {
                    set(directive.range.start.line, .directive(block: index, index: directiveIndex), FlowFormatter.directive(directive))
                }
                if let separator = block.separator { set(separator.start.line, .node, "--") }
                for action in block.actions {
                    for line in action.text { set(line.range.start.line, .node, line.text) }
                    for transition in action.transitions {
                        set(transition.range.start.line, .node, FlowFormatter.transition(transition))
                    }
                }
            }
        }

        /// How many lines the file has.
        var count: Int { ranges.count }

        /// What line `line` (1-based) is.
        func kind(_ line: Int) -> Kind { kinds[line - 1] }

        /// The canonical text of line `line`.
        func text(_ line: Int) -> String { texts[line - 1] }

        /// Line `line` as written, without its line break.
        func written(_ line: Int) -> String { String(decoding: bytes[ranges[line - 1]], as: UTF8.self) }

        /// Whether line `line` is neither blank nor a comment.
        func isContent(_ line: Int) -> Bool {
            switch kinds[line - 1] {
            case .blank, .comment: false
            default: true
            }
        }

        /// Splits the bytes into lines as the parser does: at a line feed, a carriage return, or
        /// both, after a byte order mark.
        private mutating func split() {
            let count = bytes.count
            var start = 0
            if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                start = 3
                hasByteOrderMark = true
            }
            var isFirstBreak = true
            while start < count {
                var end = start
                while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                ranges.append(start..<end)
                guard end < count else { break }
                start = end + 1
                let isCRLF = bytes[end] == 0x0D && start < count && bytes[start] == 0x0A
                if isCRLF { start += 1 }
                if isFirstBreak {
                    lineBreak = isCRLF ? "\r\n" : "\n"
                    isFirstBreak = false
                }
            }
        }

        /// Records what line `line` is; a line claimed twice (which the parser never does) is kept
        /// as written.
        private mutating func set(_ line: Int, _ kind: Kind, _ text: String) {
            guard kinds.indices.contains(line - 1) else { return }
            guard kinds[line - 1] == .unknown else {
                kinds[line - 1] = .unknown
                return
            }
            kinds[line - 1] = kind
            texts[line - 1] = text
        }
    }
}
