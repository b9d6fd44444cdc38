/// What the generator needs to know of a parameter's type, read with ``SwiftGrammar`` and written
/// back from the parsed form, never from the flow's text.
struct SwiftType {
    /// The type as read.
    var node: SwiftGrammar.TypeNode
    /// The type as an associated value declares it: `Int!` becomes `Int?`, and `@escaping` is
    /// left out, as an enum case accepts neither (its closures escape anyway).
    var declared: String
    /// The type a route placeholder converts to: the wrapped type of an optional (`String` for
    /// `String?` or `Optional<String>`), else the type.
    var converted: String
    /// Whether the type is optional.
    var isOptional: Bool
    /// Whether the type is a function (`() -> Void`, `@escaping (Int) -> Void`).
    var isFunction: Bool
    /// Whether an enum holding the type can be `Hashable`.
    var canBeHashable: Bool
    /// Whether the type can never conform to a protocol, so it cannot be a route placeholder: a
    /// function, a tuple, an existential or a metatype, or an optional of an optional.
    var cannotConform: Bool

    init(_ node: SwiftGrammar.TypeNode) {
        self.node = node
        let declaredNode = node.declared
        declared = declaredNode.description
        let wrapped = declaredNode.wrapped
        isOptional = wrapped != nil
        converted = (wrapped ?? declaredNode).description
        isFunction = node.isFunction
        canBeHashable = node.canBeHashable
        cannotConform = !(wrapped ?? declaredNode).canConform
    }

    /// What a refused type is written as: a name no code declares, so that code written in spite
    /// of the error does not compile, and nothing of the flow's text is in it.
    static let refused = SwiftType(.nominal([.init(name: "UIFlowRefusedType", arguments: [])]))
}
