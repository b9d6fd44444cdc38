/// Where an app's code navigates, and from which screen: every function of the app's screens
/// (and of its delegates and `@main` app) is followed with ``CodeEvaluator``, through the app's
/// own navigation API; the navigation found in code that is no screen's is given to the screens
/// it acts for (docs/swift-sources.md, "Which screen a navigation belongs to"):
///
/// - code of a screen (its extensions, and a protocol extension it conforms to) is that screen's;
/// - code of a type nested in a screen, or built by one and shown by nobody (a child view
///   controller, a row view, a view model, a helper object), is the screen's that builds it;
/// - code of a coordinator that a screen calls (`coordinator.present(scene:from:)`, a delegate
///   method the coordinator implements) is followed from the screen's call, so it is the
///   screen's; a coordinator's code that no screen calls is its root screen's (what its `start`
///   shows).
///
/// The screens are the view controllers and SwiftUI views that are shown (pushed, presented, made
/// a root or a tab) or that navigate themselves without being part of another screen.
public struct CodeNavigationAnalysis: Sendable {
    /// The navigations, in the order of the code (source file, line).
    public let navigations: [CodeNavigation]
    /// The screens' types, by name.
    public let screens: [String]
    /// The types made the app's root by code that is no screen's (a delegate, the `@main` app's
    /// scene, a coordinator), in the order found.
    public let roots: [String]

    /// The navigations of the code in `index`, with the app's own calls `calls` read as declared.
    public init(index: CodeIndex, calls: [NavigationCall] = []) {
        // The names the code uses are read on the other core while the mappings are.
        let names = Parallel.start { Self.referencedNames(index) }
        let evaluator = CodeEvaluator(index: index, calls: calls)
        evaluator.readMappings()
        evaluator.readStoredClosures()
        // What the declarations say is found here while the names are read.
        let declared = Resolver.Declared(index, evaluator: evaluator)
        var tagged: [(owner: Tag, effect: CodeEvaluator.Effect, root: Int)] = []
        let candidates = Set(index.types.filter(\.isScreen).map(\.name))
        let applications = Set(index.types.filter { Self.isApplication($0, index) }.map(\.name))
        let referenced = names.value
        // The same navigation found again by another chain of calls from the same code adds
        // nothing: the first chain is the one shown.
        var seen: Set<EffectKey> = []
        var namedCases: [String: [String: Bool]]?
        func evaluate(_ position: Int, as type: String?, tag: Tag) {
            evaluator.currentType = type
            let effects = evaluator.evaluate(position, selfValues: [.current]).effects
            // A part's helper its code uses only under an `if`: what it shows needs that too.
            let guards = effects.isEmpty ? [] : Self.guardNames(of: position, index, evaluator)
            let ownRoutes = Self.routeParameters(of: position, referenced, index, evaluator, namedCases: &namedCases)
            for var effect in effects where seen.insert(EffectKey(owner: tag, effect: effect, root: position)).inserted {
                // A push of the route a method the app calls is given (`navigate(route:)` read on
                // its own, the route any case): its callers name the case.
                if !ownRoutes.isEmpty, !effect.targets.isEmpty,
                    effect.targets.allSatisfy({ if case .object(let name) = $0 { ownRoutes.contains(name) } else { false } })
                {
                    continue
                }
                effect.requires += guards
                if let type, let held = Self.heldObjectName(of: effect, in: type, index) { effect.requires.append(held) }
                tagged.append((tag, effect, position))
            }
        }
        // Screens' and the app's code first; then what nothing reached: protocol extensions, for
        // the screens that conform and use them, and the rest (coordinators, helpers).
        var extensions: [Int] = []
        var deferred: [Int] = []
        for (position, function) in index.functions.enumerated() {
            // A private or `@objc` method no code names (nor a `#selector`) is never called.
            if function.kind == .method, function.isPrivate || function.isObjC, !function.isCalledBySystem,
                !Self.isReferenced(function, referenced, index)
            {
                continue
            }
            guard let ownerName = function.owner else {
                if function.kind == .function { deferred.append(position) }
                continue
            }
            guard let owner = index.type(named: ownerName) else {
                if !function.constraints.isEmpty { extensions.append(position) }
                continue
            }
            if owner.kind == .protocol {
                extensions.append(position)
            } else if candidates.contains(owner.name) {
                evaluate(position, as: owner.name, tag: .type(owner.name))
            } else if applications.contains(owner.name) {
                evaluate(position, as: owner.name, tag: .application)
            } else {
                deferred.append(position)
            }
        }
        for position in extensions where !evaluator.reached.contains(position) {
            let function = index.functions[position]
            guard let protocolName = function.owner.map({ index.resolvedName($0) ?? $0 }) else { continue }
            let start = tagged.count
            var conforming = 0
            for screen in candidates.sorted() {
                let supertypes = index.supertypes(of: screen)
                guard supertypes.contains(protocolName), function.constraints.allSatisfy(supertypes.contains),
                    Self.wires(screen, to: protocolName, index)
                else { continue }
                conforming += 1
                evaluate(position, as: screen, tag: .type(screen))
            }
            // One default implementation for several screens: shared code.
            if conforming >= 2 {
                for item in start..<tagged.count { tagged[item].effect.sharedCode = protocolName }
            }
        }
        // A stored property's initial value that hands closures to a screen as it is built (`lazy
        // var overviewScreen = { OverviewViewController(onInfoTap: { … }) }()`, in a coordinator):
        // what they do is that screen's, as if a method had built it; the property must be used.
        for type in index.types where type.kind != .protocol && type.kind != .extension {
            let owner = index.resolvedName(type.name) ?? type.name
            guard let anchor = index.functionIndices(of: type.name).first else { continue }
            for property in type.properties where !property.isStatic && referenced.contains(property.name) {
                guard let initial = property.initialValue, Self.holdsClosure(initial) else { continue }
                let tag: Tag = applications.contains(owner) ? .application : .type(owner)
                let effects = evaluator.closure([], [.evaluate(initial)], arguments: [], in: anchor, as: owner, depth: 0).effects
                for effect in effects where effect.trigger != nil && effect.trigger != owner {
                    if seen.insert(EffectKey(owner: tag, effect: effect, root: anchor)).inserted { tagged.append((tag, effect, anchor)) }
                }
            }
        }
        for position in deferred where !evaluator.reached.contains(position) {
            let owner = index.functions[position].owner.flatMap { index.resolvedName($0) }
            evaluate(position, as: owner, tag: owner.map { .type($0) } ?? .application)
        }
        // A SwiftUI screen's own tab bar switching between screens: they are its tabs.
        for view in candidates.sorted() {
            if let (effect, function) = Self.customTabs(of: view, candidates: candidates, index) { tagged.append((.type(view), effect, function)) }
        }
        // A screen's delegate method that another screen's code calls is that screen's (when the
        // caller is a screen: a part's calls are its owner's already).
        var resolver = Resolver(index: index, evaluator: evaluator, candidates: candidates, referenced: referenced, declared: declared)
        let found = Set(resolver.resolve(tagged.map { ($0.owner, $0.effect) }).1)
        var own: [(owner: Tag, effect: CodeEvaluator.Effect, root: Int)] = []
        for item in tagged {
            if let callers = evaluator.dispatched[item.root], !callers.isDisjoint(with: found) {
                resolver.shownForOthers.append((item.owner, item.effect))
            } else {
                own.append(item)
            }
        }
        (navigations, screens, roots) = resolver.resolve(own.map { ($0.owner, $0.effect) })
    }

    /// Every name the app's code uses: called, read, or named by a `#selector`, in functions and
    /// in the initial values of the properties the code uses (`lazy var item =
    /// UIBarButtonItem(…, action: #selector(favoritePressed))`, installed with
    /// `navigationItem.rightBarButtonItem = item`; one nothing uses is never built or shown).
    static func referencedNames(_ index: CodeIndex) -> Set<String> {
        var names: Set<String> = []
        // Uses of properties: a bare name or `self.name` by the type whose code it is in
        // ("Type.name"), another member by its name alone (`controller.item`). The ones not looked at yet wait in
        // `fresh`.
        var bareUses: Set<String> = []
        var memberUses: Set<String> = []
        var fresh: [String] = []
        // The properties with an initial value, by "Type.name", and their keys by name: only
        // their uses are recorded.
        var initials: [String: (owner: String, value: CodeExpression)] = [:]
        var byName: [String: [String]] = [:]
        for type in index.types {
            for property in type.properties {
                guard let initial = property.initialValue else { continue }
                let key = type.name + "." + property.name
                initials[key] = (type.name, initial)
                byName[property.name, default: []].append(key)
            }
        }
        func walk(_ body: [CodeStatement], parameters: [String], owner: String?) {
            // A bare name that the function binds itself (`let signOut = UIAlertAction(…)`, a
            // parameter) is that local, not a method of the same name.
            var locals = Set(parameters)
            CodeWalk.statements(body) { statement in
                if case .bind(let name, _, _) = statement { locals.insert(name) }
            }
            CodeWalk.calls(body) { callee, arguments, _ in
                if let name = callee.calledName { names.insert(name) }
                for argument in arguments {
                    if case .name(let name) = argument.value, !locals.contains(name) { names.insert(name) }
                    if case .member(_, let name) = argument.value { names.insert(name) }
                }
            }
            CodeWalk.expressions(body) { expression in
                // A type named in code (`Screen.make()`, `Screen.self`): not dead code.
                switch expression {
                case .metatype(let type):
                    names.insert(type)
                case .member(.name(let type), _) where type.first?.isUppercase == true:
                    names.insert(type)
                default:
                    break
                }
                switch expression {
                case .keyPath(let name):
                    // `Type.method` of a qualified `#selector`, its type as the index names it.
                    if let dot = name.lastIndex(of: "."), let type = index.type(named: String(name[..<dot])) {
                        names.insert(type.name + name[dot...])
                    } else {
                        names.insert(name)
                    }
                case .name(let name) where !locals.contains(name) && byName[name] != nil, .member(.name("self"), let name) where byName[name] != nil:
                    if let owner, bareUses.insert(owner + "." + name).inserted { fresh.append(owner + "." + name) }
                case .member(_, let name) where byName[name] != nil:
                    if memberUses.insert(name).inserted { fresh.append(name) }
                default:
                    break
                }
            }
            CodeWalk.statements(body) { statement in
                switch statement {
                case .assign(_, .name(let name), _), .evaluate(.name(let name)), .bind(_, .name(let name)?, _):
                    if !locals.contains(name) { names.insert(name) }
                case .assign(_, .member(_, let name), _), .evaluate(.member(_, let name)), .bind(_, .member(_, let name)?, _):
                    names.insert(name)
                default:
                    break
                }
            }
        }
        for function in index.functions {
            walk(function.body, parameters: function.parameters.map(\.name), owner: function.owner.map { index.resolvedName($0) ?? $0 })
        }
        // Properties' initial values, once the property is used: a button item built with a
        // `#selector` is shown only where the code puts it. A use found in one initial value may
        // make another's count (a work list: each property is walked once).
        var work = fresh
        fresh = []
        while let use = work.popLast() {
            for key in initials[use] != nil ? [use] : byName[use] ?? [] {
                guard let property = initials.removeValue(forKey: key) else { continue }
                walk([.evaluate(property.value)], parameters: [], owner: property.owner)
            }
            work += fresh
            fresh = []
        }
        return names
    }

    /// Whether an expression holds a closure.
    static func holdsClosure(_ expression: CodeExpression) -> Bool {
        var found = false
        CodeWalk.expressions([.evaluate(expression)]) { if case .closure = $0 { found = true } }
        return found
    }

    /// The enums a router maps (``CodeEvaluator/readMappings()``) that a method takes as a
    /// parameter, where every call of it in the app's code gives that parameter a case by name
    /// (`navigate(route: .profile(id))`): read on its own, such a parameter is any case, and its
    /// callers name the one meant. A method called with a value (`row(item)` in a `ForEach`) keeps
    /// its own reading.
    static func routeParameters(
        of position: Int, _ referenced: Set<String>, _ index: CodeIndex, _ evaluator: CodeEvaluator, namedCases: inout [String: [String: Bool]]?
    ) -> Set<String> {
        let function = index.functions[position]
        guard function.kind == .method, !function.parameters.isEmpty else { return [] }
        var routes: Set<String> = []
        var labels: [String] = []
        for parameter in function.parameters {
            let name = CodeEvaluator.baseTypeName(parameter.type)
            guard let route = index.resolvedName(name), evaluator.mappings[route] != nil, index.type(named: route)?.kind == .enum else { continue }
            routes.insert(route)
            labels.append(parameter.label)
        }
        guard !routes.isEmpty, isReferenced(function, referenced, index) else { return [] }
        if namedCases == nil { namedCases = casesNamedByCalls(index) }
        let given = namedCases?[function.name] ?? [:]
        return labels.allSatisfy({ given[$0] == true }) ? routes : []
    }

    /// For each name the app's code calls, and each argument label (`_` unlabelled), whether every
    /// such argument is a case by name (`.profile`, `.profile(id)`, `Route.profile`): one walk of
    /// the code, read when a method that takes a routed enum is first met.
    private static func casesNamedByCalls(_ index: CodeIndex) -> [String: [String: Bool]] {
        var result: [String: [String: Bool]] = [:]
        for function in index.functions {
            CodeWalk.calls(function.body) { callee, arguments, _ in
                guard let name = callee.calledName else { return }
                for argument in arguments {
                    let isCase = switch argument.value {
                    case .implicitMember, .call(.implicitMember, _, _), .member(.name, _), .call(.member(.name, _), _, _): true
                    default: false
                    }
                    let label = argument.label ?? "_"
                    result[name, default: [:]][label] = (result[name]?[label] ?? true) && isCase
                }
            }
        }
        return result
    }

    /// Whether code names a method: by its name, or by a `#selector` qualified with its type or a
    /// supertype (`#selector(ReportViewController.cancel)` names no other type's `cancel`).
    static func isReferenced(_ function: CodeFunction, _ referenced: Set<String>, _ index: CodeIndex) -> Bool {
        if referenced.contains(function.name) { return true }
        guard let owner = function.owner.map({ index.resolvedName($0) ?? $0 }) else { return false }
        if referenced.contains(owner + "." + function.name) { return true }
        return index.supertypes(of: owner).contains { referenced.contains($0 + "." + function.name) }
    }

    /// Whether a screen that conforms to a protocol of delegate methods hands itself to what calls
    /// them: `x.delegate = self`, or `self` passed as an argument (`setup(delegate: self)`,
    /// `configure(statusTableViewCellDelegate: self)`); a protocol that is no delegate's (a data
    /// source, a provider) is its conformers' whatever they do.
    static func wires(_ screen: String, to protocolName: String, _ index: CodeIndex) -> Bool {
        guard protocolName.hasSuffix("Delegate") else { return true }
        var found = false
        for function in index.functions(of: screen) where !found {
            CodeWalk.calls(function.body) { _, arguments, _ in
                if arguments.contains(where: { $0.value == .name("self") }) { found = true }
            }
            CodeWalk.statements(function.body) { statement in
                if case .assign(_, .name("self"), _) = statement { found = true }
            }
        }
        return found
    }
    /// What tells two effects apart for the screens' navigations: all but the chain's later calls.
    struct EffectKey: Hashable {
        var owner: Tag
        var kind: TransitionKind
        var eitherReturn: Bool
        var targets: [CodeValue]
        var call: String
        var first: SourceRange?
        var isOwn: Bool
        var setsRoot: Bool
        var setsTabs: Bool
        var trigger: String?
        var root: Int

        init(owner: Tag, effect: CodeEvaluator.Effect, root: Int) {
            self.owner = owner
            kind = effect.kind
            eitherReturn = effect.eitherReturn
            targets = effect.targets
            call = effect.call
            first = effect.hops.first?.range
            isOwn = effect.isOwn
            setsRoot = effect.setsRoot
            setsTabs = effect.setsTabs
            trigger = effect.trigger
            self.root = root
        }
    }

    /// Whose code an effect was found in.
    enum Tag: Hashable {
        case type(String)
        /// A protocol extension's, for the screens that conform to the protocol and its constraints.
        case conformers(String, [String])
        /// The app's delegates, its `@main` type, free functions.
        case application

        /// The type whose code it is (a protocol's, for an extension).
        var typeName: String? {
            switch self {
            case .type(let name), .conformers(let name, _): name
            case .application: nil
            }
        }
    }

    /// Whether a type is the app itself: `@main`, an application or scene delegate, a SwiftUI `App`.
    static func isApplication(_ type: CodeType, _ index: CodeIndex) -> Bool {
        if type.isMain { return true }
        let supertypes = index.supertypes(of: type.name)
        return !supertypes.isDisjoint(with: ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "App", "NSApplicationDelegate"])
    }
}
