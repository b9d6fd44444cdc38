import Foundation
import TestSupport
import Testing

/// The shape of the sources, checked from the files themselves (DEVELOPERS.md, "Architecture"):
/// UIFlowKit's layers only look down, each file holds one top-level public type, a file past 600
/// lines is pointed out, and the public types of UIFlowKit are listed in a golden file, so that a
/// change to the library's surface shows in review.
@Suite("The sources' architecture")
struct ArchitectureTests {
    /// UIFlowKit's folders, lowest first: a file may use the types of its own folder and of the
    /// folders before it, never those after.
    static let layers = ["Core", "Syntax", "Model", "Analysis", "Output", "Editing"]

    static let kit = Paths.packageRoot.appendingPathComponent("Sources/UIFlowKit")

    /// UIFlowKit's files, parsed once for the tests that read them.
    static let kitFiles = Result { try SwiftSourceFile.all(in: kit) }

    @Test("a layer of UIFlowKit uses no type declared in a higher one")
    func layersLookDown() throws {
        let files = try Self.kitFiles.get()
        var layerOfType: [String: Int] = [:]
        for file in files {
            guard let layer = Self.layer(of: file) else { continue }
            for name in file.declaredTypes { layerOfType[name] = layer }
        }
        for file in files {
            guard let layer = Self.layer(of: file) else {
                Issue.record("\(file.path) is in no layer folder (\(Self.layers.joined(separator: ", ")))")
                continue
            }
            let upward = file.referencedWords.filter { (layerOfType[$0] ?? -1) > layer }.sorted()
            #expect(
                upward.isEmpty,
                "\(file.path) (\(Self.layers[layer])) uses \(upward.map { "\($0) (\(Self.layers[layerOfType[$0] ?? 0]))" })")
        }
    }

    @Test("UIFlowKit's public types, one top-level type per file (Golden/public-types.txt)")
    func publicTypes() throws {
        var listing = ""
        for file in try Self.kitFiles.get() {
            let topLevel = file.publicTopLevelTypes
            #expect(topLevel.count <= 1, "\(file.path) declares several public types: \(topLevel)")
            for name in file.publicTypes { listing += "\(file.path): \(name)\n" }
        }
        Golden.check(listing, "public-types.txt")
    }

    /// Past it, a file is pointed out: a file holds one idea, however long, but one this long may
    /// hold two. A warning, not a failure: files are sized by idea, not by a line cap.
    static let longFile = 600

    @Test("a source file past 600 lines is pointed out, as a warning")
    func fileLength() throws {
        let sources = Paths.packageRoot.appendingPathComponent("Sources")
        for file in try SwiftSourceFile.texts(in: sources) {
            let count = SwiftSourceFile.lineCount(of: file.text)
            if count > Self.longFile {
                Issue.record("\(file.path) has \(count) lines: does it hold one idea?", severity: .warning)
            }
        }
    }

    @Test("the reader names nested types after the types and extensions around them, and skips comments and strings")
    func readerNamesNestedTypes() {
        let text = """
            /// A `public struct InComment` is no type.
            public struct Navigation {
                public struct Arrival {
                    public enum Kind { case push }
                    struct Hidden {}
                }
                let text = "public struct InString {}"
            }

            extension Navigation.Arrival.Kind {
                public struct Detail {}
            }

            public extension Flow {
                struct Part {}
                private struct Secret {}
            }

            enum Internal { public typealias Name = String }
            """
        let file = SwiftSourceFile(path: "Navigation.swift", text: text)
        #expect(
            file.publicTypes == [
                "Navigation", "Navigation.Arrival", "Navigation.Arrival.Kind", "Navigation.Arrival.Kind.Detail",
                "Flow.Part", "Internal.Name",
            ])
        #expect(file.publicTopLevelTypes == ["Navigation"])
        #expect(file.declaredTypes == ["Navigation", "Internal"])
        #expect(file.referencedWords.isSuperset(of: ["Navigation", "Arrival", "Kind", "Flow", "String"]))
        #expect(file.referencedWords.isDisjoint(with: ["InComment", "InString"]))
        #expect(file.lineCount == 19)
    }

    private static func layer(of file: SwiftSourceFile) -> Int? {
        Self.layers.firstIndex(of: String(file.path.split(separator: "/").first ?? ""))
    }
}
