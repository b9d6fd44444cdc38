import SwiftSyntax

/// Code that runs only on a Mac: a Mac Catalyst or "designed for iPad" branch
/// (`if ProcessInfo.processInfo.isiOSAppOnMac`, an app's own `Current.isCatalyst`,
/// `userInterfaceIdiom == .mac`) or an `#if os(macOS)` / `#if targetEnvironment(macCatalyst)`
/// clause; and code another platform builds (`#if os(tvOS)`, the `#else` of `#if os(iOS)`). A flow
/// is the iPhone and iPad app's, so the reader leaves such code out, as it leaves out debug-only code.
enum MacOnlyCode {
    /// Run-time checks, by their last name, that are true only on a Mac.
    static let checks: Set<String> = ["isiOSAppOnMac", "isMacCatalystApp", "isCatalyst", "isMacCatalyst", "isRunningOnMac"]

    /// Whether a condition is true only on a Mac.
    static func isMacOnly(_ condition: ExprSyntax) -> Bool {
        if let member = condition.as(MemberAccessExprSyntax.self) { return checks.contains(member.declName.baseName.text) }
        if let reference = condition.as(DeclReferenceExprSyntax.self) { return checks.contains(reference.baseName.text) }
        if let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            // `UIDevice.current.userInterfaceIdiom == .mac`
            let elements = Array(sequence.elements)
            guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return false }
            let sides = [elements[0], elements[2]].compactMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
            return sides.contains("userInterfaceIdiom") && sides.contains("mac")
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return isMacOnly(inner.expression)
        }
        return false
    }

    /// Whether a condition is false only on a Mac: `!ProcessInfo.processInfo.isiOSAppOnMac`.
    static func isNotMac(_ condition: ExprSyntax) -> Bool {
        guard let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" else { return false }
        return isMacOnly(prefix.expression)
    }

    /// Whether an `#if`, `#elseif` or `#else` clause builds only for another platform than the
    /// iPhone and iPad app: `os(macOS)`, `targetEnvironment(macCatalyst)`, `os(tvOS)`,
    /// `os(watchOS)`, alone or joined to others with `&&`; or the `#else` of `#if os(iOS)` (each
    /// clause before it asks for `os(iOS)`, alone or with `||`).
    static func isOtherPlatform(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let condition = clause.condition else {
            guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
            let before = list.prefix { $0.id != clause.id }
            return !before.isEmpty && before.allSatisfy { other in
                guard let condition = other.condition else { return false }
                let text = condition.sourceText.filter { !$0.isWhitespace }
                return !text.contains("&") && !text.contains("!") && text.split(separator: "|").contains("os(iOS)")
            }
        }
        let text = condition.sourceText.filter { !$0.isWhitespace }
        guard !text.contains("||") else { return false }
        return text.split(separator: "&").contains { otherPlatforms.contains(String($0)) }
    }

    /// The conditions of code built only for another platform.
    static let otherPlatforms: Set<String> = ["os(macOS)", "targetEnvironment(macCatalyst)", "os(tvOS)", "os(watchOS)"]
}
