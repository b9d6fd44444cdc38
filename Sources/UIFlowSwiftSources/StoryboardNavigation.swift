import UIFlowKit

/// What Interface Builder files say about navigation, as the code that UIKit runs for them: a
/// segue from a scene of class `C` is a method of `C` that makes the call its kind stands for
/// (`show` is `show(_:sender:)`, `presentation` is `present(_:animated:)`, `push` is a push onto
/// the navigation controller), the destination built as its class, inside its navigation
/// controller when it is one's root; the initial view controller of `Main.storyboard` is made the
/// window's root. The navigation analysis then reads storyboards and Swift as one app
/// (docs/swift-sources.md, "Storyboards").
enum StoryboardNavigation {
    /// What code builds each scene that has a storyboard identifier, by that identifier, and each
    /// storyboard's initial view controller, by the storyboard's name.
    static func scenes(_ documents: [StoryboardReader.Document]) -> (byIdentifier: [String: [CodeExpression]], initial: [String: CodeExpression]) {
        var byName: [String: StoryboardReader.Document] = [:]
        for document in documents { byName[storyboardName(document.path)] = document }
        var byIdentifier: [String: [CodeExpression]] = [:]
        var initial: [String: CodeExpression] = [:]
        for document in documents {
            let scenes = Dictionary(document.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let resolver = Resolver(documents: byName, scenes: scenes, document: document)
            for scene in document.scenes {
                guard let identifier = scene.storyboardIdentifier, let value = resolver.value(of: scene.id, depth: 0) else { continue }
                byIdentifier[identifier, default: []].append(value)
            }
            if let first = document.initialViewController, let value = resolver.value(of: first, depth: 0) {
                initial[storyboardName(document.path)] = value
            }
        }
        return (byIdentifier, initial)
    }

    /// The functions for `documents`, and each segue's trigger in words, by `file:line:column`
    /// of the segue.
    static func functions(_ documents: [StoryboardReader.Document]) -> (functions: [CodeFunction], triggers: [String: String]) {
        var byName: [String: StoryboardReader.Document] = [:]
        for document in documents { byName[storyboardName(document.path)] = document }
        var functions: [CodeFunction] = []
        var triggers: [String: String] = [:]
        for document in documents {
            let scenes = Dictionary(document.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let resolver = Resolver(documents: byName, scenes: scenes, document: document)
            for (number, segue) in document.segues.enumerated() where segue.relationship == nil {
                guard let source = scenes[segue.source], let owner = source.customClass else { continue }
                let range = SourceRange(SourceLocation(file: document.path, line: segue.line, column: max(1, segue.column)))
                let call: CodeExpression
                if segue.kind == "unwind" {
                    // Back to a scene that handles the unwind action: the screen goes back or is
                    // dismissed, as it was shown.
                    call = .call(.name(CodeIndex.storyboardUnwindCall), [], range)
                } else {
                    guard let destination = resolver.value(of: segue.destination, depth: 0), let made = Self.call(segue.kind, destination, range) else { continue }
                    call = made
                }
                var function = CodeFunction(
                    owner: owner, kind: .method, name: "segue \(segue.identifier ?? String(number))", body: [.evaluate(call)], range: range)
                function.isCalledBySystem = true
                functions.append(function)
                if let trigger = segue.trigger { triggers[key(range)] = trigger }
            }
            // The app's window shows the main storyboard's initial view controller.
            if storyboardName(document.path) == "Main", let initial = document.initialViewController, let scene = scenes[initial] {
                let range = SourceRange(SourceLocation(file: document.path, line: scene.line, column: max(1, scene.column)))
                // A tab bar of no class of the app's: each of its tabs is a root the user starts on.
                let roots = scene.element == "tabBarController" && scene.customClass == nil
                    ? document.segues.filter { $0.source == initial && $0.relationship == "viewControllers" }.compactMap { resolver.value(of: $0.destination, depth: 0) }
                    : [resolver.value(of: initial, depth: 0)].compactMap { $0 }
                if !roots.isEmpty {
                    functions.append(
                        CodeFunction(
                            owner: nil, kind: .function, name: "storyboard initial view controller",
                            body: roots.map { .assign(.member(.name("window"), "rootViewController"), $0, range) }, range: range))
                }
            }
            // A tab bar controller of the app's own class shows its tabs.
            for scene in document.scenes where scene.element == "tabBarController" {
                guard let owner = scene.customClass else { continue }
                let tabs = document.segues.filter { $0.source == scene.id && $0.relationship == "viewControllers" }
                    .compactMap { resolver.value(of: $0.destination, depth: 0) }
                guard !tabs.isEmpty else { continue }
                let range = SourceRange(SourceLocation(file: document.path, line: scene.line, column: max(1, scene.column)))
                var function = CodeFunction(
                    owner: owner, kind: .method, name: "storyboard tabs",
                    body: [.evaluate(.call(.name("setViewControllers"), [CodeArgument(label: nil, value: .array(tabs)), argument("animated", "false")], range))],
                    range: range)
                function.isCalledBySystem = true
                functions.append(function)
            }
        }
        return (functions, triggers)
    }

    /// `file:line:column`: how a trigger is found again from a navigation's place.
    static func key(_ range: SourceRange) -> String {
        "\(range.file):\(range.start.line):\(range.start.column)"
    }

    /// `Main` of `App/Base.lproj/Main.storyboard`.
    static func storyboardName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.split(separator: ".").first.map(String.init) ?? file
    }

    /// The call UIKit makes for a segue of `kind`; `nil` for those that show nothing new
    /// (`embed`; `unwind` is read apart).
    private static func call(_ kind: String, _ destination: CodeExpression, _ range: SourceRange) -> CodeExpression? {
        let shown = CodeArgument(label: nil, value: destination)
        switch kind {
        case "show", "custom":
            return .call(.name("show"), [shown, argument("sender", "nil")], range)
        case "showDetail", "replace":
            // `replace` is the old name of a split view's detail segue.
            return .call(.name("showDetailViewController"), [shown, argument("sender", "nil")], range)
        case "push":
            return .call(.member(.name("navigationController"), "pushViewController"), [shown, argument("animated", "true")], range)
        case "presentation", "modal", "popoverPresentation":
            return .call(.name("present"), [shown, argument("animated", "true")], range)
        default:
            return nil
        }
    }

    private static func argument(_ label: String, _ name: String) -> CodeArgument {
        CodeArgument(label: label, value: .name(name))
    }

    /// Scenes as values: a class built, inside its navigation controller, through storyboard
    /// references.
    private struct Resolver {
        let documents: [String: StoryboardReader.Document]
        let scenes: [String: StoryboardReader.Scene]
        let document: StoryboardReader.Document

        func value(of id: String, depth: Int) -> CodeExpression? {
            guard depth < 4, let scene = scenes[id] else { return nil }
            let range = SourceRange(SourceLocation(file: document.path, line: scene.line, column: max(1, scene.column)))
            switch scene.element {
            case "viewControllerPlaceholder":
                // A reference: the scene of the other storyboard it names, or its initial one.
                guard let name = scene.referencedStoryboard.map(StoryboardNavigation.storyboardName) ?? Optional(StoryboardNavigation.storyboardName(document.path)),
                    let other = documents[name]
                else { return nil }
                let target = scene.referencedIdentifier.flatMap { identifier in other.scenes.first { $0.storyboardIdentifier == identifier }?.id }
                    ?? other.initialViewController
                guard let target else { return nil }
                let otherScenes = Dictionary(other.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                return Resolver(documents: documents, scenes: otherScenes, document: other).value(of: target, depth: depth + 1)
            case "navigationController":
                let root = document.segues.first { $0.source == id && $0.relationship == "rootViewController" }
                    .flatMap { value(of: $0.destination, depth: depth + 1) }
                return .call(.name(scene.customClass ?? "UINavigationController"), root.map { [CodeArgument(label: "rootViewController", value: $0)] } ?? [], range)
            case "tabBarController":
                return .call(.name(scene.customClass ?? "UITabBarController"), [], range)
            case "splitViewController":
                // On a phone, a split view shows its primary column first.
                return document.segues.first { $0.source == id && $0.relationship == "masterViewController" }
                    .flatMap { value(of: $0.destination, depth: depth + 1) }
            default:
                guard let name = scene.customClass else { return nil }
                return .call(.name(name), [], range)
            }
        }
    }
}
