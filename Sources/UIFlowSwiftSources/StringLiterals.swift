import SwiftSyntax
import UIFlowKit

/// The plain string literals of a function's body (``CodeFunction/strings``), bounded in number
/// and length: the words a hand-written link handler compares a URL's parts with; and the
/// identifiers it asks storyboards for (``StoryboardRequest``).
final class StringLiterals: SyntaxVisitor {
    static let maximumCount = 128
    static let maximumLength = 128

    private(set) var texts: [String] = []
    private(set) var requests: [(kind: StoryboardRequest.Kind, identifier: String, node: Syntax)] = []

    /// The literals of `node`.
    static func of(_ node: some SyntaxProtocol) -> [String] {
        read(node).texts
    }

    /// The literals of `node`, and its storyboard requests.
    static func read(_ node: some SyntaxProtocol) -> StringLiterals {
        let visitor = StringLiterals(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let name, name == "performSegue" || name == "instantiateViewController", let first = node.arguments.first,
            first.label?.text == "withIdentifier", let literal = first.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let identifier = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, requests.count < Self.maximumCount
        {
            requests.append((name == "performSegue" ? .segue : .scene, identifier, Syntax(first.expression)))
        }
        // `UIStoryboard(name: "Downloads", bundle: nil)`, `UIStoryboard.init(name: …)`.
        let isStoryboard = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard"
            || node.calledExpression.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == "init" && $0.base?.sourceText == "UIStoryboard" } == true
        if isStoryboard, let first = node.arguments.first, first.label?.text == "name", let literal = first.expression.as(StringLiteralExprSyntax.self),
            literal.segments.count == 1, let storyboard = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
            requests.count < Self.maximumCount
        {
            requests.append((.storyboard, storyboard, Syntax(first.expression)))
        }
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard texts.count < Self.maximumCount, node.segments.count == 1,
            let text = node.segments.first?.as(StringSegmentSyntax.self)?.content.text, !text.isEmpty, text.utf8.count <= Self.maximumLength
        else { return .skipChildren }
        texts.append(text)
        return .skipChildren
    }
}
