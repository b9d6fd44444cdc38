// Generated from the rules in Sources/UIFlowKit/Analysis/Rules by
// Tests/UIFlowKitTests/Analysis/GeneratedRuleFilesTests.swift: do not edit. After adding,
// removing or reordering a rule, regenerate it with
//   UIFLOW_UPDATE_GOLDEN=1 swift test --filter GeneratedRuleFilesTests

/// Every rule, sorted by ``Rule/order``: the order of the documentation and of SARIF's rule list.
enum RuleRegistry {
    static let all: [any Rule.Type] = [
        SyntaxRule.self,
        DuplicateScreenRule.self,
        LookalikeNamesRule.self,
        UndefinedScreenRule.self,
        UnreachableScreenRule.self,
        MissingArgumentRule.self,
        UnknownArgumentRule.self,
        ArgumentTypeMismatchRule.self,
        CycleRule.self,
        BackWithoutPushRule.self,
        DismissWithoutPresentRule.self,
        AmbiguousReturnRule.self,
        PushOutsideNavigationRule.self,
        SwitchOutsideTabsRule.self,
        DeepLinkPathRule.self,
        DuplicateRouteRule.self,
        DeadEndRule.self,
        TypeNotFoundRule.self,
        InitMismatchRule.self,
        UnknownSegueRule.self,
        UndeclaredTransitionRule.self,
        UndeclaredSharedTransitionRule.self,
        UnimplementedTransitionRule.self,
        UnhandledRouteRule.self,
        UnknownRuleRule.self,
        ScreenshotUnavailableRule.self,
    ]

    static let byID: [RuleID: any Rule.Type] = Dictionary(
        all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
