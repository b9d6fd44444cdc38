import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the trivia before its first token and after its last: what
    /// swift-syntax's `trimmedDescription` gives, read from the tree's bytes instead of from a
    /// copy of the tree made without that trivia (which took about a fifth of the time spent
    /// reading a large app's declarations; docs/performance.md, "Measured choices").
    var sourceText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
