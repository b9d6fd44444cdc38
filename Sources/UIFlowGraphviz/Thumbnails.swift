import Foundation
import UIFlowKit

/// Screens' pictures for Graphviz to draw in their boxes (`uiflow render --thumbnails`): each a
/// checked ``ScreenImage``, drawn to fit a ``size`` × ``size`` square.
///
/// Graphviz reads an image from a file. It is not given the user's file: for each render, the
/// checked bytes are written to a private folder of the process's own (``Staging``), which is
/// removed after the render, so that Graphviz opens only files uiflow wrote, holding exactly what
/// was checked, whatever happens to the user's files meanwhile. An SVG carries the pictures
/// inside it as `data:` URLs, so that it shows them wherever it is opened (GitHub shows no
/// picture an SVG links to).
public struct Thumbnails: Sendable, Hashable {
    /// The pictures, by screen name.
    public var images: [String: ScreenImage]
    /// The side of the square each picture fits in, in points.
    public var size: Int

    /// The largest ``size`` taken: 480 points.
    public static let largestSize = 480

    /// Creates thumbnails; `size` is kept between 8 and ``largestSize``.
    public init(images: [String: ScreenImage], size: Int = DOTWriter.defaultThumbnailSize) {
        self.images = images
        self.size = min(max(size, 8), Self.largestSize)
    }

    /// The images a flow's screens have.
    public init(_ images: ScreenImages, size: Int = DOTWriter.defaultThumbnailSize) {
        self.init(images: images.images, size: size)
    }

    /// The checked bytes, written where Graphviz reads them for one render.
    ///
    /// Graphviz 2.42 keeps each picture it has drawn in a cache for the process's life, by path,
    /// and its cairo loader keeps one reference too many to the decoded bitmap, which is never
    /// freed: a picture drawn from a new path each time would grow a long-lived preview by the
    /// picture's size at every PNG export (17 MB for a 1500 × 3000 screenshot, measured). So a
    /// file's name is its content's (its FNV-1a hash and size), in one folder for the process:
    /// the same picture has the same path at every render, and is decoded once. The files are
    /// written and removed inside the Graphviz session, while its lock is held, so that no two
    /// renders share them.
    struct Staging: Sendable {
        /// The process's folder, named with a random UUID, made with mode 0700 for each render and
        /// removed after it.
        static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-thumbnails-\(UUID().uuidString)")

        /// The files to write, by path.
        let files: [String: Data]
        /// What the DOT names, by screen name.
        let thumbnails: [String: DOTWriter.Thumbnail]
        /// The `data:` URL of each file, by its path.
        let dataURLs: [String: String]

        /// The files of the pictures the flow draws; nothing is written yet.
        init(_ thumbnails: Thumbnails, for flow: Flow) {
            var files: [String: Data] = [:]
            var placed: [String: DOTWriter.Thumbnail] = [:]
            var dataURLs: [String: String] = [:]
            for screen in flow.screens {
                guard let image = thumbnails.images[screen.name] else { continue }
                let name = String(FNV1a.hash64(image.data), radix: 16) + "-\(image.data.count).\(image.format == .png ? "png" : "jpg")"
                let path = Self.folder.appendingPathComponent(name).path
                files[path] = image.data
                let size = image.fitted(in: thumbnails.size)
                placed[screen.name] = DOTWriter.Thumbnail(path: path, width: size.width, height: size.height)
                dataURLs[path] = "data:\(image.format.mediaType);base64,\(image.data.base64EncodedString())"
            }
            self.files = files
            self.thumbnails = placed
            self.dataURLs = dataURLs
        }

        /// Makes the folder afresh and writes the files into it.
        func write() throws(GraphvizError) {
            let manager = FileManager.default
            do {
                try? manager.removeItem(at: Self.folder)
                try manager.createDirectory(at: Self.folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
                for (path, data) in files.sorted(by: { $0.key < $1.key }) {
                    try data.write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
                }
            } catch {
                remove()
                throw GraphvizError(
                    stage: .render,
                    messages: [
                        GraphvizMessage(
                            severity: .error, text: "the screens' pictures could not be written for Graphviz (\(error.localizedDescription))")
                    ])
            }
        }

        /// Removes the folder and what is in it.
        func remove() {
            try? FileManager.default.removeItem(at: Self.folder)
        }

        /// `svg` with each file's `xlink:href` replaced by its `data:` URL.
        func embedding(in svg: Data) -> Data {
            var text = String(decoding: svg, as: UTF8.self)
            for (path, url) in dataURLs.sorted(by: { $0.key < $1.key }) {
                text = text.replacingOccurrences(of: "xlink:href=\"\(path)\"", with: "xlink:href=\"\(url)\"")
            }
            return Data(text.utf8)
        }
    }
}
