/// Instances built where they are used: `let flow = StartChatFlow(entryPoint: .createRoom)` then
/// `flow.start()`, whose `switch entryPoint` takes the case it was built with. The stored
/// properties an initializer sets from its parameters, and that only initializers set, hold the
/// arguments' values for the methods called on that instance (``Frame/localBindings``).
extension CodeEvaluator {
    /// What the instance `T(arguments)` is known to hold: each stored property that the one
    /// initializer of `type` taking these arguments sets to a parameter (`self.entry = entry`, or
    /// a memberwise initializer's), and that no method sets, with that argument's values.
    func instanceBindings(_ type: CodeType, _ arguments: [CodeArgument], _ values: [[CodeValue]]) -> [String: [CodeValue]] {
        guard type.kind == .class || type.kind == .struct, !arguments.isEmpty else { return [:] }
        let initializers = index.functionIndices(of: type.name).filter {
            index.functions[$0].kind == .initializer && accepts($0, arguments)
        }
        var byProperty: [String: [CodeValue]] = [:]
        if initializers.isEmpty, type.kind == .struct, type.memberwiseInitializer != nil {
            // The memberwise initializer: each label is a property.
            for (argument, argumentValues) in zip(arguments, values) where !argumentValues.isEmpty {
                if let label = argument.label { byProperty[label] = argumentValues }
            }
        } else {
            guard initializers.count == 1, let only = initializers.first else { return [:] }
            let function = index.functions[only]
            let bound = Self.bind(arguments, values, to: function)
            var byParameter: [String: [CodeValue]] = [:]
            for (parameter, parameterValues) in zip(function.parameters, bound) where !parameterValues.isEmpty {
                byParameter[parameter.name] = parameterValues
            }
            guard !byParameter.isEmpty else { return [:] }
            var setTwice: Set<String> = []
            CodeWalk.statements(function.body) { statement in
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
}
