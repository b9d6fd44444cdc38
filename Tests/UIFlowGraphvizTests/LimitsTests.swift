import Foundation
import Testing
import UIFlowKit

@testable import UIFlowGraphviz

/// A value shared between threads, behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// A layout step that records every DOT it is given and hands it on to `then` (Graphviz's library
/// unless told otherwise).
final class RecordingStep: Sendable {
    private let recorded = Locked<[String]>([])
    let then: LayoutStep

    init(then: LayoutStep = .graphviz) { self.then = then }

    /// The DOT texts given so far.
    var dots: [String] { recorded.withLock { $0 } }

    var step: LayoutStep {
        LayoutStep { session, job throws(GraphvizError) in
            self.recorded.withLock { $0.append(job.dot) }
            return try self.then.run(session, job)
        }
    }
}

extension GraphvizRenderer {
    /// This renderer with `step` in place of Graphviz's layout.
    func with(_ step: LayoutStep) -> GraphvizRenderer {
        var renderer = self
        renderer.layoutStep = step
        return renderer
    }
}

@Suite("Size limits: what Graphviz is not given")
struct LimitsTests {
    /// A chain of `count` nodes as DOT, with a label on every edge when asked.
    static func chainDOT(_ count: Int, labels: Bool = false) -> String {
        var dot = "digraph {\n"
        for index in 0..<max(count - 1, 0) {
            dot += "n\(index) -> n\(index + 1)\(labels ? " [label=x]" : "");\n"
        }
        if count == 1 { dot += "n0;\n" }
        return dot + "}\n"
    }

    /// A flow of `count` screens, each leading to the next.
    static func chainFlow(_ count: Int) -> Flow {
        var text = ""
        for index in 0..<count {
            text += index + 1 < count ? "[S\(index)]\n--\ngo\n==> S\(index + 1)\n\n" : "[S\(index)]\n"
        }
        return Flow(parsing: text, file: "chain.uiflow")
    }

    func refusal(_ renderer: GraphvizRenderer, dot: String) throws -> GraphvizLimits.Exceeded {
        let error = try #require(throws: GraphvizError.self) { try renderer.render(dot: dot) }
        #expect(error.stage == .limits, "\(error)")
        #expect(error.messages.isEmpty)
        return try #require(error.exceeded)
    }

    @Test("nodes: a graph of one node more than the limit is refused; at the limit it renders")
    func nodes() throws {
        let renderer = GraphvizRenderer(limits: GraphvizLimits(maximumNodes: 3))
        #expect(try refusal(renderer, dot: Self.chainDOT(4)) == .init(kind: .nodes, value: 4, maximum: 3))
        #expect(try SVGDocument(renderer.render(dot: Self.chainDOT(3)).data).texts == ["n0", "n1", "n2"])
    }

    @Test("edges: a graph of one edge more than the limit is refused; at the limit it renders")
    func edges() throws {
        let renderer = GraphvizRenderer(limits: GraphvizLimits(maximumEdges: 2))
        #expect(try refusal(renderer, dot: "digraph { a -> b; a -> b; b -> a }") == .init(kind: .edges, value: 3, maximum: 2))
        _ = try renderer.render(dot: "digraph { a -> b; a -> b }")
    }

    @Test("ranks: a chain, a labelled chain (dot doubles it) and a long minlen count towards the bound")
    func ranks() throws {
        // A chain of n nodes spans n - 1 ranks; the bound adds 2 for rank=source/sink, 2 for the
        // labels of edges within a rank and the count itself: 4 nodes → 3 + 2 + 2 = 7.
        let renderer = GraphvizRenderer(limits: GraphvizLimits(maximumRanks: 7))
        _ = try renderer.render(dot: Self.chainDOT(4))
        #expect(try refusal(renderer, dot: Self.chainDOT(5)) == .init(kind: .ranks, value: 8, maximum: 7))
        #expect(try refusal(renderer, dot: Self.chainDOT(3, labels: true)).kind == .ranks)
        #expect(try refusal(renderer, dot: "digraph { a -> b [minlen=6] }") == .init(kind: .ranks, value: 10, maximum: 7))
        // The edge attributes of a flow's writer count too.
        let flow = Self.chainFlow(3)
        _ = try renderer.render(flow)
        let error = try #require(throws: GraphvizError.self) {
            try renderer.render(flow, writer: DOTWriter(style: DiagramStyle(edgeAttributes: ["minlen": "9"])))
        }
        #expect(error.exceeded?.kind == .ranks)
    }

    @Test("text bytes: a node name or any attribute value longer than the limit is refused")
    func textBytes() throws {
        let renderer = GraphvizRenderer(limits: GraphvizLimits(maximumTextBytes: 10))
        _ = try renderer.render(dot: "digraph { \"0123456789\" -> b [color=\"#123456\"] }")
        #expect(try refusal(renderer, dot: "digraph { \"01234567890\" }") == .init(kind: .textBytes, value: 11, maximum: 10))
        #expect(try refusal(renderer, dot: "digraph { a -> b [arrowhead=\"xxxxxxxxxxxx\"] }").kind == .textBytes)
        #expect(try refusal(renderer, dot: "digraph { subgraph cluster_0123456789 { a } }").kind == .textBytes)
        // Screen names, what the user sees and transition labels of a flow; a small flow's box
        // (about 220 bytes of table) is under the limit.
        let flowRenderer = GraphvizRenderer(limits: GraphvizLimits(maximumTextBytes: 400))
        _ = try flowRenderer.render(Flow(parsing: "[A]\n--\ngo\n==> B\n", file: "short.uiflow"))
        let long = String(repeating: "n", count: 401)
        for text in ["[\(long)]\n", "[A]\n\(long)\n", "[A]\n--\ngo\n=={\(long)}=> B\n"] {
            let error = try #require(throws: GraphvizError.self) {
                try flowRenderer.render(Flow(parsing: text, file: "long.uiflow"))
            }
            #expect(error.exceeded?.kind == .textBytes)
        }
    }

    @Test("text lines: a label or a screen's box with more lines than the limit is refused")
    func textLines() throws {
        let renderer = GraphvizRenderer(limits: GraphvizLimits(maximumTextLines: 3))
        _ = try renderer.render(dot: "digraph { a [label=\"1\\n2\\n3\"] }")
        #expect(try refusal(renderer, dot: "digraph { a [label=\"1\\n2\\n3\\n4\"] }") == .init(kind: .textLines, value: 4, maximum: 3))
        #expect(try refusal(renderer, dot: "digraph { a [label=<1<BR/>2<br/>3<BR/>4>] }").kind == .textLines)
        let error = try #require(throws: GraphvizError.self) {
            try renderer.render(Flow(parsing: "[A]\none\ntwo\nthree\n", file: "tall.uiflow"))
        }
        #expect(error.exceeded?.kind == .textLines)
    }

    @Test("the default limits refuse a flow just over them before its DOT reaches Graphviz")
    func defaultLimitsRefuseFlowsWithoutGraphviz() throws {
        let recording = RecordingStep()
        let renderer = GraphvizRenderer().with(recording.step)
        let screens = Self.chainFlow(GraphvizLimits.default.maximumNodes + 1)
        let tooMany = try #require(throws: GraphvizError.self) { try renderer.render(screens) }
        #expect(tooMany.exceeded == .init(kind: .nodes, value: 2_001, maximum: 2_000))
        var text = "[A]\n--\n"
        for index in 0...GraphvizLimits.default.maximumEdges { text += "go \(index)\n==> B\n" }
        let edges = try #require(throws: GraphvizError.self) { try renderer.render(Flow(parsing: text + "\n[B]\n", file: "e.uiflow")) }
        #expect(edges.exceeded == .init(kind: .edges, value: 5_001, maximum: 5_000))
        #expect(recording.dots.isEmpty)
        // Just under them, the flow goes to Graphviz.
        _ = try renderer.render(Self.chainFlow(50))
        #expect(recording.dots.count == 1)
    }

    @Test("a DOT chain Graphviz crashes on (33,000 nodes; 16,500 with labels) is refused, not laid out")
    func crashingChainsAreRefused() throws {
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try refusal(GraphvizRenderer(), dot: Self.chainDOT(33_000)).kind == .nodes)
        #expect(try refusal(GraphvizRenderer(limits: .crashGuards), dot: Self.chainDOT(33_000)).kind == .nodes)
        let ranks = try refusal(GraphvizRenderer(limits: .crashGuards), dot: Self.chainDOT(16_500, labels: true))
        #expect(ranks.kind == .ranks && ranks.value > 32_767)
        // Reading the DOT is all Graphviz did: laying these out takes minutes before the crash.
        #expect(clock.now - start < .seconds(30))
    }

    @Test("a Graphviz report longer than its 1,024-byte buffer comes back whole instead of crashing")
    func longReportsDoNotCrash() throws {
        // Graphviz 2.4x crashes formatting a report of 1,024 bytes or more; this warning quotes the value.
        for length in [2_000, 200_000] {
            let value = String(repeating: "q", count: length)
            let rendering = try GraphvizRenderer().render(dot: "digraph { a -> b [arrowhead=\"\(value)\"] }")
            #expect(rendering.warnings.contains { $0.text.contains(value) }, "\(length)")
        }
    }

    @Test("a refusal says what is too large and what to do; at the crash guards it does not offer to lift them")
    func refusalMessages() throws {
        let nodes = GraphvizError(exceeded: .init(kind: .nodes, value: 2_345, maximum: 2_000))
        #expect(nodes.stage == .limits)
        #expect(
            nodes.description.hasPrefix(
                "too large for Graphviz: the graph has 2,345 nodes (screens and undefined targets), more than the limit of 2,000:"))
        #expect(nodes.description.contains("`-f dot`"))
        #expect(nodes.description.contains("`--no-size-limits`"))
        let guarded = GraphvizError(exceeded: .init(kind: .nodes, value: 40_000, maximum: 30_000))
        #expect(guarded.description.contains("crashes"))
        #expect(!guarded.description.contains("--no-size-limits"))
        let ranks = GraphvizError(exceeded: .init(kind: .ranks, value: 40_001, maximum: 30_000))
        #expect(ranks.description.contains("32,767") && !ranks.description.contains("--no-size-limits"))
    }

    @Test("Graphviz runs on a thread with a large stack: a caller with a 128 KiB stack can lay out a long chain")
    func smallCallerStack() throws {
        // dot recurses along the chain: 1,999 nodes need more than 192 KiB of stack.
        let dot = Self.chainDOT(1_999)
        let result = Locked<Result<Int, GraphvizError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do throws(GraphvizError) {
                let count = try GraphvizRenderer().render(dot: dot).data.count
                result.withLock { $0 = .success(count) }
            } catch {
                result.withLock { $0 = .failure(error) }
            }
            done.signal()
        }
        thread.stackSize = 128 << 10
        thread.start()
        done.wait()
        let outcome = result.withLock { $0 }
        let size = try #require(outcome).get()
        #expect(size > 100_000)
    }
}
