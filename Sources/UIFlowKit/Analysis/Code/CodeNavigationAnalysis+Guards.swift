extension CodeNavigationAnalysis {
    /// The names a function of a type runs under when the type's own code uses it only inside
    /// `if`s that require them (``CodeCase/requires``): `accountCreationEnabled` for `private var
    /// aboutButton: some View { … }` used only as `if accountCreationEnabled { Section { aboutButton
    /// } }`. Empty when some use is not guarded, when the type's code does not use it, or for a
    /// body (which SwiftUI uses).
    static func guardNames(of position: Int, _ index: CodeIndex) -> [String] {
        let function = index.functions[position]
        guard function.name != "body", let owner = function.owner.flatMap({ index.resolvedName($0) }) else { return [] }
        var common: Set<String>?
        for other in index.functionIndices(of: owner) where other != position {
            CodeWalk.conditionedExpressions(index.functions[other].body) { expression, names in
                switch expression {
                case .name(function.name), .member(.name("self"), function.name):
                    common = common.map { $0.intersection(names) } ?? Set(names)
                default:
                    break
                }
            }
            if common?.isEmpty == true { return [] }
        }
        return common.map { $0.sorted() } ?? []
    }
}
