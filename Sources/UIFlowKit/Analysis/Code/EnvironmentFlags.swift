/// The SwiftUI environment values that are `false` unless a view sets them (`@Entry var
/// isStatusFocused: Bool = false`, or an `EnvironmentKey` whose `defaultValue` is `false`), and
/// the calls that set them (`.environment(\.isStatusFocused, isFocused)`): a view that a row
/// builds only `if isFocused` (`@Environment(\.isStatusFocused) var isFocused`) is part of the
/// screens that set the value, not of every screen showing the row.
struct EnvironmentFlags: Sendable {
    /// The values false by default, by key path name.
    let keys: Set<String>

    init(_ index: CodeIndex) {
        var keys: Set<String> = []
        // `@Entry var isFocused: Bool = false` (read as a getter returning its value), or a
        // getter reading `struct FocusedKey: EnvironmentKey { static let defaultValue = false }`
        // (`self[FocusedKey.self]`).
        var falseKeyTypes: Set<String> = []
        for type in index.types where type.inheritedTypes.contains("EnvironmentKey") {
            if type.properties.contains(where: { $0.name == "defaultValue" && $0.initialValue == .name("false") }) {
                falseKeyTypes.insert(type.name)
            }
        }
        let values = index.resolvedName("EnvironmentValues") ?? "EnvironmentValues"
        for position in index.functionIndices(of: values) where index.functions[position].kind == .property {
            var isFalse = index.functions[position].body == [.return(.name("false"))]
            if !isFalse, !falseKeyTypes.isEmpty {
                CodeWalk.expressions(index.functions[position].body) { expression in
                    switch expression {
                    case .name(let name), .metatype(let name): if falseKeyTypes.contains(name) { isFalse = true }
                    default: break
                    }
                }
            }
            if isFalse { keys.insert(index.functions[position].name) }
        }
        self.keys = keys
    }

    /// The value false by default that a call sets to anything but a literal `false`:
    /// `isFocused` of `.environment(\.isFocused, id == focusedID)`.
    func setsKey(_ callee: CodeExpression, _ arguments: [CodeArgument]) -> String? {
        guard case .member(_, "environment") = callee, arguments.count == 2, case .keyPath(let key) = arguments[0].value, keys.contains(key),
            arguments[1].value != .name("false")
        else { return nil }
        return key
    }

    /// The values false by default that the names an `if` requires (``CodeCase/requires``) read,
    /// in the code of `owner`: its `@Environment(\.key)` properties among them.
    func required(_ names: [String], in owner: String, _ index: CodeIndex) -> Set<String> {
        guard !names.isEmpty, !keys.isEmpty, let type = index.type(named: owner) else { return [] }
        var result: Set<String> = []
        for name in names {
            guard let property = type.properties.first(where: { $0.name == name }), property.wrapper == "Environment",
                let key = property.wrapperArgument, keys.contains(key)
            else { continue }
            result.insert(key)
        }
        return result
    }
}
