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
        /// Where the code asks storyboards for a segue or a scene by identifier.
        var requests: [StoryboardRequest] = []
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

    /// Declarations only a debug build (`#if DEBUG`) or a Mac (`#if os(macOS)`) compiles are not
    /// the app the user runs, as the statements of such clauses are not (``CodeReader``).
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CodeReader.isDebugOnly(node) || MacOnlyCode.isOtherPlatform(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name, kind: .class, node.inheritanceClause, node.attributes, node.genericParameterClause, node.genericWhereClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { close() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let next = open(node.name, kind: .struct, node.inheritanceClause, node.attributes, node.genericParameterClause, node.genericWhereClause)
        if next == .visitChildren, let index = current {
            result.types[index].isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            if !node.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) {
                result.types[index].memberwiseInitializer = memberwiseInitializer(node)
            }
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
        let name = Self.baseName(node.extendedType.sourceText)
        // Broken text (`extension` alone) extends nothing.
        guard !name.isEmpty else { return skipType() }
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
        guard node.name.presence == .present else { return .skipChildren }
        result.types.append(
            CodeType(
                name: qualified(node.name.text), kind: .protocol, inheritedTypes: Self.inherited(node.inheritanceClause),
                range: locator.range(node.name)))
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.presence == .present else { return .skipChildren }
        var alias = CodeType(name: qualified(node.name.text), kind: .typealias, range: locator.range(node.name))
        alias.aliasOf = Self.baseName(node.initializer.value.sourceText)
        if let tuple = node.initializer.value.as(TupleTypeSyntax.self) {
            for element in tuple.elements {
                guard let label = element.firstName, label.tokenKind != .wildcard else { continue }
                alias.tupleElements[label.text] = Self.baseName(element.type.sourceText)
            }
        }
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
        _ generics: GenericParameterClauseSyntax?, _ requirements: GenericWhereClauseSyntax? = nil
    ) -> SyntaxVisitorContinueKind {
        // Broken text (`class` without a name) declares nothing.
        guard name.presence == .present else { return skipType() }
        let inherited = Self.inherited(inheritance)
        // A preview provider shows screens in Xcode's canvas, not in the app.
        if inherited.contains("PreviewProvider") { return skipType() }
        let isMain = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "main" }
        var type = CodeType(name: qualified(name.text), kind: kind, inheritedTypes: inherited, isMain: isMain, range: locator.range(name))
        type.parent = currentType
        type.superclassArguments = Self.superclassArguments(inheritance)
        // A class's constraint written in a `where` clause (`class PCHostingController<Content>:
        // ThemedHostingController<Content> where Content: View`, a hosting controller of its
        // content) is the parameter's as one written in place is. A SwiftUI view's is not read:
        // woocommerce-ios's `PaymentsRow<Destination>: View where Destination: View` is a row
        // that pushes its destination, read through its body.
        let required = kind == .class ? Self.parameterConstraints(requirements) : [:]
        type.genericParameters = generics?.parameters.map { parameter in
            CodeType.GenericParameter(
                name: parameter.name.text,
                constraint: parameter.inheritedType.map { Self.firstName(Self.baseName($0.sourceText)) } ?? required[parameter.name.text])
        } ?? []
        result.types.append(type)
        enclosing.append(result.types.count - 1)
        constraints.append([])
        return .visitChildren
    }

    /// Leaves out a type (a preview provider, or one without a name) with its members; its
    /// `visitPost` still calls ``close()``.
    private func skipType() -> SyntaxVisitorContinueKind {
        enclosing.append(nil)
        constraints.append([])
        return .skipChildren
    }

    private func close() {
        enclosing.removeLast()
        constraints.removeLast()
    }

    /// `Inner` declared inside `Outer` is `Outer.Inner`.
    private func qualified(_ name: String) -> String {
        currentType.map { $0 + "." + name } ?? name
    }

    // MARK: initializers

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let index = current {
            let parameters = node.signature.parameterClause.parameters.map { parameter in
                CodeInitializer.Parameter(
                    label: parameter.firstName.text, type: Self.parameterType(parameter.type),
                    defaultValue: parameter.defaultValue.map { Self.collapsed($0.value.sourceText) })
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
            returnType: node.signature.returnClause.map { Self.collapsed($0.type.sourceText) },
            body: node.body.map { reader.body($0.statements) } ?? [], at: node.name)
        // UIKit calls overrides and Interface Builder's actions; an `@objc` method is called
        // through a `#selector` that names it.
        let system = node.modifiers.contains { $0.name.text == "override" }
            || node.attributes.contains { attribute in
                ["IBAction", "IBSegueAction"].contains(attribute.as(AttributeSyntax.self)?.attributeName.sourceText ?? "")
            }
        if !result.functions.isEmpty {
            if let body = node.body {
                let literals = StringLiterals.read(body)
                result.functions[result.functions.count - 1].strings = literals.texts
                result.requests += literals.requests.map { StoryboardRequest(kind: $0.kind, identifier: $0.identifier, range: locator.range($0.node)) }
            }
            result.functions[result.functions.count - 1].isCalledBySystem = system
            result.functions[result.functions.count - 1].isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            result.functions[result.functions.count - 1].isObjC = node.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.sourceText == "objc"
            }
        }
        return .skipChildren
    }

    /// The type an initial value names when the declaration writes none, for a navigation path:
    /// `[Route]()` is a `[Route]`, `NavigationPath()` a `NavigationPath`; `nil` for any other value.
    static func builtType(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
            let element = array.elements.first?.expression.as(DeclReferenceExprSyntax.self), element.baseName.text.first?.isUppercase == true
        {
            return "[" + element.baseName.text + "]"
        }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self), name.baseName.text == "NavigationPath" { return "NavigationPath" }
        return nil
    }

    /// Stored properties (with their initial values and wrappers) and computed ones (as functions).
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let wrapper = node.attributes.compactMap { $0.as(AttributeSyntax.self) }.first
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation.map { Self.collapsed($0.type.sourceText) } ?? binding.initializer.flatMap { Self.builtType($0.value) }
            if Self.isStored(binding) {
                var property = CodeProperty(
                    name: name, type: type, initialValue: binding.initializer.map { reader.expression($0.value) }, isStatic: isStatic)
                if let wrapper {
                    property.wrapper = Self.baseName(wrapper.attributeName.sourceText)
                    property.wrapperArgument = Self.wrapperArgument(wrapper)
                }
                if let index = current { result.types[index].properties.append(property) }
                // `@Entry var isFocused: Bool = false` (in `extension EnvironmentValues`) is a
                // computed property that gives its value where no view set one.
                if property.wrapper == "Entry", let initial = property.initialValue {
                    result.functions.append(
                        CodeFunction(
                            owner: currentType, kind: .property, name: name, isStatic: isStatic, returnType: type, constraints: constraints.last ?? [],
                            body: [.return(initial)], range: locator.range(binding.pattern)))
                }
                if case .accessors(let list) = binding.accessorBlock?.accessors {
                    for accessor in list { recordAccessor(accessor, of: name, type: type, isStatic: isStatic) }
                }
                continue
            }
            switch binding.accessorBlock?.accessors {
            case .getter(let items):
                var function = CodeFunction(
                    owner: currentType, kind: .property, name: name, isStatic: isStatic, returnType: type, constraints: constraints.last ?? [],
                    body: reader.body(items), range: locator.range(binding.pattern))
                function.strings = StringLiterals.of(items)
                result.functions.append(function)
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
}
