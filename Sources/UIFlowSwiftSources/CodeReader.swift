import SwiftSyntax
import UIFlowKit

/// Reads statements and expressions of Swift into UIFlowKit's ``CodeStatement`` and
/// ``CodeExpression``: what the navigation analysis follows, nothing more. Recursion follows the
/// syntax tree, whose depth ``NestingCheck`` bounds before a file is parsed.
struct CodeReader {
    let locator: SourceLocator

    func statements(_ items: CodeBlockItemListSyntax) -> [CodeStatement] {
        var result: [CodeStatement] = []
        for item in items { append(item.item, to: &result) }
        return result
    }

    /// The statements of a body that may be a single expression (`var body: some View { VStack { … } }`):
    /// its value is returned.
    func body(_ items: CodeBlockItemListSyntax) -> [CodeStatement] {
        if items.count == 1, let only = items.first, case .expr(let expression) = only.item {
            if let sequence = expression.as(SequenceExprSyntax.self), assignment(sequence) != nil {
                return statements(items)
            }
            // A `switch` or `if` that is the body's value keeps its cases apart (each case's value
            // is returned from it), so that a case can be chosen.
            if expression.is(SwitchExprSyntax.self) || expression.is(IfExprSyntax.self) {
                return statements(items)
            }
            return [.return(self.expression(expression))]
        }
        return statements(items)
    }

    private func append(_ item: CodeBlockItemSyntax.Item, to result: inout [CodeStatement]) {
        switch item {
        case .decl(let declaration):
            if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings { result += bind(binding) }
            } else if let function = declaration.as(FunctionDeclSyntax.self), let body = function.body {
                // A nested function: a local closure. Its code may run from here, and a call of it
                // gives what it returns (not what the function it is nested in returns).
                let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                result.append(.bind(function.name.text, .closure(parameters: parameters, body: self.body(body.statements)), type: nil))
            } else if let config = declaration.as(IfConfigDeclSyntax.self) {
                // `#if`: every clause's statements, whichever platform or configuration builds,
                // except debug-only code, which the app's users never run, and Mac-only code.
                for clause in config.clauses where !Self.isDebugOnly(clause) && !MacOnlyCode.isOtherPlatform(clause) {
                    if case .statements(let items) = clause.elements { result += statements(items) }
                }
            }
        case .stmt(let statement):
            result += self.statement(statement)
        case .expr(let expression):
            result.append(evaluate(expression))
        }
    }

    func bind(_ binding: PatternBindingSyntax) -> [CodeStatement] {
        let type = binding.typeAnnotation.map { DeclarationVisitor.collapsed($0.type.sourceText) }
        let value = binding.initializer.map { expression($0.value) }
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return [.bind(name, value, type: type)]
        }
        // `let (a, b) = …`: names without values.
        var names: [CodeStatement] = []
        for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
            names.append(.bind(token.text, nil, type: nil))
        }
        if let value { names.append(.evaluate(value)) }
        return names
    }

    func statement(_ statement: StmtSyntax) -> [CodeStatement] {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return [evaluate(expression.expression)]
        }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return returned.expression.map { [.return(expression($0))] } ?? []
        }
        if let guarded = statement.as(GuardStmtSyntax.self) {
            let unwrapped = guarded.conditions.compactMap { Self.unwrapped($0.condition) }
            return conditions(guarded.conditions) + statements(guarded.body.statements) + (unwrapped.isEmpty ? [] : [.unwrap(unwrapped)])
        }
        if let loop = statement.as(ForStmtSyntax.self) {
            var result: [CodeStatement] = [.evaluate(expression(loop.sequence))]
            for token in loop.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
                result.append(.bind(token.text, nil, type: nil))
            }
            return result + statements(loop.body.statements)
        }
        if let loop = statement.as(WhileStmtSyntax.self) {
            return conditions(loop.conditions) + statements(loop.body.statements)
        }
        if let loop = statement.as(RepeatStmtSyntax.self) {
            return statements(loop.body.statements) + [.evaluate(expression(loop.condition))]
        }
        if let block = statement.as(DoStmtSyntax.self) {
            return statements(block.body.statements) + block.catchClauses.flatMap { statements($0.body.statements) }
        }
        if let deferred = statement.as(DeferStmtSyntax.self) {
            return statements(deferred.body.statements)
        }
        if let thrown = statement.as(ThrowStmtSyntax.self) {
            return [evaluate(thrown.expression)]
        }
        return []
    }

    /// `if let x = e`, `case .a = e`, and plain conditions, as statements before the body.
    func conditions(_ list: ConditionElementListSyntax) -> [CodeStatement] {
        var result: [CodeStatement] = []
        for element in list {
            switch element.condition {
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                let value = binding.initializer.map { expression($0.value) } ?? name.map { CodeExpression.name($0) }
                if let name { result.append(.bind(name, value, type: binding.typeAnnotation.map { $0.type.sourceText })) }
            case .matchingPattern(let pattern):
                result.append(.evaluate(expression(pattern.initializer.value)))
            case .expression(let condition):
                result.append(evaluate(condition))
            default:
                break
            }
        }
        return result
    }

    /// An expression statement: an assignment, or an expression evaluated.
    func evaluate(_ syntax: ExprSyntax) -> CodeStatement {
        if let sequence = syntax.as(SequenceExprSyntax.self), let (target, value) = assignment(sequence) {
            return .assign(expression(target), sequenceValue(value), locator.range(sequence))
        }
        if let ifExpression = syntax.as(IfExprSyntax.self) {
            return ifBranch(ifExpression)
        }
        if let switchExpression = syntax.as(SwitchExprSyntax.self) {
            return switchBranch(switchExpression)
        }
        return .evaluate(expression(syntax))
    }

    /// `a = b`, `a = c ? x : y` (`a += b` is no assignment of a new value): the target and the
    /// value's elements.
    func assignment(_ sequence: SequenceExprSyntax) -> (ExprSyntax, [ExprSyntax])? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], Array(elements[2...]))
    }

    func ifBranch(_ node: IfExprSyntax) -> CodeStatement {
        var subject: CodeExpression?
        var enumCases: [String] = []
        var bindings: [String] = []
        var before: [CodeStatement] = []
        // A branch taken only on a Mac (`if ProcessInfo.processInfo.isiOSAppOnMac`), or only off
        // one (`if !…`, whose `else` is the Mac's): the iPhone and iPad app does not run it.
        var macOnly = false
        var elseIsMacOnly = false
        // `if isFocused, …`: the names that must be true (a view shown only for the focused row),
        // or the paths (`if viewModel.showActions`); `!isCompact` of `if !isCompact`, which must be
        // false. The `else` of a lone one requires the opposite.
        var requires: [String] = []
        // `if let info = info`, `if let info`, `if info != nil`: the names that must hold a value.
        var unwraps: [String] = []
        for element in node.conditions {
            if let name = Self.unwrapped(element.condition) { unwraps.append(name) }
            guard case .expression(let condition) = element.condition else { continue }
            if MacOnlyCode.isMacOnly(condition) { macOnly = true }
            if MacOnlyCode.isNotMac(condition), node.conditions.count == 1 { elseIsMacOnly = true }
            if let name = Self.flag(condition) {
                requires.append(name)
            } else if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!", let name = Self.flag(prefix.expression) {
                requires.append("!" + name)
            }
        }
        for element in node.conditions {
            if case .matchingPattern(let pattern) = element.condition {
                subject = expression(pattern.initializer.value)
                (enumCases, bindings) = Self.patternCases(Syntax(pattern.pattern))
            } else {
                // `if place == Keys.podcast`: a case of what `place` is, as in a `switch`.
                if subject == nil, case .expression(let condition) = element.condition, let (compared, name) = Self.equality(condition) {
                    subject = expression(compared)
                    enumCases = [name]
                }
                before += conditions([element])
            }
        }
        var cases = [
            CodeCase(
                enumCases: enumCases, bindings: bindings, requires: requires, unwraps: unwraps,
                body: before + (macOnly ? [] : statements(node.body.statements)))
        ]
        // `if isInSettings { … } else { … }`: the `else` runs where `isInSettings` is false.
        let opposite = node.conditions.count == 1 ? requires.map { $0.hasPrefix("!") ? String($0.dropFirst()) : "!" + $0 } : []
        switch node.elseBody {
        case .ifExpr(let next): cases.append(CodeCase(requires: opposite, body: elseIsMacOnly ? [] : [ifBranch(next)]))
        case .codeBlock(let block): cases.append(CodeCase(requires: opposite, body: elseIsMacOnly ? [] : statements(block.statements)))
        case nil: cases.append(CodeCase(body: []))
        }
        return .branch(subject: subject, cases: cases)
    }

    func switchBranch(_ node: SwitchExprSyntax) -> CodeStatement {
        var cases: [CodeCase] = []
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else {
                if case .ifConfigDecl(let config) = element {
                    // `#if` around cases: every clause's cases.
                    for clause in config.clauses where !Self.isDebugOnly(clause) && !MacOnlyCode.isOtherPlatform(clause) {
                        if case .switchCases(let inner) = clause.elements {
                            for case .switchCase(let item) in inner { cases.append(self.switchCase(item)) }
                        }
                    }
                }
                continue
            }
            cases.append(self.switchCase(switchCase))
        }
        return .branch(subject: expression(node.subject), cases: cases)
    }

    private func switchCase(_ node: SwitchCaseSyntax) -> CodeCase {
        var enumCases: [String] = []
        var bindings: [String] = []
        if case .case(let label) = node.label {
            for item in label.caseItems {
                let (names, bound) = Self.patternCases(Syntax(item.pattern))
                enumCases += names
                bindings += bound
            }
        }
        return CodeCase(enumCases: enumCases, bindings: bindings, body: body(node.statements))
    }

    /// The enum cases a pattern names (`.profile(let id)`, `(_, .presentRoom, _)`, `let .a(x)`)
    /// and the names it binds.
    /// `x == Type.name`, `x == .name` or `Type.name == x`: `x` and `name`.
    static func equality(_ condition: ExprSyntax) -> (ExprSyntax, String)? {
        guard let (left, right) = operands(of: condition, joinedBy: "==") else { return nil }
        if let member = right.as(MemberAccessExprSyntax.self) { return (left, member.declName.baseName.text) }
        if let member = left.as(MemberAccessExprSyntax.self) { return (right, member.declName.baseName.text) }
        return nil
    }

    /// `left op right`, as written (an unfolded sequence of three elements), for the operator `op`.
    static func operands(of condition: ExprSyntax, joinedBy op: String) -> (ExprSyntax, ExprSyntax)? {
        guard let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == op else { return nil }
        return (elements[0], elements[2])
    }

    /// The flag a condition reads: `isFocused`, `self.isFocused` (as `isFocused`), or a property's
    /// path, `viewModel.showActions`.
    static func flag(_ condition: ExprSyntax) -> String? {
        if let name = condition.as(DeclReferenceExprSyntax.self)?.baseName.text { return name }
        guard let member = condition.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return base == "self" ? member.declName.baseName.text : base + "." + member.declName.baseName.text
    }

    /// The name a condition requires to hold a value: `x` of `let x = x`, `let y = x`, `let x`
    /// or `x != nil`.
    static func unwrapped(_ condition: ConditionElementSyntax.Condition) -> String? {
        switch condition {
        case .optionalBinding(let binding):
            guard let value = binding.initializer?.value else {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            return value.as(DeclReferenceExprSyntax.self)?.baseName.text
        case .expression(let expression):
            guard let (left, right) = operands(of: expression, joinedBy: "!="), right.is(NilLiteralExprSyntax.self) else { return nil }
            return left.as(DeclReferenceExprSyntax.self)?.baseName.text
        default:
            return nil
        }
    }

    static func patternCases(_ pattern: Syntax) -> ([String], [String]) {
        var cases: [String] = []
        var bindings: [String] = []
        var pending: [Syntax] = [pattern]
        while let node = pending.popLast() {
            if let member = node.as(MemberAccessExprSyntax.self) {
                cases.append(member.declName.baseName.text)
            } else if let identifier = node.as(IdentifierPatternSyntax.self) {
                bindings.append(identifier.identifier.text)
            } else if let reference = node.as(DeclReferenceExprSyntax.self), node.parent?.is(MemberAccessExprSyntax.self) != true,
                node.parent?.is(PatternExprSyntax.self) == true
            {
                bindings.append(reference.baseName.text)
            }
            pending += node.children(viewMode: .sourceAccurate).reversed()
        }
        return (cases, bindings)
    }

    /// Whether an `#if` clause builds only in debug builds or for the simulator, which no user
    /// runs: `#if DEBUG`, `#elseif DEBUG && os(iOS)`, `#if !RELEASE`, `#if targetEnvironment(simulator)`.
    static func isDebugOnly(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let condition = clause.condition else { return false }
        return condition.sourceText.split(separator: "&").contains { Self.debugOnlyConditions.contains($0.filter { !$0.isWhitespace }) }
    }

    /// The conditions that, required by an `#if` clause (alone or with `&&`), build it only for
    /// developers.
    static let debugOnlyConditions: Set<String> = ["DEBUG", "!RELEASE", "targetEnvironment(simulator)"]
}
