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
}
