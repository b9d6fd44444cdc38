/// What builds what in an app's code, and the screens a view switches between: how the resolver
/// finds the screen a part of the code belongs to.
extension CodeNavigationAnalysis.Resolver {
    /// The views a SwiftUI view's body switches between: the candidate screens built in
    /// different cases of one branch (two cases or more building a different one each).
    static func alternatives(_ index: CodeIndex, candidates: Set<String>, in views: Set<String>) -> Set<String> {
        var result: Set<String> = []
        for view in views {
            for position in index.functionIndices(of: view) where index.functions[position].kind == .property && index.functions[position].name == "body" {
                // What the body shows in place switches; what it presents is not an alternative.
                CodeWalk.shownStatements(index.functions[position].body) { statement in
                    guard case .branch(_, let cases) = statement, cases.count >= 2 else { return }
                    var built: [Set<String>] = []
                    for branch in cases {
                        var names: Set<String> = []
                        CodeWalk.shownExpressions(branch.body) { expression in
                            if case .call(.name(let name), _, _) = expression, let type = index.type(named: name), candidates.contains(type.name) {
                                names.insert(type.name)
                            }
                        }
                        if !names.isEmpty { built.append(names) }
                    }
                    let distinct = Set(built.flatMap { $0 })
                    if built.count >= 2, distinct.count >= 2 { result.formUnion(distinct) }
                }
            }
        }
        return result
    }

    /// The roots whose content switches between screens, each with the screens it stands for;
    /// the views built in place in the roots; and the views a private wrapper stands for.
    /// A root whose content switches between screens (`WindowGroup { Wrapper() }`, whose
    /// `ContainerView` shows onboarding or the home screen) is a wrapper, never seen itself: what
    /// it presents, it presents over whichever of them shows.
    /// A view the app also shows by navigating to it (a tab of a tab view elsewhere, a pushed
    /// or presented screen: one of `shown`) is a screen of its own below the first level, not a
    /// wrapper of the small views its body switches between.
    func wrappers(of roots: [String], arrived: Set<String>, shown targeted: Set<String>) -> (wrappers: [String: [String]], rootContent: Set<String>, wrapped: Set<String>) {
        var rootContent = Set(roots)
        var wrappers: [String: [String]] = [:]
        for root in roots {
            let content = builtBy(root).intersection(builtInPlace(root)).union([root])
            rootContent.formUnion(content)
            let switched = Self.alternatives(index, candidates: candidates, in: content)
            if switched.count >= 2, !switched.contains(root), !arrived.contains(root) { wrappers[root] = switched.sorted() }
        }
        // An alternative that switches between screens in turn (`RootView` shows
        // `UserSessionRootView`, which shows sign-in or the tabs) is a wrapper too.
        var pending = wrappers.values.flatMap { $0 }
        for _ in 0..<4 where !pending.isEmpty {
            var next: [String] = []
            for shown in pending where wrappers[shown] == nil && !arrived.contains(shown) && !targeted.contains(shown) {
                let content = builtBy(shown).intersection(builtInPlace(shown)).union([shown])
                let switched = Self.alternatives(index, candidates: candidates, in: content)
                guard switched.count >= 2, !switched.contains(shown) else { continue }
                wrappers[shown] = switched.sorted()
                next += switched.sorted()
            }
            pending = next
        }
        // A private alternative whose body is one other view of the app with modifiers stands
        // for that view: what its code and the view's do is the view's, and the view is the screen.
        var wrapped: Set<String> = []
        for shown in Set(wrappers.values.joined()).sorted() where wrappers[shown] == nil && !arrived.contains(shown) {
            guard let view = Self.soleView(index, candidates: candidates, of: shown) else { continue }
            wrappers[shown] = [view]
            wrapped.insert(view)
        }
        for (wrapper, shown) in wrappers {
            wrappers[wrapper] = shown.flatMap { one in wrappers[one].map { $0.count == 1 ? $0 : [one] } ?? [one] }
        }
        return (wrappers, rootContent, wrapped)
    }

    /// The one view of the app a private view's body is, with modifiers (`CompactTabView(tabID:
    /// tabID).overlay { … }`): kiwix-apple's `private struct SearchableContent`, which only adds a
    /// search overlay to the browser; `nil` for a body that is anything else, or a view other
    /// files may name (home-assistant-iOS's `RecoveredServerReauthView` is a screen of its own).
    static func soleView(_ index: CodeIndex, candidates: Set<String>, of view: String) -> String? {
        guard index.type(named: view)?.isPrivate == true, let body = index.viewBody(of: view), index.functions[body].body.count == 1 else { return nil }
        let shown: CodeExpression
        switch index.functions[body].body[0] {
        case .evaluate(let expression), .return(let expression): shown = expression
        default: return nil
        }
        guard case .call(.name(let name), _, _)? = CodeWalk.modified(shown), let type = index.resolvedName(name, from: view), candidates.contains(type), type != view
        else { return nil }
        return type
    }

    /// What builds what, as ``builders(_:flags:)`` finds it.
    struct Builds {
        /// For each type, the types whose code builds it.
        var builders: [String: Set<String>] = [:]
        /// For a type and a builder that builds it only where environment values false by
        /// default are true (`if isFocused { DetailView() }`), those values.
        var conditions: [String: [String: Set<String>]] = [:]
        /// For each type, the environment values false by default its code sets
        /// (`.environment(\.isFocused, true)`).
        var setters: [String: Set<String>] = [:]
        /// For a type and a builder, the flags every build there settles (``BuildFlags``):
        /// `accountCreationEnabled` of `AccountsSelector(…, accountCreationEnabled: false)`,
        /// `viewModel.showActions` of `RowView(viewModel: .init(…, showActions: false))`,
        /// `!viewModel.isInSettings` where that is left to its default `true`.
        var settledFlags: [String: [String: Set<String>]] = [:]
        /// The types built in the content of a presentation never shown (a sheet whose flag
        /// nothing raises): no screen shows them there.
        var unshown: Set<String> = []
        /// For each type, the builders that build it only in the content of what they present
        /// (`.sheet { WebView(…) }`, or a method only such content calls): there it is shown in a
        /// presentation of its own, and what closes it closes that, not the builder.
        var presentedBy: [String: Set<String>] = [:]
        /// For a type and a builder, each build apart: the names of the builder's own it is made
        /// under and the flags it settles (``Site``). Two builds of one row, one under `if
        /// isFromPostView` given `isFromPostView: true` and one in the `else` left to its default
        /// `false`, are told apart where a builder of the builder settles `isFromPostView`.
        var sites: [String: [String: Set<Site>]] = [:]
    }

    /// One build of a type in a builder's code: the names of the builder's own it is made under
    /// (`viewModel.showActions` of `if viewModel.showActions { ActionsView() }`,
    /// ``CodeCase/requires``), which a builder of the builder that settles them otherwise does not
    /// show, and the flags it settles (as ``Builds/settledFlags`` writes them).
    struct Site: Hashable {
        var names: Set<String>
        var settled: Set<String>
    }

    /// For each type, the types whose code builds it (`T(…)` anywhere in their functions and
    /// properties' initial values), with what the builds say (``Builds``).
    /// The content of a presentation whose flag `neverRaised(owner, flag)` is never built.
    static func builders(_ index: CodeIndex, flags: EnvironmentFlags, neverRaised: @escaping (String, String) -> Bool) -> Builds {
        var builds = Builds()
        // Built by builder, "built builder": the values each build required, all of them
        // required (an empty set: one build required none); the flags each settled.
        var required: [String: Set<String>] = [:]
        var settled: [String: Set<String>] = [:]
        var settledFlags = BuildFlags(index)
        // Closures are walked as statements (by `CodeWalk`), so here only their absence.
        func note(_ expression: CodeExpression, builder: String, requires: Set<String>, names: Set<String> = []) {
            var pending = [expression]
            while let current = pending.popLast() {
                switch current {
                case .call(.member(_, let modifier), let arguments, _) where CodeWalk.isInert(modifier, arguments):
                    // `RowView(…).allowsHitTesting(false)`: shown, never tapped.
                    continue
                case .call(let callee, let arguments, _):
                    if let key = flags.setsKey(callee, arguments) { builds.setters[builder, default: []].insert(key) }
                    if case .name(let name) = callee, name.first?.isUppercase == true, let type = index.resolvedName(name, from: builder), type != builder {
                        builds.builders[type, default: []].insert(builder)
                        let key = type + " " + builder
                        required[key] = required[key].map { $0.intersection(requires) } ?? requires
                        let labels = settledFlags.settled(by: arguments, building: type, in: builder)
                        settled[key] = settled[key].map { $0.intersection(labels) } ?? labels
                        builds.sites[type, default: [:]][builder, default: []].insert(Site(names: names, settled: labels))
                    }
                    pending.append(callee)
                    pending += arguments.compactMap { argument in
                        if case .closure = argument.value { return nil }
                        return CodeWalk.isPreview(callee, argument) ? nil : argument.value
                    }
                case .member(let base, _): pending.append(base)
                case .cast(let inner, _): pending.append(inner)
                case .array(let elements), .choice(let elements): pending += elements
                default: break
                }
            }
        }
        for function in index.functions {
            guard let owner = function.owner.flatMap({ index.resolvedName($0) }) else { continue }
            let hidden = { (callee: CodeExpression, arguments: [CodeArgument]) -> Bool in
                guard callee.calledName.map(CodeWalk.presenting.contains) == true,
                    let flag = CodeEvaluator.presentedFlag(arguments)
                else { return false }
                guard neverRaised(owner, flag) else { return false }
                for argument in arguments {
                    guard case .closure(_, let content) = argument.value else { continue }
                    CodeWalk.calls(content) { callee, _, _ in
                        if case .name(let name) = callee, let type = index.resolvedName(name, from: owner) { builds.unshown.insert(type) }
                    }
                }
                return true
            }
            CodeWalk.conditionedStatements(function.body, interactiveOnly: true, hidden: hidden) { statement, names in
                let requires = flags.required(names, in: owner, index)
                switch statement {
                case .evaluate(let expression), .return(let expression), .bind(_, let expression?, _), .assign(_, let expression, _):
                    note(expression, builder: owner, requires: requires, names: Set(names))
                case .branch(let subject?, _):
                    note(subject, builder: owner, requires: requires, names: Set(names))
                default:
                    break
                }
            }
        }
        for type in index.types {
            for property in type.properties {
                if let initial = property.initialValue { note(initial, builder: type.name, requires: []) }
            }
        }
        builds.presentedBy = presentedBuilds(index, builders: builds.builders)
        for (built, builders) in builds.builders {
            for builder in builders {
                let key = built + " " + builder
                if let keys = required[key], !keys.isEmpty { builds.conditions[built, default: [:]][builder] = keys }
                if let labels = settled[key], !labels.isEmpty { builds.settledFlags[built, default: [:]][builder] = labels }
            }
        }
        return builds
    }

    /// ``Builds/presentedBy``: for each type a builder's code builds, whether every build is in the
    /// content of a presentation (`.sheet`, `.fullScreenCover`, … ``CodeWalk/presenting``), or in a
    /// method of the builder that only such content calls (`.sheet(item: $action) { webView(…) }`).
    static func presentedBuilds(_ index: CodeIndex, builders: [String: Set<String>]) -> [String: Set<String>] {
        // Per builder: the types built in place, and the methods called in place and anywhere.
        var inPlace: [String: Set<String>] = [:]
        var calledInPlace: [String: Set<String>] = [:]
        var called: [String: Set<String>] = [:]
        var presentingBuilders: Set<String> = []
        // Each function's owner, resolved once for the three walks below.
        let owners = index.functions.map { function in function.owner.flatMap { index.resolvedName($0) } }
        for (function, owner) in zip(index.functions, owners) {
            guard let owner else { continue }
            var presents = false
            CodeWalk.calls(function.body) { callee, _, _ in
                if let name = callee.calledName {
                    called[owner, default: []].insert(name)
                    if CodeWalk.presenting.contains(name) { presents = true }
                }
            }
            if presents { presentingBuilders.insert(owner) }
        }
        guard !presentingBuilders.isEmpty else { return [:] }
        for (function, owner) in zip(index.functions, owners) {
            guard let owner, presentingBuilders.contains(owner) else { continue }
            CodeWalk.shownExpressions(function.body) { expression in
                guard case .call(let callee, _, _) = expression else { return }
                if let name = callee.calledName { calledInPlace[owner, default: []].insert(name) }
            }
        }
        for (function, owner) in zip(index.functions, owners) {
            guard let owner, presentingBuilders.contains(owner) else { continue }
            // A method the type's code calls only in presented content builds there too.
            if function.kind == .method, called[owner]?.contains(function.name) == true, calledInPlace[owner]?.contains(function.name) != true {
                continue
            }
            CodeWalk.shownExpressions(function.body) { expression in
                if case .call(.name(let name), _, _) = expression, name.first?.isUppercase == true, let type = index.resolvedName(name, from: owner) {
                    inPlace[owner, default: []].insert(type)
                }
            }
        }
        for type in index.types where presentingBuilders.contains(type.name) {
            for property in type.properties {
                guard let initial = property.initialValue else { continue }
                CodeWalk.shownExpressions([.evaluate(initial)]) { expression in
                    if case .call(.name(let name), _, _) = expression, name.first?.isUppercase == true, let built = index.resolvedName(name, from: type.name) {
                        inPlace[type.name, default: []].insert(built)
                    }
                }
            }
        }
        var result: [String: Set<String>] = [:]
        for (built, by) in builders {
            for builder in by where presentingBuilders.contains(builder) && inPlace[builder]?.contains(built) != true {
                result[built, default: []].insert(builder)
            }
        }
        return result
    }
}
