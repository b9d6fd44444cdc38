/// Code that asks a storyboard for something by its identifier: `performSegue(withIdentifier:
/// "showAbout", sender:)` or `instantiateViewController(withIdentifier: "Privacy")`, with a string
/// literal (`unknown-segue` checks that some storyboard declares it), or opens a storyboard by
/// name (`UIStoryboard(name: "Downloads", bundle: nil)`).
public struct StoryboardRequest: Sendable, Hashable {
    /// What is asked for.
    public enum Kind: String, Sendable, Hashable {
        /// `performSegue(withIdentifier:sender:)`: a segue's identifier.
        case segue
        /// `instantiateViewController(withIdentifier:)`: a scene's storyboard identifier.
        case scene
        /// `UIStoryboard(name:bundle:)`: a storyboard's name (its file's, without the extension).
        case storyboard
    }

    public var kind: Kind
    public var identifier: String
    /// Where the code asks.
    public var range: SourceRange

    /// Creates a request.
    public init(kind: Kind, identifier: String, range: SourceRange) {
        self.kind = kind
        self.identifier = identifier
        self.range = range
    }
}
