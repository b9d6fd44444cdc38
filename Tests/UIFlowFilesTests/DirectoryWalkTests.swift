import Foundation
import Testing
import UIFlowKit

@testable import UIFlowFiles

/// One walk for every directory input: regular files of the kinds asked for, hidden and build
/// folders left out, bounded.
@Suite("Walking a directory input")
struct DirectoryWalkTests {
    static func withTree(_ paths: [String], _ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-walk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in paths {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("[A]\n".utf8).write(to: file)
        }
        try body(root)
    }

    @Test("files of the kinds asked for, in byte order, relative; hidden, build and skipped folders left out")
    func finds() throws {
        try Self.withTree([
            "b.uiflow", "a/Z.UIFLOW", "a/c.uif", "notes.txt", ".hidden/x.uiflow", "node_modules/y.uiflow", "build/z.uiflow",
            "other/.uiflow.yml", "other/w.uiflow",
        ]) { root in
            let walk = DirectoryWalk(extensions: ["uiflow", "uif"], bounds: DirectoryWalk.Bounds(entries: 100, files: 100)) {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent(".uiflow.yml").path)
            }
            let (files, stopped) = try walk.files(below: root.path)
            #expect(files == ["a/Z.UIFLOW", "a/c.uif", "b.uiflow"])
            #expect(stopped == nil)
        }
    }

    @Test("past a bound, what was found by then and why; a FIFO is no file", .timeLimit(.minutes(1)))
    func bounded() throws {
        try Self.withTree((0..<20).map { "f\($0).uiflow" }) { root in
            #expect(mkfifo(root.appendingPathComponent("pipe.uiflow").path, 0o600) == 0)
            let all = try DirectoryWalk(extensions: ["uiflow"], bounds: DirectoryWalk.Bounds(entries: 100, files: 100)).files(below: root.path)
            #expect(all.files.count == 20 && !all.files.contains("pipe.uiflow"))
            let few = try DirectoryWalk(extensions: ["uiflow"], bounds: DirectoryWalk.Bounds(entries: 100, files: 5)).files(below: root.path)
            #expect(few.files.count == 5 && few.stopped?.reason == "holds more than 5 such files")
            let short = try DirectoryWalk(extensions: ["uiflow"], bounds: DirectoryWalk.Bounds(entries: 3, files: 100)).files(below: root.path)
            #expect(short.files.count <= 3 && short.stopped?.reason == "holds more than 3 files and folders")
        }
    }

    @Test("links are not followed: a linked folder is not entered (a link to `..` cannot loop), a linked file is no regular file", .timeLimit(.minutes(1)))
    func links() throws {
        try Self.withTree(["app/A.swift", "shared/B.swift"]) { root in
            let app = root.appendingPathComponent("app")
            try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("Shared"), withDestinationURL: root.appendingPathComponent("shared"))
            try FileManager.default.createSymbolicLink(
                at: app.appendingPathComponent("Linked.swift"), withDestinationURL: root.appendingPathComponent("shared/B.swift"))
            try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("up").path, withDestinationPath: "..")
            let (files, stopped) = try DirectoryWalk(extensions: ["swift"], bounds: DirectoryWalk.Bounds(entries: 100, files: 100)).files(below: app.path)
            #expect(files == ["A.swift"])
            #expect(stopped == nil)
        }
    }

    @Test("a walk stopped by a bound stops at the same place every time: folders are walked in byte order")
    func stopsInOrder() throws {
        try Self.withTree(["b/2.uiflow", "a/1.uiflow", "c/3.uiflow", "a/0.uiflow"]) { root in
            let walk = DirectoryWalk(extensions: ["uiflow"], bounds: DirectoryWalk.Bounds(entries: 100, files: 3))
            let found = try walk.files(below: root.path)
            #expect(found.files == ["a/0.uiflow", "a/1.uiflow", "b/2.uiflow"])
            #expect(found.stopped?.reason == "holds more than 3 such files")
        }
    }

    @Test("a directory input past the commands' bounds fails, saying what to do")
    func commandsBound() throws {
        try Self.withTree((0..<3).map { "f\($0).uiflow" }) { root throws in
            let found = try SourceFile.expand([root.path])
            #expect(found.count == 3)
            #expect(throws: InputError(
                path: root.path, reason: "holds more than 2 such files; name the flow files, or a folder closer to them")
            ) { try SourceFile.expand([root.path], bounds: DirectoryWalk.Bounds(entries: 100, files: 2)) }
        }
    }
}
