/// Instances built where they are used: `let flow = StartChatFlow(entryPoint: .createRoom)` then
/// `flow.start()`, whose `switch entryPoint` takes the case it was built with. The stored
/// properties an initializer sets from its parameters, and that only initializers set, hold the
/// arguments' values for the methods called on that instance (``Frame/localBindings``).
extension CodeEvaluator {
    /// The screen a local holds (`let form = ShippingLabelFormViewController(…)`), when it holds
    /// one screen other than the one whose code is followed: closures handed to it run there.
    func heldScreen(_ expression: CodeExpression, _ frame: Frame) -> String? {
        guard case .name(let local) = expression, local.first?.isLowercase == true, let values = frame.locals[local], values.count == 1,
            case .object(let screen)? = values.first, screen != currentType, isScreenType(screen)
        else { return nil }
        return screen
    }

    /// ``heldScreen(_:_:)`` of the object whose property an assignment sets (`form.onSave`).
    func heldScreen(owning target: CodeExpression, _ frame: Frame) -> String? {
        guard case .member(let base, _) = target else { return nil }
        return heldScreen(base, frame)
    }

    /// An app's type built with a closure (`TabCoordinator { TabItem.home; TabItem.search }`,
    /// whose initializer keeps `tabs().map { … }`): its one initializer taking these arguments
    /// runs with them, so that what it keeps is among what its properties hold.
    func runsBuilder(_ type: CodeType, _ arguments: [CodeArgument], _ values: [[CodeValue]], _ frame: inout Frame) {
        guard type.kind == .class || type.kind == .struct,
            arguments.contains(where: { if case .closure = $0.value { true } else { false } })
        else { return }
        let matching = initializers(of: type, accepting: arguments)
        guard matching.count == 1, let only = matching.first else { return }
        let bound = Self.bind(arguments, values, to: index.functions[only].parameters)
        guard bound.contains(where: { !$0.isEmpty }) else { return }
        let before = type.properties.map { captured[type.name + "." + $0.name] ?? [] }
        _ = evaluate(only, selfValues: [.object(type.name)], arguments: bound, depth: frame.depth + 1)
        // A property read before it gained these values is read again.
        for (property, earlier) in zip(type.properties, before) where captured[type.name + "." + property.name] ?? [] != earlier {
            propertyMemo[type.name + "." + property.name] = nil
        }
    }

    /// The initializers a type declares that take `arguments`.
    func initializers(of type: CodeType, accepting arguments: [CodeArgument]) -> [Int] {
        index.functionIndices(of: type.name).filter { index.functions[$0].kind == .initializer && accepts($0, arguments) }
    }

    /// What the instance `T(arguments)` is known to hold: each stored property that the one
    /// initializer of `type` taking these arguments sets to a parameter (`self.entry = entry`, or
    /// a memberwise initializer's), and that no method sets, with that argument's values.
    func instanceBindings(_ type: CodeType, _ arguments: [CodeArgument], _ values: [[CodeValue]]) -> [String: [CodeValue]] {
        guard type.kind == .class || type.kind == .struct, !arguments.isEmpty else { return [:] }
        let matching = initializers(of: type, accepting: arguments)
        var byProperty: [String: [CodeValue]] = [:]
        if matching.isEmpty, type.kind == .struct, type.memberwiseInitializer != nil {
            // The memberwise initializer: each label is a property.
            for (argument, argumentValues) in zip(arguments, values) where !argumentValues.isEmpty {
                if let label = argument.label { byProperty[label] = argumentValues }
            }
        } else {
            guard matching.count == 1, let only = matching.first else { return [:] }
            let parameters = index.functions[only].parameters
            let bound = Self.bind(arguments, values, to: parameters)
            var byParameter: [String: [CodeValue]] = [:]
            for (parameter, parameterValues) in zip(parameters, bound) where !parameterValues.isEmpty {
                byParameter[parameter.name] = parameterValues
            }
            guard !byParameter.isEmpty else { return [:] }
            var setTwice: Set<String> = []
            CodeWalk.statements(index.functions[only].body) { statement in
                guard case .assign(let target, .name(let parameter), _) = statement, let parameterValues = byParameter[parameter] else { return }
                let property: String
                switch target {
                case .member(.name("self"), let name): property = name
                case .name(let name) where byParameter[name] == nil: property = name
                default: return
                }
                if byProperty[property] != nil { setTwice.insert(property) }
                byProperty[property] = parameterValues
            }
            for property in setTwice { byProperty[property] = nil }
        }
        // Only what is set once, when the instance is built: a property no method assigns.
        return byProperty.filter { property, _ in
            type.properties.contains { $0.name == property && !$0.isStatic }
                && (assignments[type.name + "." + property] ?? []).allSatisfy { index.functions[$0.function].kind == .initializer }
        }
    }

    /// A view modifier of the app applied where it is built (`.modifier(CoverModifier(isShown:
    /// isShown, cover: content))`, often inside a `View` extension that hands on its content
    /// closure): its `body(content:)` runs on the modified view with what the instance was built
    /// with, so that a presentation of a closure it keeps (`.fullScreenCover(isPresented: $isShown)
    /// { cover() }`) shows what the closure gives. `nil` when the argument is not such an instance.
    func appliedModifier(
        _ arguments: [CodeArgument], _ values: [[CodeValue]], modifying modified: [CodeValue], _ hop: Hop, _ frame: inout Frame
    ) -> [CodeValue]? {
        guard arguments.count == 1, arguments[0].label == nil, case .call = arguments[0].value,
            let built = frame.lastBuilt, let value = values.first, value.count == 1, typeName(of: value[0], frame) == built.type,
            let body = modifierBody(of: built.type)
        else { return nil }
        // In the modifier's code, `content` is the view it modifies, not the modifier.
        let content = modified.map { value -> CodeValue in
            if value == .current, let owner = frame.owner { return .object(owner) }
            return value
        }
        let outcome = evaluate(body, selfValues: [.object(built.type)], arguments: [content], bindings: built.bindings, depth: frame.depth + 1)
        append(outcome.effects, calledAt: hop, &frame)
        return Self.modifiedView(modified)
    }

    /// A view modifier's `body(content:)`, of a type of the app.
    func modifierBody(of type: String) -> Int? {
        index.functionIndices(of: type).first { index.functions[$0].name == "body" && index.functions[$0].parameters.map(\.label) == ["content"] }
    }
}
