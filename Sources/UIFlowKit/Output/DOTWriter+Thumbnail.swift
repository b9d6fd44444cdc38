extension DOTWriter {
    /// A picture drawn in a screen's box: an image file Graphviz reads, and the size it is drawn at.
    public struct Thumbnail: Sendable, Hashable {
        /// The image file's path. It goes into the DOT as it is (escaped), so that the caller
        /// decides which file Graphviz opens: ``GraphvizRenderer`` writes the checked bytes to a
        /// private folder of its own and names those.
        public var path: String
        /// The width it is drawn at, in points.
        public var width: Int
        /// The height it is drawn at, in points.
        public var height: Int

        /// Creates a thumbnail.
        public init(path: String, width: Int, height: Int) {
            self.path = path
            self.width = width
            self.height = height
        }
    }

    /// The size a screen's picture fits in unless one is given: 96 points a side, a phone's
    /// screenshot about as tall as a six-line box.
    public static let defaultThumbnailSize = 96

    /// A row holding the picture, scaled into a borderless cell of its size, centred in a cell as
    /// wide as the box's other rows (a fixed-size cell of its own would be narrower than they are).
    static func appendThumbnail(_ thumbnail: Thumbnail, to dot: inout TextBuffer) {
        dot.append("<TR><TD><TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLPADDING=\"0\" CELLSPACING=\"0\"><TR>")
        dot.append("<TD FIXEDSIZE=\"TRUE\" WIDTH=\"\(thumbnail.width)\" HEIGHT=\"\(thumbnail.height)\">")
        dot.append("<IMG SCALE=\"TRUE\" SRC=\"")
        DOT.appendHTML(thumbnail.path, to: &dot)
        dot.append("\"/></TD></TR></TABLE></TD></TR>")
    }
}
