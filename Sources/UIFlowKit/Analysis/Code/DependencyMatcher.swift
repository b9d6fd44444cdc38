/// The app's injected dependencies (`dependencies:` in `.uiflow.yml`): types every screen's
/// initializer takes that are no navigation parameter (`Profile`, `WindowUUID`, `ThemeManager`).
/// A flow writes only navigation parameters; `init-mismatch` accepts an initializer whose other
/// parameters are dependencies or have defaults, `uiflow extract` leaves dependencies out of its
/// draft, and `uiflow generate swift` out of `Destination`.
public struct DependencyMatcher: Sendable {
    /// The dependencies' type names, as configured.
    public var types: Set<String>

    /// A matcher for the configured dependencies.
    public init(_ types: [String]) {
        self.types = Set(types.map { Self.baseName($0) })
    }

    /// Whether a parameter of type `type` is a dependency: its base type (without `any`, `some`,
    /// `?`, `!`, generic arguments or a module) is one of ``types``.
    public func isDependency(_ type: String) -> Bool {
        guard !types.isEmpty else { return false }
        let base = Self.baseName(type)
        return types.contains(base) || types.contains(String(base.split(separator: ".").last ?? Substring(base)))
    }

    /// An initializer's parameters without the dependencies.
    public func navigationParameters(of initializer: CodeInitializer) -> [CodeInitializer.Parameter] {
        initializer.parameters.filter { !isDependency($0.type) }
    }

    /// `Profile` of `Profile?`, `any ThemeManager`, `Module.Profile!`, `Box<Profile>`'s `Box`.
    static func baseName(_ type: String) -> String {
        var text = Substring(type.trimmingCharacters(in: [" "]))
        for prefix in ["any ", "some ", "inout ", "@escaping "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = text.dropFirst(9).dropLast() }
        return String(text.prefix { $0 != "<" }).filter { !$0.isWhitespace }
    }
}
