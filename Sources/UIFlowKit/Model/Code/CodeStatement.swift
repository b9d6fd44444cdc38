/// A statement of an app's Swift code, as far as following navigation needs it (see
/// ``CodeExpression``). Loops, `do`, `defer` and `guard` bodies are flattened into the statements
/// around them: the analysis asks what code may run, not in what order or how often; what a
/// `guard` unwraps is kept (``unwrap(_:)``).
public indirect enum CodeStatement: Sendable, Hashable {
    /// An expression evaluated for what it does.
    case evaluate(CodeExpression)
    /// `let name = value`, `var name: Type`, `if let name = value`, `guard let name = value`:
    /// a local name, with its value or type when written.
    case bind(String, CodeExpression?, type: String?)
    /// `target = value`.
    case assign(CodeExpression, CodeExpression, SourceRange)
    /// `return value`, or the value of a single-expression body.
    case `return`(CodeExpression)
    /// `switch subject { case .a, .b(let x): … default: … }`, `if case .a = subject { … }`, and
    /// `if … { } else { }` (without a subject, a branch per block).
    case branch(subject: CodeExpression?, cases: [CodeCase])
    /// After `guard let info = info else { … }` (`guard let info`, `guard info != nil`, the
    /// conditions and the `else` block read before it): the statements that follow run only when
    /// these names hold a value.
    case unwrap([String])
}
