import Foundation
import TestSupport
import Testing
import UIFlowKit

@testable import UIFlowFiles

/// Reading screens' pictures from disk: only regular PNG and JPEG files inside the project's root,
/// within the limits, and every refusal a problem, never a crash or a hang.
@Suite("Screens' pictures on disk")
struct ScreenImageFilesTests {
    /// A project folder (the root) beside a folder outside it, removed afterwards.
    static func withProject(_ body: (_ root: URL, _ outside: URL) throws -> Void) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-images-\(UUID().uuidString)")
        let root = base.appendingPathComponent("project")
        let outside = base.appendingPathComponent("outside")
        for folder in [root.appendingPathComponent("screens"), outside] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: base) }
        try body(root, outside)
    }

    static func read(_ text: String, root: URL, patterns: [String] = []) -> ScreenImages {
        var configuration = Configuration()
        configuration.screenshots = patterns
        let flow = Flow(parsing: text, file: root.appendingPathComponent("app.uiflow").path)
        return ScreenImageFiles.read(flow, configuration: configuration, root: root)
    }

    static func reasons(_ images: ScreenImages) -> [String: String] {
        Dictionary(uniqueKeysWithValues: images.problems.map { ($0.screen, $0.reason) })
    }

    @Test("a PNG inside the root is read, with its size, at its real path")
    func valid() throws {
        try Self.withProject { root, _ in
            try TestImages.png(width: 39, height: 84).write(to: root.appendingPathComponent("screens/home.png"))
            let images = Self.read("[Home]\n@screenshot screens/home.png\n", root: root)
            let image = try #require(images.images["Home"])
            #expect((image.width, image.height, image.format) == (39, 84, .png))
            #expect(image.path == root.resolvingSymlinksInPath().appendingPathComponent("screens/home.png").path)
            #expect(images.problems.isEmpty)
        }
    }

    @Test("traversal, a symbolic link out of the root, and a link to a folder out of it are refused")
    func outsideTheRoot() throws {
        try Self.withProject { root, outside in
            let secret = outside.appendingPathComponent("secret.png")
            try TestImages.png(width: 4, height: 4).write(to: secret)
            try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("screens/link.png"), withDestinationURL: secret)
            try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("shared"), withDestinationURL: outside)
            let images = Self.read(
                "[A]\n@screenshot ../outside/secret.png\n\n[B]\n@screenshot screens/link.png\n\n[C]\n@screenshot shared/secret.png\n\n"
                    + "[D]\n@screenshot screens/../../outside/secret.png\n",
                root: root)
            #expect(images.images.isEmpty)
            #expect(Self.reasons(images) == [
                "A": "is outside the project's root", "B": "is outside the project's root", "C": "is outside the project's root",
                "D": "is outside the project's root",
            ])
        }
    }

    @Test("a 1 GB file is refused by its size without being read", .timeLimit(.minutes(1)))
    func huge() throws {
        try Self.withProject { root, _ in
            let path = root.appendingPathComponent("screens/huge.png").path
            #expect(FileManager.default.createFile(atPath: path, contents: TestImages.png(width: 2, height: 2)))
            #expect(truncate(path, 1 << 30) == 0)  // sparse: takes no disk
            let images = Self.read("[Home]\n@screenshot screens/huge.png\n", root: root)
            #expect(Self.reasons(images) == ["Home": "is larger than 8 MiB"])
        }
    }

    @Test("a PNG bomb (a small file saying 100,000 × 100,000 pixels) and a file that is no image are refused")
    func bombAndText() throws {
        try Self.withProject { root, _ in
            try TestImages.pngHeader(width: 100_000, height: 100_000).write(to: root.appendingPathComponent("screens/bomb.png"))
            try Data("#!/bin/sh\necho hi\n".utf8).write(to: root.appendingPathComponent("screens/script.jpg"))
            let images = Self.read("[A]\n@screenshot screens/bomb.png\n\n[B]\n@screenshot screens/script.jpg\n", root: root)
            #expect(Self.reasons(images) == [
                "A": "is 100000 × 100000 pixels; an image may have at most 8192 a side and 40 million in all",
                "B": "is not a PNG or JPEG image",
            ])
        }
    }

    @Test("a FIFO and a folder are refused at once, not waited on", .timeLimit(.minutes(1)))
    func specialFiles() throws {
        try Self.withProject { root, _ in
            #expect(mkfifo(root.appendingPathComponent("screens/fifo.png").path, 0o600) == 0)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("screens/folder.png"), withIntermediateDirectories: true)
            let images = Self.read("[A]\n@screenshot screens/fifo.png\n\n[B]\n@screenshot screens/folder.png\n", root: root)
            #expect(Self.reasons(images) == ["A": "is not a regular file", "B": "is not a regular file"])
        }
    }

    @Test("a pattern finds snapshot files by type and by name; one file named by many screens is read once")
    func patterns() throws {
        try Self.withProject { root, _ in
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
            try TestImages.png(width: 10, height: 20).write(to: root.appendingPathComponent("Snapshots/HomeViewController.png"))
            try TestImages.png(width: 10, height: 20).write(to: root.appendingPathComponent("screens/Cart.png"))
            let images = Self.read(
                "[Home]\n@type HomeViewController\n\n[Cart]\n\n[Orders]\n", root: root,
                patterns: ["Snapshots/{type}.png", "screens/{name}.png"])
            #expect(images.images.keys.sorted() == ["Cart", "Home"])
            #expect(images.images["Home"]?.shownPath == "Snapshots/HomeViewController.png")
            #expect(images.problems.isEmpty)
        }
    }

    @Test("a configuration's `screenshots:` patterns are checked when it is read")
    func configuration() throws {
        let configuration = try ConfigurationFile.parse("screenshots:\n  - \"Snapshots/{type}.png\"\n", path: ".uiflow.yml")
        #expect(configuration.screenshots == ["Snapshots/{type}.png"])
        #expect(throws: ConfigurationFile.Failure.self) { try ConfigurationFile.parse("screenshots:\n  - shots/all.png\n", path: ".uiflow.yml") }
        do {
            _ = try ConfigurationFile.parse("screenshots:\n  - \"/etc/{name}\"\n", path: ".uiflow.yml")
            Issue.record("an absolute pattern was taken")
        } catch {
            #expect(error.message == "`screenshots`: `/etc/{name}` must be relative to the configuration's folder")
            #expect((error.line, error.column) == (2, 5))
        }
    }
}
