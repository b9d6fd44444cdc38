extension CodeEvaluator {
    /// What a type's property may hold: its initial value, the values assigned to it anywhere in
    /// the type's code, and an instance of its declared type (`var coordinator: SceneCoordinator!`,
    /// `@Environment(Router.self) var router`); a computed property's value; `nil` when the type
    /// has no such property.
    func propertyValues(_ owner: String, _ name: String, selfValues: [CodeValue], depth: Int) -> [CodeValue]? {
        // A computed property, with `self` bound (an enum's `var destinationView` switches over it).
        let isStatic = selfValues.allSatisfy { if case .metatype = $0 { true } else { false } } && !selfValues.isEmpty
        if let getter = computedProperty(name, in: owner, isStatic: isStatic) {
            return evaluate(getter, selfValues: selfValues, depth: depth + 1).returns
        }
        guard let (declaringType, property) = storedProperty(name, in: owner) else { return nil }
        let key = declaringType + "." + name
        if let known = propertyMemo[key] { return known }
        guard propertyActive.insert(key).inserted else { return [] }
        defer { propertyActive.remove(key) }
        var values: [CodeValue] = []
        if let wrapped = property.wrapperArgument, property.wrapper == "Environment", let type = index.type(named: wrapped) {
            values.merge([.object(type.name)])
        }
        if let initial = property.initialValue, let function = index.functionIndices(of: declaringType).first ?? index.functions.indices.first {
            var frame = Frame(
                function: function, owner: declaringType, selfValues: [.object(declaringType)], locals: [:], depth: Self.maximumDepth - 2)
            values.merge(value(initial, &frame))
        }
        for function in assignments[key] ?? [] {
            // Evaluated once, as its own; the assignments it makes are captured as it runs.
            _ = evaluate(function.function, selfValues: [.object(declaringType)], depth: Self.maximumDepth - 2)
        }
        values.merge(captured[key] ?? [])
        values.merge(typed(heldType(property)))
        values = filledStacks(values, declaringType, name)
        propertyMemo[key] = values
        return values
    }

    /// An empty navigation controller a property holds (`let dashboardNavigationController =
    /// WooTabNavigationController()`, a tab), or one built with a placeholder root
    /// (`DismissHandlingNavigationController(rootViewController: UIViewController())`), holds what
    /// the type's code later makes its first view controller (`dashboardNavigationController.viewControllers
    /// = [dashboard]`, or `setViewControllers([dashboard], animated: false)`, where `dashboard` is
    /// built in that function).
    private func filledStacks(_ values: [CodeValue], _ owner: String, _ name: String) -> [CodeValue] {
        let empty = values.filter { value in
            guard case .container(let stack, let content) = value, content.allSatisfy({ $0 == .object("UIViewController") }) else { return false }
            return Self.stacks.contains(stack) || index.type(named: stack)?.isNavigationController == true
        }
        guard !empty.isEmpty else { return values }
        var roots: [CodeValue] = []
        for function in index.functionIndices(of: owner) {
            roots.merge(stackRoots(setIn: function, on: [.name(name), .member(.name("self"), name)], as: owner))
        }
        guard !roots.isEmpty else { return values }
        stackRoots.merge(roots)
        return values.map { value in
            guard empty.contains(value), case .container(let stack, _) = value else { return value }
            return .container(stack, roots)
        }
    }

    /// What a navigation controller subclass makes its first view controllers as it is built
    /// (`setViewControllers([survey], animated: false)` on itself, in its initializer or in a
    /// method of its own the initializer calls): what a stack built as `SurveyNavigation(…)` holds.
    func ownRoots(of type: String) -> [CodeValue] {
        if let known = ownRootsMemo[type] { return known }
        ownRootsMemo[type] = []
        var roots: [CodeValue] = []
        for function in rootSettingFunctions(of: type).sorted() {
            roots.merge(stackRoots(setIn: function, on: [.name("self")], as: type))
        }
        stackRoots.merge(roots)
        ownRootsMemo[type] = roots
        return roots
    }

    /// A navigation controller subclass's initializers and the methods of its own they call.
    func rootSettingFunctions(of type: String) -> Set<Int> {
        if let known = rootSettingMemo[type] { return known }
        var found: Set<Int> = []
        let functions = index.functionIndices(of: type)
        for initializer in functions where index.functions[initializer].kind == .initializer {
            found.insert(initializer)
            CodeWalk.calls(index.functions[initializer].body) { callee, _, _ in
                let name: String
                switch callee {
                case .name(let called), .member(.name("self"), let called): name = called
                default: return
                }
                for method in functions where index.functions[method].kind == .method && index.functions[method].name == name { found.insert(method) }
            }
        }
        rootSettingMemo[type] = found
        return found
    }

    /// The view controllers code in `function` makes the first of a stack (`receivers`: a property
    /// that holds it, or `self` for the stack's own code): `viewControllers = [x]`,
    /// `setViewControllers([x], …)`, `x` built there (a local bound to it, a factory method of
    /// `owner`), run as `owner`'s own code.
    private func stackRoots(setIn function: Int, on receivers: Set<CodeExpression>, as owner: String) -> [CodeValue] {
        let own = receivers.contains(.name("self"))
        var filled: [CodeExpression] = []
        var bound: [String: CodeExpression] = [:]
        CodeWalk.statements(index.functions[function].body) { statement in
            switch statement {
            case .bind(let local, let expression?, _):
                bound[local] = expression
            case .assign(.member(let base, "viewControllers"), let expression, _) where receivers.contains(base):
                filled.append(expression)
            case .assign(.name("viewControllers"), let expression, _) where own:
                filled.append(expression)
            case .evaluate(.call(.member(let base, "setViewControllers"), let arguments, _)) where receivers.contains(base):
                if let first = arguments.first, first.label == nil { filled.append(first.value) }
            case .evaluate(.call(.name("setViewControllers"), let arguments, _)) where own:
                if let first = arguments.first, first.label == nil { filled.append(first.value) }
            default:
                break
            }
        }
        var roots: [CodeValue] = []
        for expression in filled {
            var root = expression
            if case .array(let elements) = root, let bottom = elements.first { root = bottom }
            if case .name(let local) = root, let made = bound[local] { root = made }
            // Run as the type's own code: its factory methods (`createDashboardViewController()`) are followed.
            let savedType = currentType
            currentType = owner
            var frame = Frame(function: function, owner: owner, selfValues: [.current], locals: [:], depth: Self.maximumDepth - 2)
            roots.merge(value(root, &frame).filter { if case .object = $0 { true } else { false } })
            currentType = savedType
        }
        return roots
    }

    /// The type of a property's value: its annotation, or the `wrappedValue` of the app's property
    /// wrapper it is declared with (`@Router var router`, whose `Router` has `var wrappedValue: Wrapper`).
    func heldType(_ property: CodeProperty) -> String? {
        if let type = property.type { return Self.baseTypeName(type) }
        guard let wrapper = property.wrapper, let wrapperType = index.type(named: wrapper),
            let wrapped = wrapperType.properties.first(where: { $0.name == "wrappedValue" })?.type
                ?? index.functionIndices(of: wrapperType.name).lazy.map({ self.index.functions[$0] })
                    .first(where: { $0.kind == .property && $0.name == "wrappedValue" })?.returnType
        else { return nil }
        let base = Self.baseTypeName(wrapped)
        return index.resolvedName(wrapperType.name + "." + base) ?? base
    }

    /// The getter of a computed property `name` of a type or its supertypes.
    private func computedProperty(_ name: String, in owner: String, isStatic: Bool) -> Int? {
        let key = MemberKey(owner: owner, name: name, isStatic: isStatic)
        if let known = getterMemo[key] { return known }
        var found: Int?
        for typeName in index.orderedSupertypes(of: owner) {
            if let getter = index.functionIndices(of: index.resolvedName(typeName) ?? typeName).first(where: {
                index.functions[$0].kind == .property && index.functions[$0].name == name && index.functions[$0].isStatic == isStatic
            }) {
                found = getter
                break
            }
        }
        getterMemo[key] = .some(found)
        return found
    }

    /// The stored property `name` of a type or its supertypes, with the type that declares it.
    func storedProperty(_ name: String, in owner: String) -> (String, CodeProperty)? {
        let key = MemberKey(owner: owner, name: name, isStatic: false)
        if let known = storedMemo[key] { return known }
        var found: (String, CodeProperty)?
        for typeName in index.orderedSupertypes(of: owner) {
            guard let type = index.type(named: typeName), let position = propertyPositions(of: type)[name] else { continue }
            found = (type.name, type.properties[position])
            break
        }
        storedMemo[key] = .some(found)
        return found
    }

    /// A type's stored properties by name (the first of a name), found once per type.
    private func propertyPositions(of type: CodeType) -> [String: Int] {
        if let known = propertyPositionsMemo[type.name] { return known }
        var positions: [String: Int] = [:]
        for (position, property) in type.properties.enumerated() where positions[property.name] == nil {
            positions[property.name] = position
        }
        propertyPositionsMemo[type.name] = positions
        return positions
    }

    /// Where each type's properties are assigned: `self.x = …` or `x = …` (a name the function does
    /// not bind), by "Type.property".
    func collectAssignments() -> [String: [(function: Int, value: CodeExpression)]] {
        var result: [String: [(function: Int, value: CodeExpression)]] = [:]
        for (position, function) in index.functions.enumerated() {
            guard let owner = function.owner.flatMap({ index.resolvedName($0) }) else { continue }
            var locals = Set(function.parameters.map(\.name))
            CodeWalk.statements(function.body) { statement in
                switch statement {
                case .bind(let name, _, _):
                    locals.insert(name)
                case .assign(let target, let value, _) where Self.wrapperAssignment(target, value) != nil:
                    // `_model = StateObject(wrappedValue: m)` assigns `model` (``wrapperAssignment``).
                    if let (property, wrapped) = Self.wrapperAssignment(target, value), let name = property.calledName {
                        result[owner + "." + name, default: []].append((position, wrapped))
                    }
                case .assign(.name(let name), let value, _) where !locals.contains(name):
                    result[owner + "." + name, default: []].append((position, value))
                case .assign(.member(.name("self"), let name), let value, _):
                    result[owner + "." + name, default: []].append((position, value))
                default:
                    break
                }
            }
        }
        return result
    }
}
