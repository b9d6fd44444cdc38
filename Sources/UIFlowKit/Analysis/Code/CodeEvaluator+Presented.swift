/// Sheets shown by a `Bool` the view's code raises: `.sheet(isPresented: $showPicker) { … }`
/// shows only where `showPicker` can become true.
extension CodeEvaluator {
    /// Where a view's `@State` flag bound to a presentation (`isPresented: $flag`) becomes true:
    /// `nil` when nothing in the type's code can raise it (it starts `false`, and nothing assigns
    /// it another value, toggles it or hands its binding on: its only trigger may be in debug-only
    /// code, which is not read), else the names the `if`s around every place that can raise it
    /// require (``CodeCase/requires``; empty when one place is unconditional).
    func presentationRequires(_ flag: String, in owner: String) -> [String]? {
        let key = owner + "." + flag
        if let known = presentedMemo[key] { return known }
        let result = findPresentationRequires(flag, in: owner)
        presentedMemo[key] = .some(result)
        return result
    }

    private func findPresentationRequires(_ flag: String, in owner: String) -> [String]? {
        // A flag that may start true, or is set from outside (a `@Binding`, an initializer's
        // argument), can be raised anywhere.
        guard let type = index.type(named: owner),
            let property = type.properties.first(where: { $0.name == flag }), property.wrapper == "State",
            property.initialValue == .name("false")
        else { return [] }
        guard let raises = uses(of: owner).raises[flag], !raises.isEmpty else { return nil }
        return TypeUses.common(raises)
    }

    /// How a type's code uses its names (``TypeUses``), found once per type.
    func uses(of owner: String) -> TypeUses {
        if let known = typeUses[owner] { return known }
        let found = TypeUses(of: owner, index)
        typeUses[owner] = found
        return found
    }

    /// Whether a SwiftUI screen's body shows its content in a stack of its own bound to no path
    /// (`NavigationStack { … }`, `NavigationView { … }`), found once per screen.
    func holdsPathlessStack(_ screen: String) -> Bool {
        if let known = pathlessStackMemo[screen] { return known }
        var found = false
        for function in index.functionIndices(of: screen) where index.functions[function].name == "body" {
            CodeWalk.shownExpressions(index.functions[function].body) { expression in
                guard case .call(.name(let name), let arguments, _) = expression, name == "NavigationStack" || name == "NavigationView" else { return }
                if !arguments.contains(where: { $0.label == "path" }) { found = true }
            }
        }
        pathlessStackMemo[screen] = found
        return found
    }

    /// Whether a view controller's own code presents or pushes it (`topController.present(self,
    /// animated: true)` in an alert's `show()`), found once per type.
    func showsItself(_ type: String) -> Bool {
        if let known = showsItselfMemo[type] { return known }
        var found = false
        for function in index.functionIndices(of: type) where !found {
            CodeWalk.calls(index.functions[function].body) { callee, arguments, _ in
                guard let name = callee.calledName, name == "present" || name == "pushViewController", arguments.first?.value == .name("self")
                else { return }
                found = true
            }
        }
        showsItselfMemo[type] = found
        return found
    }

    /// The flag a presentation is bound to: `flag` of `isPresented: $flag` (or `$self.flag`).
    static func presentedFlag(_ arguments: [CodeArgument]) -> String? {
        arguments.first { $0.label == "isPresented" }.flatMap { TypeUses.name($0.value) }
    }
}
