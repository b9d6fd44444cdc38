import Foundation
import Testing
import TestSupport

@testable import UIFlowKit

@Suite("FlowSelection and FlowOverview: the parts of a flow one diagram draws")
struct FlowSelectionTests {
    static let flow = Flow(
        parsing: """
            [Welcome]
            @entry
            @group Onboarding
            --
            Sign in
            ==> Home

            [Home]
            @group Tabs
            --
            Open cart
            ==push=> Cart
            Settings
            ==present=> Settings

            [Cart]
            @group Tabs
            --
            Check out
            ==push{ready}=> Checkout
            Back
            ==back=> Home

            [Checkout]
            @group Checkout
            --
            Pay
            ==replace=> Home
            Help
            ==> Nowhere

            [Settings]
            --
            Sign out
            ==replace=> Welcome
            """)

    @Test("a group's part: its screens, a stub of each outside screen a screen joins when they are one or two, a summary of more")
    func groupPart() throws {
        let part = try FlowSelection(.group("Tabs"), in: Self.flow)
        // Home joins Welcome, Checkout and Settings: one summary; Cart joins Checkout alone: its stub.
        #expect(part.flow.screens.map(\.name) == ["Home", "Cart", "Home: +3 more", "Checkout"])
        #expect(part.firstStub == 2)
        #expect(part.originals == [1, 2, 1, 3])
        #expect(part.flow.screens[2].sees.map(\.text) == ["Welcome", "Checkout", "Settings"])
        #expect(part.flow.screens[3].sees.map(\.text) == ["(Checkout)"])
        // Home's transition to Settings leads to its summary; the summary holds one transition of
        // each kind that arrives at Home from outside (Welcome's show, Checkout's replace).
        #expect(part.flow.screens[0].transitions.map(\.target) == ["Cart", "Home: +3 more"])
        #expect(part.flow.screens[2].transitions.map { "\($0.kind.rawValue) \($0.target ?? "")" } == ["show Home", "replace Home"])
        // Checkout's stub is drawn for Cart alone: its transition to Home is in Home's summary.
        #expect(part.flow.screens[3].transitions.isEmpty)
        #expect(part.flow.screens[2...].allSatisfy { $0.group == nil && $0.rank == 0 })
        #expect(part.flow.undefinedTargets.isEmpty)
    }

    @Test("a neighbourhood's edge: each screen at the edge gets one box for all it joins outside, never a box per screen")
    func neighborhoodSummaries() throws {
        // Hub pushes A, B, C; each of them leads to three screens of its own.
        var text = "[Hub]\n@entry\n@navigation\n--\n"
        for letter in ["A", "B", "C"] { text += "Open \(letter)\n==push=> \(letter)\n" }
        for letter in ["A", "B", "C"] {
            text += "\n[\(letter)]\n--\n" + (1...3).map { "Go \($0)\n==push=> \(letter)\($0)\n" }.joined()
            for number in 1...3 { text += "\n[\(letter)\(number)]\n" }
        }
        let part = try FlowSelection(.neighborhood(of: "Hub", depth: 1), in: Flow(parsing: text))
        #expect(part.flow.screens[part.firstStub...].map(\.name) == ["A: +3 more", "B: +3 more", "C: +3 more"])
        var writer = DOTWriter()
        writer.style.firstStub = part.firstStub
        let dot = writer.write(part.flow)
        #expect(dot.contains(#"tooltip="A1, A2, A3""#))
        #expect(dot.contains(#""A":"action0":e -> "A: +3 more" "#))
    }

    @Test("the DOT of a group, of a neighbourhood and of the overview match their golden files")
    func goldenDOT() throws {
        for (name, scope) in [("group-tabs", FlowSelection.Scope.group("Tabs")), ("focus-cart-1", .neighborhood(of: "Cart", depth: 1))] {
            let part = try FlowSelection(scope, in: Self.flow)
            var writer = DOTWriter()
            writer.style.firstStub = part.firstStub
            writer.style.highlighted = part.focus
            Golden.check(writer.write(part.flow), "selection/\(name).dot")
            Golden.check(MermaidWriter(firstStub: part.firstStub, highlighted: part.focus).write(part.flow), "selection/\(name).mmd")
        }
        Golden.check(DOTWriter().write(FlowOverview(Self.flow)), "selection/overview.dot")
        Golden.check(MermaidWriter().write(FlowOverview(Self.flow)), "selection/overview.mmd")
    }

    @Test("the shop sample split by group: each group's DOT and the overview match their golden files")
    func shopSplit() throws {
        let flow = try Paths.flow("Samples/shop/shop.uiflow")
        let overview = FlowOverview(flow)
        let names = DiagramFileNames.names(for: overview.groups.map(\.name), reserved: ["overview"])
        #expect(names == ["onboarding", "tabs", "checkout", "no-group"])
        Golden.check(DOTWriter().write(overview), "selection/shop/overview.dot")
        for (part, name) in zip(FlowSelection.groups(of: flow), names) {
            var writer = DOTWriter()
            writer.style.firstStub = part.firstStub
            Golden.check(writer.write(part.flow), "selection/shop/\(name).dot")
        }
    }

    @Test("the overview counts each group's screens and the transitions between groups, the ungrouped screens last")
    func overviewCounts() {
        let overview = FlowOverview(Self.flow)
        #expect(overview.groups.map(\.name) == ["Onboarding", "Tabs", "Checkout", "(no group)"])
        #expect(overview.groups.map(\.screens.count) == [1, 2, 1, 1])
        let links = overview.links.map { "\(overview.groups[$0.from].name)->\(overview.groups[$0.to].name):\($0.transitions)" }
        // Cart's back to Home is inside Tabs; Checkout's transition to Nowhere has no block.
        #expect(links == ["Onboarding->Tabs:1", "Tabs->Checkout:1", "Tabs->(no group):1", "Checkout->Tabs:1", "(no group)->Onboarding:1"])
    }

    @Test("the group of ungrouped screens takes another name when a real group has its name")
    func ungroupedNameCollision() {
        let flow = Flow(parsing: "[A]\n@group (no group)\n--\nGo\n==> B\n\n[B]\n")
        #expect(FlowOverview(flow).groups.map(\.name) == ["(no group)", "(no group) 2"])
    }

    @Test("a neighbourhood follows transitions either way, up to its depth; depth 0 is the screen and its stubs")
    func neighborhoodDepths() throws {
        let one = try FlowSelection(.neighborhood(of: "Cart", depth: 1), in: Self.flow)
        #expect(one.focus == 1)
        #expect(try FlowSelection(.group("Tabs"), in: Self.flow).focus == nil)
        #expect(Array(one.flow.screens[..<one.firstStub].map(\.name)) == ["Home", "Cart", "Checkout"])
        // Home, at the neighbourhood's edge, joins two screens outside: a stub of each.
        #expect(Array(one.flow.screens[one.firstStub...].map(\.name)) == ["Welcome", "Settings"])
        let zero = try FlowSelection(.neighborhood(of: "Cart", depth: 0), in: Self.flow)
        // Depth 0: the screen keeps a stub of each screen it joins.
        #expect(zero.flow.screens.map(\.name) == ["Cart", "Home", "Checkout"])
        #expect(zero.firstStub == 1)
        let far = try FlowSelection(.neighborhood(of: "Cart", depth: 10), in: Self.flow)
        #expect(far.firstStub == 5 && far.flow.screens.count == 5)
    }

    @Test("an unknown group or screen fails with the closest names")
    func unknownNames() {
        #expect(throws: FlowSelection.Failure(description: "no group `Tab` in the flow; did you mean `Tabs`?")) {
            try FlowSelection(.group("Tab"), in: Self.flow)
        }
        #expect(throws: FlowSelection.Failure(description: "no screen `Kart` in the flow; did you mean `Cart`?")) {
            try FlowSelection(.neighborhood(of: "Kart", depth: 1), in: Self.flow)
        }
        #expect(throws: FlowSelection.Failure.self) { try FlowSelection(.neighborhood(of: "Cart", depth: -1), in: Self.flow) }
    }

    @Test("every group's part at once equals each made alone")
    func groupsAtOnce() throws {
        let all = FlowSelection.groups(of: Self.flow)
        #expect(all.count == 4)
        for part in all {
            #expect(try FlowSelection(part.scope, in: Self.flow) == part)
        }
        let screens = FlowSelection.neighborhoods(of: Self.flow)
        #expect(try screens[2] == FlowSelection(.neighborhood(of: "Cart", depth: 1), in: Self.flow))
    }

    @Test("file names: slugs, `group` when nothing is left, suffixes for names taken, in order")
    func fileNames() {
        let names = DiagramFileNames.names(
            for: ["Sign in / up", "(no group)", "Overview", "!!!", "???", "ホーム", "sign-in up"], reserved: ["overview"])
        #expect(names == ["sign-in-up", "no-group", "overview-2", "group", "group-2", "ホーム", "sign-in-up-2"])
    }

    @Test("a 100,000-screen chain: a group, a deep neighbourhood and every group's part, without overflow")
    func longChain() throws {
        let count = 100_000
        var text = ""
        for index in 0..<count {
            text += "[S\(index)]\n@group G\(index / 1_000)\n--\nNext\n==> S\(index + 1 == count ? 0 : index + 1)\n\n"
        }
        let flow = Flow(parsing: text)
        let part = try FlowSelection(.neighborhood(of: "S50000", depth: count), in: flow)
        #expect(part.firstStub == count)
        let groups = FlowSelection.groups(of: flow)
        #expect(groups.count == 100)
        #expect(groups.allSatisfy { $0.firstStub == 1_000 && $0.flow.screens.count == 1_002 })
        #expect(FlowOverview(flow).links.count == 100)
    }
}
