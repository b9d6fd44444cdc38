/// Returns: what a `back` or `dismiss` closes, and whose transition it is (the screen's own, a
/// screen a helper was given or presented, or none).
extension CodeEvaluator {
    /// A `back` or `dismiss`, its own unless the code started in acts on another controller.
    func returning(_ kind: TransitionKind, _ call: Call, either: Bool, _ frame: inout Frame) -> [CodeValue] {
        let start = frame.outcome.effects.count
        for argument in call.arguments { _ = value(argument.value, &frame) }
        let completion = start..<frame.outcome.effects.count
        defer { markDoneAfterClosing(call, completion, &frame) }
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
        // A controller a closure is handed by code the analysis does not read (`ButtonConfig(…) {
        // controller, _ in controller.dismiss(animated: true) }`, a library alert's button) is
        // that code's own controller, which it closes: not the screen.
        if effect.isOwn, case .name(let parameter)? = call.receiver, frame.unreadCallersParameters.contains(parameter),
            frame.locals[parameter]?.isEmpty == true
        {
            effect.isOwn = false
        }
        // `dismiss(animated:)` in a framework controller's delegate callback
        // (`mailComposeController(_ controller: MFMailComposeViewController, didFinishWith:)`)
        // closes that controller, which the screen presented: not the screen.
        if effect.isOwn, frame.trigger == nil, kind == .dismiss, !either, Self.isSelf(call.receiver), callsBackFromAFrameworkController(frame) {
            effect.isOwn = false
        }
        // A presentation controller's code (a backdrop tap's `presentingViewController.dismiss`)
        // closes what it presents, and a generic container view controller's own `dismiss`
        // (habitica-ios's `HostingBottomSheetController<ContentView>`) closes that container: the
        // sheet the user is on, not the screen whose code builds it.
        if effect.isOwn, frame.trigger == nil, let owner = frame.owner, closesItsPresentation(owner, call.receiver) { effect.isOwn = false }
        // `presentingViewController?.dismiss(…)` in a navigation controller subclass's own code
        // (woocommerce-ios's refund flow, which sets its own first screen) closes that flow: the
        // return is its first screen's, not that of the screen that presented the flow.
        if effect.isOwn, frame.trigger == nil, let flow = closedFlow(call.receiver, frame) {
            if let screen = flow.first { effect.trigger = screen } else { effect.isOwn = false }
            frame.outcome.effects.append(effect)
            return []
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

    /// The screens a navigation controller subclass of the app holds as its own first screens,
    /// when `receiver` is its `presentingViewController` in its own code; `nil` otherwise.
    private func closedFlow(_ receiver: CodeExpression?, _ frame: Frame) -> [String]? {
        switch receiver {
        case .name("presentingViewController")?, .member(.name("self"), "presentingViewController")?: break
        default: return nil
        }
        guard frame.selfValues == [.current], let owner = frame.owner, owner == currentType,
            index.type(named: owner)?.isNavigationController == true
        else { return nil }
        var screens: [String] = []
        for case .object(let root) in ownRoots(of: owner) where isScreenType(root) && !screens.contains(root) { screens.append(root) }
        return screens
    }

    /// Whether a return in `owner`'s own code closes a presentation that is no screen's own: any in
    /// a `UIPresentationController` subclass, or one on `self` in a generic container view
    /// controller that is no navigation controller (``CodeType/contentParameters``).
    private func closesItsPresentation(_ owner: String, _ receiver: CodeExpression?) -> Bool {
        if index.supertypes(of: owner).contains("UIPresentationController") { return true }
        guard Self.isSelf(receiver), let type = index.type(named: owner) else { return false }
        return type.isViewController && !type.isNavigationController && type.contentParameters > 0
    }

    /// Whether a receiver is the instance itself: none, or `self`.
    private static func isSelf(_ receiver: CodeExpression?) -> Bool {
        receiver == nil || receiver == .name("self")
    }

    /// Whether the function followed is a delegate callback of a controller the sources do not
    /// declare, given first (`mailComposeController(_ controller: MFMailComposeViewController, …)`,
    /// `imagePickerControllerDidCancel(_ picker: UIImagePickerController)`).
    private func callsBackFromAFrameworkController(_ frame: Frame) -> Bool {
        guard frame.depth == 0, let first = index.functions[frame.function].parameters.first else { return false }
        let type = Self.baseTypeName(first.type)
        return type.hasSuffix("Controller") && index.type(named: type) == nil
    }

    /// What a dismiss's `completion` does once a screen the user acted on is closed
    /// (`navigationController.dismiss(animated: true, completion: navigationHandler)` in the
    /// closure an intro screen was given): moves made from the screen under it
    /// (``Effect/afterClosing``). `completion`: where the effects of a closure written in the call are.
    private func markDoneAfterClosing(_ call: Call, _ completion: Range<Int>, _ frame: inout Frame) {
        // The screen closed is the dismiss's trigger, given to it and its completion's moves alike
        // as the calls return (``Frame/trigger``).
        guard call.name == "dismiss", let closing = frame.outcome.effects.last, closing.kind == .dismiss,
            let argument = call.argument("completion")
        else { return }
        let closed = closing.trigger
        var positions = Array(completion)
        if case .name(let local) = argument.value, let effects = frame.closureEffects[local] {
            let handed = Set(effects)
            positions = frame.outcome.effects.indices.filter { handed.contains(frame.outcome.effects[$0]) }
        }
        for position in positions where frame.outcome.effects[position].kind.isForward && frame.outcome.effects[position].trigger == closed {
            frame.outcome.effects[position].afterClosing = true
        }
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
            base = CodeWalk.bound(local, in: index.functions[frame.function].body).compactMap(presenter).last
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
            for expression in CodeWalk.bound(written, in: index.functions[frame.function].body) {
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
    func isEnvironmentDismiss(_ call: Call, _ frame: Frame) -> Bool {
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
}

extension CodeEvaluator {
    /// A "Done" button the presenting view puts on the screen it presents (`.sheet(item: $sheet)
    /// { NavigationStack { TabManager().toolbar { Button("Done") { sheet = nil } } } }`, or
    /// `showsAbout = false` for `isPresented: $showsAbout`): a dismiss of that screen, made on it.
    /// Only a bar the presenting code adds to a screen it builds in the presentation's content
    /// counts (`toolbar`, `navigationBarItems`), setting the property the presentation is bound to.
    func dismissesFromPresentedBars(_ call: Call, _ frame: inout Frame) {
        guard let bound = call.arguments.first(where: { $0.label == "item" || $0.label == "isPresented" }).flatMap({ TypeUses.name($0.value) }),
            case .closure(_, let content)? = call.arguments.last(where: { if case .closure = $0.value { true } else { false } })?.value
        else { return }
        CodeWalk.calls(content) { callee, arguments, _ in
            guard case .member(let base, let bar) = callee, Self.bars.contains(bar),
                let screen = builtScreen(under: base)
            else { return }
            for argument in arguments {
                guard case .closure(_, let body) = argument.value else { continue }
                CodeWalk.statements(body) { statement in
                    guard case .assign(let target, .name(let cleared), let range) = statement, cleared == "nil" || cleared == "false",
                        TypeUses.name(target) == bound
                    else { return }
                    var effect = Effect(kind: .dismiss, call: bar, hops: [Hop(text: Self.text(of: target), range: range)])
                    effect.trigger = screen
                    frame.outcome.effects.append(effect)
                }
            }
        }
    }

    /// A container of the app that puts a bar around the screens it shows (kiwix-apple's
    /// `SheetContent { … }`, whose body is `NavigationStack { content.toolbar { Button("Done") {
    /// dismiss() } } }`): what the bar's buttons close, each screen shown there closes, since the
    /// user is on it. What else the container is built with keeps the bar as the builder's.
    func closesFromContainerBars(_ container: CodeType, showing inner: [CodeValue], at hop: Hop, _ frame: inout Frame) {
        var screens: [String] = []
        for case .object(let type) in inner {
            if let screen = index.resolvedName(type), isScreenType(screen), screen != frame.owner, !screens.contains(screen) { screens.append(screen) }
        }
        guard !screens.isEmpty, frame.depth < Self.maximumDepth,
            let body = index.functionIndices(of: container.name).first(where: { index.functions[$0].name == "body" && index.functions[$0].parameters.isEmpty })
        else { return }
        let contentTypes = container.genericParameters.map(\.name)
        let contents = Set(container.properties.filter { property in
            !property.isStatic && property.type.map { CodeType.mentions($0, any: contentTypes) } == true
        }.map(\.name))
        guard !contents.isEmpty else { return }
        var closes: [Effect] = []
        CodeWalk.calls(index.functions[body].body) { callee, arguments, _ in
            guard case .member(let base, let bar) = callee, Self.bars.contains(bar), Self.rootName(of: base).map(contents.contains) == true else { return }
            for argument in arguments {
                guard case .closure(let parameters, let statements) = argument.value else { continue }
                let effects = closure(parameters, statements, arguments: [], in: body, as: container.name, depth: frame.depth + 1).effects
                closes += effects.filter { $0.kind.isReturn && $0.trigger == nil }
            }
        }
        for screen in screens {
            for var effect in closes {
                effect.trigger = screen
                effect.hops.insert(hop, at: 0)
                frame.outcome.effects.append(effect)
            }
        }
    }

    /// The modifiers that add a bar of buttons to the view they modify.
    private static let bars: Set<String> = ["toolbar", "navigationBarItems"]

    /// The property a chain of modifiers starts from: `content`, `self.content`, `content()`.
    private static func rootName(of expression: CodeExpression) -> String? {
        switch CodeWalk.modified(expression) {
        case .name(let name)?, .member(.name("self"), let name)?: name
        case .call(.name(let name), let arguments, _)? where arguments.isEmpty: name
        default: nil
        }
    }

    /// The screen type a chain of modifiers starts from (`TabManager().navigationTitle(…)`).
    private func builtScreen(under expression: CodeExpression) -> String? {
        guard case .call(.name(let name), _, _)? = CodeWalk.modified(expression), let type = index.resolvedName(name), isScreenType(type)
        else { return nil }
        return type
    }
}
