/// An expression of an app's Swift code, as far as following navigation needs it: names, members,
/// calls and constructions, enum cases, closures, casts and collections. Everything else (literals,
/// operators, key paths other than a property's name) is ``unknown``. `UIFlowSwiftSources` reads
/// Swift into it; the navigation analysis (``CodeNavigationAnalysis``) evaluates it.
///
/// `a?.b`, `a!`, `try a`, `await a` and `(a)` are `a`; `$a` is `a` (a SwiftUI binding names the
/// property it binds).
public indirect enum CodeExpression: Sendable, Hashable {
    /// `x`, `self`, `Self`, `ProfileViewController`.
    case name(String)
    /// `base.name`.
    case member(CodeExpression, String)
    /// `.name`: an enum case or static member of a type the context gives.
    case implicitMember(String)
    /// A call: `callee(arguments)`, trailing closures included as the last arguments (labelled
    /// as written, the first without a label).
    case call(CodeExpression, [CodeArgument], SourceRange)
    /// `{ a, b in … }`.
    case closure(parameters: [String], body: [CodeStatement])
    /// `value as! T`, `value as? T`, `value as T`.
    case cast(CodeExpression, String)
    /// `[a, b]` (a dictionary's values too).
    case array([CodeExpression])
    /// One of several values: `c ? a : b`, `a ?? b`, an `if` or `switch` expression.
    case choice([CodeExpression])
    /// `\.name`, `\Type.name`: the last name of a key path; `#selector(close)`: the method it
    /// names (named, not called), `Type.close` for `#selector(Type.close)`.
    case keyPath(String)
    /// `T.self`.
    case metatype(String)
    /// Anything else.
    case unknown

    /// The name a call calls: `present` for `self.present(…)`, `ProfileViewController` for
    /// `ProfileViewController(…)`.
    public var calledName: String? {
        switch self {
        case .name(let name): name
        case .member(_, let name): name
        case .implicitMember(let name): name
        default: nil
        }
    }
}
