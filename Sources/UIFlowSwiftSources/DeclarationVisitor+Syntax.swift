import SwiftSyntax
import UIFlowKit

/// What declarations say, read from their syntax: inheritance, constraints, type names, property
/// wrappers' arguments, a struct's memberwise initializer.
extension DeclarationVisitor {
    /// The inheritance clause's names, without generic arguments.
    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.flatMap { inherited in
            // `A & B` names both.
            baseName(inherited.type.sourceText).split(separator: "&").map(String.init)
        } ?? []
    }

    /// The generic arguments of the clause's first type: `SettingsView` of
    /// `UIHostingController<SettingsView>`.
    static func superclassArguments(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let first = clause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self),
            let arguments = first.genericArgumentClause?.arguments
        else { return [] }
        return arguments.map { baseName($0.argument.sourceText) }
    }

    /// The protocols of `where Self: A & B, Self == C`.
    static func selfConstraints(_ clause: GenericWhereClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        var names: [String] = []
        for requirement in clause.requirements {
            switch requirement.requirement {
            case .conformanceRequirement(let conformance) where conformance.leftType.sourceText == "Self":
                names += baseName(conformance.rightType.sourceText).split(separator: "&").map(String.init)
            case .sameTypeRequirement(let same) where same.leftType.sourceText == "Self":
                names.append(baseName(same.rightType.sourceText))
            default:
                break
            }
        }
        return names
    }

    /// The first conformance a `where` clause requires of each generic parameter (`where Content:
    /// View` gives `View` for `Content`).
    static func parameterConstraints(_ clause: GenericWhereClauseSyntax?) -> [String: String] {
        guard let clause else { return [:] }
        var constraints: [String: String] = [:]
        for requirement in clause.requirements {
            guard case .conformanceRequirement(let conformance) = requirement.requirement else { continue }
            let parameter = conformance.leftType.sourceText
            if constraints[parameter] == nil { constraints[parameter] = firstName(baseName(conformance.rightType.sourceText)) }
        }
        return constraints
    }

    /// `UIHostingController<Content>` → `UIHostingController`; `Feature.View` stays qualified;
    /// `any P` and `some P` are `P`.
    static func baseName(_ text: String) -> String {
        var text = Substring(text)
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        let name = text.prefix { $0 != "<" }
        // ASCII without whitespace (most names) has nothing to take out.
        if name.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { return String(name) }
        return String(name).filter { !$0.isWhitespace }
    }

    /// `A` of `A & B`.
    static func firstName(_ text: String) -> String {
        String(text.prefix { $0 != "&" })
    }
    /// `dismiss` of `@Environment(\.dismiss)`, `Router` of `@Environment(Router.self)`.
    static func wrapperArgument(_ attribute: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = attribute.arguments, let first = arguments.first else { return nil }
        if let keyPath = first.expression.as(KeyPathExprSyntax.self),
            let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
        {
            return last.declName.baseName.text
        }
        if let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base {
            return baseName(base.sourceText)
        }
        return nil
    }

    /// A struct's memberwise initializer: each stored instance property in order, except a `let`
    /// with a value, a `lazy` one, a private one with a value, a property wrapper given its value
    /// or arguments in place (`@State var count = 0`, `@Environment(\.dismiss) var dismiss`,
    /// `@State var item: Item?`), and one that makes its own (`@EnvironmentObject var store:
    /// Store`); a `var` with a value, or of an optional type, may be left out.
    func memberwiseInitializer(_ node: StructDeclSyntax) -> CodeInitializer {
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
                let written = binding.typeAnnotation.map { Self.collapsed($0.type.sourceText) } ?? ""
                let isOptional = written.hasSuffix("?") || written.hasPrefix("Optional<")
                // A `var` of an optional type starts as `nil`, a wrapped one too.
                var value = binding.initializer.map { Self.collapsed($0.value.sourceText) }
                if value == nil, isOptional, !isLet { value = "nil" }
                if let wrapper {
                    let wrapperName = wrapper.attributeName.sourceText
                    // A wrapper that makes its own value (`@EnvironmentObject var store: Store`,
                    // `@FocusState var focused: Bool`) is no parameter a caller gives.
                    guard value == nil, wrapper.arguments == nil, !written.isEmpty, !Self.selfInitializingWrappers.contains(wrapperName) else { continue }
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

    /// SwiftUI's property wrappers that are made without a value (an `init()` and no
    /// `init(wrappedValue:)`): a memberwise initializer does not ask for them.
    static let selfInitializingWrappers: Set<String> = ["EnvironmentObject", "FocusState", "AccessibilityFocusState", "Namespace"]

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
                ["escaping", "autoclosure"].contains($0.as(AttributeSyntax.self)?.attributeName.sourceText ?? "")
            })
        {
            return collapsed(attributed.baseType.sourceText)
        }
        return collapsed(type.sourceText)
    }

    /// Text on one line, runs of whitespace as one space.
    static func collapsed(_ text: String) -> String {
        // Most text is ASCII with single spaces between words already: given back as it is,
        // without the Unicode lookups a split by `isWhitespace` makes for every character.
        let space = UInt8(ascii: " ")
        var previous = space
        var isCollapsed = true
        for byte in text.utf8 {
            // Beyond ASCII or a control character (a tab, a line break): the slow way.
            if byte < 0x20 || byte >= 0x7F || (byte == space && previous == space) {
                isCollapsed = false
                break
            }
            previous = byte
        }
        // No space before the first word or after the last.
        if isCollapsed, previous != space { return text }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
