extension CodeNavigationAnalysis {
    /// Turns the effects found into navigations between screens: values into screen types,
    /// owners into the screens the user is on.
    struct Resolver {
        let index: CodeIndex
        let evaluator: CodeEvaluator
        let candidates: Set<String>
        /// The types whose code builds each type.
        private var builders: [String: Set<String>] = [:]
        private var presentables: [String: [String]] = [:]

        init(index: CodeIndex, evaluator: CodeEvaluator, candidates: Set<String>) {
            self.index = index
            self.evaluator = evaluator
            self.candidates = candidates
            builders = Self.builders(index)
        }

        mutating func resolve(_ tagged: [(owner: Tag, effect: CodeEvaluator.Effect)]) -> ([CodeNavigation], [String], [String]) {
            // What each effect shows, and which screens are shown or made roots.
            var shown: [[String]] = []
            var stacked: [[String]] = []
            var targeted: Set<String> = []
            var roots: [String] = []
            for (owner, effect) in tagged {
                var screens: [String] = []
                var inStack: [String] = []
                for value in effect.targets { collect(value, into: &screens, stacked: &inStack, inContainer: false, depth: 0) }
                shown.append(screens)
                stacked.append(inStack)
                guard effect.kind.isForward || effect.kind == .replace || effect.setsTabs else { continue }
                targeted.formUnion(screens)
                let isScreenCode = if case .type(let name) = owner { candidates.contains(name) } else { false }
                if effect.setsRoot, !isScreenCode || effect.call == "WindowGroup" {
                    for screen in screens where !roots.contains(screen) { roots.append(screen) }
                }
            }
            // Screens: shown, roots, the alternatives a view switches between (`switch state { case
            // .onboarding: OnboardingView() case .main: MainView() }`), or navigating themselves
            // without being part of another.
            var rootContent = Set(roots)
            for root in roots { rootContent.formUnion(builtBy(root)) }
            var screens = targeted.union(roots).union(Self.alternatives(index, candidates: candidates, in: rootContent))
            for (owner, _) in tagged {
                guard case .type(let name) = owner, candidates.contains(name), !screens.contains(name) else { continue }
                if !isPart(name, screens: screens) { screens.insert(name) }
            }
            // What each screen's own code shows: a screen built by another that does not show it
            // (its content, a tab's root view) navigates for it too.
            var showsOf: [String: Set<String>] = [:]
            for (position, (owner, effect)) in tagged.enumerated() {
                if case .type(let name) = owner { showsOf[name, default: []].formUnion(shown[position]) }
            }
            var navigations: [CodeNavigation] = []
            var seen: Set<String> = []
            for (position, (owner, effect)) in tagged.enumerated() {
                if !effect.isOwn { continue }
                let targets = shown[position]
                if effect.kind.isForward || effect.kind == .replace || effect.setsTabs, targets.isEmpty { continue }
                var sources: [String?] = []
                if let trigger = effect.trigger {
                    var triggered: [String] = []
                    var ignored: [String] = []
                    collect(.object(trigger), into: &triggered, stacked: &ignored, inContainer: false, depth: 0)
                    sources = triggered.filter(screens.contains)
                }
                if sources.isEmpty { sources = sourcesOf(owner, screens: screens) }
                if case .type(let name) = owner, screens.contains(name), !effect.setsTabs, !effect.setsRoot {
                    for embedder in (builders[name] ?? []).sorted() where screens.contains(embedder) && !(showsOf[embedder]?.contains(name) ?? false) {
                        if !sources.contains(embedder) { sources.append(embedder) }
                    }
                }
                if sources.isEmpty { sources = [nil] }
                for source in sources {
                    let key = "\(source ?? "") \(effect.kind) \(targets) \(effect.setsTabs) \(effect.hops.first.map { "\($0.range.file):\($0.range.start.line)" } ?? "")"
                    guard seen.insert(key).inserted else { continue }
                    navigations.append(
                        CodeNavigation(
                            sourceType: source, kind: effect.kind, isEitherReturn: effect.eitherReturn,
                            targets: targets.filter { $0 != source || effect.kind != .replace },
                            call: effect.call, chain: effect.hops.map { CodeNavigation.Step(text: $0.text, range: $0.range) },
                            setsRoot: effect.setsRoot, setsTabs: effect.setsTabs, navigationRoots: stacked[position]))
                }
            }
            navigations.sort {
                ($0.range.file, $0.range.start.line, $0.range.start.column, $0.sourceType ?? "")
                    < ($1.range.file, $1.range.start.line, $1.range.start.column, $1.sourceType ?? "")
            }
            return (navigations, screens.sorted(), roots)
        }

        /// The screen types a value shows, and those of them inside a navigation stack of their own.
        private mutating func collect(_ value: CodeValue, into screens: inout [String], stacked: inout [String], inContainer: Bool, depth: Int) {
            guard depth < 8 else { return }
            switch value {
            case .object(let name):
                if candidates.contains(name) {
                    if !screens.contains(name) { screens.append(name) }
                    if inContainer, !stacked.contains(name) { stacked.append(name) }
                } else {
                    for presented in presentable(name) {
                        collect(.object(presented), into: &screens, stacked: &stacked, inContainer: inContainer, depth: depth + 1)
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
        private func sourcesOf(_ owner: Tag, screens: Set<String>) -> [String?] {
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
                return owners(of: name, screens: screens).map { $0 }
            }
        }

        /// The screens a type that is no screen is part of: the one it is nested in, else those
        /// whose code builds it, through other such types, nearest first.
        private func owners(of name: String, screens: Set<String>) -> [String] {
            var parent = index.type(named: name)?.parent
            while let current = parent {
                if screens.contains(current) { return [current] }
                parent = index.type(named: current)?.parent
            }
            var found: [String] = []
            var level: Set<String> = [name]
            var visited: Set<String> = [name]
            for _ in 0..<4 where found.isEmpty && !level.isEmpty {
                var next: Set<String> = []
                for type in level {
                    for builder in builders[type] ?? [] where visited.insert(builder).inserted {
                        if screens.contains(builder) { found.append(builder) } else { next.insert(builder) }
                    }
                }
                level = next
            }
            return found.sorted()
        }

        /// The types a type's code builds.
        private func builtBy(_ name: String) -> Set<String> {
            Set(builders.compactMap { built, by in by.contains(name) ? built : nil })
        }

        /// Whether a view controller or view is part of another screen: built by a screen's code
        /// (a child view controller, a row) and shown by no navigation.
        private func isPart(_ name: String, screens: Set<String>) -> Bool {
            !owners(of: name, screens: screens).isEmpty || index.type(named: name)?.parent.map { screens.contains($0) } == true
        }

        /// The views a SwiftUI view's body switches between: the candidate screens built in
        /// different cases of one branch (two cases or more building a different one each).
        static func alternatives(_ index: CodeIndex, candidates: Set<String>, in views: Set<String>) -> Set<String> {
            var result: Set<String> = []
            for function in index.functions where function.kind == .property && function.name == "body" {
                guard let owner = function.owner.flatMap({ index.type(named: $0)?.name }), views.contains(owner) else { continue }
                CodeWalk.statements(function.body) { statement in
                    guard case .branch(_, let cases) = statement, cases.count >= 2 else { return }
                    var built: [Set<String>] = []
                    for branch in cases {
                        var names: Set<String> = []
                        CodeWalk.calls(branch.body) { callee, _, _ in
                            if case .name(let name) = callee, let type = index.type(named: name), candidates.contains(type.name) {
                                names.insert(type.name)
                            }
                        }
                        if !names.isEmpty { built.append(names) }
                    }
                    let distinct = Set(built.flatMap { $0 })
                    if built.count >= 2, distinct.count >= 2 { result.formUnion(distinct) }
                }
            }
            return result
        }

        /// For each type, the types whose code builds it (`T(…)` anywhere in their functions and
        /// properties' initial values).
        private static func builders(_ index: CodeIndex) -> [String: Set<String>] {
            var result: [String: Set<String>] = [:]
            func note(_ expression: CodeExpression, builder: String) {
                var pending = [expression]
                while let current = pending.popLast() {
                    switch current {
                    case .call(let callee, let arguments, _):
                        if case .name(let name) = callee, name.first?.isUppercase == true, let type = index.type(named: name), type.name != builder {
                            result[type.name, default: []].insert(builder)
                        }
                        pending.append(callee)
                        pending += arguments.map(\.value)
                    case .member(let base, _): pending.append(base)
                    case .cast(let inner, _): pending.append(inner)
                    case .array(let elements), .choice(let elements): pending += elements
                    case .closure(_, let body):
                        CodeWalk.calls(body) { callee, arguments, range in pending.append(.call(callee, arguments, range)) }
                    default: break
                    }
                }
            }
            for function in index.functions {
                guard let owner = function.owner.flatMap({ index.type(named: $0)?.name }) else { continue }
                CodeWalk.calls(function.body) { callee, arguments, range in
                    if case .name(let name) = callee, name.first?.isUppercase == true, let type = index.type(named: name), type.name != owner {
                        result[type.name, default: []].insert(owner)
                    }
                    _ = arguments
                    _ = range
                }
            }
            for type in index.types {
                for property in type.properties {
                    if let initial = property.initialValue { note(initial, builder: type.name) }
                }
            }
            return result
        }
    }
}
