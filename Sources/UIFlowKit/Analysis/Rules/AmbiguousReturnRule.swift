/// A screen reached both by push and by present that closes itself only one way.
struct AmbiguousReturnRule: Rule {
    static let id: RuleID = "ambiguous-return"
    static let order = 86
    static let usesNavigation = true
    static let defaultSeverity = Severity.warning
    static let summary = "A screen both pushed and presented that closes only with `==back=>` or only with `==dismiss=>`."
    static let rationale = """
        A pushed screen closes with `back`, a presented one with `dismiss`. A screen reached both ways \
        needs both, or one of its arrivals leaves the user with a close button that does nothing. \
        Add the missing transition, or reach the screen one way only. The finding shows a path for \
        each arrival.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Home]\n@entry\n--\nTap \"Help\"\n==push=> Help\nTap \"?\"\n==present=> Help\n\n"
                    + "[Help]\n--\nTap \"Close\"\n1️⃣==back=>\n",
                expecting: ["1️⃣": "`Help` is pushed from `Home` and presented from `Home`, but closes only with `==back=>`, which does nothing when it is presented; add `==dismiss=>` for that case, or reach `Help` one way only"]),
        ],
        passing: [
            "[Home]\n@entry\n--\nTap \"Help\"\n==push=> Help\nTap \"?\"\n==present=> Help\n\n"
                + "[Help]\n--\nTap \"Back\"\n==back=>\nTap \"Close\"\n==dismiss=>\n"
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard let navigation = context.navigation else { return [] }
        var findings: [Diagnostic] = []
        for index in context.flow.screens.indices {
            let edges = context.graph.edges(of: index)
            let back = edges.first { $0.kind == .back }
            let dismiss = edges.first { $0.kind == .dismiss }
            guard (back == nil) != (dismiss == nil), let edge = back ?? dismiss,
                let pushed = navigation.earliestArrival(of: index, kind: .push),
                let presented = navigation.earliestArrival(of: index, kind: .present)
            else { continue }
            // A screen pushed only inside presented stacks can dismiss wherever it is pushed.
            let stranded = back != nil ? presented.state : navigation.firstState(of: index, where: { !$0.presented })
            guard let stranded else { continue }
            let push = navigation.describe(pushed.arrival)
            let present = navigation.describe(presented.arrival)
            let name = English.shown(context.flow.screens[index].name)
            let (has, lacks, when) = back != nil ? ("back", "dismiss", "presented") : ("dismiss", "back", "pushed")
            findings.append(
                finding(
                    "`\(name)` is \(push) and \(present), but closes only with `==\(has)=>`, which does nothing when it is "
                        + "\(when); add `==\(lacks)=>` for that case, or reach `\(name)` one way only",
                    at: context.graph.range(of: edge),
                    paths: back != nil
                        ? [navigation.path(to: pushed.state), navigation.path(to: stranded)]
                        : [navigation.path(to: stranded), navigation.path(to: presented.state)]))
        }
        return findings
    }
}
