/// Closures one object stores in another's property (`coordinator.onShowSettings = { … }`, set by
/// the view that owns the coordinator): they run when the other object calls the property
/// (`onShowSettings?(true)` in `showSettings`), for whoever called that, not where they are stored.
extension CodeEvaluator {
    /// Where a closure is stored in a property of another object: the function that stores it,
    /// as its type's code.
    struct StoredClosure: Sendable {
        var function: Int
        var owner: String?
        var parameters: [String]
        var body: [CodeStatement]
        var target: CodeExpression
        var range: SourceRange
    }

    /// Finds, beforehand, the closures stored in properties of the app's objects (by their
    /// properties as declared, not what they run: that is followed where they are called).
    func readStoredClosures() {
        for (position, function) in index.functions.enumerated() {
            let owner = function.owner.flatMap { index.resolvedName($0) } ?? function.owner
            CodeWalk.statements(function.body) { statement in
                guard case .assign(let target, .closure(let parameters, let body), let range) = statement,
                    case .member(let base, let property) = target, let owner,
                    let holder = declaredType(of: base, in: owner, function: position), let key = closureProperty(property, of: holder)
                else { return }
                storedClosureSites[range] = key
                storedClosureNames.insert(property)
                storedClosureSources[key, default: []].append(
                    StoredClosure(function: position, owner: owner, parameters: parameters, body: body, target: target, range: range))
            }
        }
    }

    /// The type a property or parameter of `owner`'s code is declared with (`coordinator` of
    /// `@StateObject var coordinator = AppContainerCoordinator()`), else its initial value's type.
    private func declaredType(of base: CodeExpression, in owner: String, function: Int) -> String? {
        let name: String
        switch base {
        case .name(let written), .member(.name("self"), let written): name = written
        default: return nil
        }
        if let parameter = index.functions[function].parameters.first(where: { $0.name == name }) {
            return index.resolvedName(Self.baseTypeName(parameter.type))
        }
        guard let (_, property) = storedProperty(name, in: owner) else { return nil }
        if let type = property.type { return index.resolvedName(Self.baseTypeName(type)) }
        if case .call(.name(let built), _, _)? = property.initialValue { return index.resolvedName(built) }
        return nil
    }

    /// What a call of a stored closure (`onShowSettings?(…)` in the object's own code,
    /// `coordinator.onShowSettings?(…)`) does: each stored closure, run as the code that stores
    /// it; `nil` when the callee is none.
    func calledStoredClosure(_ callee: CodeExpression, _ frame: inout Frame) -> [Effect]? {
        let owners: [String]
        let property: String
        switch callee {
        case .name(let name) where storedClosureNames.contains(name) && frame.locals[name] == nil:
            guard let owner = frame.owner else { return nil }
            owners = [owner]
            property = name
        case .member(let base, let name) where storedClosureNames.contains(name):
            var copy = frame
            let snapshot = frame
            owners = value(base, &copy).compactMap { typeName(of: $0, snapshot) }
            property = name
        default:
            return nil
        }
        guard let key = owners.lazy.compactMap({ self.closureProperty(property, of: $0) }).first,
            let sources = storedClosureSources[key]
        else { return nil }
        if let known = storedClosureEffects[key] { return known }
        guard !frame.dispatching.contains(key), frame.depth < Self.maximumDepth else { return [] }
        var effects: [Effect] = []
        for source in sources {
            let run = closure(
                source.parameters, source.body, arguments: [], in: source.function, as: source.owner, depth: frame.depth + 1,
                dispatching: frame.dispatching.union([key]))
            for var effect in run.effects {
                effect.hops.insert(Hop(text: Self.text(of: source.target), range: source.range), at: 0)
                effects.append(effect)
            }
        }
        storedClosureEffects[key] = effects
        return effects
    }

    /// `Type.property` when `property` of `typeName` (or a superclass) holds a closure and the
    /// type is a class of the app that is no screen.
    private func closureProperty(_ property: String, of typeName: String) -> String? {
        guard let type = index.type(named: typeName), type.kind == .class, !type.isScreen,
            let (_, declared) = storedProperty(property, in: type.name), declared.type?.contains("->") == true
        else { return nil }
        return type.name + "." + property
    }
}
