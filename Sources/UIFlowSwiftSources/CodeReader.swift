import SwiftSyntax
import UIFlowKit

/// Reads statements and expressions of Swift into UIFlowKit's ``CodeStatement`` and
/// ``CodeExpression``: what the navigation analysis follows, nothing more. Recursion follows the
/// syntax tree, whose depth ``NestingCheck`` bounds before a file is parsed.
struct CodeReader {
    let locator: SourceLocator

    // MARK: Statements

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
                // A nested function: its code may run from here.
                result += statements(body.statements)
            } else if let config = declaration.as(IfConfigDeclSyntax.self) {
                // `#if`: every clause's statements, whichever platform or configuration builds.
                for clause in config.clauses {
                    if case .statements(let items) = clause.elements { result += statements(items) }
                }
            }
        case .stmt(let statement):
            result += self.statement(statement)
        case .expr(let expression):
            result.append(evaluate(expression))
        }
    }

    private func bind(_ binding: PatternBindingSyntax) -> [CodeStatement] {
        let type = binding.typeAnnotation.map { DeclarationVisitor.collapsed($0.type.trimmedDescription) }
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

    private func statement(_ statement: StmtSyntax) -> [CodeStatement] {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return [evaluate(expression.expression)]
        }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return returned.expression.map { [.return(expression($0))] } ?? []
        }
        if let guarded = statement.as(GuardStmtSyntax.self) {
            return conditions(guarded.conditions) + statements(guarded.body.statements)
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
    private func conditions(_ list: ConditionElementListSyntax) -> [CodeStatement] {
        var result: [CodeStatement] = []
        for element in list {
            switch element.condition {
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                let value = binding.initializer.map { expression($0.value) } ?? name.map { CodeExpression.name($0) }
                if let name { result.append(.bind(name, value, type: binding.typeAnnotation.map { $0.type.trimmedDescription })) }
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
    private func evaluate(_ syntax: ExprSyntax) -> CodeStatement {
        if let sequence = syntax.as(SequenceExprSyntax.self), let (target, value) = assignment(sequence) {
            return .assign(expression(target), expression(value), locator.range(sequence))
        }
        if let ifExpression = syntax.as(IfExprSyntax.self) {
            return ifBranch(ifExpression)
        }
        if let switchExpression = syntax.as(SwitchExprSyntax.self) {
            return switchBranch(switchExpression)
        }
        return .evaluate(expression(syntax))
    }

    /// `a = b` (`a += b` is no assignment of a new value).
    private func assignment(_ sequence: SequenceExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2])
    }

    private func ifBranch(_ node: IfExprSyntax) -> CodeStatement {
        var subject: CodeExpression?
        var enumCases: [String] = []
        var bindings: [String] = []
        var before: [CodeStatement] = []
        for element in node.conditions {
            if case .matchingPattern(let pattern) = element.condition {
                subject = expression(pattern.initializer.value)
                (enumCases, bindings) = Self.patternCases(Syntax(pattern.pattern))
            } else {
                before += conditions([element])
            }
        }
        var cases = [CodeCase(enumCases: enumCases, bindings: bindings, body: before + statements(node.body.statements))]
        switch node.elseBody {
        case .ifExpr(let next): cases.append(CodeCase(body: [ifBranch(next)]))
        case .codeBlock(let block): cases.append(CodeCase(body: statements(block.statements)))
        case nil: cases.append(CodeCase(body: []))
        }
        return .branch(subject: subject, cases: cases)
    }

    private func switchBranch(_ node: SwitchExprSyntax) -> CodeStatement {
        var cases: [CodeCase] = []
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else {
                if case .ifConfigDecl(let config) = element {
                    // `#if` around cases: every clause's cases.
                    for clause in config.clauses {
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

    // MARK: Expressions

    func expression(_ syntax: ExprSyntax) -> CodeExpression {
        if let reference = syntax.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return .name(name.hasPrefix("$") ? String(name.dropFirst()) : name)
        }
        if let member = syntax.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return .implicitMember(name) }
            if name == "self", let type = Self.typeName(base) { return .metatype(type) }
            return .member(expression(base), name)
        }
        if let call = syntax.as(FunctionCallExprSyntax.self) {
            var arguments = call.arguments.map { CodeArgument(label: $0.label?.text, value: expression($0.expression)) }
            if let closure = call.trailingClosure { arguments.append(CodeArgument(label: nil, value: self.closure(closure))) }
            for extra in call.additionalTrailingClosures {
                arguments.append(CodeArgument(label: extra.label.text, value: self.closure(extra.closure)))
            }
            return .call(expression(call.calledExpression), arguments, locator.range(call))
        }
        if let subscriptCall = syntax.as(SubscriptCallExprSyntax.self) {
            return .member(expression(subscriptCall.calledExpression), "[]")
        }
        if let closure = syntax.as(ClosureExprSyntax.self) {
            return self.closure(closure)
        }
        if let generic = syntax.as(GenericSpecializationExprSyntax.self) {
            return expression(generic.expression)
        }
        if let chained = syntax.as(OptionalChainingExprSyntax.self) { return expression(chained.expression) }
        if let postfix = syntax.as(PostfixIfConfigExprSyntax.self) {
            // `view\n#if os(iOS)\n.modifier()\n#endif`: the view.
            return postfix.base.map { expression($0) } ?? .unknown
        }
        if let unwrapped = syntax.as(ForceUnwrapExprSyntax.self) { return expression(unwrapped.expression) }
        if let tried = syntax.as(TryExprSyntax.self) { return expression(tried.expression) }
        if let awaited = syntax.as(AwaitExprSyntax.self) { return expression(awaited.expression) }
        if let cast = syntax.as(AsExprSyntax.self) {
            return .cast(expression(cast.expression), DeclarationVisitor.baseName(cast.type.trimmedDescription))
        }
        if let tuple = syntax.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first { return expression(only.expression) }
            return .array(tuple.elements.map { expression($0.expression) })
        }
        if let array = syntax.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { expression($0.expression) })
        }
        if let dictionary = syntax.as(DictionaryExprSyntax.self) {
            if case .elements(let elements) = dictionary.content { return .array(elements.map { expression($0.value) }) }
            return .array([])
        }
        if let ternary = syntax.as(TernaryExprSyntax.self) {
            return .choice([expression(ternary.thenExpression), expression(ternary.elseExpression)])
        }
        if let sequence = syntax.as(SequenceExprSyntax.self) {
            return self.sequence(sequence)
        }
        if let ifExpression = syntax.as(IfExprSyntax.self) {
            return .choice(Self.values(of: ifBranch(ifExpression)))
        }
        if let switchExpression = syntax.as(SwitchExprSyntax.self) {
            return .choice(Self.values(of: switchBranch(switchExpression)))
        }
        if let keyPath = syntax.as(KeyPathExprSyntax.self) {
            if let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self) {
                return .keyPath(last.declName.baseName.text)
            }
            return .unknown
        }
        if let typeExpression = syntax.as(TypeExprSyntax.self) {
            return .name(DeclarationVisitor.baseName(typeExpression.type.trimmedDescription))
        }
        return .unknown
    }

    /// `a ?? b` is either; `a as! T` inside a sequence is the cast; other operators give nothing.
    private func sequence(_ sequence: SequenceExprSyntax) -> CodeExpression {
        let elements = Array(sequence.elements)
        if elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self), operation.operator.text == "??" {
            return .choice([expression(elements[0]), expression(elements[2])])
        }
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
            return .cast(expression(elements[0]), DeclarationVisitor.baseName(type.type.trimmedDescription))
        }
        if elements.count == 5, elements[1].is(UnresolvedTernaryExprSyntax.self) {
            return .choice([expression(elements[2]), expression(elements[4])])
        }
        // Calls inside operands still run (`a + present(…)` is rare, `!navigate()` is not).
        let calls = elements.map { expression($0) }.filter { if case .call = $0 { true } else { false } }
        return calls.isEmpty ? .unknown : .choice(calls)
    }

    private func closure(_ closure: ClosureExprSyntax) -> CodeExpression {
        var parameters: [String] = []
        if let signature = closure.signature, let clause = signature.parameterClause {
            switch clause {
            case .simpleInput(let names): parameters = names.map(\.name.text)
            case .parameterClause(let list): parameters = list.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        } else {
            // `$0`, `$1`…, read as the names `0`, `1`… (a name's `$` is dropped).
            parameters = ["0", "1", "2"]
        }
        return .closure(parameters: parameters, body: body(closure.statements))
    }

    /// The values a branch gives, as an expression.
    private static func values(of branch: CodeStatement) -> [CodeExpression] {
        guard case .branch(_, let cases) = branch else { return [] }
        return cases.compactMap { $0.body.last }.compactMap { statement in
            if case .return(let value) = statement { return value }
            if case .evaluate(let value) = statement { return value }
            return nil
        }
    }

    /// `Foo` or `Module.Foo` as written before `.self`.
    private static func typeName(_ base: ExprSyntax) -> String? {
        let text = DeclarationVisitor.baseName(base.trimmedDescription)
        return text.first?.isUppercase == true ? text : nil
    }
}

extension TokenKind {
    /// Whether the token names something (`x`, `$x`).
    var isIdentifier: Bool {
        switch self {
        case .identifier, .dollarIdentifier: true
        default: false
        }
    }
}
