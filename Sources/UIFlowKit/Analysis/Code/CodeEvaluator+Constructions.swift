/// Constructions: what `T(…)` builds, a container with what it shows, a screen, an enum case.
extension CodeEvaluator {
    /// `T(…)`, `T.init(…)`, `Module.T(…)`, an enum case with its values (`Scene.profile(vm)`),
    /// or `nil` when the call builds nothing.
    func construction(
        _ name: String, receiver: CodeExpression?, _ arguments: [CodeArgument], _ range: SourceRange, _ frame: inout Frame
    ) -> [CodeValue]? {
        var typeName: String?
        switch receiver {
        case nil:
            // A type nested where the code is (`Body(…)` in `HeaderGroup`) before any other of that name.
            if name.first?.isUppercase == true, frame.locals[name] == nil { typeName = index.nestedName(name, in: frame.owner) ?? name }
        case .name(let base)?:
            if name == "init" {
                typeName = base
            } else if let type = index.type(named: base), type.cases.contains(name), !(arguments.isEmpty && staticFactories[name] != nil) {
                // `Page.signUp()`, called with nothing, is the static method of that name, not the
                // case: a case is not called with `()`.
                return enumCase(type.name, name, carrying: caseArguments(type.name, name, arguments, &frame))
            } else if name.first?.isUppercase == true, frame.locals[base] == nil, index.type(named: base) == nil,
                index.type(named: name) != nil
            {
                typeName = name  // `Module.Type(…)`
            } else if name.first?.isUppercase == true, let nested = index.type(named: base + "." + name) {
                typeName = nested.name
            }
        case .member(_, let base)?:
            if name == "init", base.first?.isUppercase == true { typeName = base }
        default:
            break
        }
        guard let typeName, !Self.swiftUIPrimitives.contains(typeName) else { return nil }
        if typeName == "UIStoryboard" {
            _ = evaluateArguments(arguments, &frame)
            return storyboard(range, &frame)
        }
        var elements: [CodeValue] = []
        if Self.iterating.contains(typeName), let collection = arguments.first, collection.label == nil {
            elements = value(collection.value, &frame)
        }
        let resolved = index.type(named: typeName)
        let canonical = resolved?.name ?? typeName
        // A closure handed to a screen when it is built (`WelcomeView(onContinue: { … })`) runs
        // when the user acts on that screen.
        let savedTrigger = frame.trigger
        if resolved?.isScreen == true { frame.trigger = canonical }
        // A library's type (`FancyAlertViewController.Config.ButtonConfig("Dismiss") { controller,
        // _ in … }`) calls its closures with what the analysis does not know.
        let savedHanding = frame.handingToUnread
        frame.handingToUnread = resolved == nil && !Self.iterating.contains(typeName)
        var starts: [Int] = []
        var values: [[CodeValue]] = []
        for argument in arguments {
            starts.append(frame.outcome.effects.count)
            values += evaluateArguments([argument], elements: elements, &frame)
        }
        frame.trigger = savedTrigger
        frame.handingToUnread = savedHanding
        // A view modifier of the app, read as a container of the view it is given: what it is
        // built with goes with it to where it is applied (``appliedModifier``).
        if let resolved, modifierBody(of: resolved.name) != nil {
            let bindings = instanceBindings(resolved, arguments, values)
            frame.lastBuilt = bindings.isEmpty ? nil : (canonical, bindings)
        }
        if routeWrappers[canonical] != nil { return [carrying(canonical, Array(values.joined()))] }
        if let resolved, resolved.isScreen {
            handsClosures(arguments, to: canonical, &frame)
            markCalledAfterClosing(resolved, arguments, starts: starts, &frame)
        }
        if Self.stacks.contains(typeName) || resolved?.isNavigationController == true {
            stackRoots.merge(stackRoot(of: Array(values.joined()), swiftUI: resolved == nil && typeName != "UINavigationController", frame))
        }
        if Self.containers.contains(typeName) || resolved?.isContainer == true || Self.isLibraryHost(typeName, resolved, arguments) {
            var inner: [CodeValue] = []
            for (argument, argumentValues) in zip(arguments, values) where argument.label != "coder" { inner.merge(argumentValues) }
            // A container of the app that shows several views or view controllers together
            // (`TopBottomContainerViewController(topController: details, bottomController: footer)`)
            // is one screen, its first one's: the others are parts of it.
            // What the user does on the others (closures they were built with) is done on it.
            if resolved?.isNavigationController == false, (resolved?.contentParameters ?? 0) >= 2,
                let first = zip(arguments, values).first(where: { $0.0.label != "coder" && !$0.1.isEmpty })
            {
                let parts = Set(inner.filter { !first.1.contains($0) }.compactMap { value -> String? in
                    if case .object(let part) = value { return part }
                    return nil
                })
                if case .object(let screen)? = first.1.first, first.1.count == 1 {
                    for position in frame.outcome.effects.indices {
                        if let trigger = frame.outcome.effects[position].trigger, parts.contains(trigger) { frame.outcome.effects[position].trigger = screen }
                    }
                }
                inner = first.1
            }
            // A navigation controller that sets its own first view controllers as it is built holds them.
            if resolved?.isNavigationController == true, !arguments.contains(where: { $0.label == "rootViewController" }) {
                inner.merge(ownRoots(of: canonical))
            }
            if let resolved, !resolved.isNavigationController {
                closesFromContainerBars(resolved, showing: inner, at: Hop(text: typeName, range: range), &frame)
            }
            return [.container(canonical, inner)]
        }
        // A value that holds a view it is built with (a route value): that view, with the enum
        // cases it is given (its style, ``routeStyle(_:)``).
        if resolved?.holdsBuiltView == true {
            var inner: [CodeValue] = []
            var cases: [CodeValue] = []
            for (argument, argumentValues) in zip(arguments, values) {
                if case .closure = argument.value { inner.merge(argumentValues) }
                cases.merge(argumentValues.filter { if case .enumCase = $0 { true } else { false } })
            }
            if let resolved { cases.merge(defaultCases(resolved, arguments)) }
            if !inner.isEmpty { return [.container(canonical, inner + cases.filter { !inner.contains($0) })] }
        }
        if resolved?.isNavigationController == true {
            return [.container(canonical, arguments.firstIndex { $0.label == "rootViewController" }.map { values[$0] } ?? [])]
        }
        // A SwiftUI view of the framework built with content (`VStack { … }`, `ForEach(…) { … }`,
        // `Tab { … }`) is what its content is.
        if resolved == nil, arguments.contains(where: { if case .closure = $0.value { true } else { false } }) {
            var inner: [CodeValue] = []
            for (argument, argumentValues) in zip(arguments, values) {
                if case .closure = argument.value { inner.merge(argumentValues) }
            }
            return [.container(canonical, inner)]
        }
        _ = range
        if let resolved {
            runsBuilder(resolved, arguments, values, &frame)
            let bindings = instanceBindings(resolved, arguments, values)
            frame.lastBuilt = bindings.isEmpty ? nil : (canonical, bindings)
        }
        return [.object(canonical)]
    }

    /// A closure kept in a local and then handed to a screen as it is built (`let action = {
    /// self.showIntro() }`, `DebugView(onStart: action)`) runs when the user acts on that screen,
    /// as one written in the call does: what it did when it was read is that screen's action.
    private func handsClosures(_ arguments: [CodeArgument], to screen: String, _ frame: inout Frame) {
        var handed: [Effect] = []
        for argument in arguments {
            if case .name(let local) = argument.value, let effects = frame.closureEffects[local] { handed += effects }
        }
        guard !handed.isEmpty else { return }
        for position in frame.outcome.effects.indices where frame.outcome.effects[position].trigger == nil {
            if handed.contains(frame.outcome.effects[position]) { frame.outcome.effects[position].trigger = screen }
        }
    }

    /// Whether a local's value is a closure, or an object of the app's that is no screen built
    /// with closures (a view model given `onDeletion: { … }`): what they do runs when the user
    /// acts on the screen the local is handed to (``handsClosures(_:to:_:)``).
    func isClosureOrHoldsClosures(_ expression: CodeExpression) -> Bool {
        switch expression {
        case .closure:
            return true
        case .call(.name(let name), let arguments, _):
            guard name.first?.isUppercase == true, arguments.contains(where: { Self.isClosure($0.value) }) else { return false }
            return index.type(named: name) { !$0.isViewController && !$0.isView && $0.kind != .protocol } == true
        default:
            return false
        }
    }

    /// The root of a stack built with `content`: the screen it is given (`NavigationStack {
    /// SettingsView() }`), or, for a SwiftUI stack around the framework's views (`NavigationStack {
    /// List { … } }`), the view whose body builds it.
    private func stackRoot(of content: [CodeValue], swiftUI: Bool, _ frame: Frame) -> [CodeValue] {
        guard swiftUI, let owner = frame.owner, let type = index.type(named: owner), type.isView, type.isScreen,
            content.contains(where: { if case .container = $0 { true } else { false } }),
            content.allSatisfy({ isLayout($0, depth: 0) })
        else { return content }
        ownStackRoots.insert(type.name)
        return [.object(type.name)]
    }

    /// Whether a stack's content is the framework's layout around rows (`List { … }`, `Form`,
    /// `ScrollView`), not views it switches between (`Group { if signedIn { Home() } else {
    /// Welcome() } }`, a `ZStack` of them) nor an app's view.
    private func isLayout(_ value: CodeValue, depth: Int) -> Bool {
        switch value {
        case .container(let name, let inner):
            guard index.type(named: name) == nil else { return false }
            guard Self.wrappers.contains(name) else { return true }
            return depth < 4 && inner.allSatisfy { isLayout($0, depth: depth + 1) }
        case .object(let name):
            return index.type(named: name) == nil
        default:
            return true
        }
    }

    /// SwiftUI's views that show what they are given as it is.
    static let wrappers: Set<String> = ["Group", "ZStack"]

    /// An enum case built with values (`.push(ProfileViewController())`, a route's result): the
    /// case, and, when it carries screens, a value holding them (``payload(of:cases:)``), which
    /// shows them wherever the case is shown and binds them in `case .push(let controller)`.
    func enumCase(_ enumName: String?, _ caseName: String, carrying arguments: [[CodeValue]]) -> [CodeValue] {
        var carried: [CodeValue] = []
        for value in arguments.joined() {
            switch value {
            case .object(let name) where isScreenType(name): carried.merge([value])
            case .container: carried.merge([value])
            case .enumCase(let nested, let nestedCase) where routeCarrier(enumName, caseName) != nil:
                // A route's case that carries another enum's (`.settings(.theme)`), by that enum.
                if let nested = nested ?? enumDeclaring(nestedCase, besides: enumName) { carried.merge([.enumCase(nested, nestedCase)]) }
            default: break
            }
        }
        return carried.isEmpty ? [.enumCase(enumName, caseName)] : [.enumCase(enumName, caseName), .container(Self.payloadPrefix + caseName, carried)]
    }

    /// The values of an enum case's arguments. A closure the case carries runs where the screen
    /// the case shows calls it (`.instancePicker(callback: { … push(.signUp) })`, whose view
    /// calls `callback` when a row is tapped): on that screen, when the case shows one.
    func caseArguments(_ enumName: String?, _ caseName: String, _ arguments: [CodeArgument], _ frame: inout Frame) -> [[CodeValue]] {
        let savedTrigger = frame.trigger
        if arguments.contains(where: { Self.isClosure($0.value) }) {
            let screens = Set(mapped(enumName, caseName).compactMap { value -> String? in
                if case .object(let name) = value, isScreenType(name) { return name }
                return nil
            })
            if screens.count == 1, let screen = screens.first { frame.trigger = screen }
        }
        let values = evaluateArguments(arguments, &frame)
        frame.trigger = savedTrigger
        return values
    }

    /// What the values of a `switch`'s subject carry for one of `cases`.
    static func payload(of values: [CodeValue], cases: [String]) -> [CodeValue] {
        var result: [CodeValue] = []
        for case .container(let name, let inner) in values where name.hasPrefix(payloadPrefix) && cases.contains(String(name.dropFirst())) {
            result.merge(inner)
        }
        return result
    }

    /// How the value an enum case carries is named: `.push`.
    static let payloadPrefix = "."

    /// The containers that are a navigation stack: what they are built with is the stack's root.
    static let stacks: Set<String> = ["UINavigationController", "NavigationStack", "NavigationView"]

    /// A hosting controller of a library the sources do not hold, built with its root view
    /// (`DismissibleHostingController(rootView: SettingsView(…))`): a container of that view, as
    /// `UIHostingController(rootView:)` is.
    static func isLibraryHost(_ typeName: String, _ resolved: CodeType?, _ arguments: [CodeArgument]) -> Bool {
        resolved == nil && typeName.hasSuffix("HostingController") && arguments.contains { $0.label == "rootView" || $0.label == "content" }
    }

    /// UIKit's and SwiftUI's containers: what they show is what they are given.
    static let containers: Set<String> = [
        "UINavigationController", "UIHostingController", "AnyView", "NavigationStack", "NavigationView", "NavigationSplitView",
    ]

    /// SwiftUI views that navigate, recognised as calls (``recognise(_:)``).
    static let swiftUIPrimitives: Set<String> = ["NavigationLink", "WindowGroup", "TabView", "Button"]

    /// How route values say they are shown: the kind a navigation of them makes, whatever the call
    /// that shows them (`Route(id: "settings", style: .sheet) { SettingsView() }` is presented by
    /// the router's one `route(to:)`), when every value shown is a route value (a type that holds
    /// a view it is built with) given one of these cases.
    func routeStyle(_ values: [CodeValue]) -> TransitionKind? {
        var kind: TransitionKind?
        for value in values {
            // The case of the same name that an implicit member may also be (``staticMember``).
            if case .enumCase = value { continue }
            guard routeValueType(value) != nil, case .container(_, let inner) = value else { return nil }
            var styles: Set<TransitionKind> = []
            for case .enumCase(_, let caseName) in inner {
                if let style = Self.style(of: caseName) { styles.insert(style) }
            }
            guard styles.count == 1, let style = styles.first, kind == nil || kind == style else { return nil }
            kind = style
        }
        return kind
    }

    /// The enum cases an initializer's defaults give where the arguments leave them out (`style:
    /// Style = .push`), of the initializers whose labels take every labelled argument.
    private func defaultCases(_ type: CodeType, _ arguments: [CodeArgument]) -> [CodeValue] {
        let labels = Set(arguments.compactMap(\.label))
        var result: [CodeValue] = []
        for initializer in type.initializers where labels.isSubset(of: Set(initializer.parameters.map(\.label))) {
            for parameter in initializer.parameters where !labels.contains(parameter.label) {
                guard let written = parameter.defaultValue, written.first == ".",
                    let name = written.dropFirst().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).first
                else { continue }
                result.merge([.enumCase(nil, String(name))])
            }
        }
        return result
    }
}
