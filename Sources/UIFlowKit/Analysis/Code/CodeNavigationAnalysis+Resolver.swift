extension CodeNavigationAnalysis {
    /// Turns the effects found into navigations between screens: values into screen types,
    /// owners into the screens the user is on.
    struct Resolver {
        let index: CodeIndex
        let evaluator: CodeEvaluator
        let candidates: Set<String>
        /// The types whose code builds each type.
        var builders: [String: Set<String>] = [:]
        /// What the builds say: under which environment values, with which arguments `false`.
        private var facts = Builds()
        private let flags: EnvironmentFlags
        /// For each type, the types its code builds.
        private var builds: [String: Set<String>] = [:]
        /// For each SwiftUI view, the hosting controllers whose content it is
        /// (`class SettingsHostingController: UIHostingController<SettingsView>`).
        private var hosts: [String: [String]] = [:]
        /// For each such hosting controller, the view it hosts.
        private var hosted: [String: String] = [:]
        private var presentables: [String: [String]] = [:]
        /// For each type of the app, the screens whose initializer takes one (a parameter of
        /// that type, or of a generic parameter it is the constraint of).
        private var takers: [String: Set<String>] = [:]
        /// The names the app's code uses (``CodeNavigationAnalysis/referencedNames(_:)``) and
        /// the types its declarations name (supertypes, generic arguments, aliases, the types of
        /// properties, parameters and results): a screen type named nowhere is dead code.
        private var mentioned: Set<String>
        /// Whether the sources hold the `@main` app.
        private let hasMain: Bool
        /// Navigation a screen's own code makes for another screen (a delegate method that the
        /// other screen's code calls): not the screen's, but what it shows is not its content.
        var shownForOthers: [(owner: Tag, effect: CodeEvaluator.Effect)] = []

        /// What the resolver learns from the declarations alone, found before the names the code
        /// uses are known (``CodeNavigationAnalysis/init(index:calls:)`` finds it on its thread
        /// while they are read on the other).
        struct Declared {
            /// The types the declarations name: supertypes, generic arguments, aliases, the types
            /// of properties, parameters and results, and the types properties' initial values name.
            var names: Set<String>
            var flags: EnvironmentFlags
            var facts: Builds
            var hasMain: Bool

            init(_ index: CodeIndex, evaluator: CodeEvaluator) {
                var names: Set<String> = []
                for type in index.types {
                    names.formUnion(type.inheritedTypes)
                    names.formUnion(type.superclassArguments)
                    if let alias = type.aliasOf { names.insert(alias) }
                    for property in type.properties {
                        if let declared = property.type { names.insert(CodeEvaluator.baseTypeName(declared)) }
                        // Initial values, used or not (`let screens: [UIViewController.Type] = [A.self]`).
                        guard let initial = property.initialValue else { continue }
                        CodeWalk.expressions([.evaluate(initial)]) { expression in
                            switch expression {
                            case .metatype(let name), .call(.name(let name), _, _), .member(.name(let name), _): names.insert(name)
                            default: break
                            }
                        }
                    }
                }
                for function in index.functions {
                    for parameter in function.parameters { names.insert(CodeEvaluator.baseTypeName(parameter.type)) }
                    if let returned = function.returnType { names.insert(CodeEvaluator.baseTypeName(returned)) }
                }
                self.names = names
                hasMain = index.types.contains(where: \.isMain)
                flags = EnvironmentFlags(index)
                facts = Resolver.builders(index, flags: flags) { owner, flag in evaluator.presentationRequires(flag, in: owner) == nil }
            }
        }

        init(index: CodeIndex, evaluator: CodeEvaluator, candidates: Set<String>, referenced: Set<String>, declared: Declared) {
            self.index = index
            self.evaluator = evaluator
            self.candidates = candidates
            mentioned = referenced.union(declared.names)
            hasMain = declared.hasMain
            flags = declared.flags
            facts = declared.facts
            builders = facts.builders
            for (built, by) in builders {
                for builder in by { builds[builder, default: []].insert(built) }
            }
            for type in index.types where type.isViewController {
                guard let content = type.superclassArguments.first, let view = index.type(named: content), view.isView,
                    index.supertypes(of: type.name).contains("UIHostingController")
                else { continue }
                hosts[view.name, default: []].append(type.name)
                hosted[type.name] = view.name
            }
            for screen in candidates {
                guard let type = index.type(named: screen) else { continue }
                for initializer in type.initializers + (type.memberwiseInitializer.map { [$0] } ?? []) {
                    // A binding is its builder's state, shared, not an object made for the screen.
                    for parameter in initializer.parameters where !parameter.type.hasPrefix("Binding<") {
                        var name = CodeEvaluator.baseTypeName(parameter.type)
                        if let generic = type.genericParameters.first(where: { $0.name == name }), let constraint = generic.constraint {
                            name = constraint
                        }
                        guard let taken = index.resolvedName(name, from: screen), taken != screen else { continue }
                        takers[taken, default: []].insert(screen)
                    }
                }
                // An object handed down the environment (`@EnvironmentObject var model: SettingsModel`)
                // is given to the screen as one its initializer takes is.
                for property in type.properties where property.wrapper == "EnvironmentObject" {
                    guard let written = property.type, let taken = index.resolvedName(CodeEvaluator.baseTypeName(written), from: screen), taken != screen
                    else { continue }
                    takers[taken, default: []].insert(screen)
                }
            }
        }

        mutating func resolve(_ all: [(owner: Tag, effect: CodeEvaluator.Effect)]) -> ([CodeNavigation], [String], [String]) {
            let tagged = withoutPushedTabBars(all)
            // What each effect shows, and which screens are shown or made roots.
            var shown: [[String]] = []
            var stacked: [[String]] = []
            var targeted: Set<String> = []
            // Screens pushed, presented or shown: those that can go back or be dismissed.
            var arrived: Set<String> = []
            var roots: [String] = []
            for (owner, effect) in tagged {
                let (screens, inStack) = shownScreens(of: effect.targets)
                shown.append(screens)
                stacked.append(inStack)
                guard effect.kind.isForward || effect.kind == .replace || effect.setsTabs, !isUnshown(owner) else { continue }
                targeted.formUnion(screens)
                if effect.kind.isForward, !effect.setsTabs, !effect.setsRoot { arrived.formUnion(screens) }
                let isScreenCode = if case .type(let name) = owner { candidates.contains(name) } else { false }
                if effect.setsRoot, !isScreenCode || effect.call == "WindowGroup" {
                    for screen in screens where !roots.contains(screen) { roots.append(screen) }
                }
            }
            // Screens: shown, roots, the alternatives a view switches between (`switch state { case
            // .onboarding: OnboardingView() case .main: MainView() }`), or navigating themselves
            // without being part of another.
            let (wrappers, rootContent, wrappedViews) = wrappers(of: roots, arrived: arrived, shown: targeted)
            var screens = targeted.union(roots).union(Self.alternatives(index, candidates: candidates, in: rootContent)).union(wrappedViews)
            // The root of a navigation stack is what the user sees at its bottom.
            var stackRoots: [String] = []
            var ignored: [String] = []
            for value in evaluator.stackRoots { collect(value, into: &stackRoots, stacked: &ignored, inContainer: false, depth: 0) }
            screens.formUnion(stackRoots)
            // A storyboard scene of the app's class is a screen, shown or not (code may
            // instantiate it by its identifier); a navigation controller's is its container.
            screens.formUnion(index.storyboardSceneClasses.filter { candidates.contains($0) && index.type(named: $0)?.isNavigationController != true })
            for (owner, _) in tagged {
                guard case .type(let name) = owner, candidates.contains(name), !screens.contains(name) else { continue }
                if isUnshown(owner) || !isNamed(name) { continue }
                if !isPart(name, screens: screens) { screens.insert(name) }
            }
            // What each screen's own code shows: a screen built by another that does not show it
            // (its content, a tab's root view) navigates for it too.
            var showsOf: [String: Set<String>] = [:]
            for (position, (owner, _)) in tagged.enumerated() {
                if case .type(let name) = owner { showsOf[name, default: []].formUnion(shown[position]) }
            }
            for (owner, effect) in shownForOthers {
                guard case .type(let name) = owner else { continue }
                showsOf[name, default: []].formUnion(shownScreens(of: effect.targets).screens)
            }
            // The tabs of a tab container that is itself presented or pushed: a tab's return
            // closes the container (kiwix-apple's library sheet, closed from each of its tabs).
            var tabsOfArrived: Set<String> = []
            for (position, (owner, effect)) in tagged.enumerated() where effect.setsTabs {
                guard case .type(let container) = owner, arrived.contains(container) else { continue }
                tabsOfArrived.formUnion(shown[position].filter { $0 != container })
            }
            let onlyRoots = targeted.union(roots).union(stackRoots).subtracting(arrived).subtracting(tabsOfArrived)
            // What each present call, as written in a type, shows: what its `nil` form can close.
            var presentedBy: [String: Set<String>] = [:]
            for (position, (owner, effect)) in tagged.enumerated() where effect.kind == .present {
                presentedBy[Self.callKey(owner, effect.call), default: []].formUnion(shown[position])
            }
            // The tab containers: screens whose own code sets tabs other than themselves. A push
            // their code makes goes onto the selected tab's stack over whatever that tab shows, and
            // no user action on a screen makes it (a deep link, a remote command, a notification):
            // it is no screen's transition (a flow writes it as a deep-link route).
            var tabContainers: Set<String> = []
            for (position, (owner, effect)) in tagged.enumerated() where effect.setsTabs {
                guard case .type(let container) = owner, screens.contains(container), shown[position].contains(where: { $0 != container })
                else { continue }
                tabContainers.insert(container)
            }
            var navigations: [CodeNavigation] = []
            // Moves made once the action closed the screen acted on: by navigation, that screen.
            var afterClosing: [Int: String] = [:]
            var seen: Set<String> = []
            // The screens each owner's code acts for, found once per owner, names required and kind.
            var sourcesByOwner: [RequiringKey: [String?]] = [:]
            for position in tagged.indices {
                let owner = tagged[position].owner
                guard tagged[position].effect.isOwn else { continue }
                let effect = tagged[position].effect
                let targets = shown[position]
                if effect.kind.isForward || effect.kind == .replace || effect.setsTabs, targets.isEmpty { continue }
                var sources: [String?] = []
                // An action of a view controller that shows itself over whatever is on top (a
                // custom alert's `show()` presenting `self`), given to it by the code that builds
                // it, is made on the screen whose code that is, as a `UIAlertController`'s.
                if let trigger = effect.trigger, !evaluator.showsItself(trigger) {
                    var triggered: [String] = []
                    var ignored: [String] = []
                    collect(.object(trigger), into: &triggered, stacked: &ignored, inContainer: false, depth: 0)
                    sources = triggered.filter(screens.contains)
                    // A reaction to a notification is made on the screens that post it, or none.
                    if effect.byNotification, sources.isEmpty { continue }
                }
                // A return closes what the code's part is shown in: not the screen that builds
                // the part in a sheet's content.
                let closing = effect.kind.isReturn
                if sources.isEmpty {
                    let key = RequiringKey(owner: owner, requires: effect.requires, closing: closing)
                    if let known = sourcesByOwner[key] {
                        sources = known
                    } else {
                        sources = sourcesOf(owner, screens: screens, requiring: effect.requires, closing: closing)
                        sourcesByOwner[key] = sources
                    }
                }
                // Code that several screens share: each gets the navigation, as a possibility.
                var sharedPart = effect.sharedCode
                switch owner {
                case .type(let name) where !screens.contains(name), .conformers(let name, _):
                    // A part several screens build, or a protocol's default implementation
                    // several screens conform to.
                    if sources.count(where: { $0 != nil }) >= 2 { sharedPart = name }
                default:
                    break
                }
                sources = sources.flatMap { source -> [String?] in
                    guard let source, let shown = wrappers[source] else { return [source] }
                    return effect.byNotification ? [] : shown
                }
                if effect.byNotification, sources.isEmpty { continue }
                if !effect.setsTabs, !effect.setsRoot {
                    // Not one that settles a flag the code needs otherwise (``BuildFlags``).
                    let needs = Set(effect.requires)
                    // A view controller that shows itself over the top (`HabiticaAlertController
                    // .show()`) is in no screen that builds it; a screen a root switches to in its
                    // place (damus's `MainView` showing `SetupView`) is not in that root, which a
                    // flow may write as a screen.
                    for case let source? in sources where !evaluator.showsItself(source) {
                        for embedder in (builders[source] ?? []).sorted()
                        where screens.contains(embedder) && !(showsOf[embedder]?.contains(source) ?? false) && !sources.contains(embedder)
                            && !(wrappers[embedder]?.contains(source) ?? false)
                            && (needs.isEmpty || facts.settledFlags[source]?[embedder]?.isDisjoint(with: needs) != false) {
                            sources.append(embedder)
                        }
                    }
                }
                // A screen that is only ever a root or a tab closes what it presented, not itself
                // (one whose arrival is not in the code, as from a storyboard, may close itself).
                if effect.kind.isReturn {
                    sources = sources.filter { source in source.map { arrived.contains($0) || !onlyRoots.contains($0) } ?? true }
                }
                // `stack.setSheetCoordinator(nil)` closes a screen that call presented: run for a
                // screen it did not present, it closes what that screen opened, not the screen.
                if let closing = effect.closesPresentedBy {
                    let presented = presentedBy[Self.callKey(owner, closing)] ?? []
                    sources = sources.filter { source in source.map(presented.contains) ?? false }
                    if sources.isEmpty { continue }
                }
                // A push onto a navigation path (`path.append(…)`) shows in the stack bound to
                // that path, not on a screen that holds its content in a stack of its own with no
                // path (a sheet's `NavigationStack { Form { … } }`): its rows' pushes go to the
                // stack under it.
                if effect.kind == .push, effect.call == "append" {
                    let kept = sources.filter { source in source.map { !evaluator.holdsPathlessStack($0) } ?? true }
                    if kept.isEmpty, !sources.isEmpty { continue }
                    sources = kept
                }
                if effect.kind == .push, !effect.setsRoot {
                    // A container that is one of several sources (shared code) drops out alone.
                    // A `NavigationLink` in the container's own code, in a tab's content it builds
                    // in place (kiwix-apple's library categories), is tapped there: it stays. One
                    // in a part over every tab (damus's side menu) does not.
                    let kept = sources.filter { source in
                        source.map { !tabContainers.contains($0) || (effect.call == "NavigationLink" && owner == .type($0)) } ?? true
                    }
                    if kept.isEmpty, !sources.isEmpty { continue }
                    sources = kept
                }
                if sources.isEmpty { sources = [nil] }
                let shownTargets = targets.flatMap { wrappers[$0] ?? [$0] }
                for source in sources {
                    let key = "\(source ?? "") \(effect.kind) \(targets) \(effect.setsTabs) \(effect.hops.first.map { "\($0.range.file):\($0.range.start.line)" } ?? "")"
                    guard seen.insert(key).inserted else { continue }
                    if effect.afterClosing, effect.trigger != nil, let source { afterClosing[navigations.count] = source }
                    navigations.append(
                        CodeNavigation(
                            sourceType: source, kind: effect.kind, isEitherReturn: effect.eitherReturn,
                            targets: shownTargets.filter { $0 != source || effect.kind != .replace },
                            call: effect.call, chain: effect.hops.map { CodeNavigation.Step(text: $0.text, range: $0.range) },
                            setsRoot: effect.setsRoot, setsTabs: effect.setsTabs,
                            navigationRoots: stacked[position] + targets.filter { evaluator.ownStackRoots.contains($0) && !stacked[position].contains($0) },
                            codeType: owner.typeName,
                            sharedPart: sharedPart))
                }
            }
            // ...are made from the screens under it: those that present it.
            if !afterClosing.isEmpty {
                var presenters: [String: Set<String>] = [:]
                for navigation in navigations where navigation.kind == .present {
                    guard let source = navigation.sourceType else { continue }
                    for target in navigation.targets { presenters[target, default: []].insert(source) }
                }
                var moved: [CodeNavigation] = []
                var movedKeys: Set<String> = []
                var replaced: Set<Int> = []
                for (position, closed) in afterClosing.sorted(by: { $0.key < $1.key }) {
                    for source in (presenters[closed] ?? []).sorted() where source != closed {
                        var navigation = navigations[position]
                        navigation.sourceType = source
                        replaced.insert(position)
                        let key = "\(source) \(navigation.kind) \(navigation.targets) \(navigation.range.file):\(navigation.range.start.line)"
                        if movedKeys.insert(key).inserted { moved.append(navigation) }
                    }
                }
                navigations = navigations.indices.filter { !replaced.contains($0) }.map { navigations[$0] } + moved
            }
            navigations.sort {
                ($0.range.file, $0.range.start.line, $0.range.start.column, $0.sourceType ?? "")
                    < ($1.range.file, $1.range.start.line, $1.range.start.column, $1.sourceType ?? "")
            }
            let shownRoots = roots.flatMap { wrappers[$0] ?? [$0] }
            return (navigations, screens.subtracting(wrappers.keys).sorted(), shownRoots)
        }

        /// Code's owner with the names it runs under: where its screens are found once.
        private struct RequiringKey: Hashable {
            var owner: Tag
            var requires: [String]
            var closing: Bool
        }

        /// Whether code is a view's built only in a sheet nothing raises: never seen, what it shows
        /// is no screen's.
        func isUnshown(_ owner: Tag) -> Bool {
            guard case .type(let name) = owner else { return false }
            return facts.unshown.contains(name) && builders[name] == nil
        }

        /// A call as written in the code of `owner`: where its presentations and its `nil` form meet.
        private static func callKey(_ owner: Tag, _ call: String) -> String {
            "\(owner.typeName ?? "") \(call)"
        }

        /// The screen types values show, and those of them inside a navigation stack of their own.
        mutating func shownScreens(of values: [CodeValue]) -> (screens: [String], stacked: [String]) {
            var screens: [String] = []
            var stacked: [String] = []
            for value in values { collect(value, into: &screens, stacked: &stacked, inContainer: false, depth: 0) }
            return (screens, stacked)
        }

        /// The screen types a value shows, and those of them inside a navigation stack of their own.
        private mutating func collect(_ value: CodeValue, into screens: inout [String], stacked: inout [String], inContainer: Bool, depth: Int) {
            guard depth < 8 else { return }
            switch value {
            case .object(let name):
                if candidates.contains(name) {
                    if !screens.contains(name) { screens.append(name) }
                    if inContainer, !stacked.contains(name) { stacked.append(name) }
                } else if let mapping = evaluator.mappings[name] {
                    // A value of a routed type whose case is not known (`NavigationLink(value:
                    // item)` in a list of items): any screen its router maps.
                    for caseName in mapping.cases.keys.sorted() {
                        for value in mapping.cases[caseName] ?? [] {
                            collect(value, into: &screens, stacked: &stacked, inContainer: inContainer, depth: depth + 1)
                        }
                    }
                } else {
                    for presented in presentable(name) {
                        collect(.object(presented), into: &screens, stacked: &stacked, inContainer: inContainer, depth: depth + 1)
                    }
                }
            case .container(let name, let inner) where evaluator.routeWrappers[name] != nil:
                // A route value: what its route's cases show (none known, nothing).
                for case .enumCase(_, let caseName) in inner {
                    let payload = CodeEvaluator.payload(of: inner, cases: [caseName])
                    let shown = payload.isEmpty ? evaluator.mappings[name]?.cases[caseName] ?? [] : evaluator.routeShows(name, caseName, carrying: payload)
                    for value in shown {
                        collect(value, into: &screens, stacked: &stacked, inContainer: inContainer, depth: depth + 1)
                    }
                }
            case .container(let name, let inner):
                let isStack = ["UINavigationController", "NavigationStack", "NavigationView"].contains(name)
                    || index.type(named: name)?.isNavigationController == true
                for value in inner {
                    collect(value, into: &screens, stacked: &stacked, inContainer: inContainer || isStack, depth: depth + 1)
                }
            case .enumCase(let enumName, let caseName):
                for value in evaluator.mapped(enumName, caseName) {
                    collect(value, into: &screens, stacked: &stacked, inContainer: inContainer, depth: depth + 1)
                }
            case .current, .navigation, .metatype:
                break
            }
        }

        /// The screens a type that is no screen shows for itself: what its `toPresentable()` (or
        /// another method without parameters returning a view or view controller) builds.
        private mutating func presentable(_ typeName: String) -> [String] {
            if let known = presentables[typeName] { return known }
            presentables[typeName] = []
            var result: [String] = []
            for position in index.functionIndices(of: typeName) {
                let function = index.functions[position]
                guard function.parameters.isEmpty, !function.isStatic, Self.returnsScreen(function) else { continue }
                for value in evaluator.evaluate(position, selfValues: [.object(typeName)], depth: 1).returns {
                    var screens: [String] = []
                    var ignored: [String] = []
                    collect(value, into: &screens, stacked: &ignored, inContainer: false, depth: 1)
                    for screen in screens where !result.contains(screen) { result.append(screen) }
                }
            }
            presentables[typeName] = result
            return result
        }

        private static func returnsScreen(_ function: CodeFunction) -> Bool {
            if ["toPresentable", "makeViewController", "viewController", "rootViewController", "makeView"].contains(function.name) {
                return true
            }
            guard let type = function.returnType else { return false }
            return type.contains("ViewController") || type.contains("AnyView") || type.hasSuffix("View")
        }

        /// The screens code tagged `owner` acts for.
        /// With `names`, for code that runs only where they are true (``CodeEvaluator/Effect/requires``)
        /// in a part: its environment values false by default must be set on the way to the screen
        /// (``EnvironmentFlags``), and a builder whose every build gives one of them a literal
        /// `false` (`AccountsSelector(…, accountCreationEnabled: false)`), or leaves it to a
        /// default `false` the part never changes, shows the part without it (as for `true`, where
        /// code runs only when a flag is false, `!isInSettings`); so, on the way up, does one whose
        /// builds settle what a part between builds it under (`RowView(viewModel: .init(showActions:
        /// false))` for `if viewModel.showActions`; ``BuildFlags``).
        /// With `closing`, for a return: not the screens that build the part only in what they
        /// present (``Builds/presentedBy``).
        private func sourcesOf(_ owner: Tag, screens: Set<String>, requiring names: [String] = [], closing: Bool = false) -> [String?] {
            switch owner {
            case .application:
                return []
            case .conformers(let protocolName, let constraints):
                return screens.sorted().filter { screen in
                    let supertypes = index.supertypes(of: screen)
                    return supertypes.contains(protocolName) && constraints.allSatisfy { supertypes.contains($0) }
                }
            case .type(let name):
                if screens.contains(name) { return [name] }
                guard !names.isEmpty else { return owners(of: name, screens: screens, closing: closing).map { $0 } }
                return owners(of: name, screens: screens, requires: flags.required(names, in: name, index), needing: Set(names), closing: closing).map { $0 }
            }
        }

        /// The screens a type that is no screen is part of: the one it is nested in, else the
        /// hosting controllers whose content it is, else those whose code builds it, through other
        /// such types, nearest first.
        private func owners(
            of name: String, screens: Set<String>, withConditions: Bool = true, requires initial: Set<String> = [], needing needed: Set<String> = [],
            throughParts: Bool = true, closing: Bool = false
        ) -> [String] {
            var parent = index.type(named: name)?.parent
            while let current = parent {
                if screens.contains(current) { return [current] }
                parent = index.type(named: current)?.parent
            }
            // A hosting controller that is no screen acts for the screen it hosts (its `dismissView()`
            // closes that screen), whoever builds it.
            if let view = hosted[name], screens.contains(view) { return [view] }
            // A hosting controller's root view is its screen's content, whoever builds it.
            let hosting = (hosts[name] ?? []).filter(screens.contains)
            if !hosting.isEmpty { return hosting.sorted() }
            // Every screen that builds it, directly or through other parts, four steps deep; a
            // screen ends its branch (what builds the screen is not where the part is). A part
            // built only where an environment value is true (`if isFocused { DetailView() }`)
            // belongs to the screens whose code, or that of a part between, sets that value.
            var found: Set<String> = []
            var level: [Reach] = [Reach(type: name, requires: initial, needs: needed)]
            var visited: Set<Reach> = Set(level)
            for _ in 0..<4 where !level.isEmpty {
                var next: [Reach] = []
                for reach in level {
                    // An object a screen is built with (`ContentGroupView(provider: provider)`) is
                    // that screen's, wherever it is built.
                    let taking = takingScreens(reach.type, screens: screens, throughParts: throughParts)
                    if !taking.isEmpty {
                        if reach.requires.isEmpty { found.formUnion(taking) }
                        continue
                    }
                    let presenting = closing ? facts.presentedBy[reach.type] ?? [] : []
                    for builder in (builders[reach.type] ?? []).sorted() where !presenting.contains(builder) {
                        // A builder whose every build settles what the way here needs otherwise
                        // does not show it; the builds that do not are the way on, under the names
                        // of the builder's own they all need.
                        let sites = facts.sites[reach.type]?[builder] ?? []
                        let fitting = reach.needs.isEmpty ? sites : sites.filter { $0.settled.isDisjoint(with: reach.needs) }
                        if !sites.isEmpty, fitting.isEmpty { continue }
                        var requires = withConditions ? reach.requires.union(facts.conditions[reach.type]?[builder] ?? []) : []
                        if !requires.isEmpty { requires.subtract(facts.setters[builder] ?? []) }
                        let needs = withConditions ? Self.shared(fitting.map(\.names)) ?? [] : []
                        let step = Reach(type: builder, requires: requires, needs: needs)
                        guard visited.insert(step).inserted else { continue }
                        if screens.contains(builder) {
                            if requires.isEmpty { found.insert(builder) }
                        } else {
                            next.append(step)
                        }
                    }
                }
                level = next
            }
            return found.sorted()
        }

        /// The names every one of `sets` holds; `nil` for none.
        static func shared(_ sets: [Set<String>]) -> Set<String>? {
            guard var result = sets.first else { return nil }
            for other in sets.dropFirst() { result.formIntersection(other) }
            return result
        }

        /// Whether code builds or names a type, as written or qualified (`Settings.MainView`).
        /// Only sources with the `@main` app are known to be the whole app: in others (a package,
        /// a fixture), what builds a screen may be elsewhere, and every type counts as named.
        private func isNamed(_ name: String) -> Bool {
            if !hasMain || builders[name]?.isEmpty == false || mentioned.contains(name) || index.storyboardSceneClasses.contains(name) { return true }
            if let type = index.type(named: name), type.isMain || hosts[name] != nil { return true }
            let last = name.split(separator: ".").last.map(String.init) ?? name
            return mentioned.contains(last)
        }

        /// The screens built with an instance of `name` (a parameter of its type), else with one
        /// of a protocol it conforms to, when it is no screen itself; none when more than
        /// ``maximumTakers`` are, as for an app-wide object that every screen is given. Views that
        /// are no screen and are built with it count as the screens they are parts of
        /// (`throughParts`; not for them in turn).
        private func takingScreens(_ name: String, screens: Set<String>, throughParts: Bool) -> Set<String> {
            // A view or view controller given to another is a child, found by its builders.
            guard !candidates.contains(name) else { return [] }
            var taking = takers[name] ?? []
            if taking.isEmpty {
                for supertype in index.supertypes(of: name) where supertype != name { taking.formUnion(takers[supertype] ?? []) }
            }
            guard taking.count > Self.maximumTakers else { return taking.intersection(screens) }
            // Given to more views than that, it is still one screen's when the views that are no
            // screen are parts of those that are (`ItemView(provider:)` and the header rows it
            // builds with the same provider); not where a part has no screen or others'.
            guard throughParts else { return [] }
            var owning = taking.intersection(screens)
            for taker in taking.subtracting(screens).sorted() where owning.count <= Self.maximumTakers {
                let owned = owners(of: taker, screens: screens, withConditions: false, throughParts: false)
                if owned.isEmpty { return [] }
                owning.formUnion(owned)
            }
            return owning.count <= Self.maximumTakers ? owning : []
        }

        /// The most screens an object is given to and still counts as theirs.
        static let maximumTakers = 2

        /// A type reached from a part through its builders, with the environment values the
        /// builds on the way require, and the flags of its own the last builds need true or false
        /// (``Site/names``).
        private struct Reach: Hashable {
            var type: String
            var requires: Set<String>
            var needs: Set<String> = []
        }

        /// The types a type's code builds where it is shown (not in what it presents or pushes).
        func builtInPlace(_ name: String) -> Set<String> {
            var result: Set<String> = []
            for position in index.functionIndices(of: name) {
                CodeWalk.shownExpressions(index.functions[position].body) { expression in
                    if case .call(.name(let built), _, _) = expression, let type = index.resolvedName(built, from: name) { result.insert(type) }
                }
            }
            return result
        }

        /// The types a type's code builds.
        func builtBy(_ name: String) -> Set<String> {
            builds[name] ?? []
        }

        /// Whether a view controller or view is part of another screen: built by a screen's code
        /// (a child view controller, a row) and shown by no navigation; whether the screens that
        /// build it set the environment values it is built under or not.
        private func isPart(_ name: String, screens: Set<String>) -> Bool {
            !owners(of: name, screens: screens, withConditions: false).isEmpty || index.type(named: name)?.parent.map { screens.contains($0) } == true
        }
    }
}
