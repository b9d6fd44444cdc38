/// One flow file as it is written: its blocks, each line in its place, every node with its source
/// range, and what the parser rejected or warned about. ``ParsedFile`` builds the model from it.
///
/// ```swift
/// let tree = SyntaxTree(parsing: SourceFile(path: "app.uiflow", text: "[Home]\n--\nTap\n==> Detail\n"))
/// tree.blocks[0].header.name.text                 // "Home"
/// tree.blocks[0].actions[0].transitions[0].target // "Detail", with its range
/// ```
///
/// Parsing never throws or traps: bad input becomes ``diagnostics``, and parsing goes on with the
/// next line, so that one pass reports every error of the file.
public struct SyntaxTree: Sendable, Hashable {
    /// The file's path as given.
    public var path: String
    /// The blocks, in file order, including those whose header has no usable name (their name is
    /// empty and their lines are not read).
    public var blocks: [BlockSyntax]
    /// The `//` comment lines.
    public var comments: [SourceRange]
    /// Everything the parser rejected or warned about, in file order.
    public var diagnostics: [Diagnostic]

    /// The most diagnostics one file reports; past it, one last error says so. Keeps the output of
    /// a binary or generated file readable and bounded.
    static let diagnosticLimit = 1000

    /// Creates a tree.
    public init(path: String, blocks: [BlockSyntax], comments: [SourceRange] = [], diagnostics: [Diagnostic] = []) {
        self.path = path
        self.blocks = blocks
        self.comments = comments
        self.diagnostics = diagnostics
    }

    /// Parses one file.
    public init(parsing source: SourceFile) {
        var parser = Parser(path: source.path, sink: Gatherer())
        parser.parse(source.bytes.span)
        self.init(
            path: source.path, blocks: parser.sink.blocks, comments: parser.sink.comments, diagnostics: parser.diagnostics)
    }

    /// Gathers the parser's nodes into blocks.
    private struct Gatherer: SyntaxSink {
        var blocks: [BlockSyntax] = []
        var comments: [SourceRange] = []

        mutating func startBlock(_ header: HeaderSyntax) {
            blocks.append(BlockSyntax(header: header, endLine: 0))
        }

        mutating func addSee(_ line: SyntaxText) {
            blocks[blocks.count - 1].sees.append(line)
        }

        mutating func setSeparator(_ range: SourceRange) {
            blocks[blocks.count - 1].separator = range
        }

        mutating func addActionText(_ line: SyntaxText, startsAction: Bool) {
            let block = blocks.count - 1
            if startsAction {
                blocks[block].actions.append(ActionSyntax(range: line.range, text: [line]))
            } else {
                blocks[block].actions[blocks[block].actions.count - 1].text.append(line)
                blocks[block].actions[blocks[block].actions.count - 1].range.end = line.range.end
            }
        }

        mutating func addTransition(_ transition: TransitionSyntax, startsAction: Bool) {
            let block = blocks.count - 1
            if startsAction {
                blocks[block].actions.append(ActionSyntax(range: transition.range, text: [], transitions: [transition]))
            } else {
                blocks[block].actions[blocks[block].actions.count - 1].transitions.append(transition)
                blocks[block].actions[blocks[block].actions.count - 1].range.end = transition.range.end
            }
        }

        mutating func addDirective(_ directive: DirectiveSyntax) {
            blocks[blocks.count - 1].directives.append(directive)
        }

        mutating func endBlock(nextLine: Int) {
            blocks[blocks.count - 1].endLine = nextLine
        }

        mutating func addComment(_ range: SourceRange) {
            comments.append(range)
        }
    }
}
