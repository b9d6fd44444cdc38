import Foundation

/// A picture of a screen, read from disk and checked (``ScreenImageResolver``): a PNG or JPEG
/// file inside the project's root, within ``ScreenImageResolver/Limits``.
public struct ScreenImage: Sendable, Hashable {
    /// The two formats taken, told apart by the file's first bytes, not its name.
    public enum Format: String, Sendable, Hashable {
        case png
        case jpeg

        /// The media type, for a `data:` URL.
        public var mediaType: String { self == .png ? "image/png" : "image/jpeg" }
    }

    /// The screen's name.
    public var screen: String
    /// The file as it was read: the path Graphviz is given to draw it.
    public var path: String
    /// The path as the flow or the configuration names it, relative to what it is relative to
    /// (the flow file's folder for `@screenshot`, the project's root for a `screenshots:` pattern),
    /// for messages.
    public var shownPath: String
    /// The format its bytes have.
    public var format: Format
    /// Its size in pixels.
    public var width: Int
    /// Its size in pixels.
    public var height: Int
    /// Its bytes, for formats that carry the picture inside (SVG's `data:` URLs).
    public var data: Data

    /// Creates an image.
    public init(screen: String, path: String, shownPath: String, format: Format, width: Int, height: Int, data: Data) {
        self.screen = screen
        self.path = path
        self.shownPath = shownPath
        self.format = format
        self.width = width
        self.height = height
        self.data = data
    }

    /// The size it is drawn at in a diagram, in points: scaled to fit a `size` × `size` square,
    /// keeping its proportions, never larger than it is, at least 1 point a side.
    public func fitted(in size: Int) -> (width: Int, height: Int) {
        let longest = max(width, height, 1)
        let scale = min(1, Double(size) / Double(longest))
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }
}
