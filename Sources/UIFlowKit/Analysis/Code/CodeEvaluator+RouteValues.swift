/// Route values: a navigation path of values that each carry a case of the app's route enum
/// (mlem's `NavigationFrame(page:)` in a `[NavigationFrame]` path, shown by
/// `.navigationDestination(for: NavigationFrame.self) { NavigationFrameView(frame: $0) }`, whose
/// body is `frame.page.view()`). A value is `.container(Wrapper, cases)`: the cases it is built
/// with, and what a case carries (`.settings(.theme)`). What each case shows is read once with
/// the mappings (``readMappings()``); a case carrying another enum's is run when it is asked for.
extension CodeEvaluator {
    /// The route a type that is no enum carries: a struct or class of the app, no screen, with
    /// exactly one stored property typed with an enum of the app (`class NavigationFrame { var
    /// page: NavigationPage }`); `nil` for any other type, and for a route value that holds the
    /// view it shows (`NavigationRoute(content: AnyView, transitionType: TransitionType)`).
    func routeWrapper(of typeName: String) -> (property: String, route: CodeType)? {
        guard let type = index.type(named: typeName), type.kind == .struct || type.kind == .class, !type.isView, !type.isViewController,
            !type.holdsBuiltView, !type.properties.contains(where: { $0.type.map(Self.baseTypeName) == "AnyView" })
        else { return nil }
        var found: [(property: String, route: CodeType)] = []
        for property in type.properties where !property.isStatic {
            guard let declared = property.type, let route = index.type(named: Self.baseTypeName(declared)), route.kind == .enum,
                !route.cases.isEmpty
            else { continue }
            found.append((property.name, route))
        }
        return found.count == 1 ? found.first : nil
    }

    /// What a route value of `wrapper` shows for a case that carries another enum's
    /// (`.settings(.theme)`, shown by `case let .settings(page): page.view()`): its destination
    /// run with that value.
    func routeShows(_ wrapper: String, _ caseName: String, carrying payload: [CodeValue]) -> [CodeValue] {
        guard let carrier = routeWrappers[wrapper] else { return [] }
        let destination = carrier.destination
        let carried = CodeValue.container(wrapper, [.enumCase(carrier.route, caseName), .container(Self.payloadPrefix + caseName, payload)])
        if let known = routeShown[carried] { return known }
        routeShown[carried] = []
        let shows = closure(destination.parameters, destination.body, arguments: [[carried]], in: destination.function, as: destination.owner, depth: 1).values
        let result = forwarded(shows, carrying: carried)
        routeShown[carried] = result
        return result
    }

    /// What a destination's views show for a route value they are given: a view that only hands
    /// on what the value carries (`NavigationFrameView(frame: $0)`, whose body is
    /// `frame.page.view()`) shows what its body builds with that value, not itself.
    func forwarded(_ values: [CodeValue], carrying carried: CodeValue) -> [CodeValue] {
        guard case .container(let wrapper, _) = carried else { return values }
        var result: [CodeValue] = []
        for value in values {
            guard case .object(let viewName) = value, let view = index.type(named: viewName), view.isView else {
                result.merge([value])
                continue
            }
            let holding = view.properties.filter { property in
                !property.isStatic && property.type.map { index.resolvedName(Self.baseTypeName($0)) == wrapper } == true
            }
            guard holding.count == 1, let held = holding.first,
                let body = index.viewBody(of: view.name),
                index.functions[body].body.count == 1
            else {
                result.merge([value])
                continue
            }
            let shown = evaluate(body, selfValues: [.object(view.name)], bindings: [held.name: [carried]], depth: 1).returns
            result.merge(shown.isEmpty || shown.contains(value) ? [value] : shown)
        }
        return result
    }

    /// A route value of `wrapper` (``routeWrapper(of:)``) built with `values`: it carries the
    /// cases of its route among them (`NavigationFrame(page: .post(post))`), and nothing known
    /// when none is.
    func carrying(_ wrapper: String, _ values: [CodeValue]) -> CodeValue {
        let route = routeWrappers[wrapper]?.route
        var cases: [CodeValue] = []
        for value in values {
            switch value {
            case .enumCase(let enumName, let caseName) where enumName == nil || enumName == route:
                cases.merge([.enumCase(route, caseName)])
            case .container(let name, _) where name.hasPrefix(Self.payloadPrefix):
                // What a case carries (`.settings(.theme)`).
                cases.merge([value])
            default:
                break
            }
        }
        return .container(wrapper, cases)
    }

    /// The type of route values (``routeWrapper(of:)``) that carry the route `caseName` is a
    /// case of; `nil` for a case of no such route.
    func routeCarrier(_ enumName: String?, _ caseName: String) -> String? {
        if let enumName { return wrappedRoutes[enumName] }
        for route in wrappedRoutes.keys.sorted() where index.type(named: route)?.cases.contains(caseName) == true { return wrappedRoutes[route] }
        return nil
    }

    /// The enum of the app, other than `outer` and the routes values carry, with a case of that
    /// name: the only one, or of several the only one that builds a view (`func view() -> some
    /// View`), as a nested route does; `nil` otherwise.
    func enumDeclaring(_ caseName: String, besides outer: String?) -> String? {
        var declaring = enumsDeclaring(caseName).filter { $0 != outer && wrappedRoutes[$0] == nil }
        if declaring.count > 1 {
            declaring = declaring.filter { name in
                index.functionIndices(of: name).contains { index.functions[$0].returnType.map(Self.isBuilt) == true }
            }
        }
        return declaring.count == 1 ? declaring.first : nil
    }

    /// The enums of the app with a case of that name.
    func enumsDeclaring(_ caseName: String) -> [String] {
        if enumsByCase == nil {
            var found: [String: [String]] = [:]
            for type in index.types where type.kind == .enum {
                for name in type.cases { found[name, default: []].append(type.name) }
            }
            enumsByCase = found
        }
        return enumsByCase?[caseName] ?? []
    }
}
