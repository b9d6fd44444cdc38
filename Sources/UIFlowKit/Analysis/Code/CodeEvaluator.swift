/// Follows an app's code from a function to the navigation it does: evaluates its statements
/// over ``CodeValue``s, calls into the app's own functions with their arguments bound (so that
/// `router.push(vc)`, `coordinator.present(scene: .profile, from: self)` and a factory that returns
/// a view controller are seen through), and recognises UIKit's and SwiftUI's navigation calls
/// (``CodeEvaluator+Primitives``). What it finds is an ``Effect``: a kind, the values shown, and
/// the chain of calls from the function it started in.
///
/// Bounded: calls are followed ``maximumDepth`` deep, a function already on the way is not entered
/// again, each function's outcome for the same bindings is computed once, and the whole analysis
/// stops following calls after ``stepBudget`` evaluations.
final class CodeEvaluator {
    /// One call on the way from the function the evaluation started in to a navigation call.
    struct Hop: Sendable, Hashable {
        /// `` `router.push` `` (what was called, as written).
        var text: String
        var range: SourceRange
    }

    /// A navigation found in the code.
    struct Effect: Sendable, Hashable {
        var kind: TransitionKind
        /// SwiftUI's `dismiss()`: back or dismiss, as the screen was shown.
        var eitherReturn = false
        /// What is shown (for a forward kind).
        var targets: [CodeValue] = []
        /// The navigation call recognised: `pushViewController`, `NavigationLink`, `router.push`.
        var call: String
        /// The calls from the starting function to it; the first is in the starting function.
        var hops: [Hop]
        /// For `back` and `dismiss`: whether it acts on the screen itself (or its stack), not on
        /// another controller it holds (`childNavigation.popViewController`).
        var isOwn = true
        /// Whether it makes its target the window's root.
        var setsRoot = false
        /// Whether it sets a tab bar's tabs.
        var setsTabs = false
        /// The type whose actions started it, when it runs in a subscription to another object's
        /// events (`screenCoordinator.actions.sink { … }`): the screen that object shows is where
        /// the user is.
        var trigger: String?
        /// The protocol whose default implementation made it for each of several conforming
        /// screens (``CodeNavigation/sharedPart``).
        var sharedCode: String?
        /// For a `dismiss` by a present call given `nil` (`stack.setSheetCoordinator(nil)`): that
        /// call as written, whose presentations say what it can close.
        var closesPresentedBy: String?
        /// The names the `if`s around it require to be true (``CodeCase/requires``), in the
        /// functions it was found through: `accountCreationEnabled` for a button shown only
        /// `if accountCreationEnabled`.
        var requires: [String] = []
        /// A forward move made after the same action closed the screen the user acted on
        /// (`setSheetCoordinator(nil)`, then a push): made from the screen under it.
        var afterClosing = false
        /// Made in reaction to a notification the app posts, for a screen that posts it
        /// (``CodeEvaluator/notificationPosters(_:_:_:_:)``): never for a root that switches
        /// between screens, which shows none of its own.
        var byNotification = false
        /// For the tabs of a SwiftUI view's own tab bar (``CodeNavigationAnalysis/customTabs(of:candidates:_:)``):
        /// whether they switch in a `TabView` (tabs wherever the view shows), else only where the
        /// view is no pushed or presented screen (a picker in a pushed screen switches its parts).
        var ownTabBar: OwnTabBar?

        enum OwnTabBar: Hashable { case inTabView, inPlace }
    }

    /// What a function does and returns.
    struct Outcome: Sendable, Hashable {
        var effects: [Effect] = []
        var returns: [CodeValue] = []
    }

    /// An enum whose cases a navigation destination or a sheet maps to views.
    struct Mapping: Sendable {
        /// `push` for a navigation destination, `present` for a sheet; both when a type is both.
        var kinds: Set<TransitionKind>
        var cases: [String: [CodeValue]]
        /// Where the mapping is declared (`.navigationDestination(for:)`), for notes.
        var range: SourceRange

        /// What setting a property to a value of the type does: a sheet's `item:` is a property
        /// (a path is appended to, ``CodeEvaluator+Primitives``).
        var assignedKind: TransitionKind { kinds.contains(.present) ? .present : .push }
    }

    static let maximumDepth = 8
    static let stepBudget = 40_000_000

    let index: CodeIndex
    let calls: [NavigationCall]
    /// The declared calls by method name.
    let callsByName: [String: [NavigationCall]]
    /// Enum mappings by the enum's name (``CodeEvaluator+Mappings``).
    var mappings: [String: Mapping] = [:]
    /// Mapped types that carry a route of an enum (``routeWrapper(of:)``), by the type's name.
    var routeWrappers: [String: RouteWrapper] = [:]
    /// The enums whose cases those types carry, and the type that carries each.
    var wrappedRoutes: [String: String] = [:]
    /// What a route value carrying a case that carries another enum's showed
    /// (``routeShows(_:_:carrying:)``).
    var routeShown: [CodeValue: [CodeValue]] = [:]

    /// A type whose values carry a route: the property that holds it, the route's enum, and the
    /// closure of its destination, run again for a case that carries another enum's.
    struct RouteWrapper {
        var property: String
        var route: String
        var destination: (parameters: [String], body: [CodeStatement], function: Int, owner: String?)
    }
    /// The enums of the app by each case name they declare, built when first needed.
    var enumsByCase: [String: [String]]?
    /// For a sheet's item of a type that is no enum of cases (`.sheet(item: $model.selectedURL)`),
    /// the properties bound to such sheets, as `Type.property`; `*` when a binding is not a
    /// property that can be named (a `Binding` parameter).
    var itemProperties: [String: Set<String>] = [:]
    /// Presentations bound to another object's flag (`.sheet(isPresented: $presenter.isShown)`),
    /// by `Type.flag`: what raising the flag shows, under the key `true` (``CodeEvaluator+Mappings``).
    var flagMappings: [String: Mapping] = [:]
    /// The closures code stores in another object's property (`coordinator.onShowSettings = { … }`),
    /// by `Type.property`, and the assignments that store them (``CodeEvaluator+StoredClosures``).
    var storedClosureSources: [String: [StoredClosure]] = [:]
    var storedClosureSites: [SourceRange: String] = [:]
    var storedClosureNames: Set<String> = []
    /// What calling each such property does, found once.
    var storedClosureEffects: [String: [Effect]] = [:]
    /// Functions followed to their end from another function.
    private(set) var reached: Set<Int> = []
    /// Screens' methods entered through a protocol from another type's code (a delegate called
    /// by the screen the user is on): their navigation is that code's, not their own screen's.
    var dispatched: [Int: Set<String>] = [:]
    var steps = 0
    private var memo: [MemoKey: Outcome] = [:]
    /// Outcomes cut short, by the depth they were found at, with how they were cut (at most
    /// ``partialsKept`` for a call and depth). One stands for a call at the same depth when the
    /// functions on the way it was cut at are on the way again, since calling them there adds
    /// nothing either; when none is, and as many were found as are kept, the last stands for it as
    /// an outcome cut short. Without them, every call below a cut is followed again from each of
    /// its callers, and a large app's analysis takes many seconds.
    private var partialMemo: [MemoKey: [Int: [(cut: Cut, outcome: Outcome)]]] = [:]
    static let partialsKept = 16
    var propertyMemo: [String: [CodeValue]] = [:]
    /// What each navigation controller subclass makes its first view controllers as it is built,
    /// and the functions that do it (``ownRoots(of:)``), found once.
    var ownRootsMemo: [String: [CodeValue]] = [:]
    var rootSettingMemo: [String: Set<Int>] = [:]
    /// The values assigned to each type's properties as the code ran, by "Type.property".
    var captured: [String: [CodeValue]] = [:]
    /// What navigation stacks are built with, wherever they are: the views at their roots.
    var stackRoots: [CodeValue] = []
    /// The views whose body builds a SwiftUI stack around the framework's views: the stack's root,
    /// in a navigation stack wherever they are shown.
    var ownStackRoots: Set<String> = []
    /// The handlers of each enum case in each type's code (``CodeEvaluator+Calls``).
    var caseHandlers: [String: [String: [CaseHandler]]] = [:]
    /// ``initialState(of:)`` by type.
    var initialStates: [String: String?] = [:]
    var propertyActive: Set<String> = []
    /// The functions on the way.
    private var active: Set<Int> = []
    /// For each function on the way, how its outcome was cut short.
    private var cuts: [Cut] = []

    /// How an outcome was cut short: by calls to functions already on the way (`heads`, a cycle),
    /// or by the depth or the budget (`deep`, which cuts every function on the way).
    private struct Cut {
        var heads: Set<Int> = []
        var deep = false
        var isPartial: Bool { deep || !heads.isEmpty }
    }
    /// The effects of each enum case's handlers in a type, for the same `self` (``dispatch``).
    var dispatchMemo: [DispatchKey: [Effect]] = [:]

    struct DispatchKey: Hashable {
        var owner: String
        var caseName: String
        var payload: [[CodeValue]]
        var selfValues: [CodeValue]
        var currentType: String?
        var depth: Int
        /// The state the owner's state machine is in, when fired from a fresh instance's `start`.
        var state: String?
    }
    /// The code's storyboard requests, by file and line (``CodeEvaluator+Storyboards``).
    lazy var storyboardRequestsByLine: [String: [Int: [StoryboardRequest]]] = Dictionary(grouping: index.storyboardRequests, by: \.range.file)
        .mapValues { requests in Dictionary(grouping: requests, by: \.range.start.line) }
    /// The assignments to each type's properties, by "Type.property", found once.
    lazy var assignments: [String: [(function: Int, value: CodeExpression)]] = collectAssignments()
    /// The types the app's tuple typealiases give each element label, found once.
    lazy var tupleElementTypes: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for type in index.types where type.kind == .typealias {
            for (label, element) in type.tupleElements { result[label, default: []].insert(index.resolvedName(element) ?? element) }
        }
        return result
    }()
    /// The types with a static factory of each name (``CodeEvaluator+StaticFactories``), found once.
    lazy var staticFactories: [String: [String]] = Self.staticFactories(in: index)
    /// The properties only a deep link's handler sets (``CodeEvaluator+DeepLinks``), found once.
    lazy var deepLinkState: Set<String> = Self.deepLinkState(in: index)

    /// A member looked up in a type and its supertypes.
    struct MemberKey: Hashable {
        var owner: String
        var name: String
        var isStatic: Bool
    }

    /// The getters and stored properties found by member, once.
    var getterMemo: [MemberKey: Int?] = [:]
    var storedMemo: [MemberKey: (String, CodeProperty)?] = [:]
    var propertyPositionsMemo: [String: [String: Int]] = [:]
    /// ``shownOnProperties(by:)`` by type.
    var shownOnMemo: [String: ShownOn] = [:]
    /// ``closureRecipients(_:)`` by function.
    var closureRecipientsMemo: [Int: [String]] = [:]
    /// ``postersByNotification()``, found once.
    var notificationPostersMemo: [String: [String]]?
    /// Where each screen first posts each notification (`notification NUL screen`), with
    /// ``notificationPostersMemo``.
    var notificationSitesMemo: [String: Hop]?
    /// ``presentingViewExtensions()``, found once.
    var presentingViewExtensionsMemo: Set<Int>?
    /// ``notificationWrappers()``, found once.
    var notificationWrappersMemo: (posting: Set<String>, publishing: Set<String>)?
    /// ``showsItself(_:)`` by type.
    var showsItselfMemo: [String: Bool] = [:]
    /// ``holdsPathlessStack(_:)`` by screen.
    var pathlessStackMemo: [String: Bool] = [:]
    /// ``calledAfterClosing(_:by:)`` by owner and property.
    var calledAfterClosingMemo: [MemberKey: Bool] = [:]
    /// ``subjectSenders(_:in:)``, by `Type.subject`.
    var sendersMemo: [String: Set<String>] = [:]
    /// ``calledOnProperty(_:of:)``, by `Owner.property`.
    var calledOnPropertyMemo: [String: Set<String>] = [:]
    /// ``sendSites()``, found once.
    var sendSitesMemo: [String: Set<Int>]?
    /// ``presentationRequires(_:in:)`` by "Type.flag".
    var presentedMemo: [String: [String]?] = [:]
    /// ``uses(of:)`` by type.
    var typeUses: [String: TypeUses] = [:]

    private struct MemoKey: Hashable {
        var function: Int
        var selfValues: [CodeValue]
        var arguments: [[CodeValue]]
        var bindings: [String: [CodeValue]]
        var currentType: String?
    }

    /// The type of ``CodeValue/current``: the screen (or other type) whose code the evaluation
    /// started in, so that `self`'s methods in a protocol extension are that type's.
    var currentType: String?

    init(index: CodeIndex, calls: [NavigationCall]) {
        self.index = index
        self.calls = calls
        callsByName = Dictionary(grouping: calls) { $0.parts.name }
    }

    /// The state of one function's evaluation.
    struct Frame {
        var function: Int
        /// The type whose method it is (resolved), if any.
        var owner: String?
        var selfValues: [CodeValue]
        var locals: [String: [CodeValue]]
        var depth: Int
        var outcome = Outcome()
        /// Whether expressions evaluated on their own are values of the body, as in a result
        /// builder (a SwiftUI `body`, a `@ViewBuilder` function, a content closure).
        var buildsResult = false
        /// The type whose events the code runs for (``Effect/trigger``).
        var trigger: String?
        /// The enum cases being dispatched to their handlers, to stop a handler that fires its
        /// own event again.
        var dispatching: Set<String> = []
        /// The stacks pushed onto in this function (by the receiver as written), with what: a
        /// stack presented afterwards shows it as its root.
        var pushedInto: [String: (range: SourceRange, targets: [CodeValue])] = [:]
        /// What `self`'s stored properties are known to hold, when `self` was built where the
        /// call came from (``CodeEvaluator+Instances``).
        var selfBindings: [String: [CodeValue]] = [:]
        /// The same for each local built in this function (`let flow = Flow(entry: .create)`).
        var localBindings: [String: [String: [CodeValue]]] = [:]
        /// The instance the last construction evaluated built, with what its properties hold.
        var lastBuilt: (type: String, bindings: [String: [CodeValue]])?
        /// Whether the statements run so far, in this case of the code, closed the screen whose
        /// action they run for (``Effect/afterClosing``).
        var closedTrigger = false
        /// What each local bound to a closure did when it was read (`let action = { … }`).
        var closureEffects: [String: [Effect]] = [:]
        /// The parameters of the closures the code is in that code the analysis does not read
        /// calls (`{ controller, _ in controller.dismiss(…) }`, a library alert's button handler).
        var unreadCallersParameters: Set<String> = []
        /// Whether the closures read now are handed to a type the sources do not declare.
        var handingToUnread = false

        /// Whether a local holds only `nil` (a parameter given a literal `nil`).
        func holdsNil(_ name: String) -> Bool { locals[name] == [.none] }
        /// Whether a branch's requirement (`isRoot`, `!isRoot`) is false of a local given a literal.
        func contradicts(_ requirement: String) -> Bool {
            requirement.hasPrefix("!") ? locals[String(requirement.dropFirst())] == [.isTrue] : locals[requirement] == [.isFalse]
        }
    }

    // MARK: Functions

    /// What function `function` does with `selfValues` as `self` and `arguments` for its
    /// parameters (by position; a missing one is unknown).
    func evaluate(
        _ function: Int, selfValues: [CodeValue], arguments: [[CodeValue]] = [], bindings: [String: [CodeValue]] = [:], depth: Int = 0
    ) -> Outcome {
        // A call cut short (a cycle, the depth, the budget) leaves the functions on the way with
        // partial outcomes, remembered apart.
        if active.contains(function) {
            if !cuts.isEmpty { cuts[cuts.count - 1].heads.insert(function) }
            return Outcome()
        }
        guard depth <= Self.maximumDepth, steps < Self.stepBudget else {
            for index in cuts.indices { cuts[index].deep = true }
            return Outcome()
        }
        let key = MemoKey(
            function: function, selfValues: selfValues, arguments: arguments, bindings: bindings,
            currentType: selfValues.contains(.current) ? currentType : nil)
        if let known = memo[key] { return known }
        if let partials = partialMemo[key]?[depth] {
            let fitting = partials.first { $0.cut.heads.isSubset(of: active) }
            if let partial = fitting ?? (partials.count >= Self.partialsKept ? partials.last : nil) {
                if partial.cut.deep || fitting == nil {
                    for index in cuts.indices { cuts[index].deep = true }
                } else if !cuts.isEmpty {
                    cuts[cuts.count - 1].heads.formUnion(partial.cut.heads)
                }
                return partial.outcome
            }
        }
        active.insert(function)
        cuts.append(Cut())
        defer {
            active.remove(function)
            // A cycle back to this function is closed here; the others cut its caller too.
            var cut = cuts.removeLast()
            cut.heads.remove(function)
            if !cuts.isEmpty { cuts[cuts.count - 1].heads.formUnion(cut.heads) }
        }
        // The declaration's parts are read in place: a copy of it costs a retain per part.
        var owner = index.functions[function].owner.flatMap { index.resolvedName($0) } ?? index.functions[function].owner
        // `self` is the instance the evaluation started with: in a protocol extension or a
        // superclass's method, its own type's members are the ones called.
        if selfValues == [.current], let currentType, let declared = owner, declared != currentType,
            index.type(named: declared, \.kind) != .struct, index.supertypes(of: currentType).contains(declared) || index.resolvedName(declared) == nil
        {
            owner = currentType
        }
        var frame = Frame(function: function, owner: owner, selfValues: selfValues, locals: [:], depth: depth)
        frame.selfBindings = bindings
        for (position, parameter) in index.functions[function].parameters.enumerated() {
            frame.locals[parameter.name] = position < arguments.count ? arguments[position] : typed(parameter.type)
        }
        frame.buildsResult = index.functions[function].returnType.map(Self.isBuilt) ?? false
        run(index.functions[function].body, &frame)
        let cut = cuts[cuts.count - 1]
        if !cut.isPartial {
            memo[key] = frame.outcome
            // Followed to its end from another function: what it does is found there. One cut
            // short (by the depth, a cycle, the budget) is followed again from its own start.
            if depth > 0 { reached.insert(function) }
        } else {
            partialMemo[key, default: [:]][depth, default: []].append((cut, frame.outcome))
        }
        return frame.outcome
    }

    /// What a value of a declared type is: an instance of the app's type (for an enum, any of its
    /// cases; for an array, its elements), or nothing known.
    func typed(_ type: String?) -> [CodeValue] {
        guard let type else { return [] }
        var name = Self.baseTypeName(type)
        if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") { name = Self.baseTypeName(String(name.dropFirst().dropLast())) }
        guard let found = index.resolvedName(name) else { return [] }
        return [.object(found)]
    }

    /// `Router` of `Router?`, `Router!`, `any Router`, `Binding<Router?>`; `[Router]`'s element is
    /// not taken.
    static func baseTypeName(_ type: String) -> String {
        // Most names are bare (`SettingsView`): nothing to take off.
        if !type.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: "<") }) {
            return type
        }
        var text = Substring(type)
        for _ in 0..<4 {
            for prefix in ["any ", "some ", "weak ", "@escaping "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
            while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
            var unwrapped = false
            for wrapper in ["Optional<", "Binding<", "Published<", "State<"] where text.hasPrefix(wrapper) && text.hasSuffix(">") {
                text = text.dropFirst(wrapper.count).dropLast()
                unwrapped = true
            }
            if !unwrapped { break }
        }
        return String(text.prefix { $0 != "<" })
    }

    /// Whether a return type is built by a result builder: a SwiftUI view or scene.
    static func isBuilt(_ type: String) -> Bool {
        type.hasPrefix("some View") || type.hasPrefix("some Scene") || type.hasPrefix("some SwiftUI.View") || type == "AnyView"
    }

    // MARK: Statements

    /// Marks the forward moves a statement made when the screen acted on was already closed
    /// (`wasClosed`: the statements of a branch mark their own), and notes whether it closed it: a
    /// `dismiss` by a present call given `nil` (`setSheetCoordinator(nil)`) run for that screen's
    /// action (``Frame/trigger``).
    private func noteClosing(since start: Int, wasClosed: Bool, _ frame: inout Frame) {
        guard let trigger = frame.trigger, start < frame.outcome.effects.count else { return }
        for position in start..<frame.outcome.effects.count {
            let effect = frame.outcome.effects[position]
            if wasClosed, effect.kind.isForward, effect.trigger == trigger {
                frame.outcome.effects[position].afterClosing = true
            }
            if effect.kind == .dismiss, effect.trigger == trigger, effect.closesPresentedBy != nil {
                frame.closedTrigger = true
            }
        }
    }

    func run(_ statements: [CodeStatement], _ frame: inout Frame) {
        for statement in statements {
            steps += 1
            guard steps < Self.stepBudget else { return }
            let before = frame.outcome.effects.count
            let wasClosed = frame.closedTrigger
            defer { noteClosing(since: before, wasClosed: wasClosed, &frame) }
            switch statement {
            case .evaluate(let expression):
                let values = value(expression, &frame)
                if frame.buildsResult { frame.outcome.returns.merge(values) }
            case .bind(let name, let expression, let type):
                frame.lastBuilt = nil
                let start = frame.outcome.effects.count
                var values = expression.map { value($0, &frame) } ?? []
                // `let action = { self.showIntro() }`: what it does, for a screen it is handed to;
                // the same for the closures an object is built with (`let model =
                // DetailsModel(onDeletion: { self.pop() })`), run by the screen it is given to.
                if let expression, start < frame.outcome.effects.count, isClosureOrHoldsClosures(expression) {
                    frame.closureEffects[name] = Array(frame.outcome.effects[start...])
                } else {
                    frame.closureEffects[name] = nil
                }
                if values.isEmpty { values = typed(type) }
                frame.locals[name] = values
                // `let flow = Flow(entry: .create)`: what the instance's properties hold.
                if case .call? = expression, let built = frame.lastBuilt, values == [.object(built.type)] {
                    frame.localBindings[name] = built.bindings
                } else {
                    frame.localBindings[name] = nil
                }
                frame.lastBuilt = nil
            case .assign(let target, let expression, let range):
                // A closure stored in another object's property runs where that object calls it.
                if case .closure = expression, storedClosureSites[range] != nil { break }
                // One stored in a property of a screen just built (`form.onSave = { … }`) runs
                // when the user acts on that screen.
                let savedTrigger = frame.trigger
                if case .closure = expression, frame.trigger == nil, let screen = heldScreen(owning: target, frame) { frame.trigger = screen }
                let values = value(expression, &frame)
                frame.trigger = savedTrigger
                assign(values, expression, to: target, range: range, &frame)
            case .return(let expression):
                frame.outcome.returns.merge(value(expression, &frame))
            case .unwrap(let names):
                // `guard let info` of a parameter given `nil`: what follows does not run.
                if names.contains(where: frame.holdsNil) { return }
            case .branch(let subject, let cases):
                let subjectValues = subject.map { value($0, &frame) } ?? []
                let names = subjectValues.compactMap { value -> String? in
                    if case .enumCase(_, let name) = value { return name }
                    return nil
                }
                var chosen = cases
                if !names.isEmpty {
                    // The cases that name a value the subject may hold, and `default` (or `else`)
                    // when it may hold one no case names.
                    let named = Set(cases.flatMap(\.enumCases))
                    let unnamed = names.contains { !named.contains($0) }
                    chosen = cases.filter { !Set($0.enumCases).isDisjoint(with: names) || (unnamed && $0.enumCases.isEmpty) }
                }
                // `if let info` of a parameter given `nil`: not run. Nor `if isRoot` of one given
                // `false`, or its `else` of one given `true`.
                chosen.removeAll { branch in branch.unwraps.contains(where: frame.holdsNil) || branch.requires.contains(where: frame.contradicts) }
                let closed = frame.closedTrigger
                for branch in chosen {
                    // `case .push(let controller)` of a `.push(ProfileViewController())`: what it carries.
                    let carried = Self.payload(of: subjectValues, cases: branch.enumCases)
                    for name in branch.bindings where frame.locals[name] == nil || !carried.isEmpty { frame.locals[name] = carried }
                    // What one case closed, the next does not find closed.
                    frame.closedTrigger = closed
                    let before = frame.outcome.effects.count
                    run(branch.body, &frame)
                    if !branch.requires.isEmpty {
                        for position in before..<frame.outcome.effects.count { frame.outcome.effects[position].requires += branch.requires }
                    }
                }
            }
        }
    }}
