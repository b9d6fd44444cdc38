import SwiftSyntax
import UIFlowKit

/// The navigation calls: UIKit's pushes, presentations, dismissals and roots, SwiftUI's links,
/// destinations and sheets. docs/swift-sources.md maps each to the flow's transition kind.
extension DeclarationVisitor {
    /// Records a call that navigates.
    func recordCall(_ node: FunctionCallExprSyntax) {
        guard let source = currentType, let (name, nameNode) = Self.calledName(node.calledExpression) else { return }
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text }
        let first = arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        var call: CodeNavigation.Call?
        var content: [Syntax] = []
        switch name {
        case "pushViewController":
            call = .pushViewController
            content = first.map { [Syntax($0)] } ?? []
        case "present" where labels.contains("animated"):
            call = .present
            content = first.map { [Syntax($0)] } ?? []
        case "show" where labels.contains("sender"), "showDetailViewController" where labels.contains("sender"):
            call = name == "show" ? .show : .showDetailViewController
            content = first.map { [Syntax($0)] } ?? []
        case "setViewControllers":
            // The new stack's top is what is on screen.
            call = .setViewControllers
            let elements = first?.as(ArrayExprSyntax.self)?.elements
            content = (elements?.last.map { [Syntax($0.expression)] } ?? first.map { [Syntax($0)] }) ?? []
        case "dismiss" where labels.contains("animated"):
            call = .dismiss
        case "popViewController", "popToRootViewController", "popToViewController":
            call = CodeNavigation.Call(rawValue: name)
        case "NavigationLink":
            if let destination = arguments.first(where: { $0.label?.text == "destination" }) {
                call = .navigationLink
                content = [Syntax(destination.expression)]
            } else if let closure = node.trailingClosure, !labels.contains("value") {
                call = .navigationLink
                content = [Syntax(closure)]
            }
        case "WindowGroup":
            call = .windowGroup
            content = node.trailingClosure.map { [Syntax($0)] } ?? []
        case "navigationDestination", "sheet", "fullScreenCover", "popover":
            // A modifier (`.sheet { … }`), or called on `self` in a `View` extension.
            call = CodeNavigation.Call(rawValue: name)
            if let closure = node.trailingClosure {
                content = [Syntax(closure)]
            } else if let argument = arguments.first(where: { ["content", "destination"].contains($0.label?.text) }) {
                content = [Syntax(argument.expression)]
            }
        default:
            break
        }
        if let call {
            let built = content.flatMap { self.constructions(in: $0) }
            if !call.kind.isReturn, built.isEmpty { return }
            record(CodeNavigation(sourceType: source, call: call, constructions: built, range: locator.range(from: nameNode, to: node)))
        }
    }

    /// `window.rootViewController = X()`, and the local names given a value that builds a type.
    func recordAssignment(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        guard let source = currentType, elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rootViewController"
        else { return }
        let built = self.constructions(in: Syntax(elements[2]))
        if !built.isEmpty {
            record(
                CodeNavigation(
                    sourceType: source, call: .rootViewController, constructions: built,
                    range: locator.range(from: member.declName, to: elements[2])))
        }
    }

    /// Remembers what a local name's value builds.
    func recordLocal(_ node: PatternBindingSyntax) {
        guard !scopes.isEmpty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value
        else { return }
        let built = constructions(in: Syntax(value))
        if !built.isEmpty { scopes[scopes.count - 1][name] = built }
    }

    /// The name called (`pushViewController`, `NavigationLink`, `sheet`) and its token's node.
    static func calledName(_ expression: ExprSyntax) -> (String, Syntax)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return (reference.baseName.text, Syntax(reference))
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return (member.declName.baseName.text, Syntax(member.declName))
        }
        return nil
    }

    /// The types an expression builds, in source order, each with the one it is an argument of:
    /// `Name(…)`, `Module.Name(…)`, `Name.init(…)`, `Name.make(…)`, and a local name's value.
    func constructions(in root: Syntax) -> [CodeNavigation.Construction] {
        var result: [CodeNavigation.Construction] = []
        // Nodes to visit with the construction they are inside, in source order (a stack, so
        // that deep expressions cannot overflow the call stack).
        var pending: [(Syntax, Int?)] = [(root, nil)]
        while let (node, parent) = pending.popLast() {
            var inside = parent
            if let call = node.as(FunctionCallExprSyntax.self), let typeName = Self.builtType(call.calledExpression) {
                result.append(.init(typeName: typeName, parent: parent, labels: call.arguments.map { $0.label?.text ?? "_" }))
                inside = result.count - 1
            } else if let cast = node.as(AsExprSyntax.self), let typeName = Self.builtType(cast.type) {
                // `storyboard.instantiateViewController(withIdentifier: "Feed") as! FeedViewController`
                result.append(.init(typeName: typeName, parent: parent))
                inside = result.count - 1
            } else if let reference = node.as(DeclReferenceExprSyntax.self), node.parent?.is(FunctionCallExprSyntax.self) != true,
                let local = scopes.reversed().lazy.compactMap({ $0[reference.baseName.text] }).first
            {
                let offset = result.count
                result += local.map { .init(typeName: $0.typeName, parent: $0.parent.map { $0 + offset } ?? parent, labels: $0.labels) }
                continue
            }
            for child in node.children(viewMode: .sourceAccurate).reversed() {
                pending.append((child, inside))
            }
        }
        return result
    }

    /// The type a cast names: `FeedViewController` in `as! FeedViewController`.
    static func builtType(_ type: TypeSyntax) -> String? {
        let name = DeclarationVisitor.baseName(type.trimmedDescription)
        return name.first?.isUppercase == true && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) ? name : nil
    }

    /// The type a call builds: a capitalised name, or the type of `.init` or of a static factory.
    static func builtType(_ callee: ExprSyntax) -> String? {
        func capitalised(_ name: String) -> String? {
            name.first?.isUppercase == true ? name : nil
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return capitalised(reference.baseName.text)
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) {
            return builtType(generic.expression)
        }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if let type = capitalised(name) { return type }
            if let reference = base.as(DeclReferenceExprSyntax.self) { return capitalised(reference.baseName.text) }
        }
        return nil
    }
}
