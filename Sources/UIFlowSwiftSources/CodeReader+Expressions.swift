import SwiftSyntax
import UIFlowKit

/// Expressions: names, members, calls with their trailing closures, closures, literals that
/// matter (`true`, `nil`), `#selector`, casts and choices.
extension CodeReader {
    /// An action handed by name (`Button(action: dismiss)`, `.onTapGesture(perform:
    /// showDetails)`, `Button("Close", action: model.close)`): a closure that calls it.
    private func handedAction(_ argument: LabeledExprSyntax) -> CodeExpression? {
        guard let label = argument.label?.text, Self.actionLabels.contains(label) else { return nil }
        let named = argument.expression
        guard named.is(DeclReferenceExprSyntax.self) || named.as(MemberAccessExprSyntax.self)?.base != nil else { return nil }
        return .closure(parameters: [], body: [.evaluate(.call(expression(named), [], locator.range(named)))])
    }

    /// The labels of the arguments that take the action a view runs when the user acts on it.
    static let actionLabels: Set<String> = ["action", "perform"]

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
            var arguments = call.arguments.map { CodeArgument(label: $0.label?.text, value: handedAction($0) ?? expression($0.expression)) }
            if let closure = call.trailingClosure { arguments.append(CodeArgument(label: nil, value: self.closure(closure))) }
            for extra in call.additionalTrailingClosures {
                arguments.append(CodeArgument(label: extra.label.text, value: self.closure(extra.closure)))
            }
            // A method's call is placed at its name (`pushViewController` of `a.b.pushViewController(…)`).
            let range = call.calledExpression.as(MemberAccessExprSyntax.self).map { locator.range(from: $0.declName, to: call) } ?? locator.range(call)
            return .call(expression(call.calledExpression), arguments, range)
        }
        if let subscriptCall = syntax.as(SubscriptCallExprSyntax.self) {
            let base = CodeExpression.member(expression(subscriptCall.calledExpression), "[]")
            // `self[FocusedKey.self]` (an environment value's key): the types it is given are kept.
            let types = subscriptCall.arguments.map { expression($0.expression) }
            if !types.isEmpty, types.allSatisfy({ if case .metatype = $0 { true } else { false } }) {
                return .call(base, types.map { CodeArgument(label: nil, value: $0) }, locator.range(subscriptCall))
            }
            return base
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
            return .cast(expression(cast.expression), DeclarationVisitor.baseName(cast.type.sourceText))
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
            if MacOnlyCode.isMacOnly(ternary.condition) { return expression(ternary.elseExpression) }
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
        if syntax.is(BooleanLiteralExprSyntax.self) || syntax.is(NilLiteralExprSyntax.self) {
            return .name(syntax.sourceText)
        }
        if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector", let first = macro.arguments.first {
            // `#selector(close)`: the method it names, which UIKit calls later; named, not run here.
            // `#selector(Type.close)` names that type's method: `Type.close`.
            let named = expression(first.expression)
            if case .member(.name(let type), let method) = named, type.first?.isUppercase == true { return .keyPath(type + "." + method) }
            return .keyPath(named.calledName ?? "")
        }
        if let typeExpression = syntax.as(TypeExprSyntax.self) {
            return .name(DeclarationVisitor.baseName(typeExpression.type.sourceText))
        }
        return .unknown
    }

    /// `a ?? b` is either; `a as! T` inside a sequence is the cast; `a => b` a state machine's
    /// route; other operators give nothing.
    private func sequence(_ sequence: SequenceExprSyntax) -> CodeExpression {
        sequenceValue(Array(sequence.elements))
    }

    /// The value of a sequence's elements, as the parser leaves them unfolded: `a`, `a ?? b`,
    /// `a as! T`, `c ? x : y` (`[c, ? x :, y]`, either; on an iPhone `y` when `c` is a Mac check).
    func sequenceValue(_ elements: [ExprSyntax]) -> CodeExpression {
        if elements.count == 1, let only = elements.first { return expression(only) }
        if elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self), operation.operator.text == "??" {
            return .choice([expression(elements[0]), expression(elements[2])])
        }
        // A state machine's route (`.initial => .startChat`, SwiftState's): which state it leaves
        // and which it enters, as a call of the operator.
        if elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self), operation.operator.text == "=>" {
            let states = [elements[0], elements[2]].map { CodeArgument(label: nil, value: expression($0)) }
            return .call(.name("=>"), states, locator.range(elements[1]))
        }
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
            return .cast(expression(elements[0]), DeclarationVisitor.baseName(type.type.sourceText))
        }
        // The ternary binds loosest: what is before it is the condition, what is after it the
        // other value (itself perhaps a ternary).
        if let position = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), position > 0, position + 1 < elements.count,
            let ternary = elements[position].as(UnresolvedTernaryExprSyntax.self)
        {
            let otherwise = sequenceValue(Array(elements[(position + 1)...]))
            if position == 1, MacOnlyCode.isMacOnly(elements[0]) { return otherwise }
            return .choice([expression(ternary.thenExpression), otherwise])
        }
        // Calls inside operands still run (`a + present(…)` is rare, `!navigate()` is not).
        let calls = elements.map { expression($0) }.filter { if case .call = $0 { true } else { false } }
        return calls.isEmpty ? .unknown : .choice(calls)
    }

    func closure(_ closure: ClosureExprSyntax) -> CodeExpression {
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
        let text = DeclarationVisitor.baseName(base.sourceText)
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
