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
    }

    /// What a function does and returns.
    struct Outcome: Sendable, Hashable {
        var effects: [Effect] = []
        var returns: [CodeValue] = []
    }

    /// An enum whose cases a navigation destination or a sheet maps to views.
    struct Mapping: Sendable {
        var kind: TransitionKind
        var cases: [String: [CodeValue]]
        /// Where the mapping is declared (`.navigationDestination(for:)`), for notes.
        var range: SourceRange
    }

    static let maximumDepth = 7
    static let stepBudget = 4_000_000

    let index: CodeIndex
    let calls: [NavigationCall]
    /// Enum mappings by the enum's name (``CodeEvaluator+Mappings``).
    var mappings: [String: Mapping] = [:]
    /// Functions entered from another function.
    private(set) var reached: Set<Int> = []
    var steps = 0
    private var memo: [MemoKey: Outcome] = [:]
    var propertyMemo: [String: [CodeValue]] = [:]
    /// The values assigned to each type's properties as the code ran, by "Type.property".
    var captured: [String: [CodeValue]] = [:]
    /// The handlers of each enum case in each type's code (``CodeEvaluator+Calls``).
    var caseHandlers: [String: [String: [[CodeStatement]]]] = [:]
    var propertyActive: Set<String> = []
    private var active: [Int] = []
    /// For each function on the way, whether its outcome is partial.
    private var tainted: [Bool] = []
    /// The assignments to each type's properties, by "Type.property", found once.
    lazy var assignments: [String: [(function: Int, value: CodeExpression)]] = collectAssignments()

    private struct MemoKey: Hashable {
        var function: Int
        var selfValues: [CodeValue]
        var arguments: [[CodeValue]]
    }

    init(index: CodeIndex, calls: [NavigationCall]) {
        self.index = index
        self.calls = calls
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
    }

    // MARK: Functions

    /// What function `function` does with `selfValues` as `self` and `arguments` for its
    /// parameters (by position; a missing one is unknown).
    func evaluate(_ function: Int, selfValues: [CodeValue], arguments: [[CodeValue]] = [], depth: Int = 0) -> Outcome {
        // A call cut short (a cycle, the depth, the budget) leaves every function on the way
        // with a partial outcome, which is not remembered.
        if let position = active.firstIndex(of: function) {
            for index in position..<tainted.count { tainted[index] = true }
            return Outcome()
        }
        guard depth <= Self.maximumDepth, steps < Self.stepBudget else {
            for index in tainted.indices { tainted[index] = true }
            return Outcome()
        }
        let key = MemoKey(function: function, selfValues: selfValues, arguments: arguments)
        if let known = memo[key] { return known }
        if depth > 0 { reached.insert(function) }
        active.append(function)
        tainted.append(false)
        defer {
            active.removeLast()
            tainted.removeLast()
        }
        let declaration = index.functions[function]
        var frame = Frame(
            function: function, owner: declaration.owner.flatMap { index.type(named: $0)?.name } ?? declaration.owner,
            selfValues: selfValues, locals: [:], depth: depth)
        for (position, parameter) in declaration.parameters.enumerated() {
            frame.locals[parameter.name] = position < arguments.count ? arguments[position] : typed(parameter.type)
        }
        frame.buildsResult = declaration.returnType.map(Self.isBuilt) ?? false
        run(declaration.body, &frame)
        if tainted.last != true { memo[key] = frame.outcome }
        return frame.outcome
    }

    /// What a value of a declared type is: an instance of the app's type (for an enum, any of its
    /// cases; for an array, its elements), or nothing known.
    func typed(_ type: String?) -> [CodeValue] {
        guard let type else { return [] }
        var name = Self.baseTypeName(type)
        if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") { name = Self.baseTypeName(String(name.dropFirst().dropLast())) }
        guard let found = index.type(named: name) else { return [] }
        return [.object(found.name)]
    }

    /// `Router` of `Router?`, `Router!`, `any Router`, `Binding<Router?>`; `[Router]`'s element is
    /// not taken.
    static func baseTypeName(_ type: String) -> String {
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

    func run(_ statements: [CodeStatement], _ frame: inout Frame) {
        for statement in statements {
            steps += 1
            guard steps < Self.stepBudget else { return }
            switch statement {
            case .evaluate(let expression):
                let values = value(expression, &frame)
                if frame.buildsResult { frame.outcome.returns.merge(values) }
            case .bind(let name, let expression, let type):
                var values = expression.map { value($0, &frame) } ?? []
                if values.isEmpty { values = typed(type) }
                frame.locals[name] = values
            case .assign(let target, let expression, let range):
                let values = value(expression, &frame)
                assign(values, to: target, range: range, &frame)
            case .return(let expression):
                frame.outcome.returns.merge(value(expression, &frame))
            case .branch(let subject, let cases):
                let names = subject.map { value($0, &frame) }?.compactMap { value -> String? in
                    if case .enumCase(_, let name) = value { return name }
                    return nil
                } ?? []
                var chosen = cases
                if !names.isEmpty {
                    chosen = cases.filter { !Set($0.enumCases).isDisjoint(with: names) }
                    if chosen.isEmpty { chosen = cases.filter { $0.enumCases.isEmpty } }
                }
                for branch in chosen {
                    for name in branch.bindings where frame.locals[name] == nil { frame.locals[name] = [] }
                    run(branch.body, &frame)
                }
            }
        }
    }

    // MARK: Expressions

    func value(_ expression: CodeExpression, _ frame: inout Frame) -> [CodeValue] {
        steps += 1
        switch expression {
        case .name(let name):
            return nameValue(name, &frame)
        case .member(let base, let name):
            return memberValue(base, name, &frame)
        case .implicitMember(let name):
            return [.enumCase(nil, name)]
        case .call(let callee, let arguments, let range):
            return call(callee, arguments, range, &frame)
        case .closure(let parameters, let body):
            return closure(parameters, body, arguments: [], &frame)
        case .cast(let inner, let type):
            let values = value(inner, &frame)
            if let found = index.type(named: type), found.isViewController || found.isView { return [.object(found.name)] }
            return values
        case .array(let elements), .choice(let elements):
            var result: [CodeValue] = []
            for element in elements { result.merge(value(element, &frame)) }
            return result
        case .metatype(let type):
            return [.metatype(index.type(named: type)?.name ?? type)]
        case .keyPath, .unknown:
            return []
        }
    }

    /// A closure's body run where it is written (its code runs at some point: a button's action,
    /// a completion, a sink), its parameters bound to `arguments`; its value is what it returns
    /// (a SwiftUI content closure's view, a creator closure's view controller).
    func closure(_ parameters: [String], _ body: [CodeStatement], arguments: [[CodeValue]], _ frame: inout Frame) -> [CodeValue] {
        var inner = frame
        inner.outcome = Outcome()
        inner.buildsResult = true
        for (position, name) in parameters.enumerated() {
            inner.locals[name] = position < arguments.count ? arguments[position] : []
        }
        run(body, &inner)
        frame.outcome.effects += inner.outcome.effects
        // Names assigned inside are seen after it (`let vc: T; setup { vc = T() }` is rare, a
        // local captured and assigned is not).
        for (name, values) in inner.locals where frame.locals[name] != nil && !parameters.contains(name) {
            frame.locals[name]?.merge(values)
        }
        return inner.outcome.returns
    }

    private func nameValue(_ name: String, _ frame: inout Frame) -> [CodeValue] {
        if name == "self" || name == "super" { return frame.selfValues }
        if let local = frame.locals[name] { return local }
        if let owner = frame.owner {
            if let property = propertyValues(owner, name, selfValues: frame.selfValues, depth: frame.depth) { return property }
        }
        if let type = index.type(named: name) { return [.metatype(type.name)] }
        return name.first?.isUppercase == true ? [.metatype(name)] : []
    }

    private func memberValue(_ base: CodeExpression, _ name: String, _ frame: inout Frame) -> [CodeValue] {
        let baseValues: [CodeValue]
        if case .name(let baseName) = base, baseName == "Self", let owner = frame.owner {
            baseValues = [.metatype(owner)]
        } else {
            baseValues = value(base, &frame)
        }
        if Self.ownStackNames.contains(name) {
            return baseValues.map { .navigation(of: $0) }
        }
        var result: [CodeValue] = []
        for baseValue in baseValues {
            switch baseValue {
            case .metatype(let typeName):
                if let type = index.type(named: typeName) {
                    if type.cases.contains(name) {
                        result.merge([.enumCase(type.name, name)])
                    } else if let values = propertyValues(type.name, name, selfValues: [.metatype(type.name)], depth: frame.depth) {
                        result.merge(values)
                    } else if let nested = index.type(named: type.name + "." + name) {
                        result.merge([.metatype(nested.name)])
                    }
                } else {
                    // `Module.Type`, or a static member of a type the app does not declare.
                    if index.type(named: name) != nil || name.first?.isUppercase == true { result.merge([.metatype(name)]) }
                }
            case .enumCase(let enumName, _):
                if let enumName, let values = propertyValues(enumName, name, selfValues: [baseValue], depth: frame.depth) {
                    result.merge(values)
                }
            default:
                if let typeName = self.typeName(of: baseValue, frame),
                    let values = propertyValues(typeName, name, selfValues: [baseValue], depth: frame.depth)
                {
                    result.merge(values)
                }
            }
        }
        return result
    }

    /// Names of a view controller that are its own stack or container, not another controller.
    static let ownStackNames: Set<String> = ["navigationController"]

    /// The type whose members a value has.
    func typeName(of value: CodeValue, _ frame: Frame) -> String? {
        switch value {
        case .current: frame.owner
        case .object(let name): name
        case .container(let name, _): name
        case .navigation: "UINavigationController"
        case .enumCase(let name, _): name
        case .metatype(let name): name
        }
    }

    // MARK: Assignments

    private func assign(_ values: [CodeValue], to target: CodeExpression, range: SourceRange, _ frame: inout Frame) {
        switch target {
        case .name(let name) where frame.locals[name] != nil:
            frame.locals[name]?.merge(values)
            return
        default:
            break
        }
        let propertyName: String
        var ownerValues: [CodeValue] = frame.selfValues
        switch target {
        case .name(let name):
            propertyName = name
        case .member(let base, let name):
            propertyName = name
            ownerValues = value(base, &frame)
        default:
            return
        }
        recordAssignment(values, to: propertyName, of: ownerValues, text: Self.text(of: target), range: range, &frame)
    }

    // MARK: Helpers

    /// An expression as a short text for a note: `router.push`, `coordinator.present`.
    static func text(of expression: CodeExpression) -> String {
        switch expression {
        case .name(let name): name
        case .member(let base, let name):
            switch base {
            case .name(let baseName): baseName + "." + name
            case .member(_, let inner): inner + "." + name
            // A modifier of a view (`Button(…).sheet`): the modifier.
            case .call: "." + name
            default: name
            }
        case .implicitMember(let name): "." + name
        case .call(let callee, _, _): text(of: callee)
        default: "…"
        }
    }

    /// `HomeViewController.swift:20`.
    static func place(_ range: SourceRange) -> String {
        (range.file.split(separator: "/").last.map(String.init) ?? range.file) + ":\(range.start.line)"
    }
}
