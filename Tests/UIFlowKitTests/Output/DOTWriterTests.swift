import Foundation
import FlowGenerator
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import UIFlowKit

@Suite("DOT output")
struct DOTWriterTests {
    @Test("the features fixture gives the golden DOT")
    func featuresGolden() throws {
        Golden.check(DOTWriter().write(try Fixtures.flow("features.uiflow")), "features.dot")
    }

    @Test("each conformance sample gives its golden DOT", arguments: Paths.conformanceSamples)
    func conformanceGolden(sample: String) throws {
        Golden.check(DOTWriter().write(try Fixtures.conformance(sample)), "conformance/\(sample).dot")
    }

    @Test("the same flow always gives the same bytes")
    func deterministic() throws {
        let flow = try Fixtures.flow("features.uiflow")
        let first = DOTWriter().write(flow)
        for _ in 0..<5 {
            #expect(DOTWriter().write(try Fixtures.flow("features.uiflow")) == first)
        }
    }

    @Test("writeData gives the bytes of write")
    func dataMatchesText() throws {
        let flow = try Fixtures.flow("features.uiflow")
        #expect(DOTWriter().writeData(flow) == Data(DOTWriter().write(flow).utf8))
    }

    @Test("each kind has its own colour and line, not only its own arrowhead")
    func kindStyles() throws {
        let dot = DOTWriter().write(try Fixtures.flow("features.uiflow"))
        #expect(dot.contains(##""Sign in":"action1":e -> "Sign up":"title":w [label="Sign up", color="#7b3fb5", style="dashed", penwidth="1.4"]"##))
        #expect(dot.contains(##""Sign up":"action0":e -> "Sign in":"title":w [color="#d3541a", style="dotted", penwidth="2.6", arrowhead="empty"]"##))
        #expect(dot.contains(##""Launch":"action0":e -> "Home":"title":w [color="#b0233c:invis:#b0233c"]"##))
        #expect(dot.contains(##""Home":"action1":e -> "Cart":"title":w [color="#0b8a7e", style="dashed", penwidth="2.4"]"##))
        // Within a rank: no port, and an external label (dot gives a flat edge's label a rank of its own).
        #expect(dot.contains(##""Home" -> "Product" [xlabel="(productId: product.id, source: .feed)", color="#1c6bb0", penwidth="2", arrowhead="vee"]"##))
        // A back without a target draws no edge.
        #expect(!dot.contains(#""Product":"action0" ->"#))
    }

    @Test("undefined targets are dashed ellipses; groups are clusters; ranks from `#`, within each cluster")
    func nodesClustersAndRanks() {
        let flow = parse("[A#]\n@group G\n--\nTap\n==> Nowhere\n\n[B##]\n@group G\n\n[C##]\n\n[D##]\n\n[E#]\n")
        let dot = DOTWriter().write(flow)
        #expect(dot.contains(#""Nowhere" [label="Nowhere", shape="ellipse", style="dashed", margin="0.11,0.055"];"#))
        #expect(
            dot.contains(
                """
                \tsubgraph {
                \t\tcluster="true"; label="G"; style="rounded,filled"; fillcolor="#f4f4f4"; color="#bbbbbb";
                \t\t"A";
                \t\t"B";
                \t\t{ rank=source; cluster="false"; "A"; }
                \t\t{ rank=same; cluster="false"; "B"; }
                \t}
                \t{ rank=source; "E"; }
                \t{ rank=same; "C"; "D"; }
                }
                """))
    }

    @Test("an edge between two screens of one rank set leaves from the screen, not from the action's port")
    func flatEdgesHaveNoPort() {
        let flow = parse(
            """
            [A##]
            --
            a
            ==> B
            b
            ==> A
            c
            ==> C
            [B##]
            --
            b
            ==> A
            [C###]
            [D##]
            @group G
            --
            d
            ==> E
            e
            ==> A
            [E##]
            @group G
            """)
        let dot = DOTWriter().write(flow)
        // Same rank, both ungrouped, or both in G: flat edges, drawn without a port.
        #expect(dot.contains("\t\"A\" -> \"B\" [color=\"#555555\"];\n"))
        #expect(dot.contains("\t\"B\" -> \"A\" [color=\"#555555\"];\n"))
        #expect(dot.contains("\t\"D\" -> \"E\" [color=\"#555555\"];\n"))
        // A self-loop, another rank, or the same mark in another cluster keep the port.
        #expect(dot.contains("\t\"A\":\"action1\" -> \"A\" [color=\"#555555\"];\n"))
        #expect(dot.contains("\t\"A\":\"action2\":e -> \"C\":\"title\":w [color=\"#555555\"];\n"))
        #expect(dot.contains("\t\"D\":\"action1\":e -> \"A\":\"title\":w [color=\"#555555\"];\n"))
    }

    @Test("large flows get the fast layout settings, small ones Graphviz's curved defaults; overrides win")
    func layoutBySize() {
        let threshold = DOTWriter.fastLayoutThreshold
        // A chain of n screens has n screens and n - 1 transitions.
        func chain(_ count: Int) -> Flow {
            parse((1...count).map { "[S\($0)]\n--\nnext\n==> S\($0 + 1)\n" }.joined() + "[S\(count + 1)]\n")
        }
        let small = chain(threshold / 2 - 1)
        let large = chain(threshold / 2 + 1)
        #expect(DOTWriter.size(of: small) <= threshold)
        #expect(DOTWriter.size(of: large) > threshold)
        let fast = #"ranksep="2", nodesep="1", newrank="true", fontname="Helvetica,Arial,sans-serif", nslimit="1", nslimit1="1", mclimit="0.1"];"#
        #expect(!DOTWriter().write(small).contains("nslimit"))
        #expect(DOTWriter().write(large).contains(fast))
        #expect(DOTWriter(style: DiagramStyle(layout: .fast)).write(small).contains(fast))
        #expect(!DOTWriter(style: DiagramStyle(layout: .curved)).write(large).contains("nslimit"))
        // The fast layout's labels are external ones; the curved layout's are not.
        let labelled = parse("[A]\n--\ngo\n==push{tap}=> B\n\n[B]\n")
        #expect(DOTWriter(style: DiagramStyle(layout: .fast)).write(labelled).contains(#""A":"action0" -> "B" [xlabel="tap", "#))
        #expect(DOTWriter(style: DiagramStyle(layout: .curved)).write(labelled).contains(#""A":"action0":e -> "B":"title":w [label="tap", "#))
        let overridden = DOTWriter(style: DiagramStyle(graphAttributes: ["splines": "line", "mclimit": "1", "ranksep": "0.5"])).write(large)
        #expect(overridden.contains(#"ranksep="0.5", nodesep="1", newrank="true", fontname="Helvetica,Arial,sans-serif", nslimit="1", nslimit1="1", mclimit="1", splines="line"];"#))
    }

    @Test("a screen is a table of fields with one port per action, in any direction")
    func screenTable() {
        for direction in DOTWriter.Direction.allCases {
            let dot = DOTWriter(style: DiagramStyle(direction: direction)).write(parse("[A]\nsee\n--\ntap\n==> B\n"))
            #expect(dot.contains("rankdir=\"\(direction.rawValue)\""))
            #expect(
                dot.contains(
                    ##""A" [label=<<TABLE BORDER="0" CELLBORDER="1" CELLSPACING="0" CELLPADDING="4" BGCOLOR="white"><TR><TD PORT="title" ALIGN="LEFT" BALIGN="LEFT">A</TD></TR><TR><TD PORT="see" ALIGN="LEFT" BALIGN="LEFT">see</TD></TR><TR><TD PORT="action0" ALIGN="LEFT" BALIGN="LEFT">tap</TD></TR></TABLE>>];"##
                ))
        }
    }

    @Test("attribute overrides replace defaults in place and add new ones in key order")
    func attributeOverrides() {
        let writer = DOTWriter(
            style: DiagramStyle(
                fontName: "Noto Sans CJK JP", graphAttributes: ["splines": "line", "rankdir": "BT", "a b": "x"],
                edgeAttributes: ["color": "red"]))
        let dot = writer.write(parse("[A]\n"))
        #expect(
            dot.contains(
                #"graph [charset="UTF-8", rankdir="BT", labelloc="t", labeljust="r", bgcolor="white", pad="0.25", ranksep="0.5", nodesep="0.4", newrank="true", fontname="Noto Sans CJK JP", "a b"="x", splines="line"];"#
            ))
        #expect(dot.contains(#"edge [fontsize="9", fontname="Noto Sans CJK JP", color="red"];"#))
        // The canvas is white to its edges unless the background is chosen.
        let transparent = DOTWriter(style: DiagramStyle(graphAttributes: ["bgcolor": "transparent"])).write(parse("[A]\n"))
        #expect(transparent.contains(#"labeljust="r", bgcolor="transparent", pad="0.25","#))
        // Graphviz 2.43 takes any newrank value for true: false leaves the attribute out.
        let oldRanking = DOTWriter(style: DiagramStyle(graphAttributes: ["newrank": "false"])).write(parse("[A]\n"))
        #expect(!oldRanking.contains("newrank"))
    }

    @Test("table text escapes XML's specials and backslashes; control characters become spaces")
    func tableTextEscaping() {
        var buffer = TextBuffer()
        DOT.appendHTML("a \"b\" \\N {d} |e| <f> &amp;\tg ]] \u{FFFE}", to: &buffer)
        #expect(buffer.text == #"a &quot;b&quot; \\N {d} |e| &lt;f&gt; &amp;amp; g &#93;&#93; \#u{FFFD}"#)
    }

    @Test("quoted labels escape quotes, backslashes and ampersands")
    func quotedLabelEscaping() {
        #expect(DOT.label(["a \"b\" \\l &lt;", "2"]) == #""a \"b\" \\l &amp;lt;\n2""#)
    }

    // MARK: Any text gives valid DOT

    /// Text built from the characters that break naive DOT writers.
    static func hostileText(_ random: inout SplitMix64) -> String {
        let pieces = [
            "{", "}", "|", "<", ">", "\"", "\\", "\\l", "\\N", "\\G", "&", "&amp;", "&#123;", "&lt;", ";", ",",
            "=", "[", "]", ":", "->", "--", "  ", "#", "画面", "ログイン", "🙂", "e\u{301}", "plain", "x", "1",
            "@", "'", "\u{3000}", "\t", "//", "<<>>", "{}", "%",
        ]
        var text = ""
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            text += pieces.randomElement(using: &random) ?? "x"
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? "x" : trimmed
    }

    /// A flow with hostile text everywhere: names, sees, actions, labels, arguments, groups.
    static func hostileFlow(seed: UInt64, screens count: Int) -> Flow {
        var random = SplitMix64(seed: seed)
        var names: [String] = []
        for index in 0..<count { names.append(hostileText(&random) + " \(index)") }
        let range = SourceRange(SourceLocation(file: "random.uiflow", line: 1, column: 1))
        let screens = names.map { name -> Screen in
            let sees = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                TextLine(text: hostileText(&random), range: range)
            }
            let actions = (0..<Int.random(in: 0...3, using: &random)).map { _ -> Action in
                let target =
                    Bool.random(using: &random) ? names.randomElement(using: &random) ?? name : hostileText(&random)
                let transition = Transition(
                    target: target, kind: TransitionKind.allCases.randomElement(using: &random) ?? .show,
                    label: Bool.random(using: &random) ? hostileText(&random) : nil,
                    arguments: Bool.random(using: &random)
                        ? [Transition.Argument(label: "id", value: hostileText(&random), range: range)] : [],
                    range: range)
                return Action(
                    text: [TextLine(text: hostileText(&random), range: range)], transitions: [transition],
                    range: range)
            }
            return Screen(
                name: name, range: range, rank: Int.random(in: 0...3, using: &random),
                parameters: [Screen.Parameter(name: "p", type: hostileText(&random), range: range)],
                hasParameterList: true, sees: sees, actions: actions,
                group: Bool.random(using: &random) ? hostileText(&random) : nil)
        }
        return Flow(files: [ParsedFile(path: "random.uiflow", screens: screens, diagnostics: [])])
    }

    @Test("random hostile text always gives well-formed table labels and quoted strings", arguments: 0..<20)
    func hostileTextGivesWellFormedDOT(seed: UInt64) throws {
        let dot = DOTWriter().write(Self.hostileFlow(seed: seed, screens: 30))
        let lexed = try DOTLexer.tokens(dot)
        #expect(lexed.htmlLabels.count == 30)
        for label in lexed.htmlLabels {
            #expect(DOTLexer.isWellFormedXML(label), "not XML: \(label)")
        }
    }

    @Test(
        "Graphviz accepts the DOT for random hostile text and draws every text exactly",
        .enabled(if: GraphvizCommand.isInstalled, "needs Graphviz's `dot` command (make test installs it)"),
        arguments: 0..<8)
    func graphvizDrawsHostileTextExactly(seed: UInt64) throws {
        let flow = Self.hostileFlow(seed: 1000 + seed, screens: 25)
        let drawn = try GraphvizCommand.drawnTexts(DOTWriter().write(flow))
        for screen in flow.screens {
            let texts = try #require(drawn.nodes[screen.name], "no node named \(screen.name)")
            var expected = [screen.name] + screen.sees.map(\.text) + screen.actions.flatMap { $0.text.map(\.text) }
            expected.append("(" + screen.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")")
            // A diagram has no tabs: they are drawn as spaces.
            for text in expected.map({ $0.replacingOccurrences(of: "\t", with: " ") }) {
                #expect(texts.contains(text), "\(text.debugDescription) not drawn in \(texts)")
            }
        }
        let labels = Set(flow.screens.flatMap(\.transitions).compactMap { $0.target == nil ? nil : $0.label })
        for label in labels.map({ $0.replacingOccurrences(of: "\t", with: " ") }) {
            #expect(drawn.edgeTexts.contains(label), "edge label \(label.debugDescription) not drawn")
        }
    }
}

/// A lexer for the DOT this project writes, strict where Graphviz is: quoted strings end at an
/// unescaped `"`, HTML-like labels at the `>` that balances their `<`.
enum DOTLexer {
    struct Tokens {
        var quoted: [String] = []
        var htmlLabels: [String] = []
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func tokens(_ dot: String) throws -> Tokens {
        var tokens = Tokens()
        let scalars = Array(dot.unicodeScalars)
        var index = 0
        while index < scalars.count {
            switch scalars[index] {
            case "\"":
                var text = String.UnicodeScalarView()
                index += 1
                while true {
                    guard index < scalars.count else { throw Failure(description: "unterminated string") }
                    if scalars[index] == "\\", index + 1 < scalars.count {
                        text.append(scalars[index])
                        text.append(scalars[index + 1])
                        index += 2
                        continue
                    }
                    if scalars[index] == "\"" { break }
                    text.append(scalars[index])
                    index += 1
                }
                tokens.quoted.append(String(text))
            case "<":
                var depth = 0
                var text = String.UnicodeScalarView()
                repeat {
                    guard index < scalars.count else { throw Failure(description: "unterminated HTML label") }
                    if scalars[index] == "<" { depth += 1 }
                    if scalars[index] == ">" { depth -= 1 }
                    text.append(scalars[index])
                    index += 1
                } while depth > 0
                tokens.htmlLabels.append(String(String(text).dropFirst().dropLast()))
                continue
            default:
                break
            }
            index += 1
        }
        return tokens
    }

    /// Whether the label is well-formed XML (one element, entities known to XML).
    static func isWellFormedXML(_ label: String) -> Bool {
        let parser = XMLParser(data: Data(label.utf8))
        return parser.parse()
    }
}

/// Graphviz's `dot` command, when installed, to check output against the real thing.
enum GraphvizCommand {
    static let path: String? = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static var isInstalled: Bool { path != nil }

    struct Drawn {
        /// Each node's name and the lines of text drawn in it.
        var nodes: [String: [String]] = [:]
        /// The lines of text drawn on edges.
        var edgeTexts: Set<String> = []
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `dot -Tjson` and collects the text Graphviz draws for each node and edge. Node names come
    /// back with backslashes doubled (DOT keeps `\\` in IDs), so they are undoubled here, and with
    /// the space the writer puts before a leading `%`, which is removed.
    static func drawnTexts(_ dot: String) throws -> Drawn {
        let output = try run(arguments: ["-Tjson"], input: Data(dot.utf8))
        guard let root = try JSONSerialization.jsonObject(with: output) as? [String: Any] else {
            throw Failure(description: "dot -Tjson gave no object")
        }
        var drawn = Drawn()
        for object in root["objects"] as? [[String: Any]] ?? [] {
            guard let name = object["name"] as? String else { continue }
            var screen = name.replacingOccurrences(of: "\\\\", with: "\\")
            if screen.hasPrefix(" %") { screen.removeFirst() }
            drawn.nodes[screen] = texts(object)
        }
        for edge in root["edges"] as? [[String: Any]] ?? [] {
            drawn.edgeTexts.formUnion(texts(edge))
        }
        return drawn
    }

    private static func texts(_ object: [String: Any]) -> [String] {
        (object["_ldraw_"] as? [[String: Any]] ?? []).compactMap { $0["op"] as? String == "T" ? $0["text"] as? String : nil }
    }

    /// Runs `dot` on the given input; throws with its stderr when it fails or reports an error.
    static func run(arguments: [String], input: Data) throws -> Data {
        guard let path else { throw Failure(description: "dot is not installed") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-dot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("input.dot")
        let errorURL = directory.appendingPathComponent("stderr.txt")
        try input.write(to: inputURL)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments + [inputURL.path]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self)
        guard process.terminationStatus == 0, !message.contains("Error") else {
            throw Failure(description: "dot failed (\(process.terminationStatus)): \(message)")
        }
        return output
    }
}
