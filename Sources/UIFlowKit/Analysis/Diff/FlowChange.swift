/// One thing a change to a flow does to the app: a screen added, a required init argument gained,
/// a deep link removed, a transition that now presents instead of pushing…
///
/// `before` and `after` are the changed thing as the flow writes it (a parameter as
/// `userId: Int = 0`, a transition as `Tap "Buy" ==push=> Cart(id: id)`), `nil` on the side where
/// it does not exist; `old` and `new` are where it is written on each side.
public struct FlowChange: Sendable, Hashable {
    /// What changed.
    public var kind: Kind
    /// Whether code or links made for the old flow break with the new one (``Kind`` says when).
    public var isBreaking: Bool
    /// The screen the change is in, by its new name (its old one when it was removed); `nil` for a
    /// finding outside every screen.
    public var screen: String?
    /// The changed thing in the old flow.
    public var before: String?
    /// The changed thing in the new flow.
    public var after: String?
    /// Where it is written in the old flow.
    public var old: SourceRange?
    /// Where it is written in the new flow.
    public var new: SourceRange?

    /// Creates a change.
    public init(
        kind: Kind, isBreaking: Bool = false, screen: String?, before: String? = nil, after: String? = nil,
        old: SourceRange? = nil, new: SourceRange? = nil
    ) {
        self.kind = kind
        self.isBreaking = isBreaking
        self.screen = screen
        self.before = before
        self.after = after
        self.old = old
        self.new = new
    }
}
