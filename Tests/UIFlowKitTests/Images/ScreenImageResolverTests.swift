import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// Which file each screen's picture is, and which are refused, with files given in memory.
@Suite("Screen image resolver")
struct ScreenImageResolverTests {
    static let phone = TestImages.png(width: 39, height: 84)

    /// Resolves with `files` as the only files there are, by the path looked up.
    static func resolve(
        _ text: String, file: String = "app/flow.uiflow", patterns: [String] = [], files: [String: Data],
        limits: ScreenImageResolver.Limits = .default
    ) -> (images: ScreenImages, asked: [String]) {
        var asked: [String] = []
        let images = ScreenImageResolver(patterns: patterns, root: "/project", limits: limits).resolve(Flow(parsing: text, file: file)) { path in
            asked.append(path)
            return files[path].map { .file(path: path, data: $0) } ?? .missing
        }
        return (images, asked)
    }

    @Test("`@screenshot` is relative to the flow file's folder, `..` applied")
    func relativeToTheFlowFile() throws {
        let (images, asked) = Self.resolve(
            "[Home]\n@screenshot ../shots/./home.png\n", files: ["shots/home.png": Self.phone])
        #expect(asked == ["shots/home.png"])
        let image = try #require(images.images["Home"])
        #expect((image.format, image.width, image.height, image.shownPath) == (.png, 39, 84, "../shots/./home.png"))
        #expect(images.problems.isEmpty)
    }

    @Test("patterns fill in the name and the type, are relative to the root, and are tried in order")
    func patterns() {
        let (images, asked) = Self.resolve(
            "[Home]\n@type HomeViewController\n\n[Cart]\n\n[Pay]\n@screenshot pay.png\n",
            patterns: ["Snapshots/{type}.png", "screens/{name}.png"],
            files: ["/project/screens/Home.png": Self.phone, "/project/screens/Cart.png": Self.phone, "app/pay.png": Self.phone])
        #expect(asked == ["/project/Snapshots/HomeViewController.png", "/project/screens/Home.png", "/project/screens/Cart.png", "app/pay.png"])
        #expect(images.images.keys.sorted() == ["Cart", "Home", "Pay"])
        #expect(images.images["Home"]?.shownPath == "screens/Home.png")
    }

    @Test("a pattern that finds nothing is no problem; a missing `@screenshot` is one, at its argument")
    func missing() throws {
        let (images, _) = Self.resolve(
            "[Home]\n\n[Cart]\n@screenshot cart.png\n", patterns: ["screens/{name}.png"], files: [:])
        #expect(images.images.isEmpty)
        let problem = try #require(images.problems.first)
        #expect(images.problems.count == 1)
        #expect((problem.screen, problem.reason, problem.shownPath) == ("Cart", "does not exist", "cart.png"))
        #expect((problem.range.start.line, problem.range.start.column) == (4, 13))
    }

    @Test("a file a pattern finds and that is refused is a problem at the screen's header")
    func refusedPatternFile() throws {
        let (images, _) = Self.resolve("[Home]\n", patterns: ["{name}.png"], files: ["/project/Home.png": Data("not a picture".utf8)])
        let problem = try #require(images.problems.first)
        #expect((problem.reason, problem.range.start.line, problem.range.start.column) == ("is not a PNG or JPEG image", 1, 2))
    }

    @Test("an absolute `@screenshot` is refused without being looked up")
    func absolute() {
        let (images, asked) = Self.resolve("[Home]\n@screenshot /etc/passwd\n", files: ["/etc/passwd": Self.phone])
        #expect(asked.isEmpty)
        #expect(images.problems.map(\.reason) == ["is an absolute path; write it relative to the flow file's folder"])
    }

    @Test("a name that would leave the pattern's folder fills in no pattern")
    func nameWithSlash() {
        let (images, asked) = Self.resolve("[../../etc/passwd]\n", patterns: ["{name}"], files: [:])
        #expect(asked.isEmpty && images.isEmpty)
    }

    @Test("what the lookup refuses is the problem's reason")
    func lookupRefusal() {
        let images = ScreenImageResolver().resolve(Flow(parsing: "[Home]\n@screenshot home.png\n", file: "flow.uiflow")) { _ in
            .refused("is outside the project's root")
        }
        #expect(images.problems.map(\.reason) == ["is outside the project's root"])
    }

    @Test("a picture too large in bytes, in pixels a side or in all, or past the flow's total, is refused")
    func limits() {
        let limits = ScreenImageResolver.Limits(fileBytes: 4_000, side: 100, pixels: 5_000, totalBytes: 8_000)
        let small = TestImages.png(width: 30, height: 30)  // about 2.8 KB
        let (images, _) = Self.resolve(
            "[A]\n@screenshot a.png\n\n[B]\n@screenshot b.png\n\n[C]\n@screenshot c.png\n\n[D]\n@screenshot d.png\n\n"
                + "[E]\n@screenshot e.png\n\n[F]\n@screenshot f.png\n\n[G]\n@screenshot g.png\n",
            file: "flow.uiflow",
            files: [
                "a.png": TestImages.png(width: 40, height: 40), "b.png": TestImages.pngHeader(width: 101, height: 10),
                "c.png": TestImages.pngHeader(width: 80, height: 80), "d.png": small, "e.png": small, "f.png": small,
                "g.png": small,
            ],
            limits: limits)
        #expect(images.problems.map(\.screen) == ["A", "B", "C", "F", "G"])
        #expect(images.problems.map(\.reason) == [
            "is larger than 4000 bytes",
            "is 101 × 10 pixels; an image may have at most 100 a side and 5000 in all",
            "is 80 × 80 pixels; an image may have at most 100 a side and 5000 in all",
            "would take the flow's images past 8000 bytes in all",
            "would take the flow's images past 8000 bytes in all",
        ])
        #expect(images.images.keys.sorted() == ["D", "E"])
    }

    @Test("a PNG bomb's header is refused by its size, whatever its side")
    func bomb() {
        let (images, _) = Self.resolve(
            "[Home]\n@screenshot bomb.png\n", file: "flow.uiflow", files: ["bomb.png": TestImages.pngHeader(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF)])
        #expect(images.problems.map(\.reason) == ["is 4294967295 × 4294967295 pixels; an image may have at most 8192 a side and 40 million in all"])
    }

    @Test(
        "a pattern must be relative and fill in `{name}` or `{type}` only",
        arguments: [
            ("/abs/{name}.png", "`/abs/{name}.png` must be relative to the configuration's folder"),
            ("shots/{screen}.png", "`shots/{screen}.png`: `{screen}` is no placeholder; use `{name}` or `{type}`"),
            ("shots/home.png", "`shots/home.png` must hold `{name}` or `{type}`, or every screen gets the same image"),
        ])
    func patternProblems(pattern: String, problem: String) {
        #expect(ScreenImageResolver.problem(inPattern: pattern) == problem)
        #expect(ScreenImageResolver.problem(inPattern: "Tests/__Snapshots__/{type}/{name}.png") == nil)
    }

    @Test("a picture is fitted into the square, proportions kept, never enlarged")
    func fitted() {
        let image = ScreenImage(screen: "A", path: "a", shownPath: "a", format: .png, width: 1170, height: 2532, data: Data())
        #expect(image.fitted(in: 96) == (44, 96))
        let small = ScreenImage(screen: "A", path: "a", shownPath: "a", format: .png, width: 30, height: 20, data: Data())
        #expect(small.fitted(in: 96) == (30, 20))
    }

    @Test("a file several screens show counts once toward the flow's total")
    func sharedFileCountsOnce() {
        let limits = ScreenImageResolver.Limits(fileBytes: 4_000, side: 100, pixels: 5_000, totalBytes: 4_000)
        let picture = TestImages.png(width: 30, height: 30)  // about 2.8 KB: two would pass the total
        let (images, _) = Self.resolve(
            "[A]\n@screenshot same.png\n\n[B]\n@screenshot same.png\n\n[C]\n@screenshot other.png\n", file: "flow.uiflow",
            files: ["same.png": picture, "other.png": picture], limits: limits)
        #expect(images.images.keys.sorted() == ["A", "B"])
        #expect(images.problems.map(\.screen) == ["C"])
    }
}
