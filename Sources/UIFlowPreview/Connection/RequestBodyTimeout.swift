/// The error the ``RequestGuard`` sends up the pipeline when a request body has not arrived whole
/// within its deadline: whatever is reading the body stops with it, and the handler answers 408.
struct RequestBodyTimeout: Error, Sendable {
    /// Why, as the answer says it.
    var message: String
}
