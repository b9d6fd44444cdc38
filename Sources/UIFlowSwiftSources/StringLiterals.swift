import SwiftSyntax

/// The plain string literals of a function's body (``CodeFunction/strings``), bounded in number
/// and length: the words a hand-written link handler compares a URL's parts with.
final class StringLiterals: SyntaxVisitor {
    static let maximumCount = 128
    static let maximumLength = 128

    private(set) var texts: [String] = []

    /// The literals of `node`.
    static func of(_ node: some SyntaxProtocol) -> [String] {
        let visitor = StringLiterals(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.texts
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard texts.count < Self.maximumCount, node.segments.count == 1,
            let text = node.segments.first?.as(StringSegmentSyntax.self)?.content.text, !text.isEmpty, text.utf8.count <= Self.maximumLength
        else { return .skipChildren }
        texts.append(text)
        return .skipChildren
    }
}
