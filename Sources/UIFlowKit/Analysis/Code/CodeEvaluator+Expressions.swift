/// What the expressions of the app's code evaluate to: names, members, closures, casts.
extension CodeEvaluator {
    func value(_ expression: CodeExpression, _ frame: inout Frame) -> [CodeValue] {
        steps += 1
        switch expression {
        case .name(let name):
            return nameValue(name, &frame)
        case .member(let base, let name):
            return memberValue(base, name, &frame)
        case .implicitMember(let name):
            return staticMember(name, nil, nil, &frame) ?? [.enumCase(nil, name)]
        case .call(let callee, let arguments, let range):
            return call(callee, arguments, range, &frame)
        case .closure(let parameters, let body):
            return closure(parameters, body, arguments: [], &frame)
        case .cast(let inner, let type):
            let values = value(inner, &frame)
            guard let found = index.type(named: type) else { return values }
            if found.isViewController || found.isView { return [.object(found.name)] }
            guard found.kind == .class else { return values }
            // A value of the app's class: those of the values that can be one (of the class, a
            // subclass, or a type it is, such as a protocol it conforms to), else, when none can
            // (`objc_getAssociatedObject(self, …) as? Router`), one that nothing else tells.
            let snapshot = frame
            let supertypes = index.supertypes(of: found.name)
            let possible = values.filter { value in
                guard let name = self.typeName(of: value, snapshot) else { return false }
                return name == found.name || supertypes.contains(name) || self.index.supertypes(of: name).contains(found.name)
            }
            return possible.isEmpty ? [.object(found.name)] : possible
        case .array(let elements), .choice(let elements):
            var result: [CodeValue] = []
            for element in elements { result.merge(value(element, &frame)) }
            return result
        case .metatype(let type):
            return [.metatype(index.resolvedName(type) ?? type)]
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
            if frame.handingToUnread { inner.unreadCallersParameters.insert(name) } else { inner.unreadCallersParameters.remove(name) }
        }
        inner.handingToUnread = false
        run(body, &inner)
        frame.outcome.effects += inner.outcome.effects
        // Names assigned inside are seen after it (`let vc: T; setup { vc = T() }` is rare, a
        // local captured and assigned is not).
        for (name, values) in inner.locals where frame.locals[name] != nil && !parameters.contains(name) {
            frame.locals[name]?.merge(values)
        }
        return inner.outcome.returns
    }

    /// A closure written in `function` run on its own, as the code of `owner` (`self` is the
    /// instance the analysis is at, and its methods are followed): what it gives, and what it does.
    func closure(
        _ parameters: [String], _ body: [CodeStatement], arguments: [[CodeValue]], in function: Int, as owner: String?, depth: Int,
        dispatching: Set<String> = []
    ) -> (values: [CodeValue], effects: [Effect]) {
        var frame = Frame(function: function, owner: owner, selfValues: [.current], locals: [:], depth: depth)
        frame.dispatching = dispatching
        let savedType = currentType
        currentType = owner
        defer { currentType = savedType }
        let values = closure(parameters, body, arguments: arguments, &frame)
        return (values, frame.outcome.effects)
    }

    private func nameValue(_ name: String, _ frame: inout Frame) -> [CodeValue] {
        if name == "self" || name == "super" { return frame.selfValues }
        // `Self.make()`: the type whose code this is.
        if name == "Self", let owner = frame.owner { return [.metatype(owner)] }
        if let local = frame.locals[name] { return local }
        if let bound = frame.selfBindings[name] { return bound }
        if let owner = frame.owner {
            if let property = propertyValues(owner, name, selfValues: frame.selfValues, depth: frame.depth) { return property }
            // A method named, not called (`Button(action: showSettings)`, `.sheet(isPresented: $x,
            // content: makeSheet)`): it runs where it is passed, and gives what it returns.
            if name.first?.isLowercase == true, let method = methods(name, [], in: owner, isStatic: false).first {
                let outcome = evaluate(method, selfValues: frame.selfValues, bindings: frame.selfBindings, depth: frame.depth + 1)
                for var effect in outcome.effects {
                    if effect.trigger == nil { effect.trigger = frame.trigger }
                    frame.outcome.effects.append(effect)
                }
                return outcome.returns
            }
        }
        if let type = index.type(named: name) { return [.metatype(type.name)] }
        return name.first?.isUppercase == true ? [.metatype(name)] : []
    }

    private func memberValue(_ base: CodeExpression, _ name: String, _ frame: inout Frame) -> [CodeValue] {
        let baseValues: [CodeValue]
        if case .name("self") = base, let bound = frame.selfBindings[name] { return bound }
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
                        // A static constant of a literal (`static let podcastPageKey = "podcastPage"`)
                        // is known by its name, as an enum's case is: `if place == Keys.podcastPageKey`
                        // picks its branch.
                        let isConstant = values.isEmpty && type.properties.contains { $0.name == name && $0.isStatic && $0.initialValue == .unknown }
                        result.merge(isConstant ? [.enumCase(type.name, name)] : values)
                    } else if let nested = index.resolvedName(type.name + "." + name) {
                        result.merge([.metatype(nested)])
                    }
                } else {
                    // `Module.Type`, or a static member of a type the app does not declare.
                    if index.resolvedName(name) != nil || name.first?.isUppercase == true { result.merge([.metatype(name)]) }
                }
            case .enumCase(let enumName, _):
                if let enumName, let values = propertyValues(enumName, name, selfValues: [baseValue], depth: frame.depth) {
                    result.merge(values)
                }
            case .container(let wrapper, let inner) where routeWrappers[wrapper]?.property == name:
                // The route a route value carries (`frame.page`).
                result.merge(inner)
            case .container(_, let inner) where heldView(of: baseValue, name):
                result.merge(inner.filter { if case .enumCase = $0 { false } else { true } })
            default:
                if let typeName = self.typeName(of: baseValue, frame),
                    let values = propertyValues(typeName, name, selfValues: [baseValue], depth: frame.depth)
                {
                    result.merge(values)
                }
            }
        }
        // A tuple's element by its label (`tab.item`, a tuple's values being its elements'): the
        // values of the type the app's tuple typealiases give that label.
        if result.isEmpty, let types = tupleElementTypes[name] {
            result = baseValues.filter { typeName(of: $0, frame).map(types.contains) ?? false }
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
