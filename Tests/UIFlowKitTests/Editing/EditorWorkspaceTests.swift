import Testing

@testable import UIFlowKit

/// A workspace of two flow files and a configuration, shared by the editing tests.
enum EditingFixture {
    static let app = """
        [Home]
        @entry
        @tabs Home, Feed
        --
        Tap the cart
        ==push=> Cart(id: 1)
        Tap a profile
        ==push=> Profle

        [Cart(id: Int, note: String = "")]
        @route /cart/:id
        @path-via Home
        --
        Tap "Close"
        ==back=>

        """
    static let feed = """
        [Feed(userId: Int)]
        --
        Open the cart
        ==> Cart(id: userId)

        """
    static let config = """
        entry-points:
          - "Cart"

        """

    static func workspace() -> EditorWorkspace {
        var workspace = EditorWorkspace()
        workspace.setDiskFiles([SourceFile(path: "/p/feed.uiflow", text: feed), SourceFile(path: "/p/app.uiflow", text: "[Stale]\n")])
        workspace.open(EditorDocument(path: "/p/app.uiflow", version: 1, text: app))
        var configuration = Configuration()
        configuration.entryPoints = [Configuration.EntryPoint(name: "Cart", location: SourceLocation(file: "/p/.uiflow.yml", line: 2, column: 5))]
        workspace.setConfiguration(configuration, file: SourceFile(path: "/p/.uiflow.yml", text: config))
        return workspace
    }

    static func position(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }
}

@Suite("The editing workspace")
struct EditorWorkspaceTests {
    @Test("open documents stand over the files on disk; closing one brings the disk's text back; a change to a file that is not open is refused")
    func documentsOverDisk() {
        var workspace = EditingFixture.workspace()
        #expect(workspace.flow.screens.map(\.name) == ["Home", "Cart", "Feed"])
        #expect(workspace.paths == ["/p/app.uiflow", "/p/feed.uiflow"])
        workspace.close("/p/app.uiflow")
        #expect(workspace.flow.screens.map(\.name) == ["Stale", "Feed"])
        let changed = workspace.change("/p/app.uiflow", [EditorChange(range: nil, text: "[X]\n")], version: 3)
        #expect(!changed)
        #expect(workspace.flow.screens.map(\.name) == ["Stale", "Feed"])
    }

    @Test("a change parses the file again and counts a generation; text that did not change counts none")
    func generations() {
        var workspace = EditingFixture.workspace()
        let before = workspace.generation
        let range = EditorRange(start: EditorPosition(line: 9, character: 1), end: EditorPosition(line: 9, character: 5))
        workspace.change("/p/app.uiflow", [EditorChange(range: range, text: "Basket")], version: 2)
        #expect(workspace.flow.isDefined("Basket"))
        #expect(workspace.document(at: "/p/app.uiflow")?.version == 2)
        #expect(workspace.generation == before + 1)
        workspace.setDiskFiles([SourceFile(path: "/p/feed.uiflow", text: EditingFixture.feed), SourceFile(path: "/p/app.uiflow", text: "[Other]\n")])
        #expect(workspace.generation == before + 1)
    }

    @Test("the findings follow the configuration: a rule turned off in it reports nothing")
    func findings() {
        var workspace = EditingFixture.workspace()
        #expect(workspace.analyze().contains { $0.rule.rawValue == "undefined-screen" })
        var configuration = workspace.configuration
        configuration.rules = [Configuration.RuleSetting(rule: "undefined-screen", severity: nil)]
        workspace.setConfiguration(configuration, file: workspace.configurationFile)
        #expect(!workspace.analyze().contains { $0.rule.rawValue == "undefined-screen" })
    }

    @Test("what is at a place: a header, a target, a parameter, an argument label, a placeholder, a tab, a path-via, a directive, a kind")
    func symbols() {
        let workspace = EditingFixture.workspace()
        let at = { (line: Int, column: Int) in workspace.symbol(at: EditingFixture.position(line, column), in: "/p/app.uiflow") }
        #expect(at(1, 3) == .screenHeader(name: "Home", range: SourceRange(file: "/p/app.uiflow", start: EditingFixture.position(1, 2), end: EditingFixture.position(1, 6))))
        #expect(at(6, 12)?.screen == "Cart")
        if case .screenReference = at(6, 12) {} else { Issue.record("a target is a reference") }
        #expect(at(10, 7) == .parameter(screen: "Cart", label: "id", range: SourceRange(file: "/p/app.uiflow", start: EditingFixture.position(10, 7), end: EditingFixture.position(10, 9))))
        #expect(at(6, 15)?.parameterLabel == "id")
        #expect(at(11, 14) .map { if case .routePlaceholder(let screen, let label, _) = $0 { return "\(screen).\(label)" } else { return "" } } == "Cart.id")
        #expect(at(3, 15)?.screen == "Feed")
        #expect(at(12, 12)?.screen == "Home")
        if case .directive(.route, _) = at(11, 3) {} else { Issue.record("`@route` is a directive") }
        if case .kind(.push, _) = at(6, 4) {} else { Issue.record("`push` is a kind") }
        #expect(at(5, 3) == nil)
        #expect(workspace.symbol(at: EditingFixture.position(1, 1), in: "/p/missing.uiflow") == nil)
    }

    @Test("references to a screen: its header, targets in every file, @tabs, @path-via and the configuration's entry point past its YAML quote")
    func screenReferences() {
        let workspace = EditingFixture.workspace()
        let cart = workspace.references(toScreen: "Cart").map { "\($0.file):\($0.start)-\($0.end)" }
        #expect(cart == ["/p/app.uiflow:10:2-10:6", "/p/app.uiflow:6:10-6:14", "/p/feed.uiflow:4:5-4:9", "/p/.uiflow.yml:2:6-2:10"])
        let home = workspace.references(toScreen: "Home").map { "\($0.file):\($0.start)" }
        #expect(home == ["/p/app.uiflow:1:2", "/p/app.uiflow:3:7", "/p/app.uiflow:12:11"])
    }

    @Test("references to a parameter: its header, the labels of transitions to it, its routes' placeholders, and values that pass it on")
    func parameterReferences() {
        let workspace = EditingFixture.workspace()
        let id = workspace.references(toParameter: "id", of: "Cart").map { "\($0.file):\($0.start)-\($0.end)" }
        #expect(id == ["/p/app.uiflow:6:15-6:17", "/p/app.uiflow:10:7-10:9", "/p/app.uiflow:11:15-11:17", "/p/feed.uiflow:4:10-4:12"])
        let userId = workspace.references(toParameter: "userId", of: "Feed").map { "\($0.start)" }
        #expect(userId == ["1:7", "4:14"])
    }

    @Test("definition: a target's header, a label's parameter, a @type's Swift declaration")
    func definitions() {
        var workspace = EditingFixture.workspace()
        let target = workspace.symbol(at: EditingFixture.position(4, 6), in: "/p/feed.uiflow")
        #expect(target.flatMap(workspace.definition(of:)).map { "\($0.file):\($0.start)" } == "/p/app.uiflow:10:2")
        let label = workspace.symbol(at: EditingFixture.position(4, 11), in: "/p/feed.uiflow")
        #expect(label.flatMap(workspace.definition(of:)).map { "\($0.start)-\($0.end)" } == "10:7-10:9")
        workspace.change("/p/app.uiflow", [EditorChange(range: EditorRange(start: EditorPosition(line: 1, character: 0), end: EditorPosition(line: 1, character: 0)), text: "@type HomeViewController\n")], version: 2)
        let declaration = SourceRange(file: "/app/Home.swift", start: EditingFixture.position(3, 7), end: EditingFixture.position(3, 25))
        workspace.setCode(CodeIndex(declarations: [CodeType(name: "HomeViewController", kind: .class, range: declaration)], fileCount: 1))
        let type = workspace.symbol(at: EditingFixture.position(2, 10), in: "/p/app.uiflow")
        #expect(type.flatMap(workspace.definition(of:)) == declaration)
    }
}
