import Foundation
import TestSupport
import Testing
import UIFlowFiles
import UIFlowKit

@testable import uiflow

/// What `uiflow lsp` reads of a workspace folder, and how much at most.
@Suite("uiflow lsp: the workspace folder on disk")
struct LSPProjectTests {
    private func loaded(_ scratch: Scratch) -> ConfigurationFile.Loaded {
        LSPProject(root: scratch.url).configuration().loaded
    }

    @Test("flow files below the folder that .uiflow.yml includes; hidden and build folders are not entered")
    func flowFiles() throws {
        let scratch = try Scratch([
            ".uiflow.yml": "exclude:\n  - old/**\n", "a.uiflow": "[A]\n", "sub/b.uif": "[B]\n", "old/c.uiflow": "[C]\n",
            "node_modules/d.uiflow": "[D]\n", ".hidden/e.uiflow": "[E]\n", "notes.txt": "[F]\n",
        ])
        let project = LSPProject(root: scratch.url)
        let (files, problem) = project.flowFiles(loaded(scratch))
        #expect(files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["a.uiflow", "b.uif"])
        #expect(problem == nil)
        #expect(LSPProject(root: nil).flowFiles(loaded(scratch)).files.isEmpty)
    }

    @Test("a folder with a .uiflow.yml of its own is another flow: not read with the one above, and the flow of the files below it")
    func flowFolders() throws {
        let scratch = try Scratch([
            "top.uiflow": "[Top]\n", "shop/.uiflow.yml": "entry-points:\n  - Shop\n", "shop/shop.uiflow": "[Shop]\n",
            "shop/deep/more.uiflow": "[More]\n", "loose/loose.uiflow": "[Loose]\n",
        ])
        let names = { (files: [SourceFile]) in files.map { URL(fileURLWithPath: $0.path).lastPathComponent } }
        #expect(names(LSPProject(root: scratch.url).flowFiles(loaded(scratch)).files) == ["loose.uiflow", "top.uiflow"])
        let root = scratch.url.standardizedFileURL
        #expect(LSPFlowRoot.folder(of: scratch.path("shop/deep/more.uiflow"), in: root)?.path == root.appendingPathComponent("shop").path)
        #expect(LSPFlowRoot.folder(of: scratch.path("loose/loose.uiflow"), in: root)?.path == root.path)
        #expect(LSPFlowRoot.folder(of: "/elsewhere/x.uiflow", in: root) == nil)
        #expect(LSPFlowRoot.folder(of: scratch.path("top.uiflow"), in: nil) == nil)
        let shop = LSPProject(root: root.appendingPathComponent("shop"))
        #expect(names(shop.flowFiles(shop.configuration().loaded).files) == ["more.uiflow", "shop.uiflow"])
    }

    @Test("past a bound (files, entries, bytes) it stops, keeps what it found, and says why")
    func bounded() throws {
        var files: [String: String] = [:]
        for index in 0..<12 { files["f\(index).uiflow"] = "[S\(index)]\n" }
        let scratch = try Scratch(files)
        let project = LSPProject(root: scratch.url)
        func walk(entries: Int = 200_000, files: Int = 5_000) -> LSPProject.Bounds {
            LSPProject.Bounds(walk: DirectoryWalk.Bounds(entries: entries, files: files, time: .seconds(3)))
        }
        for bounds in [walk(files: 5), walk(entries: 5), LSPProject.Bounds(bytes: 20)] {
            let (found, problem) = project.flowFiles(loaded(scratch), bounds: bounds)
            #expect(found.count < 12 && found.count <= 5)
            #expect(problem?.contains("stopped reading flow files") == true)
        }
        #expect(project.flowFiles(loaded(scratch)).files.count == 12)
    }

    @Test("without a workspace folder: the default configuration, whatever the working directory holds")
    func noRoot() {
        let (loaded, file, problem) = LSPProject(root: nil).configuration()
        #expect(loaded.configuration == Configuration() && file == nil && problem == nil)
    }
}
