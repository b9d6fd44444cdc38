import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// `DOTWriter(style: DiagramStyle(drawsReturns: true))`: each `back` and `dismiss` drawn to the screens it returns to.
@Suite("DOT: return edges")
struct DOTReturnsTests {
    @Test("the navigation fixture gives the golden DOT with return edges")
    func golden() throws {
        Golden.check(DOTWriter(style: DiagramStyle(drawsReturns: true)).write(try Fixtures.flow("navigation.uiflow")), "navigation-returns.dot")
    }

    @Test("without drawsReturns the DOT is the same as before, with no return edge in the outline")
    func returnsOffByDefault() throws {
        let flow = try Fixtures.flow("navigation.uiflow")
        #expect(DOTWriter().write(flow) == DOTWriter(style: DiagramStyle(drawsReturns: false)).write(flow))
        #expect(!DOTWriter().write(flow).contains("constraint"))
        #expect(!DOTWriter().outline(of: flow).edges.contains { $0.isReturn })
    }

    @Test("the outline lists the return edges after the transitions, in the order the DOT writes them")
    func outlineFollowsTheDOT() throws {
        for flow in [try Fixtures.flow("navigation.uiflow"), try Fixtures.flow("features.uiflow")] {
            let writer = DOTWriter(style: DiagramStyle(drawsReturns: true))
            let outline = writer.outline(of: flow)
            let drawn = Self.edgeEnds(writer.write(flow))
            #expect(drawn == outline.edges.map { Self.ends(of: $0.title) })
            let returns = outline.edges.drop(while: { !$0.isReturn })
            #expect(!returns.isEmpty)
            #expect(returns.allSatisfy { $0.isReturn }, "return edges come last")
        }
    }

    @Test("a return edge leaves from its action, dotted as its kind, and leaves the layout alone")
    func returnEdgeLook() {
        let flow = parse(
            "[Home]\n@entry\n--\nOpen\n==push=> Detail\nAsk\n==present=> Detail\n\n"
                + "[Detail]\n--\nBack\n==back=>\nClose\n==dismiss=>\nHome\n==back=> Home\n")
        let dot = DOTWriter(style: DiagramStyle(drawsReturns: true)).write(flow)
        #expect(dot.contains(##""Detail":"action0":e -> "Home":"title":w [color="#8a8a8a", style="dotted", penwidth="1.6", arrowhead="vee", constraint="false"];"##))
        #expect(
            dot.contains(
                ##""Detail":"action1":e -> "Home":"title":w [color="#d3541a", style="dotted", penwidth="2.6", arrowhead="empty", constraint="false"];"##))
        // A transition that names the screen it returns to is drawn once, as written.
        #expect(!dot.contains(##""Detail":"action2":e -> "Home":"title":w [color="#8a8a8a", style="dotted", penwidth="1.6", arrowhead="vee", constraint"##))
        #expect(dot.contains(##""Detail":"action2":e -> "Home":"title":w [color="#8a8a8a", style="dotted", penwidth="1.6", arrowhead="vee"];"##))
    }

    @Test("100,000 screens: the DOT with return edges and its outline stay linear", .timeLimit(.minutes(3)))
    func largeFlow() {
        let count = 100_000
        let flow = NavigationOutputTests.hubFlow(screens: count)
        let started = ContinuousClock.now
        let dot = DOTWriter(style: DiagramStyle(drawsReturns: true)).writeData(flow)
        let outline = DOTWriter(style: DiagramStyle(drawsReturns: true)).outline(of: flow)
        let elapsed = ContinuousClock.now - started
        // Each screen's back returns to the screen before it; each of the hub's three to all.
        #expect(outline.edges.count { $0.isReturn } == count + 3 * count)
        #expect(dot.count > count)
        // About 6 s in a debug build on a quiet machine.
        #expect(elapsed < .seconds(90), "took \(elapsed)")
    }

    // MARK: Helpers

    /// The tail and head of each edge statement of a DOT text, in order (the names here need no
    /// escapes).
    static func edgeEnds(_ dot: String) -> [String] {
        dot.split(separator: "\n").filter { $0.contains(" -> ") }.map { line in
            let parts = line.components(separatedBy: " -> ")
            let tail = parts[0].trimmingCharacters(in: .whitespaces).split(separator: "\"")[0]
            let head = parts[1].split(separator: "\"")[0]
            return "\(tail)->\(head)"
        }
    }

    /// `Tail->Head` of an outline edge's `Tail:action0->Head`.
    static func ends(of title: String) -> String {
        let parts = title.components(separatedBy: "->")
        let tail = parts[0].split(separator: ":").dropLast().joined(separator: ":")
        return "\(tail)->\(parts[1])"
    }
}
