import Foundation
import Testing

@testable import UIFlowKit

/// ``SyntaxTree``'s dump (`debugDescription`): every node with its kind, source range and text, in
/// file order, pinned by golden files under `Golden/syntax`. A change to where the parser puts a
/// node, or to what it keeps, shows in their diff.
@Suite("The syntax tree's dump")
struct SyntaxTreeDumpTests {
    @Test("the dump of a fixture matches its golden file", arguments: ["features.uiflow", "deeplinks.uiflow"])
    func fixture(name: String) throws {
        let data = try Data(contentsOf: Fixtures.directory.appendingPathComponent(name))
        let tree = SyntaxTree(parsing: SourceFile(path: name, bytes: [UInt8](data)))
        Golden.check(tree.debugDescription, "syntax/\(name.dropLast(".uiflow".count)).txt")
    }

    /// Text before the first block, a header with parameters and defaults, an arrow with a kind
    /// word, a label, arguments and a trailing `@allow`, comments, an unknown kind, an unknown
    /// directive, and text that needs escaping.
    static let recovery = """
        Stray text
        // A comment
        [Profile(userId: Int, tab: Tab = .posts)##]
        @route /profiles/:userId
        @allow dead-end, cycle
        @frobnicate
        Shows "quotes"\tand a tab
        --
        Tap a follower
        ==push{follower}=> Profile(userId: follower.id, tab: .likes) @allow cycle
        ==popover=> Menu
        Back
        ==back=>

        [Menu]

        """

    @Test("the dump of a file with errors shows what the parser kept, then its diagnostics")
    func recovery() {
        let tree = SyntaxTree(parsing: SourceFile(path: "recovery.uiflow", text: Self.recovery))
        #expect(!tree.diagnostics.isEmpty)
        Golden.check(tree.debugDescription, "syntax/recovery.txt")
    }

    @Test("each node's line: kind, range, text quoted as a Swift literal; children indented under it")
    func format() {
        let tree = SyntaxTree(parsing: SourceFile(path: "a.uiflow", text: "[Home]\n--\nTap \"Go\"\n==> Detail\n"))
        #expect(
            tree.debugDescription == """
                SyntaxTree "a.uiflow"
                └─ Block lines 1..<6
                   ├─ Header @1:1-1:7 rank 0
                   │  └─ Name @1:2-1:6 "Home"
                   ├─ Separator @2:1-2:3
                   └─ Action @3:1-4:11
                      ├─ Text @3:1-3:9 "Tap \\"Go\\""
                      └─ Transition @4:1-4:11 show
                         └─ Target @4:5-4:11 "Detail"

                """)
    }
}
