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
        func names(_ expression: CodeExpression) -> Bool {
            expression == .name(flag) || expression == .member(.name("self"), flag)
        }
        var common: Set<String>?
        func raised(under required: [String]) { common = common.map { $0.intersection(required) } ?? Set(required) }
        for position in index.functionIndices(of: owner) {
            let body = index.functions[position].body
            CodeWalk.conditionedStatements(body) { statement, required in
                if case .assign(let target, let value, _) = statement, names(target), value != .name("false") { raised(under: required) }
            }
            CodeWalk.conditionedExpressions(body) { expression, required in
                guard case .call(let callee, let arguments, _) = expression else { return }
                if case .member(let base, "toggle") = callee, names(base) { raised(under: required) }
                // Its binding handed to anything but a presentation that reads it.
                let reads = callee.calledName.map(Self.presentationModifiers.contains) == true
                for argument in arguments where names(argument.value) && !(reads && argument.label == "isPresented") {
                    raised(under: required)
                }
            }
            if common?.isEmpty == true { return [] }
        }
        return common.map { $0.sorted() }
    }

    /// The flag of `isPresented: $flag` (or `$self.flag`).
    static func flagName(_ bound: CodeExpression) -> String? {
        switch bound {
        case .name(let name), .member(.name("self"), let name): name
        default: nil
        }
    }

    /// The modifiers that show something while a `Bool` binding is true.
    static let presentationModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog", "inspector",
    ]
}
