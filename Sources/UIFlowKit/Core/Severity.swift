/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// A note: worth knowing, never fails a build.
    case note
    /// A warning: probably wrong; fails `uiflow lint --strict`.
    case warning
    /// An error: the flow is wrong; fails `uiflow render` and `uiflow lint`.
    case error

    private var order: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders by seriousness: note < warning < error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.order < rhs.order }
}
