/// The screens' pictures found for a flow (``ScreenImageResolver``), and those that were asked for
/// and refused, which the `screenshot-unavailable` rule reports.
public struct ScreenImages: Sendable, Hashable {
    /// An image asked for and not taken: missing, outside the project's root, too large, or not a
    /// PNG or JPEG image.
    public struct Problem: Sendable, Hashable {
        /// The screen's name.
        public var screen: String
        /// Where the image is asked for: the `@screenshot` argument, or the screen's header when a
        /// `screenshots:` pattern found the file.
        public var range: SourceRange
        /// What is wrong, as a sentence without its subject: `is not a PNG or JPEG image`.
        public var reason: String
        /// The path as written or as the pattern made it.
        public var shownPath: String

        /// Creates a problem.
        public init(screen: String, range: SourceRange, reason: String, shownPath: String) {
            self.screen = screen
            self.range = range
            self.reason = reason
            self.shownPath = shownPath
        }
    }

    /// The images taken, by screen name.
    public var images: [String: ScreenImage]
    /// The images refused, in the flow's order.
    public var problems: [Problem]

    /// Creates a set of images.
    public init(images: [String: ScreenImage] = [:], problems: [Problem] = []) {
        self.images = images
        self.problems = problems
    }

    /// Whether there is no image and no problem.
    public var isEmpty: Bool { images.isEmpty && problems.isEmpty }
}
