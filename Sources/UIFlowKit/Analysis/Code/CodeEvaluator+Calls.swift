extension CodeEvaluator {
    /// A call: a construction, a navigation call the app declares (``NavigationCall``), one of the
    /// app's functions (followed with its arguments bound), or UIKit's and SwiftUI's own
    /// (``recognise(_:)``).
    func call(_ callee: CodeExpression, _ arguments: [CodeArgument], _ range: SourceRange, _ frame: inout Frame) -> [CodeValue] {
        let name: String
        let receiver: CodeExpression?
        switch callee {
        case .name(let called):
            // A closure parameter called (`let tabs = tabs()`): what the closure it was given gives.
            // The same for a closure an instance was built with, called in its own code
            // (`cover()` in a view modifier's `body(content:)`, ``appliedModifier``).
            if let bound = frame.locals[called] ?? frame.selfBindings[called], called.first?.isLowercase == true {
                _ = evaluateArguments(arguments, &frame)
                return bound
            }
            name = called
            receiver = nil
        case .member(let base, let called):
            name = called
            receiver = base
        case .implicitMember(let called):
            if called != "init", let built = staticMember(called, arguments, range, &frame) { return built }
            if called == "init" {
                _ = evaluateArguments(arguments, &frame)
                return []
            }
            return enumCase(nil, called, carrying: caseArguments(nil, called, arguments, &frame))
        default:
            // `{ … }()`: the closure's value; any other callee's is unknown.
            let values = value(callee, &frame)
            _ = evaluateArguments(arguments, &frame)
            if case .closure = callee { return values }
            return []
        }
        // Calls whose closures say what a case of an enum shows are read once, beforehand
        // (``CodeEvaluator+Mappings``); here only what the closures do runs.
        if let built = construction(name, receiver: receiver, arguments, range, &frame) { return built }
        if let view = reactionToDeepLink(name, receiver, arguments, &frame) { return view }
        if let effects = calledStoredClosure(callee, &frame) {
            _ = evaluateArguments(arguments, &frame)
            append(effects, calledAt: Hop(text: Self.text(of: callee), range: range), &frame)
            return []
        }
        let call = Call(name: name, receiver: receiver, arguments: arguments, range: range, text: Self.text(of: callee))
        let named = callsByName[name] ?? []
        if !named.isEmpty {
            let receiverType = receiverTypeName(receiver, &frame)
            if let configured = named.first(where: { $0.matches(call, receiverType: receiverType) }) {
                return configuredCall(configured, call, &frame)
            }
        }
        if let values = recognise(call, &frame) { return values }
        if let values = instantiation(call, &frame) { return values }
        // A method of what another screen holds (`settingsController.viewModel.showSync()`) is that
        // screen's navigation, found from its own code, as a method of the screen itself is.
        if heldByAnotherScreen(receiver, &frame) {
            _ = evaluateArguments(arguments, &frame)
            return []
        }
        // A subscription to a subject of a held object that nothing sends on for it never runs.
        if Self.subscriptions.contains(name), let receiver, neverFires(receiver, frame) { return [] }
        let receiverValues = receiver.map { value($0, &frame) } ?? frame.selfValues
        // A subscription to another object's events runs for the screen that object shows; a
        // closure given to a method of a screen just built (`controller.setDismissAction { … }`)
        // runs when the user acts on that screen.
        let savedTrigger = frame.trigger
        if Self.subscriptions.contains(name), let receiver, let source = subscribedType(receiver, &frame) {
            frame.trigger = source
        } else if let receiver, arguments.contains(where: { Self.isClosure($0.value) }), let screen = heldScreen(receiver, frame),
            methods(name, arguments, in: screen, isStatic: false).contains(where: keepsClosure)
        {
            frame.trigger = screen
        } else if receiver == nil || receiver == .name("self"), let owner = frame.owner, isScreenType(owner),
            arguments.contains(where: { Self.isClosure($0.value) }),
            methods(name, arguments, in: owner, isStatic: false).contains(where: handsClosureToView)
        {
            // A closure handed on to a view this screen shows (`showNotification(…) { tapped in
            // … }`, a banner's tap handler) runs when the user taps the banner, on this screen,
            // even where the code runs for another screen's action (a delegate call).
            frame.trigger = owner
        } else if arguments.contains(where: { Self.isClosure($0.value) }),
            let screen = screenBuiltWithClosure(name, arguments, receiverValues, frame)
        {
            frame.trigger = screen
        }
        // `withCheckedContinuation { continuation in … continuation.resume() }`: the closure is
        // given the standard library's continuation, whose `resume` is no method of the app's.
        let given = Self.iterating.contains(name) ? receiverValues : Self.continuations.contains(name) ? [.object("CheckedContinuation")] : []
        // A call of code the sources do not hold (a library's `ButtonConfig("Dismiss") {
        // controller, _ in … }`) calls its closures with what the analysis does not know.
        let savedHanding = frame.handingToUnread
        frame.handingToUnread = index.functionIndices(named: name).isEmpty && index.type(named: name) == nil
        // A reaction to a notification the app posts runs for each screen that posts it.
        let posters = Self.subscriptions.contains(name) ? notificationPosters(name, receiver, arguments, frame) : []
        if name == "modifier" { frame.lastBuilt = nil }
        var evaluated: [[CodeValue]] = []
        for poster in posters.prefix(4) {
            frame.trigger = poster.screen
            let reactions = frame.outcome.effects.count
            evaluated = evaluateArguments(arguments, elements: given, &frame)
            // SwiftUI's `dismiss()` in the reaction (when the user switches tabs) closes the view
            // that observes, whoever posts; a pop of a stack it holds closes the poster on top.
            // What is made on the poster starts where it posts.
            for position in reactions..<frame.outcome.effects.count {
                if frame.outcome.effects[position].kind.isReturn, frame.outcome.effects[position].eitherReturn {
                    frame.outcome.effects[position].trigger = savedTrigger
                } else {
                    frame.outcome.effects[position].byNotification = true
                    if let site = poster.site { frame.outcome.effects[position].hops.insert(site, at: 0) }
                }
            }
        }
        if posters.isEmpty { evaluated = evaluateArguments(arguments, elements: given, &frame) }
        let argumentValues = restyled(evaluated)
        frame.handingToUnread = savedHanding
        frame.trigger = savedTrigger
        var candidates = receiverMethods(name, arguments, receiverValues, frame)
        if candidates.isEmpty, receiver == nil {
            for function in index.functionIndices(named: name) where index.functions[function].owner == nil && accepts(function, arguments) {
                candidates.append((function, .metatype("")))
            }
        }
        if candidates.isEmpty, receiverValues.isEmpty {
            // An unknown receiver: the app's only function of that name and labels, if it has one.
            let global = index.functionIndices(named: name).filter { accepts($0, arguments) && !index.functions[$0].isStatic }
            if global.count == 1, let only = global.first, let owner = index.functions[only].owner, !isScreenType(owner) {
                candidates.append((only, .object(index.resolvedName(owner) ?? owner)))
            }
        }
        if candidates.isEmpty, name == "modifier",
            let modified = appliedModifier(arguments, argumentValues, modifying: receiverValues, Hop(text: call.text, range: range), &frame)
        {
            return modified
        }
        guard !candidates.isEmpty else {
            // An event fired at a library's state machine or bus (`stateMachine.tryEvent(.showLogin)`):
            // the code that handles that case, in the type that fires it.
            dispatch(arguments, &frame)
            // A storyboard's view controller made by a creator closure
            // (`instantiateViewController(identifier:) { coder in X(coder: coder, …) }`): what it makes.
            // A storyboard helper of a package the sources leave out, given the class
            // (`UIStoryboard.settings.instantiateController(ofType: AddAccountViewController.self)`):
            // that class.
            if name.hasPrefix("instantiate") {
                var made: [CodeValue] = []
                for (argument, values) in zip(arguments, argumentValues) {
                    if case .closure = argument.value { made.merge(values) }
                    for case .metatype(let type) in values where index.type(named: type, \.isViewController) == true {
                        made.merge([.object(type)])
                    }
                }
                return made
            }
            // A SwiftUI modifier (`.environmentObject(…)`, `.padding()`): the same view.
            return Self.modifiedView(receiverValues)
        }
        // Overloads told apart by what their arguments are known to be: those that cannot take
        // them are left out, and of the rest, those whose parameters name the arguments' types.
        let compatible = candidates.filter { accepts(index.functions[$0.function].parameters, argumentValues, arguments, frame) }
        if !compatible.isEmpty { candidates = compatible }
        if candidates.count > 1 {
            let scores = candidates.map { exactness(index.functions[$0.function].parameters, argumentValues, arguments, frame) }
            if let best = scores.max(), best > 0 { candidates = zip(candidates, scores).filter { $0.1 == best }.map(\.0) }
        }
        var returns: [CodeValue] = []
        for (function, selfValue) in candidates.prefix(6) {
            // Another screen's method is that screen's navigation, found from it; but one reached
            // through a protocol (a delegate's method) runs for the code that calls it.
            // A framework type's extension (`extension View { func embeddedInHostingController() }`)
            // is the caller's helper, whatever it is called on.
            let declaredKind = index.functions[function].owner.flatMap { index.type(named: $0, \.kind) }
            let isFrameworkExtension = declaredKind.map { $0 == .extension } ?? true
            if case .object(let owner) = selfValue, isScreenType(owner), !selfValue.isCurrent, !isFrameworkExtension { continue }
            if case .object(let receiverType) = selfValue, index.type(named: receiverType, \.kind) == .protocol,
                let implementer = index.functions[function].owner.flatMap({ index.resolvedName($0) }), isScreenType(implementer),
                implementer != currentType
            {
                if let caller = currentType { dispatched[function, default: []].insert(caller) }
            }
            let parameters = index.functions[function].parameters
            let bound = narrowed(Self.bind(arguments, Self.givingLiterals(arguments, argumentValues), to: parameters), to: parameters)
            // An instance built here (`let flow = Flow(entry: .create); flow.start()`), or `self`
            // built so: what its properties hold goes with it.
            var bindings: [String: [CodeValue]] = [:]
            switch receiver {
            case nil where frame.selfValues.contains(selfValue), .name("self")?: bindings = frame.selfBindings
            case .name(let local)?: bindings = frame.localBindings[local] ?? [:]
            default: break
            }
            // An enum case goes with what it carries (`page.view()` on `.settings(.theme)`).
            var selfValues = [selfValue]
            if case .enumCase(_, let caseName) = selfValue {
                selfValues += receiverValues.filter { if case .container(Self.payloadPrefix + caseName, _) = $0 { true } else { false } }
            }
            let outcome = evaluate(function, selfValues: selfValues, arguments: bound, bindings: bindings, depth: frame.depth + 1)
            append(outcome.effects, calledAt: Hop(text: call.text, range: range), &frame)
            returns.merge(outcome.returns)
            returns.merge(genericResult(of: function, bound))
        }
        // A view modifier of the app's that gives nothing known (cut short, or built from what
        // the analysis does not follow) is the view it modifies.
        if returns.isEmpty, candidates.contains(where: { index.functions[$0.function].returnType.map(Self.isBuilt) == true }) {
            returns = Self.modifiedView(receiverValues)
        }
        return returns
    }

    /// What a function reached through a call did: its chains start at that call, and what it
    /// did for no particular screen runs for the action the caller runs for.
    func append(_ effects: [Effect], calledAt hop: Hop, _ frame: inout Frame) {
        for var effect in effects {
            effect.hops.insert(hop, at: 0)
            if effect.trigger == nil { effect.trigger = frame.trigger }
            frame.outcome.effects.append(effect)
        }
    }

    /// A SwiftUI modifier's value: the view it modifies, not a stack standing for it.
    static func modifiedView(_ values: [CodeValue]) -> [CodeValue] {
        values.filter { if case .navigation = $0 { false } else { true } }
    }

    /// What a generic function of the app returns when it returns its type parameter and is given
    /// that type (`func instantiateViewController<T>(ofClass: T.Type) -> T?` given
    /// `PrivacySettingsViewController.self`): an instance of the type given. Its body (a cast to
    /// `T`) says nothing the analysis can follow.
    private func genericResult(of function: Int, _ bound: [[CodeValue]]) -> [CodeValue] {
        guard let written = index.functions[function].returnType else { return [] }
        let returned = Self.baseTypeName(written)
        guard !returned.isEmpty, index.type(named: returned) == nil else { return [] }
        var given: [CodeValue] = []
        for (position, parameter) in index.functions[function].parameters.enumerated()
        where position < bound.count && Self.baseTypeName(parameter.type) == returned + ".Type" {
            for case .metatype(let type) in bound[position] where index.type(named: type) != nil {
                given.merge([.object(type)])
            }
        }
        return given
    }

    /// A call as the recognisers see it.
    struct Call {
        var name: String
        var receiver: CodeExpression?
        var arguments: [CodeArgument]
        var range: SourceRange
        var text: String

        var labels: [String?] { arguments.map(\.label) }

        func argument(_ label: String) -> CodeArgument? { arguments.first { $0.label == label } }

        /// The first argument.
        var first: CodeArgument? { arguments.first }

        /// Whether there is a first argument and it has no label.
        var firstIsUnlabelled: Bool { arguments.first.map { $0.label == nil } ?? false }
    }

    /// The arguments' values; a closure's parameters are bound to `elements` (what a `ForEach`
    /// or a `map` hands it), else unknown.
    func evaluateArguments(_ arguments: [CodeArgument], elements: [CodeValue] = [], _ frame: inout Frame) -> [[CodeValue]] {
        arguments.map { argument in
            if case .closure(let parameters, let body) = argument.value {
                return closure(parameters, body, arguments: parameters.map { _ in elements }, &frame)
            }
            return value(argument.value, &frame)
        }
    }

    /// The standard library's calls that hand their closure a continuation.
    static let continuations: Set<String> = [
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation",
    ]

    /// Calls whose closure is handed the elements of a collection: `ForEach(items) { item in … }`,
    /// `items.map { … }`.
    static let iterating: Set<String> = ["ForEach", "map", "compactMap", "flatMap", "forEach", "filter", "first", "contains", "sorted"]

    /// Whether a method keeps a closure it is given for later (`func setDismissAction(_ action:
    /// …) { rootView.dismissAction = action }`): it assigns a parameter and calls none, unlike a
    /// method that runs its `completion` once it is done.
    func keepsClosure(_ function: Int) -> Bool {
        let parameters = Set(index.functions[function].parameters.map(\.name))
        var assigns = false
        var calls = false
        CodeWalk.statements(index.functions[function].body) { statement in
            if case .assign(_, .name(let value), _) = statement, parameters.contains(value) { assigns = true }
        }
        CodeWalk.calls(index.functions[function].body) { callee, _, _ in
            if case .name(let called) = callee, parameters.contains(called) { calls = true }
        }
        return assigns && !calls
    }

    /// Whether a method hands a closure it is given, without calling it, to a view of the app it
    /// builds (`NotificationView.loadFromNib(dismissHandler: dismissHandler)`): a `UIView`
    /// subclass that is no screen, which runs it when the user taps it.
    func handsClosureToView(_ function: Int) -> Bool {
        closureRecipients(function).contains { !isScreenType($0) && index.supertypes(of: $0).contains("UIView") }
    }

    /// The one screen a factory method builds with a closure it is given, without calling it
    /// (`func makeSurveyViewController(onCompletion: …) -> UIViewController {
    /// SurveyViewController(onCompletion: onCompletion) }`): the closure runs when the user acts
    /// on that screen, as one handed to the screen's initializer does.
    func screenBuiltWithClosure(_ name: String, _ arguments: [CodeArgument], _ receiverValues: [CodeValue], _ frame: Frame) -> String? {
        var screens: Set<String> = []
        for (function, _) in receiverMethods(name, arguments, receiverValues, frame) {
            screens.formUnion(closureRecipients(function).filter(isScreenType))
        }
        return screens.count == 1 ? screens.first : nil
    }

    /// The app's methods `name` may call on the receiver's values, each once, with the value it
    /// is called on (a metatype's static ones).
    private func receiverMethods(
        _ name: String, _ arguments: [CodeArgument], _ receiverValues: [CodeValue], _ frame: Frame
    ) -> [(function: Int, selfValue: CodeValue)] {
        var found: [(function: Int, selfValue: CodeValue)] = []
        for receiverValue in receiverValues {
            guard let typeName = typeName(of: receiverValue, frame) else { continue }
            let isStatic = if case .metatype = receiverValue { true } else { false }
            for function in methods(name, arguments, in: typeName, isStatic: isStatic) where !found.contains(where: { $0.function == function }) {
                found.append((function, receiverValue))
            }
        }
        return found
    }

    /// The app's types a function builds with one of its parameters as an argument (`T(action:
    /// action)`), none when it calls a parameter itself (a `completion` it runs); found once.
    private func closureRecipients(_ function: Int) -> [String] {
        if let known = closureRecipientsMemo[function] { return known }
        let parameters = Set(index.functions[function].parameters.map(\.name))
        var built: [String] = []
        var calls = false
        CodeWalk.calls(index.functions[function].body) { callee, arguments, _ in
            if case .name(let called) = callee, parameters.contains(called) { calls = true }
            let written: String?
            switch callee {
            case .name(let type), .member(.name(let type), _): written = type
            default: written = nil
            }
            guard let written, written.first?.isUppercase == true, let type = index.resolvedName(written),
                arguments.contains(where: { argument in if case .name(let name) = argument.value { parameters.contains(name) } else { false } }),
                !built.contains(type)
            else { return }
            built.append(type)
        }
        let found = calls ? [] : built
        closureRecipientsMemo[function] = found
        return found
    }

    /// Whether `name` is a type the app shows as a screen or could: a view controller or a
    /// SwiftUI view, not a container.
    func isScreenType(_ name: String) -> Bool {
        index.type(named: name, \.isScreen) == true
    }

    /// Whether a receiver is a member of another screen (`settingsController.viewModel`,
    /// `presenter.router`): a path of names whose base is known only as an instance of a screen
    /// type other than the one whose code is followed.
    private func heldByAnotherScreen(_ receiver: CodeExpression?, _ frame: inout Frame) -> Bool {
        guard case .member(let base, _)? = receiver, Self.isPath(base) else { return false }
        var copy = frame
        let holders = value(base, &copy)
        return !holders.isEmpty && holders.allSatisfy { holder in
            guard case .object(let type) = holder else { return false }
            return isScreenType(type) && type != currentType
        }
    }

    /// Whether an expression is names and members only (`a`, `a.b.c`), whose value is read
    /// without running code.
    private static func isPath(_ expression: CodeExpression) -> Bool {
        switch expression {
        case .name(let name): name != "self" && name != "super"
        case .member(let base, _): isPath(base)
        default: false
        }
    }

    /// The receiver's type, for matching a configured call (`router.push` with `router: Router`).
    private func receiverTypeName(_ receiver: CodeExpression?, _ frame: inout Frame) -> String? {
        guard let receiver else { return frame.owner }
        var copy = frame
        let snapshot = frame
        return value(receiver, &copy).lazy.compactMap { self.typeName(of: $0, snapshot) }.first
    }

    // MARK: The app's functions

    /// The functions `name(labels…)` of a type: its own, else its superclasses', else the default
    /// implementations of its protocols; for a protocol, every conforming type's and its extensions'.
    func methods(_ name: String, _ arguments: [CodeArgument], in typeName: String, isStatic: Bool) -> [Int] {
        let named = index.functionIndices(named: name)
        guard !named.isEmpty else { return [] }
        let matching = named.filter { accepts($0, arguments) && index.functions[$0].isStatic == isStatic }
        guard !matching.isEmpty else { return [] }
        let owned = { (owner: String) -> [Int] in
            matching.filter { function in
                guard let declared = self.index.functions[function].owner else { return false }
                return declared == owner || self.index.resolvedName(declared) == owner
            }
        }
        // The type, then its superclasses, then what it conforms to.
        var current: String? = typeName
        var visited: Set<String> = []
        while let name = current, visited.insert(name).inserted, visited.count < 32 {
            let own = owned(name)
            if !own.isEmpty { return own }
            guard let type = index.type(named: name) else { break }
            if type.kind == .protocol {
                // Every type that conforms to the protocol, and its extensions' defaults.
                let conformers = matching.filter { function in
                    guard let owner = self.index.functions[function].owner else { return false }
                    return self.index.supertypes(of: owner).contains(type.name)
                }
                return Array(conformers.prefix(8))
            }
            current = type.kind == .class ? type.inheritedTypes.first : nil
        }
        // Protocol extensions' default implementations, the framework's protocols' and classes'
        // included (`extension UITableViewDelegate where Self: DataSourceProvider`, `extension
        // View { func embeddedInHostingController() … }`, which the index holds as extensions).
        // A view of the framework's (`Text("Hi")`, `VStack { … }`, none of the app's types) takes
        // the app's `extension View` methods that present (``presentingViewExtensions``): the
        // others only style it, and following them all costs half again on mlem.
        var supertypes = index.supertypes(of: typeName)
        let frameworkView = index.type(named: typeName) == nil && !supertypes.contains("UIViewController") && typeName.first?.isUppercase == true
        if frameworkView { supertypes.insert("View") }
        return matching.filter { function in
            guard let owner = index.functions[function].owner else { return false }
            if frameworkView, owner == "View", !presentingViewExtensions().contains(function) { return false }
            if let type = index.type(named: owner) {
                return [.protocol, .extension].contains(type.kind) && supertypes.contains(type.name)
                    && index.functions[function].constraints.allSatisfy(supertypes.contains)
            }
            return supertypes.contains(owner) && index.functions[function].constraints.allSatisfy(supertypes.contains)
        }
    }

    /// The app's `extension View` methods that present or apply a view modifier of the app
    /// (`modifier(FlagCover(…))`, `.sheet`, `.fullScreenCover`, `.popover`,
    /// `.navigationDestination`); found once.
    func presentingViewExtensions() -> Set<Int> {
        if let known = presentingViewExtensionsMemo { return known }
        var found: Set<Int> = []
        for function in index.functionIndices(of: "View") {
            CodeWalk.calls(index.functions[function].body) { callee, _, _ in
                guard let called = callee.calledName, called == "modifier" || Self.modifiers.contains(called) else { return }
                found.insert(function)
            }
        }
        presentingViewExtensionsMemo = found
        return found
    }

    /// Whether the arguments' known values can be the function's parameters: an instance or an
    /// enum case of the app's type `T` cannot be a parameter of another of the app's types that
    /// `T` is not.
    private func accepts(_ parameters: [CodeFunction.Parameter], _ values: [[CodeValue]], _ arguments: [CodeArgument], _ frame: Frame) -> Bool {
        let bound = Self.bind(arguments, values, to: parameters)
        for (parameter, parameterValues) in zip(parameters, bound) {
            // A screen given where a value of the standard library is expected
            // (`start(with result: Result<…>)` beside `start(with viewController: UIViewController)`).
            if Self.standardValueTypes.contains(Self.baseTypeName(parameter.type)), parameterValues.contains(where: { value in
                if case .container = value { return true }
                guard let actual = knownType(value, frame) else { return false }
                return index.type(named: actual).map { $0.isViewController || $0.isView } ?? false
            }) {
                return false
            }
            guard !parameterValues.isEmpty, let expected = index.resolvedName(Self.baseTypeName(parameter.type)) else { continue }
            for value in parameterValues {
                guard let actual = knownType(value, frame), index.resolvedName(actual) != nil else { continue }
                if actual != expected, !index.supertypes(of: actual).contains(expected) { return false }
            }
        }
        return true
    }

    /// Value types of the standard library and Foundation: no view or view controller is one.
    static let standardValueTypes: Set<String> = [
        "Result", "String", "Substring", "Int", "Int64", "Int32", "UInt", "Double", "Float", "Bool", "URL", "Date", "Data", "UUID",
    ]

    /// How many of a function's parameters name exactly the type their argument is known to be.
    private func exactness(_ parameters: [CodeFunction.Parameter], _ values: [[CodeValue]], _ arguments: [CodeArgument], _ frame: Frame) -> Int {
        let bound = Self.bind(arguments, values, to: parameters)
        var score = 0
        for (parameter, parameterValues) in zip(parameters, bound) {
            let expected = index.resolvedName(Self.baseTypeName(parameter.type))
            if let expected, parameterValues.contains(where: { knownType($0, frame) == expected }) { score += 1 }
        }
        return score
    }

    /// The app's type a value is known to be an instance or a case of.
    private func knownType(_ value: CodeValue, _ frame: Frame) -> String? {
        switch value {
        case .object(let name): name
        case .enumCase(let name?, _): name
        case .current: currentType ?? frame.owner
        default: nil
        }
    }

    /// Whether a call with `arguments` can call `function` (``accepts(_:_:)-static``). The
    /// function is given by its place in the index: its parameters are read without a copy of the
    /// whole declaration.
    func accepts(_ function: Int, _ arguments: [CodeArgument]) -> Bool {
        guard index.functions[function].kind != .property else { return false }
        return Self.accepts(index.functions[function].parameters, arguments)
    }

    /// Whether a call with `arguments` fits `parameters` (a function's or an initializer's): each
    /// argument's label is a parameter's, in order, and the parameters left out have defaults (a
    /// trailing closure fills any parameter).
    static func accepts<Parameter: CallableParameter>(_ parameters: [Parameter], _ arguments: [CodeArgument]) -> Bool {
        var position = 0
        for argument in arguments {
            let label = argument.label ?? "_"
            var matched = false
            while position < parameters.count {
                let parameter = parameters[position]
                position += 1
                // A trailing closure goes to the next parameter, never `init?(coder: NSCoder)`'s.
                if parameter.label == label || (argument.label == nil && isClosure(argument.value) && parameter.type != "NSCoder") {
                    matched = true
                    break
                }
                if !parameter.hasDefault { return false }
            }
            if !matched { return false }
        }
        return parameters[position...].allSatisfy(\.hasDefault)
    }

    static func isClosure(_ expression: CodeExpression) -> Bool {
        if case .closure = expression { return true }
        return false
    }

    /// The arguments' values, with a literal `nil` given as ``CodeValue/none`` and `true` and
    /// `false` as ``CodeValue/isTrue`` and ``CodeValue/isFalse``: the function's code under `if
    /// let` that parameter (or `if` it `!= nil`), or under `if` the flag given `false` (its `else`
    /// for `true`), does not run.
    static func givingLiterals(_ arguments: [CodeArgument], _ values: [[CodeValue]]) -> [[CodeValue]] {
        zip(arguments, values).map { argument, values in
            switch argument.value {
            case .name("nil"): [.none]
            case .name("true"): [.isTrue]
            case .name("false"): [.isFalse]
            default: values
            }
        }
    }

    /// The values of a call's arguments by the function's parameter positions.
    static func bind(_ arguments: [CodeArgument], _ values: [[CodeValue]], to parameters: [CodeFunction.Parameter]) -> [[CodeValue]] {
        var bound = [[CodeValue]](repeating: [], count: parameters.count)
        for (position, argumentValues) in zip(positions(of: arguments, in: parameters), values) {
            if let position { bound[position] = argumentValues }
        }
        return bound
    }

    /// The parameter position each argument of a call goes to, by label in order (a trailing
    /// closure, unlabelled, to the next one).
    static func positions(of arguments: [CodeArgument], in parameters: [CodeFunction.Parameter]) -> [Int?] {
        var position = 0
        return arguments.map { argument in
            let label = argument.label ?? "_"
            while position < parameters.count {
                let parameter = parameters[position]
                position += 1
                if parameter.label == label || argument.label == nil { return position - 1 }
            }
            return nil
        }
    }
}
