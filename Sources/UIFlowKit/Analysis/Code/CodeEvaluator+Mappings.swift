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
                let kind: TransitionKind
                var enumName: String?
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
                default:
                    return
                }
                guard let written = enumName,
                    let closure = arguments.last(where: { if case .closure = $0.value { true } else { false } })?.value,
                    case .closure(let parameters, let body) = closure
                else { return }
                let type = index.type(named: written)
                let typeName = type?.name ?? written
                // The closure runs as the code of the view it is in (its own methods are followed).
                var frame = Frame(function: position, owner: owner, selfValues: [.current], locals: [:], depth: 1)
                let savedType = currentType
                currentType = owner
                defer { currentType = savedType }
                var cases: [String: [CodeValue]] = mappings[typeName]?.cases ?? [:]
                if let type, type.kind == .enum, !type.cases.isEmpty {
                    for name in type.cases {
                        let shown = self.closure(parameters, body, arguments: [[.enumCase(typeName, name)]], &frame)
                        cases[name, default: []].merge(shown)
                    }
                } else {
                    cases["*", default: []].merge(self.closure(parameters, body, arguments: [[.object(typeName)]], &frame))
                }
                mappings[typeName] = Mapping(kinds: (mappings[typeName]?.kinds ?? []).union([kind]), cases: cases, range: mappings[typeName]?.range ?? range)
            }
        }
    }

    /// The mapping of the enum a sheet's `item:` binding is typed with, if there is one.
    func mapping(forBinding binding: CodeExpression, _ frame: inout Frame) -> Mapping? {
        guard let type = propertyType(of: binding, frame) else { return nil }
        let name = Self.baseTypeName(type)
        return mappings[index.resolvedName(name) ?? name]
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
