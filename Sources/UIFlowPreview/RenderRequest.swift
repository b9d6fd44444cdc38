/// What the page asks to render or export: the text of some of the files, as in its editor.
/// A file it leaves out is taken as it is on disk.
struct RenderRequest: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
        var id: String
        var text: String
    }

    /// The part of the flow to draw: one group, or the screens near one screen; the whole flow
    /// when left out (or when both are left out).
    struct View: Decodable, Sendable, Hashable {
        var group: String?
        var focus: String?
        /// For ``focus``: how many transitions away, either way; ``FlowSelection/defaultDepth`` when
        /// left out, and at most ``maximumDepth``.
        var depth: Int?

        /// The deepest focus the page may ask for.
        static let maximumDepth = 20
    }

    var files: [Entry]
    var view: View?
}
