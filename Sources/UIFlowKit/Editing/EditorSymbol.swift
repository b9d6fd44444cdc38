/// What is written at a place of a flow file, as an editor asks: the subject of go to definition,
/// references, hover, highlights and rename.
public enum EditorSymbol: Sendable, Hashable {
    /// A screen's name in its header.
    case screenHeader(name: String, range: SourceRange)
    /// A screen named elsewhere: a transition's target, an `@tabs` item, a `@path-via`.
    case screenReference(name: String, range: SourceRange)
    /// A parameter's label in the header of `screen`.
    case parameter(screen: String, label: String, range: SourceRange)
    /// An argument's label in a transition to `screen`.
    case argumentLabel(screen: String, label: String, range: SourceRange)
    /// A route's `:placeholder` of `screen`, which names one of its parameters.
    case routePlaceholder(screen: String, label: String, range: SourceRange)
    /// A directive's `@name`.
    case directive(Directive, range: SourceRange)
    /// The type a `@type` directive names.
    case typeName(String, range: SourceRange)
    /// A transition's kind word (`push` of `==push=>`).
    case kind(TransitionKind, range: SourceRange)

    /// Where it is written.
    public var range: SourceRange {
        switch self {
        case .screenHeader(_, let range), .screenReference(_, let range), .parameter(_, _, let range),
            .argumentLabel(_, _, let range), .routePlaceholder(_, _, let range), .directive(_, let range),
            .typeName(_, let range), .kind(_, let range):
            range
        }
    }

    /// The screen it names or belongs to, if any.
    public var screen: String? {
        switch self {
        case .screenHeader(let name, _), .screenReference(let name, _): name
        case .parameter(let screen, _, _), .argumentLabel(let screen, _, _), .routePlaceholder(let screen, _, _): screen
        case .directive, .typeName, .kind: nil
        }
    }

    /// The parameter label it names, if any.
    public var parameterLabel: String? {
        switch self {
        case .parameter(_, let label, _), .argumentLabel(_, let label, _), .routePlaceholder(_, let label, _): label
        case .screenHeader, .screenReference, .directive, .typeName, .kind: nil
        }
    }
}
