extension CodeEvaluator {
    /// Reads, before any screen's code is followed, what each enum case shows where a SwiftUI
    /// router maps them: `.navigationDestination(for: Route.self) { route in switch route { … } }`
    /// (pushed) and `.sheet(item: $router.sheet) { sheet in switch sheet { … } }` (presented). Each
    /// case's view is found by running the closure with the case bound, so that a switch inside
    /// (or a computed property of the enum that switches, `item.destinationView`) picks it.
    func readMappings() {
        for (position, function) in index.functions.enumerated() {
            let owner = function.owner.flatMap { index.resolvedName($0) } ?? function.owner
            CodeWalk.calls(function.body) { callee, arguments, range in
                guard let name = callee.calledName else { return }
                if Self.modifiers.contains(name), arguments.contains(where: { $0.label == "isPresented" }) {
                    readFlagMapping(name, arguments, range, function: position, owner: owner)
                    return
                }
                let kind: TransitionKind
                var enumName: String?
                var boundProperties: Set<String> = []
                switch name {
                case "navigationDestination":
                    guard let type = arguments.first(where: { $0.label == "for" })?.value else { return }
                    kind = .push
                    if case .metatype(let written) = type { enumName = written } else if case .member(.name(let written), "self") = type { enumName = written }
                case "sheet", "fullScreenCover", "popover":
                    guard let item = arguments.first(where: { $0.label == "item" })?.value else { return }
                    kind = .present
                    let frame = Frame(function: position, owner: owner, selfValues: [.object(owner ?? "")], locals: [:], depth: 0)
                    enumName = propertyType(of: item, frame).map(Self.baseTypeName)
                    boundProperties = propertyKeys(of: item, frame)
                default:
                    return
                }
                guard let written = enumName,
                    let closure = arguments.last(where: { if case .closure = $0.value { true } else { false } })?.value,
                    case .closure(let parameters, let body) = closure
                else { return }
                // A type nested in the view first (two views' own `private enum Sheet`s are two).
                let type = index.type(named: index.resolvedName(written, from: owner) ?? written)
                let typeName = type?.name ?? written
                // The closure runs as the code of the view it is in (its own methods are followed).
                let shows = { (value: CodeValue) in self.closure(parameters, body, arguments: [[value]], in: position, as: owner, depth: 1).values }
                var cases: [String: [CodeValue]] = mappings[typeName]?.cases ?? [:]
                if let type, type.kind == .enum, !type.cases.isEmpty {
                    for name in type.cases { cases[name, default: []].merge(shows(.enumCase(typeName, name))) }
                } else if kind == .push, let wrapper = routeWrapper(of: typeName) {
                    // A path of values that each carry a route (`[NavigationFrame]`, a frame
                    // holding a `NavigationPage`): what each of the route's cases shows.
                    routeWrappers[typeName] = RouteWrapper(
                        property: wrapper.property, route: wrapper.route.name, destination: (parameters, body, position, owner))
                    wrappedRoutes[wrapper.route.name] = typeName
                    for name in wrapper.route.cases {
                        let carried = CodeValue.container(typeName, [.enumCase(wrapper.route.name, name)])
                        cases[name, default: []].merge(forwarded(shows(carried), carrying: carried))
                    }
                } else {
                    cases["*", default: []].merge(shows(.object(typeName)))
                    if kind == .present { itemProperties[typeName, default: []].formUnion(boundProperties.isEmpty ? ["*"] : boundProperties) }
                }
                mappings[typeName] = Mapping(kinds: (mappings[typeName]?.kinds ?? []).union([kind]), cases: cases, range: mappings[typeName]?.range ?? range)
            }
        }
    }

    /// A presentation bound to a flag of another object the view holds (`.sheet(isPresented:
    /// $appSettings.isSheetPresented) { SettingsView() }`, where `appSettings` is an app-wide
    /// presenter): raising the flag shows the content, wherever it is raised.
    private func readFlagMapping(_ name: String, _ arguments: [CodeArgument], _ range: SourceRange, function position: Int, owner: String?) {
        guard let key = sharedFlagKey(arguments, Frame(function: position, owner: owner, selfValues: [.object(owner ?? "")], locals: [:], depth: 0)),
            let closure = arguments.last(where: { if case .closure = $0.value { true } else { false } })?.value,
            case .closure(let parameters, let body) = closure
        else { return }
        let shown = self.closure(parameters, body, arguments: [], in: position, as: owner, depth: 1).values
        let kind: TransitionKind = name == "navigationDestination" ? .push : .present
        var mapping = flagMappings[key] ?? Mapping(kinds: [], cases: [:], range: range)
        mapping.kinds.insert(kind)
        mapping.cases["true", default: []].merge(shown)
        flagMappings[key] = mapping
    }

    /// `Type.flag` of a presentation's `isPresented: $object.flag`, where `object` is an app-wide
    /// instance of a class of the app that declares `flag` (`AppSettingsPresenter.shared`, read
    /// directly or kept in a property); `nil` for the view's own flags and its own view model's.
    func sharedFlagKey(_ arguments: [CodeArgument], _ frame: Frame) -> String? {
        guard case .member(let base, let flag)? = arguments.first(where: { $0.label == "isPresented" })?.value else { return nil }
        var instance = base
        if case .name(let name) = base, let owner = frame.owner,
            let initial = index.type(named: owner, \.properties)?.first(where: { $0.name == name })?.initialValue
        {
            instance = initial
        }
        guard case .member(.name(let written), _) = instance, written.first?.isUppercase == true else { return nil }
        var copy = frame
        for value in value(base, &copy) {
            guard case .object(let held) = value, let type = index.type(named: held), type.kind == .class, !type.isScreen,
                type.properties.contains(where: { $0.name == flag })
            else { continue }
            return type.name + "." + flag
        }
        return nil
    }

    /// The properties a binding names, as `Type.property` of the type that declares each
    /// (`$model.selectedURL` in a view whose `model` is a `CampaignListModel`); none for a parameter
    /// or what cannot be followed.
    func propertyKeys(of expression: CodeExpression, _ frame: Frame) -> Set<String> {
        guard let (name, owners) = namedProperty(expression, frame) else { return [] }
        var keys: Set<String> = []
        for owner in owners {
            if let (declaring, _) = storedProperty(name, in: owner) { keys.insert(declaring + "." + name) }
        }
        return keys
    }

    /// Whether a value given to `Type.property` shows the sheet of an item of `itemType` (one that
    /// is no enum of cases): the property is one such a sheet is bound to. A `URL` kept by an image
    /// view is not the campaign page a sheet shows.
    func showsItemSheet(_ itemType: String, assigning property: String, of ownerType: String) -> Bool {
        guard let bound = itemProperties[itemType] else { return true }
        if bound.contains("*") { return true }
        return ([ownerType] + Array(index.supertypes(of: ownerType))).contains { bound.contains((index.resolvedName($0) ?? $0) + "." + property) }
    }

    /// The mapping of the enum a sheet's `item:` binding is typed with, if there is one.
    func mapping(forBinding binding: CodeExpression, _ frame: inout Frame) -> Mapping? {
        guard let type = propertyType(of: binding, frame) else { return nil }
        let name = Self.baseTypeName(type)
        return mappings[index.resolvedName(name, from: frame.owner) ?? name]
    }

    /// The values an enum case shows through the mappings: its own enum's, else any mapping with
    /// a case of that name (`.settings` passed where the enum is not written).
    func mapped(_ enumName: String?, _ caseName: String) -> [CodeValue] {
        if let enumName, let mapping = mappings[enumName] {
            return mapping.cases[caseName] ?? mapping.cases["*"] ?? []
        }
        for name in mappings.keys.sorted() {
            if let values = mappings[name]?.cases[caseName] { return values }
        }
        return []
    }
}
