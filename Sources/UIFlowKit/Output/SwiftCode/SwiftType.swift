/// What the generator needs to know of a parameter's type, read from its text as written.
struct SwiftType {
    /// The type as an associated value declares it: `Int!` becomes `Int?`, and `@escaping` is
    /// left out, as an enum case accepts neither (its closures escape anyway).
    var declared: String
    /// The type a route placeholder converts to: the wrapped type of an optional (`String` for
    /// `String?` or `Optional<String>`), else the type.
    var converted: String
    /// Whether the type is optional.
    var isOptional: Bool
    /// Whether the type is a function (`() -> Void`, `@escaping (Int) -> Void`): no enum holding it
    /// can be `Hashable`, and no route can carry it.
    var isFunction: Bool
    /// Whether the type can never conform to a protocol, so it cannot be a route placeholder: a
    /// function, a tuple, an existential or opaque type, a metatype.
    var cannotConform: Bool

    init(_ text: String) {
        var type = text
        for attribute in ["@escaping ", "@autoclosure "] {
            type = type.split(separator: attribute, omittingEmptySubsequences: false).joined()
        }
        if type.hasSuffix("!") { type = String(type.dropLast()) + "?" }
        declared = type
        isFunction = type.contains("->")
        if type.hasSuffix("?") {
            isOptional = true
            converted = String(type.dropLast())
        } else if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            isOptional = true
            converted = String(type.dropFirst("Optional<".count).dropLast())
        } else {
            isOptional = false
            converted = type
        }
        cannotConform = isFunction || converted.hasPrefix("(") || converted.hasPrefix("any ")
            || converted.hasPrefix("some ") || converted.hasSuffix(".Type") || converted.hasSuffix(".Protocol")
            || converted.hasSuffix("?")
    }
}
