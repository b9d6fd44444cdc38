/// The flags a build settles: `T(…, showActions: false)` makes `showActions` false, `isCompact:
/// true` makes it true, and leaving out `isInSettings: Bool = true` makes it true, where the type's
/// own code never sets that property again. Also those of an object built in an argument, after
/// its label (`viewModel.showActions` of `RowView(viewModel: .init(showActions: false))`).
///
/// Each is written as what it opposes among the names an `if` requires (``CodeCase/requires``):
/// `showActions` for a flag made false, `!isInSettings` for one made true. A SwiftUI view given a
/// new object of a class made from nothing (`AccountsSelector(routerPath: RouterPath())`) that
/// neither it nor the views it builds bind to anything (`$routerPath.presentedSheet`) settles
/// `@routerPath`: what it asks of that object shows nowhere
/// (``CodeNavigationAnalysis/heldObjectName(of:in:_:)``).
struct BuildFlags {
    private let index: CodeIndex
    /// "Type.property": whether the type's code, outside its initializers, sets the property.
    private var reassigned: [String: Bool] = [:]
    /// "Object View label": whether the view, or one it builds, binds an object of that class.
    private var bound: [String: Bool] = [:]

    init(_ index: CodeIndex) {
        self.index = index
    }

    /// What the build `type(arguments)`, written in `builder`'s code, settles.
    mutating func settled(by arguments: [CodeArgument], building type: String, in builder: String) -> Set<String> {
        var result = settled(arguments, type: type)
        let fitting = initializer(of: type, taking: arguments)
        let isView = index.type(named: type)?.isView == true
        for argument in arguments {
            guard let label = argument.label, case .call(let callee, let inner, _) = argument.value else { continue }
            if isView, inner.isEmpty, case .name(let name) = callee, let object = index.resolvedName(name, from: builder),
                index.type(named: object)?.kind == .class, !binds(object, in: type, as: label)
            {
                result.insert("@" + label)
            }
            let built: String?
            switch callee {
            case .implicitMember("init"):
                // `.init(…)`: the type of the parameter it is given to.
                var written = fitting?.parameters.first { $0.label == label }?.type ?? ""
                while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
                built = written.isEmpty ? nil : index.resolvedName(written, from: builder)
            case .name(let name) where name.first?.isUppercase == true:
                built = index.resolvedName(name, from: builder)
            case .member(.name(let name), "init"):
                built = index.resolvedName(name, from: builder)
            default:
                built = nil
            }
            guard let built else { continue }
            for flag in settled(inner, type: built) {
                result.insert(flag.hasPrefix("!") ? "!" + label + "." + flag.dropFirst() : label + "." + flag)
            }
        }
        return result
    }

    /// The flags of `type` that arguments given as literals, or left to a literal default, settle.
    private mutating func settled(_ arguments: [CodeArgument], type: String) -> Set<String> {
        var result: Set<String> = []
        var given: Set<String> = []
        for argument in arguments {
            guard let label = argument.label else { continue }
            given.insert(label)
            switch argument.value {
            case .name("false"): result.insert(label)
            case .name("true") where isSetOnlyWhenBuilt(label, of: type): result.insert("!" + label)
            default: break
            }
        }
        guard let fitting = initializer(of: type, taking: arguments) else { return result }
        for parameter in fitting.parameters where !given.contains(parameter.label) && isSetOnlyWhenBuilt(parameter.label, of: type) {
            switch parameter.defaultValue {
            case "false": result.insert(parameter.label)
            case "true": result.insert("!" + parameter.label)
            default: break
            }
        }
        return result
    }

    /// The one initializer of `type` a call with `arguments` fits (``CodeEvaluator/accepts(_:_:)-static``).
    private func initializer(of type: String, taking arguments: [CodeArgument]) -> CodeInitializer? {
        guard let declared = index.type(named: type) else { return nil }
        let fitting = declared.callableInitializers.filter { CodeEvaluator.accepts($0.parameters, arguments) }
        return fitting.count == 1 ? fitting.first : nil
    }

    /// Whether `view`'s code hands `label.anything` to a call (`$routerPath.presentedSheet`, a
    /// binding), or that of a view it builds, three steps deep, hands on a property of its own
    /// that holds an `object` (`@Environment(RouterPath.self) var routerPath`).
    private mutating func binds(_ object: String, in view: String, as label: String) -> Bool {
        let key = object + " " + view + " " + label
        if let known = bound[key] { return known }
        let simple = object.split(separator: ".").last.map(String.init) ?? object
        var found = false
        var level = [view]
        var visited: Set<String> = [view]
        for _ in 0..<4 where !found && !level.isEmpty {
            var next: [String] = []
            for current in level where !found {
                guard let type = index.type(named: current) else { continue }
                let names: Set<String> =
                    current == view
                    ? [label]
                    : Set(type.properties.filter { ($0.type ?? "").contains(simple) || ($0.wrapperArgument ?? "").contains(simple) }.map(\.name))
                for position in index.functionIndices(of: current) where !found {
                    CodeWalk.calls(index.functions[position].body) { callee, arguments, _ in
                        for argument in arguments {
                            if case .member(.name(let name), _) = argument.value, names.contains(name) { found = true }
                        }
                        if case .name(let built) = callee, built.first?.isUppercase == true, let type = index.resolvedName(built, from: current),
                            visited.insert(type).inserted
                        {
                            next.append(type)
                        }
                    }
                }
            }
            level = next
        }
        bound[key] = found
        return found
    }

    /// Whether `property` is a stored property of `type` with no wrapper (not a `@State` the view
    /// changes) that no code of the type but its initializers sets.
    private mutating func isSetOnlyWhenBuilt(_ property: String, of type: String) -> Bool {
        let key = type + "." + property
        if let known = reassigned[key] { return !known }
        var found = true
        if let declared = index.type(named: type), declared.properties.contains(where: { $0.name == property && $0.wrapper == nil && !$0.isStatic }) {
            found = false
            for position in index.functionIndices(of: type) where index.functions[position].kind != .initializer && !found {
                CodeWalk.statements(index.functions[position].body) { statement in
                    guard case .assign(let target, _, _) = statement else { return }
                    switch target {
                    case .name(property), .member(.name("self"), property): found = true
                    default: break
                    }
                }
            }
        }
        reassigned[key] = found
        return !found
    }
}
