/// How a type's own code uses its names, found in one walk over the type's functions: where each
/// name is used, and where each may be raised (set to something other than `false`), each with
/// the names the `if`s around it require (``CodeCase/requires``).
struct TypeUses {
    /// For each of the type's functions' names (`x` or `self.x`), each use: the function it is in,
    /// and what the `if`s around it require.
    var uses: [String: [(function: Int, requires: [String])]] = [:]
    /// For each name, what the `if`s around each place that may raise it require: assigned a value
    /// other than `false`, toggled, or handed on as an argument (a binding), except as the
    /// `isPresented:` of a presentation that reads it.
    var raises: [String: [[String]]] = [:]

    init(of owner: String, _ index: CodeIndex) {
        let functions = index.functionIndices(of: owner)
        let named = Set(functions.map { index.functions[$0].name })
        for position in functions {
            let body = index.functions[position].body
            CodeWalk.conditionedStatements(body) { statement, required in
                if case .assign(let target, let value, _) = statement, let name = Self.name(target), value != .name("false") {
                    raises[name, default: []].append(required)
                }
            }
            CodeWalk.conditionedExpressions(body) { expression, required in
                switch expression {
                case .name(let name) where named.contains(name), .member(.name("self"), let name) where named.contains(name):
                    uses[name, default: []].append((position, required))
                case .call(let callee, let arguments, _):
                    if case .member(let base, "toggle") = callee, let name = Self.name(base) { raises[name, default: []].append(required) }
                    let reads = callee.calledName.map(CodeWalk.presenting.contains) == true
                    for argument in arguments where !(reads && argument.label == "isPresented") {
                        if let name = Self.name(argument.value) { raises[name, default: []].append(required) }
                    }
                default:
                    break
                }
            }
        }
    }

    /// The name `x` or `self.x` is.
    static func name(_ expression: CodeExpression) -> String? {
        switch expression {
        case .name(let name), .member(.name("self"), let name): name
        default: nil
        }
    }

    /// What every one of `requirements` requires; empty when one requires nothing.
    static func common(_ requirements: [[String]]) -> [String] {
        guard var result = requirements.first.map(Set.init) else { return [] }
        for required in requirements.dropFirst() where !result.isEmpty { result.formIntersection(required) }
        return result.sorted()
    }
}
