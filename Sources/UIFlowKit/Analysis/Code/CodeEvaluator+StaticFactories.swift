/// Values named by an implicit member that a type's static factory builds: a route value built by
/// a static factory (`router.route(to: .profile(userID: id))`, where `static func profile(userID:) ->
/// Route { Route(id: "profile") { ProfileView(userID: userID) } }`). The member is the type's own
/// static member of that name that gives a value of the type: a method, a computed property or a
/// stored one (`static let about = Route(…)`).
extension CodeEvaluator {
    /// What `.name` (`arguments` nil) or `.name(arguments)` builds through the app's static
    /// factories of that name, with the enum case of that name (the type the member is looked up
    /// in is not known here), or `nil` when no factory has that name.
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
        return result.isEmpty ? nil : result + [.enumCase(nil, name)]
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
