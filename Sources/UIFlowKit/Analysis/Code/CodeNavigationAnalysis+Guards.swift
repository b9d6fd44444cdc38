extension CodeNavigationAnalysis {
    /// The names a function of a type runs under when the type's own code uses it only inside
    /// `if`s that require them (``CodeCase/requires``): `accountCreationEnabled` for `private var
    /// aboutButton: some View { … }` used only as `if accountCreationEnabled { Section { aboutButton
    /// } }`. Empty when some use is not guarded, when the type's code does not use it (other than
    /// in itself), or for a body (which SwiftUI uses).
    static func guardNames(of position: Int, _ index: CodeIndex, _ evaluator: CodeEvaluator) -> [String] {
        let function = index.functions[position]
        guard function.name != "body", let owner = function.owner.flatMap({ index.resolvedName($0) }) else { return [] }
        let uses = (evaluator.uses(of: owner).uses[function.name] ?? []).filter { $0.function != position }
        return TypeUses.common(uses.map(\.requires))
    }

    /// For a navigation a SwiftUI view asks of an object it is given (`routerPath.presentedSheet
    /// = .addAccount`, `routerPath.navigate(to:)`, with `var routerPath: RouterPath` set by its
    /// initializer), `@routerPath`: it shows only where that object is one the app shows, not
    /// where a builder gives a new one (``BuildFlags``).
    static func heldObjectName(of effect: CodeEvaluator.Effect, in owner: String, _ index: CodeIndex) -> String? {
        guard let text = effect.hops.first?.text, let type = index.type(named: owner), type.isView else { return nil }
        var parts = text.split(separator: ".")
        if parts.first == "self" { parts.removeFirst() }
        guard parts.count >= 2, let root = parts.first.map(String.init),
            type.properties.contains(where: { $0.name == root && $0.wrapper == nil && $0.initialValue == nil && !$0.isStatic })
        else { return nil }
        return "@" + root
    }
}
