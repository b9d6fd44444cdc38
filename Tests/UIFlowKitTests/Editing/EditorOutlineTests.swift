import Testing

@testable import UIFlowKit

@Suite("Outlines in the editing workspace")
struct EditorOutlineTests {
    @Test("a fold per block, from its header to its last line that is not blank")
    func folds() {
        let workspace = EditingFixture.workspace()
        #expect(workspace.foldingLines(in: "/p/app.uiflow") == [1...8, 10...15])
        #expect(workspace.foldingLines(in: "/p/none.uiflow").isEmpty)
    }

    @Test("tokens: what each piece is, one line each, in file order")
    func tokens() {
        var workspace = EditorWorkspace()
        workspace.open(EditorDocument(path: "a", text: "// note\n[Cart(id: Int = 1)]\n@route /c/:id\n--\nGo\n==push=> Home(id: id) @allow cycle\n"))
        let tokens = workspace.tokens(in: "a").map { "\($0.range.start.line):\($0.range.start.column)-\($0.range.end.column) \($0.kind)\($0.isDeclaration ? "!" : "")" }
        #expect(tokens == [
            "1:1-8 comment", "2:2-6 screen!", "2:7-9 parameter!", "2:11-14 type", "2:17-18 value", "3:1-7 directive", "3:11-14 parameter",
            "4:1-3 separator", "6:3-7 kind", "6:10-14 screen", "6:15-17 parameter", "6:19-21 value", "6:23-29 directive",
        ])
    }

    @Test("workspace symbols: the screens whose names hold the query's letters in order, ignoring case")
    func workspaceSymbols() {
        let workspace = EditingFixture.workspace()
        #expect(workspace.screens(matching: "crt").map(\.screen.name) == ["Cart"])
        #expect(workspace.screens(matching: "E").map(\.screen.name) == ["Home", "Feed"])
        #expect(workspace.screens(matching: "").count == 3)
    }
}
