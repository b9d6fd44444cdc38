import SwiftSyntax
import UIFlowKit

/// Walks one file's syntax tree: the types, extensions, protocols and type aliases it declares
/// (with their initializers, stored properties, enum cases and, for a struct without an
/// initializer, the memberwise one), and every function's body as ``CodeStatement``s
/// (``CodeReader``), for the navigation analysis to follow.
final class DeclarationVisitor: SyntaxVisitor {
    /// What a file gives.
    struct Result: Sendable {
        var types: [CodeType] = []
        var functions: [CodeFunction] = []
    }

    let locator: SourceLocator
    let reader: CodeReader
    private(set) var result = Result()
    /// The declarations being walked, innermost last, by index in `result.types` (`nil` for one
    /// left out: a preview provider).
    private var enclosing: [Int?] = []
    /// The `where Self: …` protocols of the protocol extension being walked.
    private var constraints: [[String]] = []

    init(locator: SourceLocator) {
        self.locator = locator
        reader = CodeReader(locator: locator)
        super.init(viewMode: .sourceAccurate)
    }

    /// The type whose code is being walked.
    var currentType: String? { enclosing.last.flatMap { $0 }.map { result.types[$0].name } }

    /// The index of the declaration being walked, if it is recorded.
    private var current: Int? { enclosing.last.flatMap { $0 } }

    // MARK: types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name, kind: .class, node.inheritanceClause, node.attributes, node.genericParameterClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { close() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let next = open(node.name, kind: .struct, node.inheritanceClause, node.attributes, node.genericParameterClause)
        if next == .visitChildren, let index = current,
            !node.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) })
        {
            result.types[index].memberwiseInitializer = memberwiseInitializer(node)
        }
        return next
    }
    override func visitPost(_ node: StructDeclSyntax) { close() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name, kind: .enum, node.inheritanceClause, node.attributes, node.genericParameterClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { close() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name, kind: .actor, node.inheritanceClause, node.attributes, node.genericParameterClause)
    }
    override func visitPost(_ node: ActorDeclSyntax) { close() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.baseName(node.extendedType.trimmedDescription)
        result.types.append(
            CodeType(
                name: name, kind: .extension, inheritedTypes: Self.inherited(node.inheritanceClause),
                range: locator.range(node.extendedType)))
        enclosing.append(result.types.count - 1)
        constraints.append(Self.selfConstraints(node.genericWhereClause))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { close() }

    /// A protocol: its name and what it refines; its requirements have no code.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        result.types.append(
            CodeType(
                name: qualified(node.name.text), kind: .protocol, inheritedTypes: Self.inherited(node.inheritanceClause),
                range: locator.range(node.name)))
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        var alias = CodeType(name: qualified(node.name.text), kind: .typealias, range: locator.range(node.name))
        alias.aliasOf = Self.baseName(node.initializer.value.trimmedDescription)
        alias.parent = currentType
        result.types.append(alias)
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if let index = current { result.types[index].cases += node.elements.map(\.name.text) }
        return .skipChildren
    }

    /// `#Preview { … }` shows screens in Xcode's canvas, not in the app.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    @discardableResult
    private func open(
        _ name: TokenSyntax, kind: CodeType.Kind, _ inheritance: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax,
        _ generics: GenericParameterClauseSyntax?
    ) -> SyntaxVisitorContinueKind {
        let inherited = Self.inherited(inheritance)
        // A preview provider shows screens in Xcode's canvas, not in the app.
        if inherited.contains("PreviewProvider") {
            enclosing.append(nil)
            constraints.append([])
            return .skipChildren
        }
        let isMain = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }
        var type = CodeType(name: qualified(name.text), kind: kind, inheritedTypes: inherited, isMain: isMain, range: locator.range(name))
        type.parent = currentType
        type.genericParameters = generics?.parameters.map { parameter in
            CodeType.GenericParameter(
                name: parameter.name.text, constraint: parameter.inheritedType.map { Self.firstName(Self.baseName($0.trimmedDescription)) })
        } ?? []
        result.types.append(type)
        enclosing.append(result.types.count - 1)
        constraints.append([])
        return .visitChildren
    }

    private func close() {
        enclosing.removeLast()
        constraints.removeLast()
    }

    /// `Inner` declared inside `Outer` is `Outer.Inner`.
    private func qualified(_ name: String) -> String {
        currentType.map { $0 + "." + name } ?? name
    }

    /// The inheritance clause's names, without generic arguments.
    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.flatMap { inherited in
            // `A & B` names both.
            baseName(inherited.type.trimmedDescription).split(separator: "&").map(String.init)
        } ?? []
    }

    /// The protocols of `where Self: A & B, Self == C`.
    static func selfConstraints(_ clause: GenericWhereClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        var names: [String] = []
        for requirement in clause.requirements {
            switch requirement.requirement {
            case .conformanceRequirement(let conformance) where conformance.leftType.trimmedDescription == "Self":
                names += baseName(conformance.rightType.trimmedDescription).split(separator: "&").map(String.init)
            case .sameTypeRequirement(let same) where same.leftType.trimmedDescription == "Self":
                names.append(baseName(same.rightType.trimmedDescription))
            default:
                break
            }
        }
        return names
    }

    /// `UIHostingController<Content>` → `UIHostingController`; `Feature.View` stays qualified;
    /// `any P` and `some P` are `P`.
    static func baseName(_ text: String) -> String {
        var text = Substring(text)
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        return String(text.prefix { $0 != "<" }).filter { !$0.isWhitespace }
    }

    /// `A` of `A & B`.
    static func firstName(_ text: String) -> String {
        String(text.prefix { $0 != "&" })
    }

    // MARK: initializers

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let index = current {
            let parameters = node.signature.parameterClause.parameters.map { parameter in
                CodeInitializer.Parameter(
                    label: parameter.firstName.text, type: Self.parameterType(parameter.type),
                    defaultValue: parameter.defaultValue.map { Self.collapsed($0.value.trimmedDescription) })
            }
            let range = locator.range(from: node.initKeyword, to: node.signature)
            var initializer = CodeInitializer(parameters: parameters, range: range)
            initializer.isConvenience = node.modifiers.contains { $0.name.text == "convenience" }
            result.types[index].initializers.append(initializer)
        }
        record(
            kind: .initializer, name: "init", node.signature.parameterClause, isStatic: false, returnType: nil,
            body: node.body.map { reader.statements($0.statements) } ?? [], at: node.initKeyword)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        record(
            kind: currentType == nil ? .function : .method, name: node.name.text, node.signature.parameterClause, isStatic: isStatic,
            returnType: node.signature.returnClause.map { Self.collapsed($0.type.trimmedDescription) },
            body: node.body.map { reader.body($0.statements) } ?? [], at: node.name)
        return .skipChildren
    }

    /// Stored properties (with their initial values and wrappers) and computed ones (as functions).
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let wrapper = node.attributes.compactMap { $0.as(AttributeSyntax.self) }.first
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation.map { Self.collapsed($0.type.trimmedDescription) }
            if Self.isStored(binding) {
                var property = CodeProperty(
                    name: name, type: type, initialValue: binding.initializer.map { reader.expression($0.value) }, isStatic: isStatic)
                if let wrapper {
                    property.wrapper = Self.baseName(wrapper.attributeName.trimmedDescription)
                    property.wrapperArgument = Self.wrapperArgument(wrapper)
                }
                if let index = current { result.types[index].properties.append(property) }
                if case .accessors(let list) = binding.accessorBlock?.accessors {
                    for accessor in list { recordAccessor(accessor, of: name, type: type, isStatic: isStatic) }
                }
                continue
            }
            switch binding.accessorBlock?.accessors {
            case .getter(let items):
                result.functions.append(
                    CodeFunction(
                        owner: currentType, kind: .property, name: name, isStatic: isStatic, returnType: type, constraints: constraints.last ?? [],
                        body: reader.body(items), range: locator.range(binding.pattern)))
            case .accessors(let list):
                for accessor in list { recordAccessor(accessor, of: name, type: type, isStatic: isStatic) }
            case nil:
                break
            }
        }
        return .skipChildren
    }

    /// `get` is the property; `set`, `didSet` and `willSet` are methods named `name.set`….
    private func recordAccessor(_ accessor: AccessorDeclSyntax, of name: String, type: String?, isStatic: Bool) {
        guard let body = accessor.body else { return }
        let specifier = accessor.accessorSpecifier.text
        result.functions.append(
            CodeFunction(
                owner: currentType, kind: specifier == "get" ? .property : .method, name: specifier == "get" ? name : name + "." + specifier,
                isStatic: isStatic, returnType: type, constraints: constraints.last ?? [], body: reader.body(body.statements),
                range: locator.range(accessor.accessorSpecifier)))
    }

    private func record(
        kind: CodeFunction.Kind, name: String, _ clause: FunctionParameterClauseSyntax, isStatic: Bool, returnType: String?,
        body: [CodeStatement], at token: TokenSyntax
    ) {
        let parameters = clause.parameters.map { parameter in
            CodeFunction.Parameter(
                label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                type: Self.parameterType(parameter.type), hasDefault: parameter.defaultValue != nil)
        }
        result.functions.append(
            CodeFunction(
                owner: currentType, kind: kind, name: name, parameters: parameters, isStatic: isStatic, returnType: returnType,
                constraints: constraints.last ?? [], body: body, range: locator.range(token)))
    }

    /// `dismiss` of `@Environment(\.dismiss)`, `Router` of `@Environment(Router.self)`.
    private static func wrapperArgument(_ attribute: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = attribute.arguments, let first = arguments.first else { return nil }
        if let keyPath = first.expression.as(KeyPathExprSyntax.self),
            let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
        {
            return last.declName.baseName.text
        }
        if let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base {
            return baseName(base.trimmedDescription)
        }
        return nil
    }

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
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
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
}
