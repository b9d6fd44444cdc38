/// Two routes with the same pattern, placeholder names aside.
struct DuplicateRouteRule: Rule {
    static let id: RuleID = "duplicate-route"
    static let order = 90
    static let defaultSeverity = Severity.error
    static let summary = "Two routes with the same pattern, placeholder names and a trailing `/` aside."
    static let rationale = """
        A deep link must open exactly one screen. `/products/:id` and `/products/:productId` match \
        the same URLs, and so do `/detail` and `/detail/` (a trailing `/` on the path is ignored; \
        the path `/` alone is kept), so the app cannot tell which screen a link means. Give one of \
        them a different path, or remove it (the finding notes where the first one is).
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Product(id: Int)]\n@route myapp://products/:id\n\n[Product detail(productId: Int)]\n@route 1️⃣myapp://products/:productId\n",
                expecting: ["1️⃣": "route `myapp://products/:productId` matches the same links as `myapp://products/:id`, which already opens `Product`; change one of the paths or remove one"]),
            .flow(
                "[Detail]\n@route /detail\n\n[Detail v2]\n@route 2️⃣/detail/\n",
                expecting: ["2️⃣": "route `/detail/` matches the same links as `/detail`, which already opens `Detail`; change one of the paths or remove one"]),
        ],
        passing: [
            "[Product(id: Int)]\n@route myapp://products/:id\n\n[Reviews(productId: Int)]\n@route myapp://products/:productId/reviews\n",
            "[Home]\n@route /\n\n[Detail]\n@route /detail/\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        var first: [String: (screen: String, route: Route)] = [:]
        var findings: [Diagnostic] = []
        for index in context.graph.routedScreens {
            let screen = context.flow.screens[index]
            for route in screen.routes {
                guard let earlier = first[route.shape] else {
                    first[route.shape] = (screen.name, route)
                    continue
                }
                let same = earlier.screen == screen.name ? "also opens" : "already opens"
                findings.append(
                    finding(
                        "route `\(English.shown(route.pattern))` matches the same links as `\(English.shown(earlier.route.pattern))`, which \(same) "
                            + "`\(English.shown(earlier.screen))`; change one of the paths or remove one",
                        at: route.range,
                        notes: [
                            Diagnostic.Note(
                                message: "`\(English.shown(earlier.route.pattern))` is declared here", range: earlier.route.range)
                        ]))
            }
        }
        return findings
    }
}
