/// Events: subscriptions to another object's events, and enum cases fired at a state machine or
/// a bus, run where they are handled.
extension CodeEvaluator {
    /// Calls that subscribe a closure to an object's events (Combine, SwiftUI).
    static let subscriptions: Set<String> = ["sink", "onReceive", "subscribe", "observe", "receiveValue"]

    /// The type of the object a subscription's receiver starts from (`coordinator` of
    /// `coordinator.actions.receive(on: …).sink`), when it is another object than the code's own.
    func subscribedType(_ receiver: CodeExpression, _ frame: inout Frame) -> String? {
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

    /// Whether a subscription (`authenticationViewModel.authenticated.sink { … }`) is to a subject
    /// of an object the code's type holds in a property, that only methods of the object's type
    /// send on (`authenticated.send(…)` in `authenticate(info:)`), none of which that type's code
    /// calls on the property, its type's own code calls, or is an initializer, and that no other
    /// code sends on: nothing ever fires it for this instance.
    func neverFires(_ receiver: CodeExpression, _ frame: Frame) -> Bool {
        guard let owner = frame.owner else { return false }
        // The property and the subject: the two names the chain starts with.
        var chain = receiver
        var names: [String] = []
        walk: while true {
            switch chain {
            case .member(let base, let name), .call(.member(let base, let name), _, _):
                names.append(name)
                chain = base
            default:
                break walk
            }
        }
        let property: String
        switch chain {
        case .name("self"):
            guard let last = names.popLast() else { return false }
            property = last
        case .name(let name):
            property = name
        default:
            return false
        }
        guard let subject = names.last, frame.locals[property] == nil, storedProperty(property, in: owner) != nil else { return false }
        // Read on a copy: the receiver is evaluated, with what its property's value does, by the call.
        var copy = frame
        let held = value(.name(property), &copy)
        guard held.count == 1, case .object(let heldType)? = held.first, heldType != owner,
            index.type(named: heldType)?.properties.contains(where: { $0.name == subject }) == true
        else { return false }
        let senders = subjectSenders(subject, in: heldType)
        guard !senders.isEmpty, !senders.contains(where: { $0 == "init" || $0 == "*" }) else { return false }
        // The holder's code calling one of them on the property.
        return calledOnProperty(property, of: owner).isDisjoint(with: senders)
    }

    /// The methods `owner`'s code calls on its property `property` (`property.name(…)`), found once.
    private func calledOnProperty(_ property: String, of owner: String) -> Set<String> {
        let key = owner + "." + property
        if let known = calledOnPropertyMemo[key] { return known }
        var called: Set<String> = []
        for function in index.functionIndices(of: owner) {
            CodeWalk.calls(index.functions[function].body) { callee, _, _ in
                switch callee {
                case .member(.name(property), let name), .member(.member(.name("self"), property), let name): called.insert(name)
                default: break
                }
            }
        }
        calledOnPropertyMemo[key] = called
        return called
    }

    /// The methods of `type` that send on its subject `subject` (`subject.send(…)`): "*" when code
    /// outside them sends on a subject of that name, or the type's own code calls one of them.
    private func subjectSenders(_ subject: String, in type: String) -> Set<String> {
        let key = type + "." + subject
        if let known = sendersMemo[key] { return known }
        let sites = sendSites()[subject] ?? []
        let own = Set(index.functionIndices(of: type))
        var senders = Set(sites.intersection(own).map { index.functions[$0].name })
        if !senders.isEmpty, !sites.isSubset(of: own) { senders.insert("*") }
        if !senders.isEmpty, !senders.contains("*") {
            for function in own {
                let name = index.functions[function].name
                CodeWalk.calls(index.functions[function].body) { callee, _, _ in
                    switch callee {
                    case .name(let called), .member(.name("self"), let called):
                        if called != name, senders.contains(called) { senders.insert("*") }
                    default:
                        break
                    }
                }
            }
        }
        sendersMemo[key] = senders
        return senders
    }

    /// The functions that send on a subject, by the subject's name (`authenticated.send(…)`,
    /// `self.authenticated.send(…)`, `model.authenticated.send(…)`), found in one pass.
    private func sendSites() -> [String: Set<Int>] {
        if let known = sendSitesMemo { return known }
        var sites: [String: Set<Int>] = [:]
        for position in index.functions.indices {
            CodeWalk.calls(index.functions[position].body) { callee, _, _ in
                switch callee {
                case .member(.name(let subject), "send"), .member(.member(_, let subject), "send"): sites[subject, default: []].insert(position)
                default: break
                }
            }
        }
        sendSitesMemo = sites
        return sites
    }

    /// Runs the handlers of an enum case passed to a call the app does not declare: the branches
    /// of the type's code that match the case (`case (_, .presentRoom, _):`) and the closures of
    /// calls that register the case (`addRoutes(event: .presentRoom, …) { … }`).
    func dispatch(_ arguments: [CodeArgument], _ frame: inout Frame) {
        guard let owner = frame.owner, frame.depth < Self.maximumDepth else { return }
        for argument in arguments {
            let caseName: String
            // What the case carries, where it is known: a `nil` (`.presentRoom(presentationAction:
            // nil)`) is `.none`, so that a handler's `switch` over it takes the `.none` case.
            var payload: [[CodeValue]] = []
            switch argument.value {
            case .implicitMember(let name):
                caseName = name
            case .call(.implicitMember(let name), let carried, _):
                caseName = name
                payload = carried.map { $0.value == .name("nil") ? [.none] : [] }
                if payload.allSatisfy(\.isEmpty) { payload = [] }
            default:
                continue
            }
            let key = owner + "." + caseName
            guard !frame.dispatching.contains(key) else { continue }
            // Fired by a fresh instance's `start` (element-x-ios's flow coordinators, whose
            // `switch entryPoint` fires the first event), the state machine is in its first state:
            // a route that leaves another state (`[.startChat => .createRoom]`) does not run.
            let state = index.functions[frame.function].name == "start" ? initialState(of: owner) : nil
            // The same event of the same object, in the same known state, does the same wherever
            // it is fired from (what a handler cut short found is kept too: the state machines of
            // a large app fire events from their handlers, and following each again costs seconds).
            let memoKey = DispatchKey(
                owner: owner, caseName: caseName, payload: payload, selfValues: frame.selfValues,
                currentType: frame.selfValues.contains(.current) ? currentType : nil, depth: frame.depth, state: state)
            var effects: [Effect] = []
            if let known = dispatchMemo[memoKey] {
                effects = known
            } else {
                for handler in handlers(of: owner)[caseName] ?? [] {
                    if let state, !handler.fromStates.isEmpty, !handler.fromStates.contains(state) { continue }
                    var inner = frame
                    inner.outcome = Outcome()
                    inner.trigger = nil
                    inner.dispatching.insert(key)
                    inner.depth += 1
                    // `case (_, .presentRoom(let action), _):` binds what the case carries, in order.
                    if handler.bindings.count == payload.count {
                        for (name, values) in zip(handler.bindings, payload) where !values.isEmpty { inner.locals[name] = values }
                    }
                    run(handler.body, &inner)
                    effects += inner.outcome.effects
                }
                dispatchMemo[memoKey] = effects
            }
            for var effect in effects {
                if effect.trigger == nil { effect.trigger = frame.trigger }
                frame.outcome.effects.append(effect)
            }
        }
    }

    /// The code that handles an enum case, and the names its pattern binds to what the case
    /// carries (none for a closure registered for the case).
    struct CaseHandler {
        var bindings: [String]
        var body: [CodeStatement]
        /// The states a state machine's route leaves (`transitions: [.initial => .createRoom]`);
        /// none when any state may.
        var fromStates: Set<String> = []
    }

    /// The state a type's state machine starts in: the one case given as `state:` where its
    /// initializers or stored properties build it (`stateMachine = .init(state: .initial)`).
    func initialState(of type: String) -> String? {
        if let known = initialStates[type] { return known }
        var found: Set<String> = []
        func look(_ statements: [CodeStatement]) {
            CodeWalk.calls(statements) { _, arguments, _ in
                for argument in arguments where argument.label == "state" {
                    if case .implicitMember(let name) = argument.value { found.insert(name) }
                }
            }
        }
        for function in index.functionIndices(of: type) where index.functions[function].kind == .initializer {
            look(index.functions[function].body)
        }
        for property in index.type(named: type)?.properties ?? [] {
            if let initial = property.initialValue { look([.evaluate(initial)]) }
        }
        let state = found.count == 1 ? found.first : nil
        initialStates[type] = .some(state)
        return state
    }

    /// The states the routes given to a registration leave (`[.a => .b, .c => .b]`); none when
    /// one of them leaves any state or is not written as a route.
    private static func fromStates(_ arguments: [CodeArgument]) -> Set<String> {
        var states: Set<String> = []
        for argument in arguments where argument.label == "transitions" {
            let routes: [CodeExpression]
            if case .array(let elements) = argument.value { routes = elements } else { routes = [argument.value] }
            for route in routes {
                guard case .call(.name("=>"), let ends, _) = route, let from = ends.first, case .implicitMember(let name) = from.value, name != "any"
                else { return [] }
                states.insert(name)
            }
        }
        return states
    }

    /// The code that handles each enum case in a type's functions, by case name.
    func handlers(of typeName: String) -> [String: [CaseHandler]] {
        if let known = caseHandlers[typeName] { return known }
        var result: [String: [CaseHandler]] = [:]
        for function in index.functionIndices(of: typeName) {
            CodeWalk.statements(index.functions[function].body) { statement in
                guard case .branch(_, let cases) = statement else { return }
                for branch in cases {
                    for name in branch.enumCases {
                        result[name, default: []].append(CaseHandler(bindings: branch.bindings, body: branch.body))
                    }
                }
            }
            CodeWalk.calls(index.functions[function].body) { _, arguments, _ in
                guard let closure = arguments.last, case .closure(_, let body) = closure.value else { return }
                for argument in arguments.dropLast() {
                    switch argument.value {
                    case .implicitMember(let name), .call(.implicitMember(let name), _, _):
                        result[name, default: []].append(CaseHandler(bindings: [], body: body, fromStates: Self.fromStates(arguments)))
                    default: break
                    }
                }
            }
        }
        caseHandlers[typeName] = result
        return result
    }
}
