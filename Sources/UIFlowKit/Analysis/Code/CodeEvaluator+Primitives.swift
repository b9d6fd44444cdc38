extension CodeEvaluator {
    /// UIKit's and SwiftUI's navigation calls (docs/swift-sources.md lists them with their kinds);
    /// `nil` when the call is none of them.
    func recognise(_ call: Call, _ frame: inout Frame) -> [CodeValue]? {
        let labels = call.labels
        switch call.name {
        case "pushViewController" where call.firstIsUnlabelled:
            if embedsInLocalStack(call, &frame) { return [] }
            let result = navigate(.push, call, target: call.first, &frame)
            if let receiver = call.receiver, let last = frame.outcome.effects.last {
                frame.pushedInto[Self.text(of: receiver)] = (call.range, last.targets)
            }
            return result
        case "present" where call.firstIsUnlabelled && labels.contains("animated"):
            // A stack pushed onto in this function, then presented: what was pushed is its root.
            if let target = call.first, let pushed = frame.pushedInto[Self.text(of: target.value)] {
                frame.outcome.effects.removeAll { $0.hops.first?.range == pushed.range && $0.kind == .push }
                let result = navigate(.present, call, target: target, &frame)
                if let last = frame.outcome.effects.indices.last { frame.outcome.effects[last].targets = pushed.targets }
                return result
            }
            return navigate(.present, call, target: call.first, &frame)
        case "show" where labels.contains("sender"), "showDetailViewController" where labels.contains("sender"):
            return navigate(.show, call, target: call.first, &frame)
        case "setViewControllers" where labels.contains("direction"):
            // A `UIPageViewController`'s pages (`setViewControllers(_:direction:animated:)`) are
            // part of the screen that holds it, not a new root.
            return []
        case "setViewControllers" where call.firstIsUnlabelled:
            guard let first = call.first else { return [] }
            if receiverIsTabBar(call, frame) { return tabs(call, first.value, &frame) }
            if embedsInLocalStack(call, &frame) { return [] }
            if fillsShownStack(call, &frame) || fillsHeldStack(call.receiver, &frame) || setsOwnRoot(call, frame) { return [] }
            // The new stack's top is what is on screen.
            var top = first.value
            if case .array(let elements) = first.value, let last = elements.last { top = last }
            return navigate(.replace, call, target: CodeArgument(label: nil, value: top), &frame)
        case "dismiss" where labels.contains("animated") || (labels.isEmpty && isEnvironmentDismiss(call, frame)):
            return returning(.dismiss, call, either: labels.isEmpty, &frame)
        case CodeIndex.storyboardUnwindCall where call.receiver == nil:
            // A storyboard's unwind segue: back or dismiss, as the screen was shown.
            return returning(.dismiss, call, either: true, &frame)
        case "popToViewController" where call.first?.value == .name("self") && frame.trigger == nil && frame.selfValues == [.current]:
            // Back to the screen itself (`popToViewController(self, …)`) in its own code (an
            // action of a screen it pushed, `@objc func editCancelled()`): the screens above it go
            // back; it stays. (Run as another screen's delegate, it is that screen's back.)
            let values = returning(.back, call, either: false, &frame)
            if let last = frame.outcome.effects.indices.last { frame.outcome.effects[last].isOwn = false }
            return values
        case "popViewController", "popToRootViewController", "popToViewController":
            return returning(.back, call, either: false, &frame)
        case "NavigationLink" where call.receiver == nil:
            if let value = call.argument("value") {
                return navigate(.push, call, target: value, &frame)
            }
            if let destination = call.argument("destination") ?? call.arguments.first(where: { if case .closure = $0.value { true } else { false } }) {
                return navigate(.push, call, target: destination, &frame)
            }
            return []
        case "navigationDestination" where call.argument("for") == nil:
            let destination = call.arguments.last { if case .closure = $0.value { true } else { false } } ?? call.argument("destination")
            return presentWhenRaised(.push, call, target: destination, &frame)
        case "navigationDestination":
            // An enum's mapping is read beforehand, and its views are shown by the links and paths
            // that ask for a case; any other type's destination is the screen's own.
            if case .metatype(let written)? = call.argument("for")?.value, let type = index.type(named: written), type.kind == .enum,
                !type.cases.isEmpty
            {
                return call.receiver.map { value($0, &frame) } ?? frame.selfValues
            }
            let destination = call.arguments.last { if case .closure = $0.value { true } else { false } } ?? call.argument("destination")
            return navigate(.push, call, target: destination, &frame)
        case "sheet", "fullScreenCover", "popover":
            // A sheet of an enum's cases shows each where the case is set; one of another item
            // type is also the screen's own, where the modifier is.
            if let item = call.argument("item"), let mapping = mapping(forBinding: item.value, &frame), mapping.cases["*"] == nil {
                return call.receiver.map { value($0, &frame) } ?? frame.selfValues
            }
            let content = call.arguments.last { if case .closure = $0.value { true } else { false } } ?? call.argument("content")
            return presentWhenRaised(.present, call, target: content, &frame)
        case "WindowGroup" where call.receiver == nil:
            let content = call.arguments.last { if case .closure = $0.value { true } else { false } }
            var values = navigate(.replace, call, target: content, &frame)
            if let last = frame.outcome.effects.indices.last { frame.outcome.effects[last].setsRoot = true }
            values = []
            return values
        case "TabView" where call.receiver == nil:
            guard let content = call.arguments.last(where: { if case .closure = $0.value { true } else { false } }) else { return [] }
            return tabs(call, content.value, &frame)
        case "append" where call.firstIsUnlabelled && isNavigationPath(call.receiver, frame):
            let result = navigate(.push, call, target: call.first, &frame)
            // An enum case appended to a path of that enum is of that enum.
            if let element = pathElement(call.receiver, frame), let last = frame.outcome.effects.indices.last {
                frame.outcome.effects[last].targets = frame.outcome.effects[last].targets.map { value in
                    if case .enumCase(nil, let name) = value { return .enumCase(element, name) }
                    return value
                }
                // `path.append(.init(page: page))`: an element built in place.
                if frame.outcome.effects[last].targets.isEmpty, case .call(.implicitMember("init"), _, _)? = call.first?.value,
                    index.type(named: element) != nil
                {
                    frame.outcome.effects[last].targets = [.object(element)]
                }
            }
            return result
        case "append" where call.firstIsUnlabelled || call.labels == ["contentsOf"], "insert" where call.firstIsUnlabelled:
            // An array of view controllers a function builds up (`controllers.insert(tabViewController,
            // at: index)`, then `viewControllers = controllers`): the local holds what is added. (Other
            // values, an enum's cases a list gathers, are left as they were read.)
            guard case .name(let local)? = call.receiver, frame.locals[local] != nil, let first = call.first else { return nil }
            var copy = frame
            let added = value(first.value, &copy).filter { value in
                switch value {
                case .object(let name), .container(let name, _):
                    index.type(named: name).map { $0.isViewController || $0.isNavigationController } ?? (name.hasPrefix("UI") && name.hasSuffix("Controller"))
                default: false
                }
            }
            guard !added.isEmpty else { return nil }
            frame = copy
            for argument in call.arguments.dropFirst() { _ = value(argument.value, &frame) }
            frame.locals[local]?.merge(added)
            return []
        case "removeLast" where isNavigationPath(call.receiver, frame), "removeAll" where isNavigationPath(call.receiver, frame):
            return returning(.back, call, either: false, &frame)
        default:
            return nil
        }
    }

    /// A view controller pushed onto a navigation controller built in the same function and not
    /// shown yet (`let navigation = UINavigationController(); navigation.pushViewController(x)`):
    /// it becomes that stack's content, shown when the stack is.
    private func embedsInLocalStack(_ call: Call, _ frame: inout Frame) -> Bool {
        guard case .name(let local)? = call.receiver, let held = frame.locals[local], let first = call.first else { return false }
        let isStack = held.contains { value in
            switch value {
            case .container(let name, _), .object(let name):
                Self.stacks.contains(name) || index.type(named: name)?.isNavigationController == true
            default: false
            }
        }
        guard isStack else { return false }
        var content = value(first.value, &frame)
        if case .array(let elements) = first.value, let last = elements.last { content = value(last, &frame) }
        let name: String = held.lazy.compactMap { value -> String? in
            switch value {
            case .container(let name, _), .object(let name): name
            default: nil
            }
        }.first ?? "UINavigationController"
        frame.locals[local] = [.container(name, content)]
        return true
    }

    /// The first view controllers of a stack another object holds (a coordinator's
    /// `navigationController` property) that this function has just shown
    /// (`window.rootViewController = navigationController`): they are what was shown.
    private func fillsShownStack(_ call: Call, _ frame: inout Frame) -> Bool {
        guard let receiver = call.receiver, let first = call.first else { return false }
        let stacks = value(receiver, &frame).filter { value in
            guard case .container(let name, let content) = value, content.isEmpty else { return false }
            return Self.stacks.contains(name) || index.type(named: name)?.isNavigationController == true
        }
        guard !stacks.isEmpty else { return false }
        var root = first.value
        if case .array(let elements) = first.value, let bottom = elements.first { root = bottom }
        let content = value(root, &frame)
        var filled = false
        for position in frame.outcome.effects.indices {
            for stack in stacks where frame.outcome.effects[position].targets.contains(stack) {
                guard case .container(let name, _) = stack else { continue }
                frame.outcome.effects[position].targets = frame.outcome.effects[position].targets.map { $0 == stack ? .container(name, content) : $0 }
                filled = true
            }
        }
        if filled { stackRoots.merge(content) }
        return filled
    }

    /// Whether a navigation controller subclass sets its own first view controllers as it is built
    /// (``ownRoots(of:)``): what it is built with, shown where it is, not a replace.
    private func setsOwnRoot(_ call: Call, _ frame: Frame) -> Bool {
        guard call.receiver == nil || call.receiver == .name("self"), let owner = frame.owner,
            index.type(named: owner, \.isNavigationController) == true
        else { return false }
        return rootSettingFunctions(of: owner).contains(frame.function)
    }

    /// Whether a call sets the view controllers of an empty stack the type holds in a property
    /// (`productsNavigationController.setViewControllers([x], …)`, a tab): it fills that stack,
    /// shown where the stack is (``filledStacks``), and replaces nothing.
    func fillsHeldStack(_ receiver: CodeExpression?, _ frame: inout Frame) -> Bool {
        guard let receiver, let owner = frame.owner else { return false }
        let name: String
        switch receiver {
        case .name(let property), .member(.name("self"), let property): name = property
        default: return false
        }
        guard frame.locals[name] == nil, let (_, property) = storedProperty(name, in: owner), let initial = property.initialValue,
            case .call(let callee, let arguments, _) = initial, arguments.isEmpty, let stack = callee.calledName
        else { return false }
        return Self.stacks.contains(stack) || index.type(named: stack)?.isNavigationController == true
    }

    /// A forward navigation to what `target` evaluates to.
    func navigate(_ kind: TransitionKind, _ call: Call, target: CodeArgument?, _ frame: inout Frame) -> [CodeValue] {
        var targets: [CodeValue] = []
        if let target {
            targets = narrowed(value(target.value, &frame), givenTo: call.name, label: target.label)
        }
        for argument in call.arguments where argument.label != target?.label || argument.value != target?.value {
            _ = value(argument.value, &frame)
        }
        let receiverValues = call.receiver.map { value($0, &frame) } ?? frame.selfValues
        // A route value that says how it is shown is shown so (``routeStyle(_:)``).
        let styled = kind.isReturn || targets.isEmpty ? nil : routeStyle(targets)
        var effect = Effect(kind: styled ?? kind, targets: targets, call: call.name, hops: [Hop(text: call.text, range: call.range)])
        effect.trigger = frame.trigger ?? stackOwner(call.receiver, receiverValues, frame)
        frame.outcome.effects.append(effect)
        // A SwiftUI modifier is the view it modifies.
        return Self.modifiers.contains(call.name) ? receiverValues : []
    }

    /// The screen whose own stack a navigation acts on, when that is another screen than the one
    /// whose code is followed: a delegate screen's `navigationController` (entered through its
    /// protocol from the screen the user is on), `other.navigationController`. The user is on that
    /// screen's stack when it changes.
    private func stackOwner(_ receiver: CodeExpression?, _ values: [CodeValue], _ frame: Frame) -> String? {
        // `navigationController` of `self`, where `self` is not the screen the code started in.
        var receivers = values
        switch receiver {
        case .name(let name)?, .member(.name("self"), let name)?:
            if Self.ownStackNames.contains(name), !frame.selfValues.contains(.current) { receivers = frame.selfValues.map { .navigation(of: $0) } }
        default:
            break
        }
        var owner: String?
        for case .navigation(let of) in receivers {
            let type: String?
            switch of {
            case .object(let name) where isScreenType(name): type = name
            case .object where frame.selfValues.contains(of): type = frame.owner
            default: type = nil
            }
            guard let type, isScreenType(type), type != currentType, owner == nil || owner == type else { return nil }
            owner = type
        }
        return receivers.allSatisfy { if case .navigation = $0 { true } else { false } } ? owner : nil
    }

    /// A presentation bound to a `Bool` (`isPresented: $flag`): none when the view's code never
    /// raises the flag, else made under the conditions of the places that raise it.
    private func presentWhenRaised(_ kind: TransitionKind, _ call: Call, target: CodeArgument?, _ frame: inout Frame) -> [CodeValue] {
        // Bound to another object's flag: shown where the flag is raised (``recordAssignment``).
        if let key = sharedFlagKey(call.arguments, frame), flagMappings[key] != nil {
            return call.receiver.map { value($0, &frame) } ?? frame.selfValues
        }
        guard let flag = Self.presentedFlag(call.arguments), let owner = frame.owner else {
            return navigate(kind, call, target: target, &frame)
        }
        guard let required = presentationRequires(flag, in: owner) else {
            return call.receiver.map { value($0, &frame) } ?? frame.selfValues
        }
        let before = frame.outcome.effects.count
        let values = navigate(kind, call, target: target, &frame)
        for position in before..<frame.outcome.effects.count { frame.outcome.effects[position].requires += required }
        return values
    }

    /// SwiftUI's navigation modifiers: their value is the view they are applied to.
    static let modifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination"]

    /// A `back` or `dismiss`, its own unless the code started in acts on another controller.
    func returning(_ kind: TransitionKind, _ call: Call, either: Bool, _ frame: inout Frame) -> [CodeValue] {
        for argument in call.arguments { _ = value(argument.value, &frame) }
        var effect = Effect(kind: kind, eitherReturn: either, call: call.name, hops: [Hop(text: call.text, range: call.range)])
        // `hide(_ onboarding: UIViewController)` popping `onboarding.navigationController`: the
        // screen the function was given closes, and the user is on it.
        if frame.trigger == nil, let closed = givenScreenClosed(by: call.receiver, &frame) {
            effect.trigger = closed
            frame.outcome.effects.append(effect)
            return []
        }
        // Code another object runs for the screen closes what it was asked to; the screen's own
        // code (and its methods it calls) closes itself only through its own controllers.
        effect.isOwn = (frame.depth > 0 && frame.selfValues != [.current]) || frame.trigger != nil || isOwnReceiver(call.receiver, &frame)
        // A helper that shows something on a controller it holds and later closes that controller
        // (`sourceViewController.dismiss`) closes what it showed, unless what it builds is the
        // screen the code started in (a section controller that presents the editor it closes).
        // So does a helper's own code (a coordinator's cancel action) that only presents on it: a
        // coordinator that pushes on the stack it holds closes its own flow with it.
        if effect.isOwn, frame.trigger == nil, let owner = frame.owner,
            (frame.depth > 0 && frame.selfValues != [.current]) || !isScreenType(owner),
            closesWhatItShows(call.receiver, in: owner, onlyPresented: frame.depth == 0 || frame.selfValues == [.current])
        {
            effect.isOwn = false
        }
        // `rootViewController.presentedViewController?.dismiss(…)` closes what that controller
        // presented, never the controller or the screen whose code asks.
        if effect.isOwn, frame.trigger == nil, closesPresented(call.receiver, &frame) { effect.isOwn = false }
        // A helper closing a controller it builds and holds (`severalFoundController?.dismiss(…)`)
        // closes that controller: the user is on it.
        if effect.isOwn, frame.trigger == nil, let owner = frame.owner, !isScreenType(owner),
            let held = heldController(call.receiver, in: owner), held != currentType
        {
            if isScreenType(held) { effect.trigger = held } else { effect.isOwn = false }
        } else {
            effect.trigger = frame.trigger
        }
        frame.outcome.effects.append(effect)
        return []
    }

    /// The view controller type of `owner`'s stored property `receiver` names, when `owner`'s code
    /// builds that type.
    private func heldController(_ receiver: CodeExpression?, in owner: String) -> String? {
        let property: String
        switch receiver {
        case .name(let name)?, .member(.name("self"), let name)?: property = name
        default: return nil
        }
        guard property != "self", let (_, stored) = storedProperty(property, in: owner),
            let written = stored.type, let type = index.resolvedName(Self.baseTypeName(written)), index.type(named: type, \.isViewController) == true,
            shownOnProperties(by: owner).built.contains(type)
        else { return nil }
        return type
    }

    /// Whether `receiver` is what the screen the code started in (or its stack) presented:
    /// `base.presentedViewController` with `base` that screen, or a local bound to it (`if let
    /// progress = base.presentedViewController as? ProgressViewController`). Run for a screen
    /// another one presented, another controller's presented one is that screen itself.
    private func closesPresented(_ receiver: CodeExpression?, _ frame: inout Frame) -> Bool {
        func presenter(_ expression: CodeExpression) -> CodeExpression? {
            switch expression {
            case .member(let base, "presentedViewController"): base
            case .cast(let value, _): presenter(value)
            default: nil
            }
        }
        guard let receiver else { return false }
        var base = presenter(receiver)
        if base == nil, case .name(let local) = receiver, local != "self", frame.locals[local] != nil {
            CodeWalk.statements(index.functions[frame.function].body) { statement in
                if case .bind(local, let expression?, _) = statement, let bound = presenter(expression) { base = bound }
            }
        }
        guard let base else { return false }
        let values = value(base, &frame)
        return !values.isEmpty && values.allSatisfy(\.isCurrent)
    }

    /// The screen a return's receiver is, or is the stack of, when the function was given that
    /// screen as a parameter (`onboarding`, `onboarding.navigationController`, or a local bound to
    /// either: `if let navigationController = onboarding.navigationController`), other than the
    /// one whose code is followed. A stack reached from a property (`feed.navigationController`,
    /// the stack's root held by a coordinator) is not: popping it closes whatever is on top.
    private func givenScreenClosed(by receiver: CodeExpression?, _ frame: inout Frame) -> String? {
        let written: String
        switch receiver {
        case .name(let name)?: written = name
        case .member(.name(let name), let member)? where Self.closingNames.contains(member): written = name
        default: return nil
        }
        let parameters = Set(index.functions[frame.function].parameters.map(\.name))
        guard written != "self", frame.locals[written] != nil else { return nil }
        var given = parameters.contains(written) ? written : nil
        if given == nil {
            // A local bound to a parameter, its stack or its presenter.
            CodeWalk.statements(index.functions[frame.function].body) { statement in
                guard case .bind(written, let expression?, _) = statement else { return }
                switch expression {
                case .name(let name) where parameters.contains(name):
                    given = name
                case .member(.name(let name), let member) where parameters.contains(name) && Self.closingNames.contains(member):
                    given = name
                default:
                    break
                }
            }
        }
        guard let given else { return nil }
        var closed: String?
        for value in value(.name(given), &frame) {
            let screen: String
            switch value {
            case .object(let name): screen = name
            default: return nil
            }
            guard screen != currentType, closed == nil || closed == screen, isScreenType(screen) else { return nil }
            closed = screen
        }
        return closed
    }

    /// What a screen is closed through: its stack, or the controller that presented it.
    static let closingNames: Set<String> = ["navigationController", "presentingViewController"]

    /// Whether `owner`, a type that is not the screen the code started in, closes with `receiver`
    /// a controller it holds in a property and shows other screens on (`present`, `show`, a push;
    /// only `present` when `onlyPresented`), without building the screen the code started in
    /// anywhere in its code.
    private func closesWhatItShows(_ receiver: CodeExpression?, in owner: String, onlyPresented: Bool = false) -> Bool {
        let property: String
        switch receiver {
        case .name(let name)?, .member(.name("self"), let name)?: property = name
        default: return false
        }
        guard property != "self", let current = currentType, storedProperty(property, in: owner) != nil else { return false }
        let shown = shownOnProperties(by: owner)
        if onlyPresented, shown.stacks.contains(property) { return false }
        return shown.properties.contains(property) && !shown.built.contains(current)
    }

    /// The properties `owner`'s code shows controllers on (`sourceViewController.present(…)`), those
    /// of them it pushes on or sets the screens of, and the types it builds, found once.
    func shownOnProperties(by owner: String) -> ShownOn {
        if let known = shownOnMemo[owner] { return known }
        var properties: Set<String> = []
        var stacks: Set<String> = []
        var built: Set<String> = []
        for function in index.functionIndices(of: owner) {
            CodeWalk.calls(index.functions[function].body) { callee, arguments, _ in
                // A presenter of the app's own shown from the property: `sheet.show(from: base, …)`.
                if let name = callee.calledName, Self.showingNames.contains(name) {
                    for argument in arguments where argument.label == "from" {
                        switch argument.value {
                        case .name(let property), .member(.name("self"), let property): properties.insert(property)
                        default: break
                        }
                    }
                }
                switch callee {
                case .member(.name(let property), let name), .member(.member(.name("self"), let property), let name):
                    if Self.showingNames.contains(name) { properties.insert(property) }
                    if Self.stackingNames.contains(name) { stacks.insert(property) }
                    if name == "init", let type = index.resolvedName(property) { built.insert(type) }
                case .name(let name):
                    if let type = index.resolvedName(name) { built.insert(type) }
                default:
                    break
                }
            }
        }
        let shown = ShownOn(properties: properties, stacks: stacks, built: built)
        shownOnMemo[owner] = shown
        return shown
    }

    /// What a type's code shows controllers on, and builds (``shownOnProperties(by:)``).
    typealias ShownOn = (properties: Set<String>, stacks: Set<String>, built: Set<String>)

    /// UIKit's calls that show a view controller on the receiver.
    static let showingNames: Set<String> = ["present", "pushViewController", "show", "showDetailViewController"]

    /// UIKit's calls that put a view controller in the receiver's stack.
    static let stackingNames: Set<String> = ["pushViewController", "show", "setViewControllers"]

    /// Whether a call's receiver is the code's own screen or its stack: none, `self`,
    /// `navigationController`, `presentingViewController`, `parent`, `tabBarController`…, not a
    /// controller it holds (`presentedViewController`, a child's navigation controller).
    private func isOwnReceiver(_ receiver: CodeExpression?, _ frame: inout Frame) -> Bool {
        guard let receiver else { return true }
        switch receiver {
        case .name(let name):
            if name == "self" || Self.ownControllerNames.contains(name) { return true }
            if name == "dismiss" || name == "presentationMode" || holdsDismissAction(receiver, frame) { return true }
        case .member(let base, let name):
            if case .name("self") = base, Self.ownControllerNames.contains(name) { return true }
            if name == "wrappedValue" { return true }
            if Self.ownControllerNames.contains(name), case .name("self") = base { return true }
        default:
            break
        }
        return value(receiver, &frame).contains { $0.isCurrent }
    }

    /// The names a view controller's own stack and presenter go by.
    static let ownControllerNames: Set<String> = [
        "navigationController", "presentingViewController", "parent", "tabBarController", "splitViewController", "view",
    ]

    /// SwiftUI's `dismiss()`: the `@Environment(\.dismiss)` action, or `presentationMode.wrappedValue.dismiss()`.
    private func isEnvironmentDismiss(_ call: Call, _ frame: Frame) -> Bool {
        switch call.receiver {
        case nil:
            guard let owner = frame.owner, let type = index.type(named: owner) else { return frame.locals["dismiss"] != nil }
            return type.properties.contains { $0.name == "dismiss" && $0.wrapper == "Environment" } || frame.locals["dismiss"] != nil
        case .member(_, "wrappedValue")?:
            return true
        default:
            return holdsDismissAction(call.receiver, frame)
        }
    }

    /// Whether a receiver is the app's own value that holds SwiftUI's dismiss action (a router
    /// with `let dismiss: DismissAction`, read through a property wrapper: `@Router var router`,
    /// then `router.dismiss()`): its `dismiss()` is SwiftUI's, for the view that holds it.
    func holdsDismissAction(_ receiver: CodeExpression?, _ frame: Frame) -> Bool {
        let name: String
        switch receiver {
        case .name(let held)?, .member(.name("self"), let held)?: name = held
        default: return false
        }
        guard let owner = frame.owner, let property = storedProperty(name, in: owner)?.1,
            let held = heldType(property).flatMap({ index.type(named: $0) })
        else { return false }
        return held.properties.contains { $0.name == "dismiss" && $0.type == "DismissAction" }
    }

    /// Whether a receiver is a SwiftUI navigation path: a property typed `NavigationPath` or an
    /// array of an enum that a `navigationDestination(for:)` maps.
    private func isNavigationPath(_ receiver: CodeExpression?, _ frame: Frame) -> Bool {
        guard let type = propertyType(of: receiver, frame) else { return false }
        if type.contains("NavigationPath") { return true }
        guard type.hasPrefix("["), type.hasSuffix("]") else { return false }
        let element = Self.baseTypeName(String(type.dropFirst().dropLast()))
        return mappings[index.resolvedName(element) ?? element]?.kinds.contains(.push) == true
    }

    /// The element enum of a navigation path typed `[Route]`.
    private func pathElement(_ receiver: CodeExpression?, _ frame: Frame) -> String? {
        guard let type = propertyType(of: receiver, frame), type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        let element = Self.baseTypeName(String(type.dropFirst().dropLast()))
        return index.resolvedName(element) ?? element
    }

    /// The declared type of the property an expression names (`path`, `router.path`, `self.path`).
    func propertyType(of expression: CodeExpression?, _ frame: Frame) -> String? {
        guard let expression else { return nil }
        // A parameter: its declared type.
        if case .name(let property) = expression, let parameter = index.functions[frame.function].parameters.first(where: { $0.name == property }) {
            return parameter.type
        }
        guard let (name, owners) = namedProperty(expression, frame) else { return nil }
        for owner in owners {
            for typeName in [owner] + Array(index.supertypes(of: owner)) {
                if let property = index.type(named: typeName)?.properties.first(where: { $0.name == name }), let type = property.type {
                    return type
                }
            }
        }
        return nil
    }

    /// The property an expression names and the types whose instances may hold it: `selectedURL`
    /// and the type of `model` for `model.selectedURL`, the code's own type for a bare name; `nil`
    /// for a parameter of the function or any other expression.
    func namedProperty(_ expression: CodeExpression, _ frame: Frame) -> (name: String, owners: [String])? {
        switch expression {
        case .name(let property):
            guard !index.functions[frame.function].parameters.contains(where: { $0.name == property }) else { return nil }
            return (property, frame.owner.map { [$0] } ?? [])
        case .member(let base, let property):
            var copy = frame
            return (property, value(base, &copy).compactMap { typeName(of: $0, frame) })
        default:
            return nil
        }
    }

    /// Whether the call is made on (or by) a tab bar controller.
    private func receiverIsTabBar(_ call: Call, _ frame: Frame) -> Bool {
        guard call.receiver == nil || call.receiver == .name("self"), let owner = frame.owner else { return false }
        return index.supertypes(of: owner).contains("UITabBarController")
    }

    /// A tab bar's tabs: the screens of each element.
    func tabs(_ call: Call, _ content: CodeExpression, _ frame: inout Frame) -> [CodeValue] {
        let values = value(content, &frame)
        var effect = Effect(kind: .switch, targets: values, call: call.name, hops: [Hop(text: call.text, range: call.range)])
        effect.setsTabs = true
        frame.outcome.effects.append(effect)
        return []
    }}
