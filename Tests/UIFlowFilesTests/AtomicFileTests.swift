import Foundation
import Testing

@testable import UIFlowFiles

@Suite("Atomic file writes")
struct AtomicFileTests {
    /// A fresh directory, removed afterwards.
    static func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    static func entries(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test("a write replaces the file's contents and leaves no temporary file")
    func replaces() throws {
        try Self.withDirectory { directory in
            let path = directory.appendingPathComponent("out.svg").path
            try AtomicFile.write(Data("old".utf8), to: path)
            try AtomicFile.write(Data("new".utf8), to: path)
            #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
            #expect(Self.entries(directory) == ["out.svg"])
        }
    }

    @Test("a write into a missing directory, or over a directory, fails and leaves nothing behind")
    func failures() throws {
        try Self.withDirectory { directory in
            #expect(throws: AtomicFile.WriteError.self) {
                try AtomicFile.write(Data("x".utf8), to: directory.appendingPathComponent("missing/app.svg").path)
            }
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("dir.svg"), withIntermediateDirectories: false)
            #expect(throws: AtomicFile.WriteError.self) {
                try AtomicFile.write(Data("x".utf8), to: directory.appendingPathComponent("dir.svg").path)
            }
            #expect(Self.entries(directory) == ["dir.svg"])
        }
    }

    @Test("a write keeps the file's permissions, and replaces what a symbolic link points to, not the link")
    func permissionsAndLinks() throws {
        try Self.withDirectory { directory in
            let real = directory.appendingPathComponent("real.svg").path
            let link = directory.appendingPathComponent("link.svg").path
            try AtomicFile.write(Data("old".utf8), to: real)
            #expect(chmod(real, 0o640) == 0)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.svg")
            try AtomicFile.write(Data("new".utf8), to: link)
            #expect(FileManager.default.contents(atPath: real) == Data("new".utf8))
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "real.svg")
            var info = stat()
            #expect(stat(real, &info) == 0 && info.st_mode & 0o777 == 0o640)
        }
    }
}
