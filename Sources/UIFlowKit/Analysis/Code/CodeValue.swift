/// What an expression of the app's code may be, as the navigation analysis follows it. An
/// expression may be several (`c ? a : b`, a property assigned in two places): the analysis
/// keeps a small list.
indirect enum CodeValue: Sendable, Hashable {
    /// The instance whose code is being followed: `self` of the function the analysis started from.
    case current
    /// An instance of a type of the app, or of UIKit (`UIAlertController`), by name.
    case object(String)
    /// A container that shows what it holds: `UINavigationController(rootViewController: x)`,
    /// `UIHostingController(rootView: x)`, `AnyView(x)`, `NavigationStack { x }`, a generic
    /// container of the app (`BottomSheet { x }`).
    case container(String, [CodeValue])
    /// `x.navigationController`: the stack the instance is in.
    case navigation(of: CodeValue)
    /// An enum case: `.profile(…)`, `Scene.profile(…)`; the enum's name when known.
    case enumCase(String?, String)
    /// A type itself: `ProfileViewController.self`, or a type's name before a static member.
    case metatype(String)

    /// `nil`, as the case of `Optional` it is: a `switch` over it takes `.none`.
    static let none = CodeValue.enumCase(nil, "none")
    /// `true` and `false` given as an argument (`isRoot: true`): an `if` on the parameter takes
    /// one branch, a `switch` over it one case.
    static let isTrue = CodeValue.enumCase(nil, "true")
    static let isFalse = CodeValue.enumCase(nil, "false")

    /// Whether it is the current instance or its stack.
    var isCurrent: Bool {
        switch self {
        case .current: true
        case .navigation(let of): of.isCurrent
        default: false
        }
    }
}

extension Array where Element == CodeValue {
    /// Adds the values not there yet, keeping at most `limit` (the analysis follows a few
    /// possibilities per expression, not every one a large app could give).
    mutating func merge(_ values: [CodeValue], limit: Int = 32) {
        for value in values where count < limit && !contains(value) { append(value) }
    }
}
