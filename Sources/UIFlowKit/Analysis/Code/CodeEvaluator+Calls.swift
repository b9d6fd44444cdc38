extension CodeEvaluator {
    /// A call: a construction, a navigation call the app declares (``NavigationCall``), one of the
    /// app's functions (followed with its arguments bound), or UIKit's and SwiftUI's own
    /// (``recognise(_:)``).
    func call(_ callee: CodeExpression, _ arguments: [CodeArgument], _ range: SourceRange, _ frame: inout Frame) -> [CodeValue] {
        let name: String
        let receiver: CodeExpression?
        switch callee {
        case .name(let called):
            name = called
            receiver = nil
        case .member(let base, let called):
            name = called
            receiver = base
        case .implicitMember(let called):
            _ = evaluateArguments(arguments, &frame)
            return called == "init" ? [] : [.enumCase(nil, called)]
        default:
            _ = value(callee, &frame)
            _ = evaluateArguments(arguments, &frame)
            return []
        }
        // Calls whose closures say what a case of an enum shows are read once, beforehand
        // (``CodeEvaluator+Mappings``); here only what the closures do runs.
        if let built = construction(name, receiver: receiver, arguments, range, &frame) { return built }
        let call = Call(name: name, receiver: receiver, arguments: arguments, range: range, text: Self.text(of: callee))
        let named = calls.filter { $0.parts.name == name }
        if !named.isEmpty {
            let receiverType = receiverTypeName(receiver, &frame)
            if let configured = named.first(where: { $0.matches(call, receiverType: receiverType) }) {
                return configuredCall(configured, call, &frame)
            }
        }
        if let values = recognise(call, &frame) { return values }
        let receiverValues = receiver.map { value($0, &frame) } ?? frame.selfValues
        // A subscription to another object's events runs for the screen that object shows.
        let savedTrigger = frame.trigger
        if Self.subscriptions.contains(name), let receiver, let source = subscribedType(receiver, &frame) { frame.trigger = source }
        let argumentValues = evaluateArguments(arguments, elements: Self.iterating.contains(name) ? receiverValues : [], &frame)
        frame.trigger = savedTrigger
        var candidates: [(function: Int, selfValue: CodeValue)] = []
        for receiverValue in receiverValues {
            guard let typeName = typeName(of: receiverValue, frame) else { continue }
            let isStatic = if case .metatype = receiverValue { true } else { false }
            for function in methods(name, arguments, in: typeName, isStatic: isStatic) where !candidates.contains(where: { $0.function == function }) {
                candidates.append((function, receiverValue))
            }
        }
        if candidates.isEmpty, receiver == nil {
            for function in index.functionIndices(named: name) where index.functions[function].owner == nil && Self.accepts(index.functions[function], arguments) {
                candidates.append((function, .metatype("")))
            }
        }
        if candidates.isEmpty, receiverValues.isEmpty {
            // An unknown receiver: the app's only function of that name and labels, if it has one.
            let global = index.functionIndices(named: name).filter { Self.accepts(index.functions[$0], arguments) && !index.functions[$0].isStatic }
            if global.count == 1, let only = global.first, let owner = index.functions[only].owner, !isScreenType(owner) {
                candidates.append((only, .object(index.type(named: owner)?.name ?? owner)))
            }
        }
        guard !candidates.isEmpty else {
            // An event fired at a library's state machine or bus (`stateMachine.tryEvent(.showLogin)`):
            // the code that handles that case, in the type that fires it.
            dispatch(arguments, &frame)
            // A storyboard's view controller made by a creator closure
            // (`instantiateViewController(identifier:) { coder in X(coder: coder, …) }`): what it makes.
            if name.hasPrefix("instantiate") {
                var made: [CodeValue] = []
                for (argument, values) in zip(arguments, argumentValues) {
                    if case .closure = argument.value { made.merge(values) }
                }
                return made
            }
            // A SwiftUI modifier (`.environmentObject(…)`, `.padding()`): the same view.
            return receiverValues.filter { if case .navigation = $0 { false } else { true } }
        }
        var returns: [CodeValue] = []
        for (function, selfValue) in candidates.prefix(6) {
            // Another screen's method is that screen's navigation, found from it.
            if case .object(let owner) = selfValue, isScreenType(owner), !selfValue.isCurrent { continue }
            let bound = Self.bind(arguments, argumentValues, to: index.functions[function])
            let outcome = evaluate(function, selfValues: [selfValue], arguments: bound, depth: frame.depth + 1)
            for var effect in outcome.effects {
                effect.hops.insert(Hop(text: call.text, range: range), at: 0)
                if effect.trigger == nil { effect.trigger = frame.trigger }
                frame.outcome.effects.append(effect)
            }
            returns.merge(outcome.returns)
        }
        return returns
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

    /// Calls that subscribe a closure to an object's events (Combine, SwiftUI).
    static let subscriptions: Set<String> = ["sink", "onReceive", "subscribe", "observe", "receiveValue"]

    /// The type of the object a subscription's receiver starts from (`coordinator` of
    /// `coordinator.actions.receive(on: …).sink`), when it is another object than the code's own.
    private func subscribedType(_ receiver: CodeExpression, _ frame: inout Frame) -> String? {
        var root = receiver
        while true {
            switch root {
            case .member(let base, _): root = base
            case .call(.member(let base, _), _, _): root = base
            default:
                for value in value(root, &frame) {
                    if case .object(let name) = value, name != frame.owner { return name }
                }
                return nil
            }
        }
    }

    /// Runs the handlers of an enum case passed to a call the app does not declare: the branches
    /// of the type's code that match the case (`case (_, .presentRoom, _):`) and the closures of
    /// calls that register the case (`addRoutes(event: .presentRoom, …) { … }`).
    private func dispatch(_ arguments: [CodeArgument], _ frame: inout Frame) {
        guard let owner = frame.owner, frame.depth < Self.maximumDepth else { return }
        for argument in arguments {
            let caseName: String
            switch argument.value {
            case .implicitMember(let name): caseName = name
            case .call(.implicitMember(let name), _, _): caseName = name
            default: continue
            }
            let key = owner + "." + caseName
            guard !frame.dispatching.contains(key) else { continue }
            for handler in handlers(of: owner)[caseName] ?? [] {
                var inner = frame
                inner.outcome = Outcome()
                inner.dispatching.insert(key)
                inner.depth += 1
                run(handler, &inner)
                frame.outcome.effects += inner.outcome.effects
            }
        }
    }

    /// The code that handles each enum case in a type's functions, by case name.
    func handlers(of typeName: String) -> [String: [[CodeStatement]]] {
        if let known = caseHandlers[typeName] { return known }
        var result: [String: [[CodeStatement]]] = [:]
        for function in index.functionIndices(of: typeName) {
            CodeWalk.statements(index.functions[function].body) { statement in
                guard case .branch(_, let cases) = statement else { return }
                for branch in cases {
                    for name in branch.enumCases { result[name, default: []].append(branch.body) }
                }
            }
            CodeWalk.calls(index.functions[function].body) { _, arguments, _ in
                guard let closure = arguments.last, case .closure(_, let body) = closure.value else { return }
                for argument in arguments.dropLast() {
                    switch argument.value {
                    case .implicitMember(let name), .call(.implicitMember(let name), _, _): result[name, default: []].append(body)
                    default: break
                    }
                }
            }
        }
        caseHandlers[typeName] = result
        return result
    }

    /// Calls whose closure is handed the elements of a collection: `ForEach(items) { item in … }`,
    /// `items.map { … }`.
    static let iterating: Set<String> = ["ForEach", "map", "compactMap", "flatMap", "forEach", "filter", "first", "contains", "sorted"]

    /// Whether `name` is a type the app shows as a screen or could: a view controller or a
    /// SwiftUI view, not a container.
    func isScreenType(_ name: String) -> Bool {
        index.type(named: name)?.isScreen == true
    }

    /// The receiver's type, for matching a configured call (`router.push` with `router: Router`).
    private func receiverTypeName(_ receiver: CodeExpression?, _ frame: inout Frame) -> String? {
        guard let receiver else { return frame.owner }
        var copy = frame
        let snapshot = frame
        return value(receiver, &copy).lazy.compactMap { self.typeName(of: $0, snapshot) }.first
    }

    // MARK: Constructions

    /// `T(…)`, `T.init(…)`, `Module.T(…)`, an enum case with its values (`Scene.profile(vm)`),
    /// or `nil` when the call builds nothing.
    private func construction(
        _ name: String, receiver: CodeExpression?, _ arguments: [CodeArgument], _ range: SourceRange, _ frame: inout Frame
    ) -> [CodeValue]? {
        var typeName: String?
        switch receiver {
        case nil:
            if name.first?.isUppercase == true, frame.locals[name] == nil { typeName = name }
        case .name(let base)?:
            if name == "init" {
                typeName = base
            } else if let type = index.type(named: base), type.cases.contains(name) {
                _ = evaluateArguments(arguments, &frame)
                return [.enumCase(type.name, name)]
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
        var elements: [CodeValue] = []
        if Self.iterating.contains(typeName), let collection = arguments.first, collection.label == nil {
            elements = value(collection.value, &frame)
        }
        let values = evaluateArguments(arguments, elements: elements, &frame)
        let resolved = index.type(named: typeName)
        let canonical = resolved?.name ?? typeName
        if Self.containers.contains(typeName) || resolved?.isContainer == true {
            var inner: [CodeValue] = []
            for (argument, argumentValues) in zip(arguments, values) where argument.label != "coder" { inner.merge(argumentValues) }
            return [.container(canonical, inner)]
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
        return [.object(canonical)]
    }

    /// UIKit's and SwiftUI's containers: what they show is what they are given.
    static let containers: Set<String> = [
        "UINavigationController", "UIHostingController", "AnyView", "NavigationStack", "NavigationView", "NavigationSplitView",
    ]

    /// SwiftUI views that navigate, recognised as calls (``recognise(_:)``).
    static let swiftUIPrimitives: Set<String> = ["NavigationLink", "WindowGroup", "TabView", "Button"]

    // MARK: The app's functions

    /// The functions `name(labels…)` of a type: its own, else its superclasses', else the default
    /// implementations of its protocols; for a protocol, every conforming type's and its extensions'.
    func methods(_ name: String, _ arguments: [CodeArgument], in typeName: String, isStatic: Bool) -> [Int] {
        let named = index.functionIndices(named: name)
        guard !named.isEmpty else { return [] }
        let matching = named.filter { Self.accepts(index.functions[$0], arguments) && index.functions[$0].isStatic == isStatic }
        guard !matching.isEmpty else { return [] }
        let owned = { (owner: String) -> [Int] in
            matching.filter { function in
                guard let declared = self.index.functions[function].owner else { return false }
                return declared == owner || self.index.type(named: declared)?.name == owner
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
        // Protocol extensions' default implementations.
        let supertypes = index.supertypes(of: typeName)
        return matching.filter { function in
            guard let owner = index.functions[function].owner, let type = index.type(named: owner), type.kind == .protocol else { return false }
            return supertypes.contains(type.name)
        }
    }

    /// Whether a call with `arguments` can call `function`: each argument's label is a parameter's,
    /// in order, and the parameters left out have defaults (a trailing closure fills any parameter).
    static func accepts(_ function: CodeFunction, _ arguments: [CodeArgument]) -> Bool {
        guard function.kind != .property else { return false }
        var position = 0
        let parameters = function.parameters
        for argument in arguments {
            let label = argument.label ?? "_"
            var matched = false
            while position < parameters.count {
                let parameter = parameters[position]
                position += 1
                if parameter.label == label || (argument.label == nil && Self.isClosure(argument.value)) {
                    matched = true
                    break
                }
                if !parameter.hasDefault { return false }
            }
            if !matched { return false }
        }
        return parameters[position...].allSatisfy(\.hasDefault)
    }

    private static func isClosure(_ expression: CodeExpression) -> Bool {
        if case .closure = expression { return true }
        return false
    }

    /// The values of a call's arguments by the function's parameter positions.
    static func bind(_ arguments: [CodeArgument], _ values: [[CodeValue]], to function: CodeFunction) -> [[CodeValue]] {
        var bound = [[CodeValue]](repeating: [], count: function.parameters.count)
        var position = 0
        for (argument, argumentValues) in zip(arguments, values) {
            let label = argument.label ?? "_"
            while position < function.parameters.count {
                let parameter = function.parameters[position]
                position += 1
                if parameter.label == label || argument.label == nil {
                    bound[position - 1] = argumentValues
                    break
                }
            }
        }
        return bound
    }
}
