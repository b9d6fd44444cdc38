import Testing

@testable import UIFlowKit

@Suite("Renaming in the editing workspace")
struct EditorRenameTests {
    private func places(_ edits: [EditorEdit]) -> [String] {
        edits.map { "\($0.range.file):\($0.range.start)=\($0.newText)" }
    }

    @Test("a screen is renamed in every file, @tabs, @path-via and .uiflow.yml, and the result reads back as one flow")
    func screen() throws {
        var workspace = EditingFixture.workspace()
        let home = try #require(workspace.symbol(at: EditingFixture.position(1, 3), in: "/p/app.uiflow"))
        #expect(places(try workspace.rename(home, to: "Start")) == ["/p/app.uiflow:1:2=Start", "/p/app.uiflow:3:7=Start", "/p/app.uiflow:12:11=Start"])
        let cart = try #require(workspace.symbol(at: EditingFixture.position(4, 6), in: "/p/feed.uiflow"))
        let edits = try workspace.rename(cart, to: "Shopping Bag")
        #expect(places(edits).contains("/p/.uiflow.yml:2:6=Shopping Bag"))
        for path in ["/p/app.uiflow", "/p/feed.uiflow"] {
            let text = EditorWorkspace.applying(edits.filter { $0.range.file == path }, to: workspace.text(of: path) ?? "")
            workspace.open(EditorDocument(path: path, text: text))
        }
        #expect(workspace.flow.isDefined("Shopping Bag") && !workspace.flow.isDefined("Cart"))
        #expect(!workspace.analyze().contains { $0.rule.rawValue == "undefined-screen" && $0.message.contains("Shopping Bag") })
    }

    @Test("a rename to a name that is taken, or that would not read back as written, is refused with the reason")
    func screenRefused() throws {
        let workspace = EditingFixture.workspace()
        let cart = try #require(workspace.symbol(at: EditingFixture.position(10, 3), in: "/p/app.uiflow"))
        for (name, reason) in [("Feed", "already named"), ("A, B", "cannot be"), ("A(b: Int)", "cannot be"), ("", "cannot be"), ("A\nB", "cannot be")] {
            #expect(throws: RenameRefusal.self) { try workspace.rename(cart, to: name) }
            do {
                _ = try workspace.rename(cart, to: name)
            } catch {
                #expect(error.message.contains(reason), "\(name): \(error.message)")
            }
        }
        #expect(places(try workspace.rename(cart, to: "Cart")).count == 4)
    }

    @Test("a parameter is renamed in its header, the arguments passed to it and its route; a label that is taken or not an identifier is refused")
    func parameter() throws {
        let workspace = EditingFixture.workspace()
        let id = try #require(workspace.symbol(at: EditingFixture.position(11, 16), in: "/p/app.uiflow"))
        #expect(places(try workspace.rename(id, to: "cartId")) == ["/p/app.uiflow:6:15=cartId", "/p/app.uiflow:10:7=cartId", "/p/app.uiflow:11:15=cartId", "/p/feed.uiflow:4:10=cartId"])
        #expect(throws: RenameRefusal.self) { try workspace.rename(id, to: "note") }
        #expect(throws: RenameRefusal.self) { try workspace.rename(id, to: "cart id") }
        let kind = try #require(workspace.symbol(at: EditingFixture.position(6, 4), in: "/p/app.uiflow"))
        #expect(throws: RenameRefusal.self) { try workspace.rename(kind, to: "present") }
        #expect(workspace.renameRange(of: id).map { "\($0.start)-\($0.end)" } == "11:15-11:17")
    }
}
