/// Assignments: to a local, or to a property, which may show a screen (``recordAssignment``).
extension CodeEvaluator {
    func assign(_ values: [CodeValue], _ expression: CodeExpression, to target: CodeExpression, range: SourceRange, _ frame: inout Frame) {
        // `_model = StateObject(wrappedValue: Model())`: the wrapped property holds the model.
        if let (property, wrapped) = Self.wrapperAssignment(target, expression) {
            var copy = frame
            assign(value(wrapped, &copy), wrapped, to: property, range: range, &frame)
            return
        }
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
        recordAssignment(
            values, to: propertyName, of: ownerValues, clears: expression == .name("nil"), raises: expression == .name("true"), text: Self.text(of: target),
            range: range, &frame)
    }

    /// Whether a function sets a window's level above the app's (`window?.windowLevel =
    /// UIWindow.Level.alert`, `.statusBar`, `.normal + 1`).
    private func raisesWindow(_ function: Int) -> Bool {
        var raises = false
        CodeWalk.statements(index.functions[function].body) { statement in
            guard case .assign(.member(_, "windowLevel"), let level, _) = statement else { return }
            let text = Self.text(of: level)
            if !(text.hasSuffix(".normal") || text == "normal") { raises = true }
        }
        return raises
    }

    /// A property assigned: `window.rootViewController = x` makes a root, a tab bar's
    /// `viewControllers = […]` its tabs, and an enum case assigned to a property a sheet or a
    /// navigation destination maps (`router.presentedSheet = .settings`) shows the case's view;
    /// any other value than `nil` given to a sheet's item of another type
    /// (`quickLook.selectedAttachment = attachment`) shows the sheet's view.
    func recordAssignment(
        _ values: [CodeValue], to property: String, of owners: [CodeValue], clears: Bool, raises: Bool = false, text: String, range: SourceRange,
        _ frame: inout Frame
    ) {
        let hop = Hop(text: text, range: range)
        for owner in owners {
            guard let ownerType = typeName(of: owner, frame) else { continue }
            captured[ownerType + "." + property, default: []].merge(values)
        }
        switch property {
        case "rootViewController" where raisesWindow(frame.function):
            // A window of its own raised over the app's (`window.windowLevel = .alert`, pocket-casts-ios's
            // options picker): what it shows is presented over the screen, not made a root.
            var effect = Effect(kind: .present, targets: values, call: "rootViewController", hops: [hop])
            effect.trigger = frame.trigger
            frame.outcome.effects.append(effect)
            return
        case "rootViewController":
            var effect = Effect(kind: .replace, targets: values, call: "rootViewController", hops: [hop], setsRoot: true)
            effect.trigger = frame.trigger
            frame.outcome.effects.append(effect)
            return
        case "viewControllers" where owners.contains(where: { $0.isCurrent }) && frame.owner.map { index.supertypes(of: $0).contains("UITabBarController") } == true:
            var effect = Effect(kind: .switch, targets: values, call: "viewControllers", hops: [hop])
            effect.setsTabs = true
            frame.outcome.effects.append(effect)
            return
        default:
            break
        }
        // A flag a presentation elsewhere is bound to (`presenter.isSheetPresented = true`).
        if raises {
            for owner in owners {
                guard let ownerType = typeName(of: owner, frame) else { continue }
                for name in [ownerType] + Array(index.supertypes(of: ownerType)) {
                    guard let mapping = flagMappings[name + "." + property], let shown = mapping.cases["true"], !shown.isEmpty else { continue }
                    var effect = Effect(kind: mapping.kinds.contains(.push) ? .push : .present, targets: shown, call: text, hops: [hop])
                    effect.trigger = frame.trigger
                    frame.outcome.effects.append(effect)
                    return
                }
            }
        }
        let cases = values.compactMap { value -> CodeValue? in
            if case .enumCase = value { return value }
            return nil
        }
        if cases.isEmpty, !clears {
            for owner in owners {
                guard let ownerType = typeName(of: owner, frame), let declared = propertyDeclaredType(ownerType, property) else { continue }
                let itemType = index.resolvedName(Self.baseTypeName(declared), from: ownerType) ?? Self.baseTypeName(declared)
                // Only a sheet's item is shown by assigning it: a value a `navigationDestination(for:)`
                // maps is pushed when appended to a stack's path (`zimFile.fileID = id` sets a field).
                guard let mapping = mappings[itemType], mapping.kinds.contains(.present), let shown = mapping.cases["*"], !shown.isEmpty,
                    showsItemSheet(itemType, assigning: property, of: ownerType)
                else { continue }
                var effect = Effect(kind: mapping.assignedKind, targets: shown, call: text, hops: [hop])
                effect.trigger = frame.trigger
                frame.outcome.effects.append(effect)
                return
            }
        }
        guard !cases.isEmpty else { return }
        for owner in owners {
            guard let ownerType = typeName(of: owner, frame), let declared = propertyDeclaredType(ownerType, property) else { continue }
            // A type nested in the owner first: two views' own `private enum Sheet`s are two.
            let enumName = index.resolvedName(Self.baseTypeName(declared), from: ownerType) ?? Self.baseTypeName(declared)
            guard let mapping = mappings[enumName] else { continue }
            var typed = cases.map { value -> CodeValue in
                if case .enumCase(nil, let name) = value { return .enumCase(enumName, name) }
                return value
            }
            // A route value that holds its view (``staticMember``) shows that view.
            typed += values.filter { routeValueType($0) != nil }
            var effect = Effect(kind: routeStyle(typed) ?? mapping.assignedKind, targets: typed, call: text, hops: [hop])
            effect.trigger = frame.trigger
            frame.outcome.effects.append(effect)
            return
        }
    }

    /// A property wrapper's storage set to a wrapper built around a value (`_model =
    /// StateObject(wrappedValue: model)`, `self._text = State(initialValue: text)`): the wrapped
    /// property (`model`) and that value.
    static func wrapperAssignment(_ target: CodeExpression, _ expression: CodeExpression) -> (CodeExpression, CodeExpression)? {
        guard case .call(_, let arguments, _) = expression,
            let wrapped = arguments.first(where: { $0.label == "wrappedValue" || $0.label == "initialValue" })
        else { return nil }
        switch target {
        case .name(let name) where name.count > 1 && name.hasPrefix("_"):
            return (.name(String(name.dropFirst())), wrapped.value)
        case .member(.name("self"), let name) where name.count > 1 && name.hasPrefix("_"):
            return (.member(.name("self"), String(name.dropFirst())), wrapped.value)
        default:
            return nil
        }
    }

    /// A property's declared type in a type or its supertypes.
    func propertyDeclaredType(_ typeName: String, _ property: String) -> String? {
        for name in [typeName] + Array(index.supertypes(of: typeName)) {
            if let type = index.type(named: name)?.properties.first(where: { $0.name == property })?.type { return type }
        }
        return nil
    }
}
