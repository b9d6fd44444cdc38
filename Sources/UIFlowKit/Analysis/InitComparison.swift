/// What differs between a screen's parameters and an initializer's, each said in words
/// (`init-mismatch`): labels missing or extra, types, defaults, order.
struct InitComparison: Sendable {
    /// Each difference, in the order of the flow's parameters then the initializer's.
    private(set) var differences: [String] = []

    init(_ flow: [Screen.Parameter], _ code: [CodeInitializer.Parameter]) {
        var codeByLabel: [String: CodeInitializer.Parameter] = [:]
        for parameter in code where codeByLabel[parameter.label] == nil { codeByLabel[parameter.label] = parameter }
        let flowLabels = Set(flow.map(\.name))
        for parameter in flow {
            guard let match = codeByLabel[parameter.name] else {
                differences.append("the initializer has no parameter `\(English.shown(parameter.name))`")
                continue
            }
            if !match.type.isEmpty, !CodeTypeName.same(parameter.type, match.type) {
                differences.append(
                    "`\(English.shown(parameter.name))` is `\(English.shown(parameter.type))` in the flow, `\(English.shown(match.type))` in the code")
            }
            if parameter.defaultValue != nil, !match.hasDefault {
                differences.append("`\(English.shown(parameter.name))` has a default in the flow but is required in the code")
            } else if parameter.defaultValue == nil, !parameter.isOptionalType, match.hasDefault {
                differences.append("`\(English.shown(parameter.name))` is required in the flow but has a default in the code")
            }
        }
        for parameter in code where !flowLabels.contains(parameter.label) && !parameter.hasDefault {
            differences.append("the flow lacks `\(English.shown(parameter.label)): \(English.shown(parameter.type))`, which the code requires")
        }
        let flowOrder = flow.map(\.name).filter { codeByLabel[$0] != nil }
        let codeOrder = code.map(\.label).filter { flowLabels.contains($0) }
        if flowOrder != codeOrder, Set(flowOrder).count == flowOrder.count {
            differences.append("the code takes \(codeOrder.map { "`\($0)`" }.joined(separator: ", ")) in that order")
        }
    }
}
