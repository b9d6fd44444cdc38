/// What ``SwiftWriter`` produces: the code, and what it has to say about the flow.
public struct GeneratedSwift: Sendable, Hashable {
    /// The Swift source, one file.
    public var code: String
    /// Names renamed because they collide, routes that have no URL, parameters that cannot be a
    /// route's: warnings; and errors, with which the code is not to be used.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(code: String, diagnostics: [Diagnostic]) {
        self.code = code
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
