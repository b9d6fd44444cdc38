/// A way from one screen to another: `==> Home`, `=={send mail}=> Sent`, `==push=> Profile(userId: id)`.
public struct Transition: Sendable, Hashable {
    /// The target screen's name, trimmed; `nil` only for a `back` or `dismiss` that leaves it out.
    public var target: String?
    /// The kind written in the arrow, `show` when none was (or when the word written is no kind).
    public var kind: TransitionKind
    /// Whether the arrow names a kind that does not exist (`==presnt=>`): the parser reports it,
    /// and the navigation analysis leaves the transition out rather than guess its kind.
    public var hasUnknownKind: Bool
    /// The `{label}` written in the arrow, if any.
    public var label: String?
    /// The arguments passed to the target, in the order written. Empty when none were written.
    public var arguments: [Argument]
    /// Whether the arguments were written with parentheses, even empty ones (`==> Home()`).
    public var hasArgumentList: Bool
    /// Whether the transition was not written: the last action of a block continues to the next block.
    public var isImplicit: Bool
    /// The rules silenced by a trailing `@allow` (`==> List @allow cycle`) for findings about this
    /// transition; empty when there is none.
    public var allowances: [Allowance]
    /// The arrow's line or, for an implicit transition, its action's last line.
    public var range: SourceRange
    /// The target's name (the arrow's range when there is no target).
    public var targetRange: SourceRange
    /// The target's position in ``Flow/screens``, set when a ``Flow`` is assembled; `nil` when the
    /// target has no block of its own (or the transition is not part of a flow). ``Flow/target(of:)``
    /// is how other modules ask.
    var targetIndex: Int?

    /// Creates a transition.
    public init(
        target: String?, kind: TransitionKind = .show, label: String? = nil, arguments: [Argument] = [],
        hasArgumentList: Bool = false, isImplicit: Bool = false, allowances: [Allowance] = [], range: SourceRange,
        targetRange: SourceRange? = nil, hasUnknownKind: Bool = false
    ) {
        self.target = target
        self.kind = kind
        self.hasUnknownKind = hasUnknownKind
        self.label = label
        self.arguments = arguments
        self.hasArgumentList = hasArgumentList
        self.isImplicit = isImplicit
        self.allowances = allowances
        self.range = range
        self.targetRange = targetRange ?? range
    }

    /// The arrow as the notation writes it, without the target: `==>`, `==push=>`,
    /// `=={send mail}=>`, `==replace{signed in}=>`.
    public var arrow: String {
        guard let label else { return kind.arrow }
        return "==\(kind == .show ? "" : kind.rawValue){\(label)}=>"
    }

    /// Where the arrow starts, or, for an implicit transition, where its action's last line starts.
    public var location: SourceLocation { range.location }
    /// Where the target name starts (the arrow's start when there is no target).
    public var targetLocation: SourceLocation { targetRange.location }
}
