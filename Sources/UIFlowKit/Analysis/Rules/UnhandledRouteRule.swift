/// A route of the flow that the app's link handling never opens.
struct UnhandledRouteRule: Rule {
    static let id: RuleID = "unhandled-route"
    static let order = 109
    static let defaultSeverity = Severity.warning
    static let summary = "A route that the app's code, where it receives links, neither passes to `Destination(url:)` nor handles by hand."
    static let rationale = """
        Checked only with the app's Swift sources. A route is a promise to whoever publishes the \
        link (a marketing e-mail, a push notification, another app); it holds only if the code that \
        receives links opens it. The code that receives them is found where the system hands them \
        over: SwiftUI's `onOpenURL` and `onContinueUserActivity`, `scene(_:openURLContexts:)`, \
        `scene(_:continue:)`, `application(_:open:options:)` and `application(_:continue:restorationHandler:)`, \
        and what those call, a few calls deep. When that code passes the URL to the generated \
        `Destination(url:)` (or `Destination.open(url:in:)`, or the `init(url:)` of a type of the \
        sources), every route is handled. Otherwise the app parses links by hand, and a route is \
        handled when a literal part of it (its host or a path segment, `products` in \
        `myapp://products/:id`) is a string the link-handling code compares with, or the name of \
        an enum case it switches over (`case .products:`, compared without case); a route without \
        a literal part is not judged. When the sources receive no link at all, the first route is \
        reported. Handle the link, or remove the route.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Product(id: Int)]\n@route myapp://products/:id\n\n[Order(id: Int)]\n@route 1️⃣myapp://orders/:id\n",
                expecting: ["1️⃣": "route `myapp://orders/:id` of `Order` is never opened: the app's link handling (`scene` in Example.swift:4, and what it calls) passes no link to `Destination(url:)` and compares none with `orders`; handle it, or remove the route"]),
        ],
        passing: [
            "[Product(id: Int)]\n@route myapp://products/:id\n\n[Order(id: Int)]\n"
        ],
        swift: """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var router: Router?

                func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
                    guard let url = contexts.first?.url else { return }
                    router?.open(url)
                }
            }

            final class Router {
                func open(_ url: URL) {
                    switch url.host {
                    case "products": showProduct(Int(url.lastPathComponent) ?? 0)
                    default: break
                    }
                }
                func showProduct(_ id: Int) {}
            }

            """)

    /// How many calls deep the link-handling code is followed, and how many functions at most.
    static let maximumDepth = 6
    static let maximumFunctions = 2_000

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard let code = context.code, !context.graph.routedScreens.isEmpty else { return [] }
        let index = code.index
        let handlers = index.functions.indices.filter { Self.receivesLinks(index.functions[$0]) }
        let flow = context.flow
        guard !handlers.isEmpty else {
            guard let first = context.graph.routedScreens.first, let route = flow.screens[first].routes.first else { return [] }
            let count = context.graph.routedScreens.reduce(0) { $0 + flow.screens[$1].routes.count }
            return [
                finding(
                    "no code of the Swift sources receives links (`onOpenURL`, `scene(_:openURLContexts:)`, `scene(_:continue:)`, "
                        + "`application(_:open:options:)`): none of the flow's \(English.count(count, "route")) opens anything; "
                        + "hand the URL to `Destination(url:)` where the app receives it, or add the directory that does to the sources",
                    at: route.range)
            ]
        }
        // The link-handling code: the handlers and what they call, breadth first.
        var reached = Set(handlers)
        var level = handlers
        for _ in 0..<Self.maximumDepth where !level.isEmpty && reached.count < Self.maximumFunctions {
            var next: [Int] = []
            for position in level {
                CodeWalk.calls(index.functions[position].body) { callee, _, _ in
                    guard let name = callee.calledName else { return }
                    for called in index.functionIndices(named: name) where reached.count < Self.maximumFunctions && reached.insert(called).inserted {
                        next.append(called)
                    }
                }
            }
            level = next
        }
        var generated = false
        var words: Set<String> = []
        for position in reached.sorted() {
            let function = index.functions[position]
            CodeWalk.calls(function.body) { callee, arguments, _ in
                if Self.opensDestination(callee, arguments, index) { generated = true }
            }
            // The enum cases it switches over (`case .createWidget:` for `createwidget`, an enum
            // whose raw values are the hosts).
            CodeWalk.statements(function.body) { statement in
                guard case .branch(_, let cases) = statement else { return }
                for branch in cases {
                    for name in branch.enumCases { words.insert(name.lowercased()) }
                }
            }
            // Each string, and each of its path segments (`"/products/"` names `products`).
            for text in function.strings {
                let lowered = text.lowercased()
                words.insert(lowered)
                for segment in lowered.split(separator: "/") { words.insert(String(segment)) }
            }
        }
        guard !generated else { return [] }
        let place = index.functions[handlers[0]]
        let handler = "`\(place.name)` in \(place.range.file.split(separator: "/").last.map(String.init) ?? place.range.file):\(place.range.start.line)"
        var findings: [Diagnostic] = []
        for screen in context.graph.routedScreens {
            for route in flow.screens[screen].routes {
                let parts = Self.literalParts(route.pattern)
                guard !parts.isEmpty, !parts.contains(where: words.contains) else { continue }
                findings.append(
                    finding(
                        "route `\(English.shown(route.pattern))` of `\(English.shown(flow.screens[screen].name))` is never opened: the app's "
                            + "link handling (\(handler), and what it calls) passes no link to `Destination(url:)` and compares none "
                            + "with \(English.quotedList(parts.map { English.shown($0) }, conjunction: "or")); handle it, or remove the route",
                        at: route.range, notes: [Diagnostic.Note(message: "links are received here", range: place.range)]))
            }
        }
        return findings
    }

    /// Whether a function is where the system hands the app a link.
    static func receivesLinks(_ function: CodeFunction) -> Bool {
        let labels = function.parameters.map(\.label)
        switch function.name {
        case "scene": if labels.contains("openURLContexts") || labels.contains("continue") { return true }
        case "application": if labels.contains("open") && labels.contains("options") || labels.contains("continue") { return true }
        default: break
        }
        var found = false
        CodeWalk.calls(function.body) { callee, _, _ in
            if callee.calledName == "onOpenURL" || callee.calledName == "onContinueUserActivity" { found = true }
        }
        return found
    }

    /// `Destination(url: url)`, `Destination.open(url:in:)`, or another type's `init(url:)`.
    private static func opensDestination(_ callee: CodeExpression, _ arguments: [CodeArgument], _ index: CodeIndex) -> Bool {
        guard arguments.first?.label == "url", let name = callee.calledName else { return false }
        if name == "Destination" || (name == "open" && arguments.map(\.label) == ["url", "in"]) { return true }
        if case .member(.name(let type), "init") = callee, index.type(named: type)?.initializers.contains(where: { $0.parameters.first?.label == "url" }) == true {
            return true
        }
        return name.first?.isUppercase == true && index.type(named: name)?.initializers.contains { $0.parameters.first?.label == "url" } == true
    }

    /// The literal host and path segments of a route (`products` of `myapp://products/:id`).
    static func literalParts(_ pattern: String) -> [String] {
        var text = Substring(pattern.split(separator: "?", maxSplits: 1).first ?? "")
        if let scheme = text.range(of: "://") { text = text[scheme.upperBound...] }
        return text.split(separator: "/").filter { !$0.hasPrefix(":") && !$0.contains(":") }.map { $0.lowercased() }
    }
}
