import SwiftSyntax
import UIFlowKit

/// Walks one file's syntax tree: the types and extensions it declares (with their initializers
/// and, for a struct without one, the memberwise initializer), and the navigation calls made in
/// their code (``DeclarationVisitor+Navigation``).
final class DeclarationVisitor: SyntaxVisitor {
    /// What a file gives.
    struct Result: Sendable {
        var types: [CodeType] = []
        var navigations: [CodeNavigation] = []
    }

    let locator: SourceLocator
    private(set) var result = Result()
    /// The declarations being walked, innermost last, by index in `result.types`.
    private var enclosing: [Int] = []
    /// The local constants and variables of each function being walked, innermost last: what
    /// types their initial values build, for `let controller = X(); present(controller, …)`.
    var scopes: [[String: [CodeNavigation.Construction]]] = []

    init(locator: SourceLocator) {
        self.locator = locator
        super.init(viewMode: .sourceAccurate)
    }

    /// The type whose code is being walked.
    var currentType: String? { enclosing.last.map { result.types[$0].name } }

    // MARK: types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name, kind: .class, node.inheritanceClause, node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name, kind: .struct, node.inheritanceClause, node.attributes)
        if let index = enclosing.last, !node.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) {
            result.types[index].memberwiseInitializer = memberwiseInitializer(node)
        }
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name, kind: .enum, node.inheritanceClause, node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name, kind: .actor, node.inheritanceClause, node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.baseName(node.extendedType.trimmedDescription)
        result.types.append(
            CodeType(
                name: name, kind: .extension, inheritedTypes: Self.inherited(node.inheritanceClause),
                range: locator.range(node.extendedType)))
        enclosing.append(result.types.count - 1)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    /// A protocol's requirements are no type's initializers or calls.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func open(
        _ name: TokenSyntax, kind: CodeType.Kind, _ inheritance: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax
    ) {
        let isMain = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }
        result.types.append(
            CodeType(
                name: name.text, kind: kind, inheritedTypes: Self.inherited(inheritance), isMain: isMain,
                range: locator.range(name)))
        enclosing.append(result.types.count - 1)
    }

    /// The inheritance clause's names, without generic arguments.
    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { baseName($0.type.trimmedDescription) } ?? []
    }

    /// `UIHostingController<Content>` → `UIHostingController`; `Feature.View` stays qualified.
    static func baseName(_ text: String) -> String {
        String(text.prefix { $0 != "<" }).filter { !$0.isWhitespace }
    }

    // MARK: initializers

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let index = enclosing.last {
            let parameters = node.signature.parameterClause.parameters.map { parameter in
                CodeInitializer.Parameter(
                    label: parameter.firstName.text, type: Self.parameterType(parameter.type),
                    defaultValue: parameter.defaultValue.map { Self.collapsed($0.value.trimmedDescription) })
            }
            let range = locator.range(from: node.initKeyword, to: node.signature)
            result.types[index].initializers.append(CodeInitializer(parameters: parameters, range: range))
        }
        scopes.append([:])
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { scopes.removeLast() }

    /// A struct's memberwise initializer: each stored instance property in order, except a `let`
    /// with a value, a `lazy` one, a private one with a value, and a property wrapper given its
    /// value or arguments in place (`@State var count = 0`, `@Environment(\.dismiss) var dismiss`,
    /// `@State var item: Item?`); a `var` with a value, or of an optional type, may be left out.
    private func memberwiseInitializer(_ node: StructDeclSyntax) -> CodeInitializer {
        var parameters: [CodeInitializer.Parameter] = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
            else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            let isPrivate = variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.first
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    Self.isStored(binding)
                else { continue }
                let written = binding.typeAnnotation.map { Self.collapsed($0.type.trimmedDescription) } ?? ""
                let isOptional = written.hasSuffix("?") || written.hasPrefix("Optional<")
                // A `var` of an optional type starts as `nil`, a wrapped one too.
                var value = binding.initializer.map { Self.collapsed($0.value.trimmedDescription) }
                if value == nil, isOptional, !isLet { value = "nil" }
                if let wrapper {
                    guard value == nil, wrapper.arguments == nil, !written.isEmpty else { continue }
                    let wrapperName = wrapper.attributeName.trimmedDescription
                    parameters.append(.init(label: name, type: wrapperName == "Binding" ? "Binding<\(written)>" : written))
                    continue
                }
                // A `let` with a value is no parameter; a private property with one is left to its
                // value, as SwiftUI views' `@State private var` are.
                if value != nil, isLet || isPrivate { continue }
                parameters.append(.init(label: name, type: written, defaultValue: value))
            }
        }
        return CodeInitializer(parameters: parameters, range: locator.range(node.name), isImplicit: true)
    }

    /// Whether a binding stores a value: no accessors, or only observers.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        switch block.accessors {
        case .getter: return false
        case .accessors(let list):
            return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    /// A parameter's type as callers see it: without `@escaping` or `@autoclosure`.
    static func parameterType(_ type: TypeSyntax) -> String {
        if let attributed = type.as(AttributedTypeSyntax.self), attributed.specifiers.isEmpty,
            attributed.attributes.allSatisfy({
                ["escaping", "autoclosure"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
            })
        {
            return collapsed(attributed.baseType.trimmedDescription)
        }
        return collapsed(type.trimmedDescription)
    }

    /// Text on one line, runs of whitespace as one space.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    // MARK: scopes of local names

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append([:])
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append([:])
        return .visitChildren
    }
    override func visitPost(_ node: AccessorDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordCall(node)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        recordAssignment(node)
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        recordLocal(node)
        return .visitChildren
    }

    func record(_ navigation: CodeNavigation) {
        result.navigations.append(navigation)
    }
}
