import Foundation
import FlowGenerator
import TestSupport
import Testing
import UIFlowKit

@testable import UIFlowGraphviz

@Suite("Rendering with libgraphviz")
struct RendererTests {
    let renderer = GraphvizRenderer()

    @Test("there are samples to render")
    func samplesExist() {
        let flows = Paths.sampleFlows
        #expect(flows.contains { $0.hasPrefix("../shared/conformance/") }, "no conformance samples in \(Paths.conformance.path)")
        #expect(flows.contains { $0.hasPrefix("Samples/") })
    }

    @Test("every conformance sample and every sample renders to SVG with every screen's name exactly", arguments: Paths.sampleFlows)
    func svg(path: String) throws {
        let flow = try Paths.flow(path)
        // Samples/lint-demo has errors on purpose; the library still draws what it parsed.
        #expect(!flow.hasErrors || path.contains("lint-demo"))
        let rendering = try renderer.render(flow, format: .svg)
        let svg = try SVGDocument(rendering.data)
        for (index, screen) in flow.screens.enumerated() {
            #expect(svg.texts.contains(screen.name), "\(screen.name) is not drawn")
            #expect(svg.nodeTitles["node\(index + 1)"] == screen.name)
        }
        for name in flow.undefinedTargets {
            #expect(svg.texts.contains(name), "\(name) is not drawn")
        }
    }

    @Test("every conformance sample and every sample renders to PNG", arguments: Paths.sampleFlows)
    func png(path: String) throws {
        let rendering = try renderer.render(try Paths.flow(path), format: .png)
        #expect(rendering.data.starts(with: Signature.png))
        #expect(rendering.data.count > 2_000)
        let size = try #require(Signature.pngSize(rendering.data))
        #expect(size.width > 50 && size.height > 50)
    }

    @Test("every conformance sample and every sample renders to PDF", arguments: Paths.sampleFlows)
    func pdf(path: String) throws {
        let rendering = try renderer.render(try Paths.flow(path), format: .pdf)
        #expect(Signature.isPDF(rendering.data))
        #expect(rendering.data.count > 1_000)
    }

    @Test("a PNG is white to its edges: no transparent margin, no partly transparent last row or column", arguments: Paths.sampleFlows.filter { $0.hasPrefix("Samples/") })
    func pngIsOpaqueWhite(path: String) throws {
        for dpi in [nil, "150"] {
            let writer = DOTWriter(style: DiagramStyle(graphAttributes: dpi.map { ["dpi": $0] } ?? [:]))
            let png = try PNGPixels(renderer.render(try Paths.flow(path), format: .png, writer: writer).data)
            let corners = [(0, 0), (png.width - 1, 0), (0, png.height - 1), (png.width - 1, png.height - 1)]
            for (x, y) in corners {
                #expect(png.pixel(x, y) == [255, 255, 255, 255], "\(path), dpi \(dpi ?? "96"), pixel \(x), \(y)")
            }
            for x in stride(from: 0, to: png.width, by: 7) {
                #expect(png.pixel(x, png.height - 1)[3] == 255, "\(path): bottom row at \(x)")
            }
            for y in stride(from: 0, to: png.height, by: 7) {
                #expect(png.pixel(png.width - 1, y)[3] == 255, "\(path): right column at \(y)")
            }
        }
    }

    @Test("-G bgcolor still decides: a transparent background stays transparent")
    func pngBackgroundCanBeChosen() throws {
        let flow = try Paths.flow("Samples/shop/shop.uiflow")
        let png = try PNGPixels(renderer.render(flow, format: .png, writer: DOTWriter(style: DiagramStyle(graphAttributes: ["bgcolor": "transparent"]))).data)
        #expect(png.colorType == 6)
        #expect(png.pixel(0, 0)[3] == 0)
    }

    @Test("the same input gives the same bytes, PDF included (no creation date)")
    func deterministic() throws {
        let flow = try Paths.flow("Samples/shop/shop.uiflow")
        for format in [GraphvizFormat.svg, .png, .pdf] {
            let first = try renderer.render(flow, format: format).data
            // cairo's creation date has a resolution of one second.
            if format == .pdf { Thread.sleep(forTimeInterval: 1.1) }
            #expect(try renderer.render(flow, format: format).data == first, "\(format) differs")
        }
        let pdf = String(decoding: try renderer.render(flow, format: .pdf).data, as: UTF8.self)
        #expect(!pdf.contains("/CreationDate"))
    }

    @Test("renders of one flow in one long-lived process give the same bytes, whatever ran in between")
    func deterministicWithinProcess() throws {
        let flows = try Paths.sampleFlows.map { try Paths.flow($0) }
        let first = try flows.map { try renderer.render($0, format: .svg).data }
        for round in 0..<5 {
            // Other graphs in between leave the heap in another state each round.
            for index in 0..<(round * 3) {
                _ = try renderer.render(ConcurrencyTests.flow(index), format: .png)
            }
            for (index, flow) in flows.enumerated().reversed() {
                #expect(try renderer.render(flow, format: .svg).data == first[index], "\(Paths.sampleFlows[index]), round \(round)")
            }
        }
    }

    // MARK: Text

    static let hostileNames = [
        "A <b> & \"c\"", "Fish &amp; chips", "&lt;tag&gt;", "&#38; x", "%percent", "%B &amp;", "back\\slash \\N",
        "画面 7 ログイン", "]bracket[", "'single'", "a -- b -> c", "x&y;z", "emoji 🙂 e\u{301}",
    ]

    @Test("names with <, &, quotes and entity-like text appear exactly in the SVG's text and titles")
    func hostileNamesAreExact() throws {
        var text = ""
        for (index, name) in Self.hostileNames.enumerated() {
            let next = Self.hostileNames[(index + 1) % Self.hostileNames.count]
            text += "[\(name)]\nsees \(name)\n--\ntap \(name)\n=={label \(name)}=> \(next)\n\n"
        }
        text += "[Last]\n--\ngo\n==> Nowhere &amp; <never>\n"
        let flow = Flow(parsing: text, file: "hostile.uiflow")
        #expect(!flow.hasErrors, "\(flow.diagnostics)")
        #expect(flow.screens.map(\.name) == Self.hostileNames + ["Last"])
        let svg = try SVGDocument(try renderer.render(flow, format: .svg).data)
        for (index, name) in Self.hostileNames.enumerated() {
            #expect(svg.texts.contains(name), "name \(name) not drawn exactly")
            #expect(svg.texts.contains("sees \(name)"), "text of \(name) not drawn exactly")
            #expect(svg.texts.contains("tap \(name)"))
            #expect(svg.texts.contains("label \(name)"))
            #expect(svg.nodeTitles["node\(index + 1)"] == name, "title of \(name)")
            let next = Self.hostileNames[(index + 1) % Self.hostileNames.count]
            #expect(svg.edgeTitles["edge\(index + 1)"] == "\(name):action0->\(next)")
        }
        #expect(svg.texts.contains("Nowhere &amp; <never>"))
        #expect(svg.nodeTitles["node\(Self.hostileNames.count + 2)"] == "Nowhere &amp; <never>")
    }

    @Test("control characters in a name still give well-formed XML")
    func controlCharactersInNames() throws {
        let flow = Flow(parsing: "[A\u{1}B]\n--\ngo\n==> C\u{7}D\n", file: "control.uiflow")
        let rendering = try renderer.render(flow, format: .svg)
        let svg = try SVGDocument(rendering.data)
        #expect(svg.nodeTitles.count == 2)
    }

    // MARK: Errors and warnings

    @Test("malformed DOT fails with Graphviz's own message, and the next render works")
    func malformedDOT() throws {
        let error = try #require(throws: GraphvizError.self) {
            try renderer.render(dot: "digraph {\n  a -> b\n  c -> ;\n}\n")
        }
        #expect(error.stage == .parse)
        #expect(error.messages.map(\.severity) == [.error])
        #expect(error.graphvizMessage == "syntax error in line 3 near ';'")
        #expect(error.description == "Graphviz cannot read the DOT: syntax error in line 3 near ';'")

        // Nothing sticks: the next graph renders, its line numbers start again, and it has no warnings.
        let rendering = try renderer.render(dot: "digraph { a -> b }")
        #expect(rendering.warnings.isEmpty)
        #expect(try SVGDocument(rendering.data).texts == ["a", "b"])
        let again = try #require(throws: GraphvizError.self) { try renderer.render(dot: "digraph {\n a -> }") }
        #expect(again.graphvizMessage == "syntax error in line 2 near '}'")
    }

    @Test("text after a graph's closing brace is not read by the next render")
    func nothingCarriesOverBetweenRenders() throws {
        // Graphviz renders the first graph of a text; its lexer has read ahead into the rest.
        let first = try renderer.render(dot: "digraph { x -> y }\n\ndigraph { p -> q }\n")
        #expect(try SVGDocument(first.data).texts == ["x", "y"])
        let second = try renderer.render(dot: "digraph { a -> b }")
        #expect(try SVGDocument(second.data).texts == ["a", "b"])
        let error = try #require(throws: GraphvizError.self) { try renderer.render(dot: "digraph {\n a -> ;\n}") }
        #expect(error.graphvizMessage == "syntax error in line 2 near ';'")
    }

    @Test("an unknown engine or format fails with Graphviz's message naming it")
    func unknownEngineOrFormat() throws {
        let engine = try #require(throws: GraphvizError.self) {
            try renderer.render(dot: "digraph { a -> b }", engine: "no-such-engine")
        }
        #expect(engine.stage == .layout)
        #expect(engine.graphvizMessage.contains("\"no-such-engine\" not recognized. Use one of:"))
        #expect(engine.graphvizMessage.contains(" dot "))
        let format = try #require(throws: GraphvizError.self) {
            try renderer.render(dot: "digraph { a -> b }", format: "no-such-format")
        }
        #expect(format.stage == .render)
        #expect(format.graphvizMessage.contains("no-such-format"))
        #expect(try renderer.render(dot: "digraph { a -> b }", format: .png).data.starts(with: Signature.png))
    }

    @Test("an error Graphviz reports during layout fails the render, with every line of its message")
    func layoutError() throws {
        let error = try #require(throws: GraphvizError.self) {
            try renderer.render(dot: "digraph { a [label=<<b>x</i>>] }")
        }
        #expect(error.stage == .layout)
        #expect(error.graphvizMessage.hasPrefix("mismatched tag in line 1"))
        #expect(error.graphvizMessage.hasSuffix("in label of node a"))
    }

    @Test("warnings come back as typed warnings and the output is produced")
    func warnings() throws {
        let rendering = try renderer.render(dot: "digraph { a [shape=no_shape, color=no_colour] }")
        #expect(
            rendering.warnings == [
                GraphvizMessage(severity: .warning, text: "using box for unknown shape no_shape"),
                GraphvizMessage(severity: .warning, text: "no_colour is not a known color."),
            ])
        #expect(try SVGDocument(rendering.data).texts == ["a"])
    }

    @Test("other engines and formats pass through by name")
    func otherEnginesAndFormats() throws {
        let flow = try Paths.flow("Samples/shop/shop.uiflow")
        for engine in [LayoutEngine.neato, .fdp, .circo, .twopi] {
            let svg = try SVGDocument(try renderer.render(flow, format: .svg, engine: engine).data)
            #expect(svg.texts.contains("Home"), "\(engine)")
        }
        let plain = String(decoding: try renderer.render(flow, format: "plain").data, as: UTF8.self)
        #expect(plain.hasPrefix("graph "))
        let json = try renderer.render(flow, format: "json").data
        #expect((try JSONSerialization.jsonObject(with: json) as? [String: Any])?["objects"] != nil)
    }

    @Test("screens of one rank draw their edges without Graphviz's bogus arrow-type warnings")
    func flatEdgesWithoutWarnings() throws {
        let flow = Flow(
            parsing: "[A##]\n--\nx\n==push{go}=> B\n[B##]\n--\ny\n==dismiss{z}=> A\n", file: "flat.uiflow")
        let rendering = try renderer.render(flow, format: .svg)
        #expect(rendering.warnings.isEmpty, "\(rendering.warnings)")
        // Both arrowheads are drawn: each edge group has its path and a head polygon.
        let svg = String(decoding: rendering.data, as: UTF8.self)
        #expect(svg.components(separatedBy: "class=\"edge\"").count == 3)
        #expect(svg.components(separatedBy: "<polygon fill=\"none\" stroke=\"#d3541a\"").count == 2)
    }

    /// A random flow of `count` screens with what stresses dot: rank marks, groups, labelled
    /// transitions between screens of one rank, back edges, undefined targets.
    static func randomFlow(seed: UInt64, screens count: Int) -> Flow {
        Flow(parsing: randomFlowText(seed: seed, screens: count), file: "random.uiflow")
    }

    /// The text of ``randomFlow(seed:screens:)``.
    static func randomFlowText(seed: UInt64, screens count: Int) -> String {
        var random = SplitMix64(seed: seed)
        var text = ""
        for index in 0..<count {
            let rank = [0, 0, 1, 2, 2, 3].randomElement(using: &random) ?? 0
            text += "[S\(index)\(String(repeating: "#", count: rank))]\n"
            if Bool.random(using: &random) { text += "@group G\(Int.random(in: 0..<3, using: &random))\n" }
            text += "line \(index)\n--\n"
            for action in 0..<Int.random(in: 0...3, using: &random) {
                let target = Int.random(in: 0..<(count + 2), using: &random)
                let label = Bool.random(using: &random) ? "{label \(action)}" : ""
                let kind = ["", "push", "present", "replace", "switch"].randomElement(using: &random) ?? ""
                text += "tap \(action)\n==\(kind)\(label)=> S\(target)\n"
            }
            text += "\n"
        }
        return text
    }

    @Test("random flows with ranks, groups and labels lay out, render and free without a crash", arguments: 0..<40)
    func randomFlows(seed: UInt64) throws {
        let flow = Self.randomFlow(seed: seed, screens: 14)
        #expect(!flow.hasErrors, "\(flow.diagnostics)")
        let rendering = try renderer.render(flow, format: .svg)
        let svg = try SVGDocument(rendering.data)
        #expect(svg.nodeTitles.count == flow.screens.count + flow.undefinedTargets.count)
        #expect(try renderer.render(flow, format: .svg).data == rendering.data)
        // What Graphviz 2.42 says when it draws a flat edge from a port, before corrupting its
        // memory: every edge the layout puts within one rank leaves from the box (FlatEdgeProbe).
        #expect(!rendering.warnings.contains { $0.text.contains("Arrow type") }, "\(rendering.warnings)")
    }

    @Test("the same DOT gives the same layout whatever the process laid out before, anonymous subgraphs included")
    func layoutDoesNotDependOnHistory() throws {
        // Graphviz's default numbers anonymous objects from a counter of the whole process and
        // orders subgraphs by the address of their names; uiflow_read_graph numbers both by the
        // order the DOT names them.
        let dot = """
            digraph { subgraph cluster_b { b1 -> b2 } subgraph cluster_a { a1 -> a2 } { rank=same; x; y } x -> a1; y -> b2; "%1" -> b1 }
            """
        let first = try renderer.render(dot: dot, format: "json").data
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains(#""name": "%1""#) && text.contains(#""name": "cluster_a""#))
        for seed in UInt64(0)..<8 {
            _ = try renderer.render(Self.randomFlow(seed: seed, screens: 14), format: .svg)
        }
        #expect(try renderer.render(dot: dot, format: "json").data == first)
    }

    @Test("dot's count of its searches for components starts again at every layout: one DOT laid out 300 times in one process")
    func componentSearchCountStartsAgain() throws {
        // Found on Debian's Graphviz for x86-64, so the test below exercises the repair
        // (uiflow_find_decompose_mark); elsewhere it is not looked for, and the layouts may crash.
        #if arch(x86_64)
            #expect(try GraphvizLibrary.shared.withSession { session in session.decomposeMark != nil }.result)
        #else
            guard try GraphvizLibrary.shared.withSession({ session in session.decomposeMark != nil }).result else { return }
        #endif
        // A random flow with rank marks in groups under the old ranking, without ports (as
        // FlatEdgeProbe writes it): with the count carried on from layout to layout, Graphviz 2.42
        // reached the pass numbered 1 with a node already marked 1 within the first 300 layouts, and
        // crashed (a null subtree in network simplex).
        var writer = DOTWriter(style: DiagramStyle(graphAttributes: ["newrank": "false"]))
        writer.drawsPorts = false
        writer.style.marksReturns = false
        let dot = writer.write(Self.randomFlow(seed: 40, screens: 30))
        let first = try renderer.render(dot: dot, format: "json").data
        var same = 0
        for _ in 0..<300 where try renderer.render(dot: dot, format: "json").data == first { same += 1 }
        #expect(same == 300)
    }

    /// A layout step that fails as Graphviz 2.43 does on some flows, with `messages`, whenever the
    /// DOT does not say `fix` (an attribute as DOTWriter writes it), and lays out with Graphviz otherwise.
    static func failing(unless fix: String, with messages: [String]) -> LayoutStep {
        let failure = GraphvizError(stage: .layout, messages: messages.map { GraphvizMessage(severity: .error, text: $0) })
        return LayoutStep { session, job throws(GraphvizError) in
            guard job.dot.contains(fix) else { throw failure }
            return try LayoutStep.graphviz.run(session, job)
        }
    }

    static let routingMessages = ["in routesplines, Pshortestpath failed", "lost S0 S7 edge"]

    @Test("a flow whose curved edges Graphviz cannot route is drawn again with straight edges, and says so")
    func routingFailureFallsBackToStraightEdges() throws {
        let flow = Self.randomFlow(seed: 1, screens: 14)
        let recording = RecordingStep(then: Self.failing(unless: "splines=\"line\"", with: Self.routingMessages))
        let rendering = try renderer.with(recording.step).render(flow, format: .svg)
        let reason = Self.routingMessages.map { GraphvizMessage(severity: .error, text: $0) }
        #expect(rendering.fallbacks == [Rendering.Fallback(attribute: "splines", value: "line", reason: reason)])
        #expect(try SVGDocument(rendering.data).nodeTitles.count == flow.screens.count + flow.undefinedTargets.count)
        // Tried once as written (the layout without ports that finds the flat edges of a flow
        // with rank marks, which fails), then with straight edges: that layout, then the drawing.
        #expect(recording.dots.count == 3)
        #expect(recording.dots.first?.contains("splines=") == false)
        #expect(recording.dots.last?.contains("splines=\"line\"") == true)
    }

    @Test("a routing the caller chose is not overridden: the failure is reported as it is")
    func chosenRoutingIsKept() throws {
        let flow = Self.randomFlow(seed: 1, screens: 14)
        let recording = RecordingStep(then: Self.failing(unless: "splines=\"line\"", with: Self.routingMessages))
        let error = try #require(throws: GraphvizError.self) {
            try renderer.with(recording.step).render(flow, format: .svg, writer: DOTWriter(style: DiagramStyle(graphAttributes: ["splines": "spline"])))
        }
        #expect(error.isRoutingFailure)
        #expect(error.messages.map(\.text) == Self.routingMessages)
        #expect(recording.dots.count == 1)
    }

    @Test("a flow whose rank marks and groups Graphviz cannot rank under newrank is drawn with the old ranking")
    func rankingFailureFallsBackToOldRanking() throws {
        let flow = Self.randomFlow(seed: 207, screens: 30)
        // Graphviz 2.43 uses newrank whenever the attribute is there: the old ranking leaves it out.
        let ranking = LayoutStep { session, job throws(GraphvizError) in
            if job.dot.contains("newrank") {
                throw GraphvizError(stage: .layout, messages: [GraphvizMessage(severity: .error, text: "trouble in init_rank")])
            }
            return try LayoutStep.graphviz.run(session, job)
        }
        let recording = RecordingStep(then: ranking)
        let rendering = try renderer.with(recording.step).render(flow, format: .svg)
        #expect(rendering.fallbacks.map(\.attribute) == ["newrank"])
        #expect(rendering.fallbacks.first?.value == "false")
        #expect(rendering.fallbacks.first?.reason == [GraphvizMessage(severity: .error, text: "trouble in init_rank")])
        #expect(try SVGDocument(rendering.data).nodeTitles.count == flow.screens.count + flow.undefinedTargets.count)
        // The layout without ports that finds flat edges fails as written; with the old ranking,
        // it and the drawing succeed.
        #expect(recording.dots.count == 3)
        #expect(recording.dots.dropFirst().allSatisfy { !$0.contains("newrank") })
        // A ranking the caller chose is kept, and the failure reported.
        let chosen = try #require(throws: GraphvizError.self) {
            try renderer.with(ranking).render(flow, writer: DOTWriter(style: DiagramStyle(graphAttributes: ["newrank": "true"])))
        }
        #expect(chosen.isRankingFailure)
    }

    @Test("a ranking failure, then a routing failure: both settings are added, in that order")
    func bothFallbacks() throws {
        let flow = Self.randomFlow(seed: 3, screens: 14)
        let step = LayoutStep { session, job throws(GraphvizError) in
            if job.dot.contains("newrank") {
                throw GraphvizError(stage: .layout, messages: [GraphvizMessage(severity: .error, text: "trouble in init_rank")])
            }
            guard job.dot.contains("splines=\"line\"") else {
                throw GraphvizError(stage: .layout, messages: [GraphvizMessage(severity: .error, text: "lost S1 S2 edge")])
            }
            return try LayoutStep.graphviz.run(session, job)
        }
        let rendering = try renderer.with(step).render(flow, format: .svg)
        #expect(rendering.fallbacks.map(\.attribute) == ["newrank", "splines"])
    }

    @Test(
        "shop-like flows whose tab screens share a rank inside a group lay out without a warning or a fallback",
        arguments: ["tabs-in-group-lost-edge.uiflow", "tabs-in-group-reclaim.uiflow"])
    func tabsInGroup(file: String) throws {
        let flow = try Paths.flow("Tests/UIFlowGraphvizTests/Fixtures/\(file)")
        #expect(!flow.hasErrors, "\(flow.diagnostics)")
        #expect(flow.screens.count { $0.group == "Tabs" && $0.rank == 2 } == 5)
        // Graphviz reports nothing…
        let rendering = try renderer.render(flow, format: .svg)
        #expect(rendering.warnings.isEmpty, "\(rendering.warnings)")
        // …and its path router prints nothing. (The capture takes the whole process's standard
        // error, where Swift Testing reports the tests running in parallel: look for the router's words.)
        let captured = try GraphvizRenderer(capturesStandardError: true).render(flow, format: .svg)
        let trouble = ["libpath", "triangulation", "triangle", "reclaim box space", "routesplines", "Pshortestpath"]
        #expect(!captured.warnings.contains { warning in trouble.contains { warning.text.contains($0) } }, "\(captured.warnings)")
        #expect(captured.data == rendering.data)
        #expect(rendering.fallbacks.isEmpty, "\(rendering.fallbacks)")
        // The labels of the tabs' edges to each other are external labels, drawn all the same.
        let dot = DOTWriter().write(flow)
        #expect(dot.contains("xlabel="))
        let svg = try SVGDocument(rendering.data)
        for line in dot.split(separator: "\n") where line.contains("xlabel=") {
            let label = line.split(separator: "xlabel=\"")[1].prefix { $0 != "\"" }
            // A label of two lines (a self-loop's `saved\n(id: id)`) is two texts.
            for text in label.split(separator: "\\n") {
                #expect(svg.texts.contains(String(text)), "\(label)")
            }
        }
    }

    @Test("the Graphviz version is known")
    func version() {
        let version = GraphvizRenderer.graphvizVersion
        #expect(version.first?.isNumber == true, "\(version)")
    }
}
