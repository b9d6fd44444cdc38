/// Values named by an implicit member that a type's static factory builds: a route value built by
/// a static factory (`router.route(to: .profile(userID: id))`, where `static func profile(userID:) ->
/// Route { Route(id: "profile") { ProfileView(userID: userID) } }`). The member is the type's own
/// static member of that name that gives a value of the type: a method, a computed property or a
/// stored one (`static let about = Route(…)`).
extension CodeEvaluator {
    /// What `.name` (`arguments` nil) or `.name(arguments)` builds through the app's static
    /// factories of that name, with the enum case of that name (the type the member is looked up
    /// in is not known here) unless the call gives no arguments, or `nil` when no factory has that
    /// name.
    func staticMember(_ name: String, _ arguments: [CodeArgument]?, _ range: SourceRange?, _ frame: inout Frame) -> [CodeValue]? {
        guard let owners = staticFactories[name] else { return nil }
        var result: [CodeValue] = []
        for owner in owners.prefix(6) {
            let base = CodeExpression.name(owner)
            if let arguments, let range {
                result.merge(call(.member(base, name), arguments, range, &frame))
            } else if arguments == nil {
                result.merge(value(.member(base, name), &frame))
            }
        }
        guard !result.isEmpty else { return nil }
        // `.signUp()`, called with nothing, is no enum case: a case without a payload is not
        // called, and one with a payload is given its values.
        return arguments?.isEmpty == true ? result : result + [.enumCase(nil, name)]
    }

    /// A call's arguments with the route values among them in the style another argument gives
    /// (`router.route(to: .editServer(server), style: .sheet)` presents a route that pushes
    /// elsewhere): ``routeStyle(_:)`` reads the style the call chose.
    func restyled(_ arguments: [[CodeValue]]) -> [[CodeValue]] {
        guard arguments.count > 1 else { return arguments }
        var styles: Set<String> = []
        for values in arguments {
            for case .enumCase(_, let name) in values where Self.style(of: name) != nil { styles.insert(name) }
        }
        guard styles.count == 1, let style = styles.first else { return arguments }
        return arguments.map { values in
            values.map { value in
                guard let name = routeValueType(value), case .container(_, let inner) = value else { return value }
                let others = inner.filter { element in
                    guard case .enumCase(_, let caseName) = element else { return true }
                    return Self.style(of: caseName) == nil
                }
                return .container(name, others + [.enumCase(nil, style)])
            }
        }
    }

    /// The type of a route value: a container built by a type that holds the view it is built with
    /// (``CodeType/holdsBuiltView``).
    func routeValueType(_ value: CodeValue) -> String? {
        guard case .container(let name, _) = value, index.type(named: name)?.holdsBuiltView == true else { return nil }
        return name
    }

    /// Whether `name` is the property a route value keeps the view it was built with in (`let
    /// content: AnyView`, set to `AnyView(content())`): a view by its declared type, read as the
    /// views the value holds (`tab.item.content` in a `TabView`).
    func heldView(of value: CodeValue, _ name: String) -> Bool {
        guard let typeName = routeValueType(value), let (_, property) = storedProperty(name, in: typeName),
            let declared = property.type.map(Self.baseTypeName)
        else { return false }
        return declared == "AnyView" || declared == "View" || index.type(named: declared)?.isView == true
    }

    /// The kind a route's style case names: `present` for a sheet, a full-screen cover, a popover,
    /// a modal; `push` for `push`; else none.
    static func style(of caseName: String) -> TransitionKind? {
        if presentingStyles.contains(caseName) { return .present }
        return caseName == "push" ? .push : nil
    }

    /// The names of styles that present: a sheet, a full-screen cover, a popover, a modal.
    static let presentingStyles: Set<String> = [
        "sheet", "fullscreen", "fullScreen", "fullScreenCover", "modal", "present", "popover", "formSheet", "pageSheet", "overFullScreen",
    ]

    /// Arguments bound to a function's parameters, each without the route values of another type
    /// than its parameter's: `.settings` is both `Route.settings` and `Tab.settings`, and
    /// `route(to route: Route)` is given the first.
    func narrowed(_ bound: [[CodeValue]], to parameters: [CodeFunction.Parameter]) -> [[CodeValue]] {
        var result = bound
        for (position, parameter) in parameters.enumerated() where position < result.count {
            result[position] = narrowed(result[position], to: [parameter.type])
        }
        return result
    }

    /// What a navigation call the analysis knows by name (one declared under `navigation-calls:`)
    /// is given, narrowed as above to the types the app's functions of that name take there.
    func narrowed(_ values: [CodeValue], givenTo name: String, label: String?) -> [CodeValue] {
        let label = label ?? "_"
        var types: [String] = []
        for position in index.functionIndices(named: name) {
            for parameter in index.functions[position].parameters where parameter.label == label { types.append(parameter.type) }
        }
        return narrowed(values, to: types)
    }

    /// Values without the route values whose type is none of `types`, when some are.
    private func narrowed(_ values: [CodeValue], to types: [String]) -> [CodeValue] {
        let routes = values.compactMap(routeValueType)
        guard Set(routes).count > 1 else { return values }
        let expected = Set(types.compactMap { index.resolvedName(Self.baseTypeName($0)) }).intersection(routes)
        guard !expected.isEmpty else { return values }
        return values.filter { value in
            guard case .container(let name, _) = value, routes.contains(name) else { return true }
            return expected.contains(name)
        }
    }

    /// The types with a static member that gives a value of the type, by the member's name.
    static func staticFactories(in index: CodeIndex) -> [String: [String]] {
        var result: [String: [String]] = [:]
        func add(_ name: String, _ owner: String) {
            if !(result[name] ?? []).contains(owner) { result[name, default: []].append(owner) }
        }
        for function in index.functions where function.isStatic && function.kind != .initializer {
            guard let declared = function.owner, let type = index.type(named: declared), let returned = function.returnType,
                Self.names(returned, type)
            else { continue }
            add(function.name, type.name)
        }
        for type in index.types where type.kind != .protocol {
            let owner = index.resolvedName(type.name) ?? type.name
            for property in type.properties where property.isStatic {
                if let written = property.type {
                    if Self.names(written, type) { add(property.name, owner) }
                } else if case .call(let callee, _, _)? = property.initialValue, let built = callee.calledName,
                    built == String(type.simpleName) || built == "init"
                {
                    add(property.name, owner)
                }
            }
        }
        return result
    }

    /// Whether a type as written is `type` itself: `Self`, its name or its qualified name.
    private static func names(_ written: String, _ type: CodeType) -> Bool {
        written == "Self" || written == type.name || written == String(type.simpleName)
    }
}
