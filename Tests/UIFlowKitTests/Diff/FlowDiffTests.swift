import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// `FlowDiff` on the fixtures under `Fixtures/diff`: one directory per kind of change, named after
/// it (`old.uiflow`, `new.uiflow`), whose text output is pinned in `Golden/diff/KIND.txt`.
@Suite struct FlowDiffTests {
    static let directory = Fixtures.directory.appendingPathComponent("diff")

    /// The flow of the files `names` in `Fixtures/diff`, named by those relative paths.
    static func flow(_ names: String...) throws -> Flow {
        Flow(
            sources: try names.map { name in
                SourceFile(path: name, bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
            })
    }

    static func diff(_ kind: String) throws -> FlowDiff {
        FlowDiff(old: try flow("\(kind)/old.uiflow"), new: try flow("\(kind)/new.uiflow"))
    }

    @Test("each kind of change has a fixture that shows it, pinned as text", arguments: FlowChange.Kind.allCases)
    func kind(_ kind: FlowChange.Kind) throws {
        let diff = try Self.diff(kind.rawValue)
        #expect(diff.changes.contains { $0.kind == kind })
        Golden.check(DiffWriter(format: .text, old: "old", new: "new").write(diff), "diff/\(kind.rawValue).txt")
    }

    @Test("blocks in another order are no change")
    func reordered() throws {
        #expect(try Self.diff("reordered").changes == [])
    }

    @Test("a flow split differently over files is no change")
    func split() throws {
        let diff = FlowDiff(
            old: try Self.flow("split/old/app.uiflow"), new: try Self.flow("split/new/home.uiflow", "split/new/profile.uiflow"))
        #expect(diff.changes == [])
    }

    @Test("what is breaking: required parameters, removed parameters and screens, type changes, routes")
    func breaking() throws {
        func breaking(_ kind: String) throws -> [String] {
            try Self.diff(kind).changes.filter(\.isBreaking).map { "\($0.kind.rawValue) \($0.after ?? $0.before ?? "")" }
        }
        #expect(try breaking("parameter-added") == ["parameter-added source: String"])
        // A default dropped from an optional parameter leaves it optional: not breaking.
        #expect(try breaking("parameter-changed") == ["parameter-changed userId: String"])
        #expect(try breaking("parameter-removed") == ["parameter-removed userId: Int"])
        #expect(try breaking("screen-removed") == ["screen-removed Settings"])
        #expect(try breaking("route-removed") == ["route-removed myapp://users/:userId"])
        #expect(try breaking("route-changed") == ["route-changed myapp://people/:userId"])
        #expect(try breaking("transition-changed") == [])
        #expect(try breaking("screen-added") == [])
    }

    @Test("a renamed screen keeps its edges: the transitions to it are no change")
    func renameFollowsEdges() throws {
        let diff = try Self.diff("screen-renamed")
        #expect(diff.changes.map(\.kind) == [.screenRenamed])
        #expect(diff.changes.first?.before == "Settings")
        #expect(diff.changes.first?.after == "Preferences")
    }

    @Test("a removed and an added screen with little in common are not a rename")
    func notARename() {
        let old = Flow(parsing: "[Home]\n--\nTap\n==> A\n\n[A]\nOne\nTwo\n--\nGo\n==> Home\n")
        let new = Flow(parsing: "[Home]\n--\nTap\n==> B\n\n[B]\nThree\nFour\n--\nLeave\n==present=> Home\n")
        let kinds = FlowDiff(old: old, new: new, comparesFindings: false).changes.map(\.kind)
        #expect(kinds == [.transitionChanged, .screenAdded, .screenRemoved])
    }

    @Test("two small screens pushed from the same place that share only boilerplate are a removal and an addition, not a rename")
    func sharedStructureIsNoRename() {
        let old = Flow(parsing: "[Home]\n@entry\n--\nTap \"Import\"\n==push=> Legacy\n\n[Legacy]\nOld importer\n--\nTap Back\n==back=>\n")
        let new = Flow(parsing: "[Home]\n@entry\n--\nTap the bell\n==push=> Notifications\n\n[Notifications]\nNew connections\n--\nTap Back\n==back=>\n")
        let kinds = FlowDiff(old: old, new: new, comparesFindings: false).changes.map(\.kind)
        #expect(kinds.contains(.screenRemoved) && kinds.contains(.screenAdded) && !kinds.contains(.screenRenamed))
    }

    @Test("a rename with a similar name is found even when what the screen shows changed")
    func similarNameRename() {
        let old = Flow(parsing: "[Checkout]\n@entry\n--\nPay\n==push=> Payment failed\n\n[Payment failed]\nCard refused\n--\nRetry\n==back=>\n")
        let new = Flow(parsing: "[Checkout]\n@entry\n--\nPay\n==push=> Payment declined\n\n[Payment declined]\nYour bank said no\n--\nRetry\n==back=>\n")
        let diff = FlowDiff(old: old, new: new, comparesFindings: false)
        #expect(diff.changes.first.map { [$0.kind.rawValue, $0.before, $0.after] } == ["screen-renamed", "Payment failed", "Payment declined"])
    }

    @Test("similar names: containment, a shared word (camel case split), or few edits; not two unrelated words")
    func nameSimilarity() {
        #expect(RenameEvidence.namesAreSimilar("Settings", "SettingsView"))
        #expect(RenameEvidence.namesAreSimilar("PaymentFailed", "Payment declined"))
        #expect(RenameEvidence.namesAreSimilar("S10", "R10"))
        #expect(RenameEvidence.namesAreSimilar("Colour picker", "Color picker"))
        #expect(!RenameEvidence.namesAreSimilar("Legacy", "Notifications"))
        #expect(!RenameEvidence.namesAreSimilar("A", "B"))
        #expect(RenameEvidence.words("SelectText in_row 2") == ["select", "text", "row"])
        #expect(RenameEvidence.editDistance(Array("kitten"), Array("sitting"), limit: 5) == 3)
        #expect(RenameEvidence.editDistance(Array("kitten"), Array("sitting"), limit: 1) == 2)
    }

    @Test("a renamed screen whose block also changed is still one screen, with its other changes")
    func renameWithEdits() {
        let old = Flow(parsing: "[Home]\n--\nTap\n==> Cart\n\n[Cart]\nItems\nTotal\n--\nPay\n==present=> Pay\n\n[Pay]\n")
        let new = Flow(parsing: "[Home]\n--\nTap\n==> Basket\n\n[Basket]\nItems\nTotal\nCoupon\n--\nPay\n==present=> Pay\n\n[Pay]\n")
        let diff = FlowDiff(old: old, new: new, comparesFindings: false)
        #expect(diff.changes.map(\.kind) == [.screenRenamed, .seesChanged])
        #expect(diff.changes.allSatisfy { $0.screen == "Basket" })
    }

    @Test("the same flows give the same bytes, in every format")
    func deterministic() throws {
        let old = try Self.flow("shop-old.uiflow")
        let new = try Self.flow("shop-new.uiflow")
        for format in DiffWriter.Format.allCases {
            let writer = DiffWriter(format: format, old: "a", new: "b")
            #expect(writer.write(FlowDiff(old: old, new: new)) == writer.write(FlowDiff(old: old, new: new)))
        }
    }

    @Test("the shop's change as text, Markdown and JSON")
    func formats() throws {
        let diff = FlowDiff(old: try Self.flow("shop-old.uiflow"), new: try Self.flow("shop-new.uiflow"))
        for format in DiffWriter.Format.allCases {
            let name = "diff/shop.\(format == .markdown ? "md" : format == .json ? "json" : "txt")"
            Golden.check(DiffWriter(format: format, old: "main:shop.uiflow", new: "shop.uiflow").write(diff), name)
        }
        #expect(DiffWriter.summary(diff) == "16 changes in 13 screens, 4 breaking")
    }

    @Test("the diagram of the shop's change: marks in DOT and Mermaid, ghosts for what was removed")
    func diagram() throws {
        let old = try Self.flow("shop-old.uiflow")
        let new = try Self.flow("shop-new.uiflow")
        let diagram = DiffDiagram(old: old, new: new, diff: FlowDiff(old: old, new: new))
        #expect(diagram.flow.screens.count == new.screens.count + 1)
        #expect(diagram.flow.screens.last?.name == "Reset link sent")
        var writer = DOTWriter()
        writer.style.edgeColors = .none
        writer.style.drawsLegend = true
        writer.style.diffMarks = diagram.marks
        Golden.check(writer.write(diagram.flow), "diff/shop.dot")
        var mermaid = MermaidWriter()
        mermaid.diffMarks = diagram.marks
        Golden.check(mermaid.write(diagram.flow), "diff/shop.mmd")
    }

    @Test("a removed transition is a grey dashed ghost: from its action when the action is still there, else from a struck-through row")
    func ghosts() throws {
        let old = Flow(parsing: "[A]\n--\nGo\n==> B\n==present=> C\nLeave\n==> C\n\n[B]\n\n[C]\n")
        let new = Flow(parsing: "[A]\n--\nGo\n==> B\n\n[B]\n\n[C]\n")
        let diagram = DiffDiagram(old: old, new: new, diff: FlowDiff(old: old, new: new, comparesFindings: false))
        #expect(diagram.flow.screens[0].actions.map { $0.text.map(\.text) } == [["Go"], ["Leave"]])
        #expect(diagram.marks.isRemoved(screen: 0, action: 1) && !diagram.marks.isRemoved(screen: 0, action: 0))
        var writer = DOTWriter()
        writer.style.diffMarks = diagram.marks
        let dot = writer.write(diagram.flow)
        #expect(dot.contains(##"<TD PORT="action1" ALIGN="LEFT" BALIGN="LEFT"><FONT COLOR="#9e9e9e"><S>Leave</S></FONT></TD>"##))
        // Grey and dashed whatever the kind's own line: the mark's style comes last, and wins.
        #expect(dot.contains(##""A":"action0":e -> "C":"title":w [color="#9e9e9e", style="dashed", penwidth="1.4", fontcolor="#9e9e9e", style="dashed"];"##))
        #expect(dot.contains(##""A":"action1":e -> "C":"title":w [color="#9e9e9e", fontcolor="#9e9e9e", style="dashed"];"##))
    }

    @Test("thousands of removed and added screens that all look alike are compared in linear time, not paired as renames")
    func alikeScreens() {
        let count = 20_000
        let old = Flow(parsing: (0..<count).map { "[Old \($0)]\nSame\n--\nBack\n==back=>\n" }.joined(separator: "\n"))
        let new = Flow(parsing: (0..<count).map { "[New \($0)]\nSame\n--\nBack\n==back=>\n" }.joined(separator: "\n"))
        let start = ContinuousClock.now
        let diff = FlowDiff(old: old, new: new, comparesFindings: false)
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(diff.changes.count(where: { $0.kind == .screenRenamed }) == 0)
        #expect(diff.changes.count == 2 * count)
    }

    @Test("the Markdown of a large change stays under GitHub's 65,536 characters for a comment, and says what it left out")
    func markdownLimit() {
        let old = Flow(parsing: "[Home]\n")
        let new = Flow(parsing: "[Home]\n\n" + (0..<5_000).map { "[Screen \($0)(id: Int)]\n@route myapp://s/\($0)/:id\n" }.joined(separator: "\n"))
        let diff = FlowDiff(old: old, new: new, comparesFindings: false)
        let markdown = DiffWriter(format: .markdown, old: "a", new: "b").write(diff)
        #expect(markdown.count < 65_536)
        #expect(markdown.hasSuffix(": `uiflow diff` without `-f markdown` lists them all.\n\n</details>\n"))
        #expect(markdown.contains("… and "))
    }

    @Test("a finding in a screen both flows have points at that screen on the other side")
    func findingPlaces() throws {
        let diff = try Self.diff("finding-added")
        let finding = try #require(diff.changes.first { $0.kind == .findingAdded })
        #expect(finding.old?.location.description == "finding-added/old.uiflow:20:2")
        #expect(finding.new?.location.description == "finding-added/new.uiflow:24:1")
    }

    @Test("renames among look-alike screens are found by their edges: boilerplate shared by many counts for nothing")
    func renamesAmongLookAlikes() {
        func chain(renaming renamed: Range<Int>) -> Flow {
            func name(_ index: Int) -> String { renamed.contains(index) ? "R\(index)" : "S\(index)" }
            return Flow(parsing: (0..<100).map { "[\(name($0))]\nSame\n--\nNext\n==> \(name($0 + 1))\n" }.joined(separator: "\n"))
        }
        let diff = FlowDiff(old: chain(renaming: 0..<0), new: chain(renaming: 10..<50), comparesFindings: false)
        #expect(diff.changes.map(\.kind) == Array(repeating: .screenRenamed, count: 40))
        #expect(diff.changes.first.map { [$0.before, $0.after] } == ["S10", "R10"])
    }

    @Test("a renamed screen's own findings, which name it, are neither resolved nor added by the rename")
    func renamedFindings() {
        let old = Flow(parsing: "[Home]\n@entry\n--\nGo\n==> Cart\n\n[Cart]\nItems\nTotal\n")
        let new = Flow(parsing: "[Home]\n@entry\n--\nGo\n==> Basket\n\n[Basket]\nItems\nTotal\n")
        #expect(Analyzer().analyze(new).map(\.rule) == ["dead-end"])
        #expect(FlowDiff(old: old, new: new).changes.map(\.kind) == [.screenRenamed])
    }

    @Test("coloured text: added green, removed red, changed yellow, breaking bold red; nothing else differs")
    func colors() throws {
        let diff = FlowDiff(old: try Self.flow("shop-old.uiflow"), new: try Self.flow("shop-new.uiflow"))
        let plain = DiffWriter(format: .text, old: "a", new: "b").write(diff)
        let colored = DiffWriter(format: .text, old: "a", new: "b", isColored: true).write(diff)
        #expect(colored.contains("\u{1B}[32mscreen-added\u{1B}[0m: Wishlist"))
        #expect(colored.contains("\u{1B}[31mscreen-removed\u{1B}[0m \u{1B}[1;31m(breaking)\u{1B}[0m: Reset link sent"))
        #expect(colored.contains("\u{1B}[33mtransition-changed\u{1B}[0m: "))
        #expect(colored.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain)
    }
}
