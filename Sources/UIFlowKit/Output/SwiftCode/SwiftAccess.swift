/// The access level of the generated declarations.
public enum SwiftAccess: String, Sendable, Hashable, CaseIterable {
    /// Visible in the module that compiles the code (the default).
    case `internal`
    /// Visible to the modules that import it, for a flow compiled into a library.
    case `public`

    /// What declarations start with: `public ` or nothing.
    var prefix: String {
        switch self {
        case .internal: ""
        case .public: "public "
        }
    }
}
