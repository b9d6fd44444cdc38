/// Every rule, in the order of the documentation. Adding a rule: one file in `Rules/`, one line here.
enum RuleRegistry {
    static let all: [any Rule.Type] = [
        SyntaxRule.self,
        DuplicateScreenRule.self,
        UndefinedScreenRule.self,
        UnreachableScreenRule.self,
        MissingArgumentRule.self,
        UnknownArgumentRule.self,
        ArgumentTypeMismatchRule.self,
        CycleRule.self,
        DuplicateRouteRule.self,
        DeadEndRule.self,
        UnknownRuleRule.self,
    ]

    static let byID: [RuleID: any Rule.Type] = Dictionary(
        all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
