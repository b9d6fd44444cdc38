/// What the page asks to render or export: the text of some of the files, as in its editor.
/// A file it leaves out is taken as it is on disk.
struct RenderRequest: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
        var id: String
        var text: String
    }

    var files: [Entry]
}
