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
            // `NavigationLink(.settings(.theme)) { label }`: the app's own initializer that takes
            // a route first (SwiftUI's take a title there); the closure is the label.
            if let first = call.arguments.first, first.label == nil, call.argument("destination") == nil {
                var copy = frame
                if value(first.value, &copy).contains(where: { if case .enumCase = $0 { true } else { false } }) {
                    return navigate(.push, call, target: first, &frame)
                }
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
            if case .metatype(let written)? = call.argument("for")?.value, let type = index.type(named: written),
                type.kind == .enum && !type.cases.isEmpty || routeWrappers[type.name] != nil
            {
                return call.receiver.map { value($0, &frame) } ?? frame.selfValues
            }
            let destination = call.arguments.last { if case .closure = $0.value { true } else { false } } ?? call.argument("destination")
            return navigate(.push, call, target: destination, &frame)
        case "sheet", "fullScreenCover", "popover":
            dismissesFromPresentedBars(call, &frame)
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
        case "tabViewStyle" where Self.isPaging(call.first?.value):
            // A paging `TabView` (`.tabViewStyle(.page)`) shows its pages in place, as parts of
            // the screen, not as tabs.
            guard case .call(.name("TabView"), let arguments, _)? = call.receiver else { return nil }
            guard let content = arguments.last(where: { if case .closure = $0.value { true } else { false } }) else { return [] }
            return value(content.value, &frame)
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
                if frame.outcome.effects[last].targets.isEmpty, case .call(.implicitMember("init"), let arguments, _)? = call.first?.value,
                    index.type(named: element) != nil
                {
                    if routeWrappers[element] != nil {
                        // One that carries a route: the route it is built with.
                        var copy = frame
                        frame.outcome.effects[last].targets = [carrying(element, arguments.flatMap { value($0.value, &copy) })]
                    } else {
                        frame.outcome.effects[last].targets = [.object(element)]
                    }
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
            targets = rootedByCast(targets, target.value, frame)
            // A route of a path of route values whose case is not known (a parameter of a method
            // followed on its own) shows none of them: its callers name the case.
            targets.removeAll { if case .object(let name) = $0 { wrappedRoutes[name] != nil } else { false } }
            // A route such values carry, given directly (to the app's own `NavigationLink(_:)`):
            // shown as the value that carries it.
            if let carrier = targets.lazy.compactMap({ value -> String? in
                if case .enumCase(let enumName, let caseName) = value { return self.routeCarrier(enumName, caseName) }
                return nil
            }).first {
                targets = [carrying(carrier, targets)]
            }
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

    /// A navigation controller from a storyboard whose root the code reads as a class of the app
    /// (`let settings = navigation.topViewController as! SettingsViewController`, also
    /// `viewControllers.first`, `children.first`), shown as `navigation`: it holds that class.
    private func rootedByCast(_ values: [CodeValue], _ expression: CodeExpression, _ frame: Frame) -> [CodeValue] {
        guard case .name(let local) = expression, frame.locals[local] != nil else { return values }
        func isUnrooted(_ value: CodeValue) -> String? {
            switch value {
            case .object(let name) where name == "UINavigationController" || index.type(named: name, \.isNavigationController) == true: name
            case .container(let name, let inner) where inner.isEmpty: name
            default: nil
            }
        }
        let original = values
        var values = values
        var root: String?
        CodeWalk.statements(index.functions[frame.function].body) { statement in
            guard case .bind(let name, .cast(let read, let written)?, _) = statement else { return }
            // `let navigation = storyboard.instantiateInitialViewController() as! UINavigationController`.
            if name == local, values.isEmpty {
                let type = Self.baseTypeName(written)
                if type == "UINavigationController" || index.type(named: type, \.isNavigationController) == true {
                    values = [.object(index.resolvedName(type) ?? type)]
                }
                return
            }
            switch read {
            case .member(.name(local), "topViewController"), .member(.name(local), "visibleViewController"),
                .member(.member(.name(local), "viewControllers"), "first"), .member(.member(.name(local), "children"), "first"):
                if let type = index.resolvedName(Self.baseTypeName(written)), index.type(named: type, \.isViewController) == true { root = type }
            default:
                break
            }
        }
        guard let root, !values.isEmpty, values.allSatisfy({ isUnrooted($0) != nil }) else { return original }
        return values.map { value in isUnrooted(value).map { .container($0, [.object(root)]) } ?? value }
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

    /// Whether a tab view style pages: `.page`, `.page(indexDisplayMode: .never)`, `PageTabViewStyle()`.
    static func isPaging(_ style: CodeExpression?) -> Bool {
        switch style {
        case .implicitMember("page")?, .call(.implicitMember("page"), _, _)?, .call(.name("PageTabViewStyle"), _, _)?: true
        default: false
        }
    }

    /// SwiftUI's navigation modifiers: their value is the view they are applied to.
    static let modifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination"]

    /// Whether a receiver is a SwiftUI navigation path: a property typed `NavigationPath` or an
    /// array of an enum that a `navigationDestination(for:)` maps.
    private func isNavigationPath(_ receiver: CodeExpression?, _ frame: Frame) -> Bool {
        guard let type = propertyType(of: receiver, frame) else { return false }
        if type.contains("NavigationPath") { return true }
        guard let element = pathElement(receiver, frame), mappings[element]?.kinds.contains(.push) == true else { return false }
        // An array typed only by its initial value (`var path = [Route]()`) is a path of an
        // enum's cases; one of objects (`stackModules = [NavigationModule]()`) is the stack of
        // the app's own navigation API, which its calls already say.
        if let receiver, case .call(.array, _, _)? = declaredProperty(of: receiver, frame)?.initialValue {
            return index.type(named: element)?.kind == .enum
        }
        return true
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
        return declaredProperty(of: expression, frame)?.type
    }

    /// The declaration of the property an expression names, with a type.
    private func declaredProperty(of expression: CodeExpression, _ frame: Frame) -> CodeProperty? {
        guard let (name, owners) = namedProperty(expression, frame) else { return nil }
        for owner in owners {
            for typeName in [owner] + Array(index.supertypes(of: owner)) {
                if let property = index.type(named: typeName)?.properties.first(where: { $0.name == name }), property.type != nil {
                    return property
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
