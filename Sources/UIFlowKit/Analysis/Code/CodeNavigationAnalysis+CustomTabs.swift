/// A SwiftUI screen with a tab bar of its own: its body shows, in place, one of several screens by
/// a `switch` on a state of its own (`@State`, `@SceneStorage` or `@AppStorage`) that it hands as a
/// binding to a control (`CustomTabBar(selected: $selectedTab)`). Those screens are its tabs, as
/// `TabView`'s would be: what each does is that tab's, not the container's. Not in a screen that
/// is pushed or presented, unless in a `TabView` (``CodeEvaluator/Effect/ownTabBar``).
extension CodeNavigationAnalysis {
    /// The states a custom tab bar switches on are kept by the view itself.
    static let tabStateWrappers: Set<String> = ["State", "SceneStorage", "AppStorage"]

    /// The tabs of `view`'s custom tab bar, as a `switch` effect that sets tabs, with the function
    /// that holds the `switch`; `nil` when its body switches on no such state between two
    /// candidate screens or more.
    static func customTabs(of view: String, candidates: Set<String>, _ index: CodeIndex) -> (effect: CodeEvaluator.Effect, function: Int)? {
        guard let type = index.type(named: view), type.isView else { return nil }
        let states = Set(type.properties.filter { $0.wrapper.map(tabStateWrappers.contains) == true && !$0.isStatic }.map(\.name))
        guard !states.isEmpty else { return nil }
        let functions = index.functionIndices(of: view)
        guard let body = index.viewBody(of: view) else { return nil }
        // The body and what of the view's own it shows in place (`MainContent()`, `tabContent`).
        var pending = [body]
        var visited: Set<Int> = [body]
        var inTabView = false
        while let current = pending.popLast() {
            CodeWalk.shownExpressions(index.functions[current].body) { expression in
                if case .call(.name("TabView"), _, _) = expression { inTabView = true }
            }
            var found: (state: String, views: [String])?
            CodeWalk.shownStatements(index.functions[current].body) { statement in
                guard found == nil, case .branch(let subject?, let cases) = statement, let state = TypeUses.name(subject), states.contains(state) else { return }
                // A case is a tab when it is one screen (a case showing several views, a list, or
                // a screen in a list or beside a progress view, is the container's own content).
                var views: [String] = []
                for branch in cases {
                    guard let built = screen(shownBy: branch.body), let only = index.resolvedName(built, from: view), candidates.contains(only),
                        only != view, !views.contains(only)
                    else { continue }
                    views.append(only)
                }
                if views.count >= 2 { found = (state, views) }
            }
            if let found, isChangedByAControl(found.state, of: view, besides: found.views, functions, index) {
                let range = index.functions[current].range
                var effect = CodeEvaluator.Effect(
                    kind: .switch, targets: found.views.map { .object($0) }, call: "switch",
                    hops: [CodeEvaluator.Hop(text: "switch " + found.state, range: range)])
                effect.setsTabs = true
                effect.ownTabBar = inTabView ? .inTabView : .inPlace
                return (effect, current)
            }
            CodeWalk.shownExpressions(index.functions[current].body) { expression in
                let name: String
                switch expression {
                case .call(.name(let called), _, _), .name(let called): name = called
                default: return
                }
                for position in functions where index.functions[position].name == name && visited.insert(position).inserted {
                    pending.append(position)
                }
            }
        }
        return nil
    }

    /// The name of the view a case's code is, with its modifiers: `SearchView()`,
    /// `SearchView().padding()`, or the same view in each branch of an `if` (`if #available`);
    /// `nil` for anything else.
    private static func screen(shownBy body: [CodeStatement]) -> String? {
        var found: String?
        var pending = [body]
        while let next = pending.popLast() {
            guard next.count == 1, let statement = next.first else { return nil }
            switch statement {
            case .evaluate(var expression), .return(var expression):
                while case .call(.member(let modified, _), _, _) = expression { expression = modified }
                guard case .call(.name(let name), _, _) = expression, found == nil || found == name else { return nil }
                found = name
            case .branch(nil, let cases) where cases.count >= 2:
                pending += cases.map(\.body)
            default:
                return nil
            }
        }
        return found
    }

    /// Whether the view's code hands the state as a binding to a control that is none of the
    /// views it switches between: a `Picker(selection: $selectedTab)`, or a view of the app whose
    /// parameter is a `@Binding` (`TabBar(selected: $selectedTab)`). A state only the view's code
    /// sets (`state = .loaded`), handed on as a value, or that the shown views set themselves (one
    /// step of a flow moving to the next) is no tab bar's.
    private static func isChangedByAControl(_ state: String, of view: String, besides views: [String], _ functions: [Int], _ index: CodeIndex) -> Bool {
        var changed = false
        for position in functions where !changed {
            CodeWalk.calls(index.functions[position].body) { callee, arguments, _ in
                guard case .name(let name) = callee,
                    let argument = arguments.first(where: { $0.value == .name(state) || $0.value == .member(.name("self"), state) }),
                    let label = argument.label
                else { return }
                if (name == "Picker" || name == "TabView") && label == "selection" {
                    changed = true
                    return
                }
                guard let control = index.resolvedName(name, from: view), !views.contains(control), let type = index.type(named: control) else { return }
                let bound =
                    type.properties.contains { $0.name == label && $0.wrapper == "Binding" }
                    || type.callableInitializers.contains { $0.parameters.contains { $0.label == label && $0.type.hasPrefix("Binding<") } }
                if bound { changed = true }
            }
        }
        return changed
    }
}

extension CodeNavigationAnalysis.Resolver {
    /// The effects without the tabs of a view's own tab bar switched in place in a screen
    /// that is pushed or presented (``CodeEvaluator/Effect/ownTabBar``).
    mutating func withoutPushedTabBars(
        _ tagged: [(owner: CodeNavigationAnalysis.Tag, effect: CodeEvaluator.Effect)]
    ) -> [(owner: CodeNavigationAnalysis.Tag, effect: CodeEvaluator.Effect)] {
        guard tagged.contains(where: { $0.effect.ownTabBar == .inPlace }) else { return tagged }
        var arrived: Set<String> = []
        for (owner, effect) in tagged where effect.kind.isForward && !effect.setsTabs && !effect.setsRoot && !isUnshown(owner) {
            arrived.formUnion(shownScreens(of: effect.targets).screens)
        }
        return tagged.filter { owner, effect in
            guard effect.ownTabBar == .inPlace, case .type(let name) = owner else { return true }
            return !arrived.contains(name)
        }
    }
}
