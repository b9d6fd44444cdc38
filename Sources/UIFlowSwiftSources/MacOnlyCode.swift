import SwiftSyntax

/// Code that runs only on a Mac: a Mac Catalyst or "designed for iPad" branch
/// (`if ProcessInfo.processInfo.isiOSAppOnMac`, an app's own `Current.isCatalyst`,
/// `userInterfaceIdiom == .mac`) or an `#if os(macOS)` / `#if targetEnvironment(macCatalyst)`
/// clause. A flow is the iPhone and iPad app's, so the reader leaves such code out, as it leaves out
/// debug-only code.
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

    /// Whether an `#if` or `#elseif` clause builds only for a Mac: `os(macOS)`,
    /// `targetEnvironment(macCatalyst)`, alone or joined to others with `&&`.
    static func isMacOnly(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let condition = clause.condition else { return false }
        let text = condition.trimmedDescription.filter { !$0.isWhitespace }
        guard !text.contains("||") else { return false }
        return text.split(separator: "&").contains { $0 == "os(macOS)" || $0 == "targetEnvironment(macCatalyst)" }
    }
}
