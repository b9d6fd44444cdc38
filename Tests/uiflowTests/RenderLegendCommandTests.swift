import Foundation
import TestSupport
import Testing

@Suite("uiflow render --legend, --color-by, and the note on large flows")
struct RenderLegendCommandTests {
    static let flow = "[A]\n@group One\n--\nGo\n==push=> B\n\n[B]\n@group Two\n--\nBack\n==back=> A\n"

    @Test("--legend adds the legend; off by default")
    func legend() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let plain = try CLI.run(["render", scratch.path("app.uiflow")])
        let drawn = try CLI.run(["render", scratch.path("app.uiflow"), "--legend"])
        #expect(plain.status == 0 && drawn.status == 0, "\(drawn.stderr)")
        #expect(!plain.stdout.contains("uiflow legend"))
        #expect(drawn.stdout.contains("\t\"uiflow legend\" [label=<<TABLE"))
        #expect(drawn.stdout.contains("push  ==push=&gt;") && drawn.stdout.contains("back  ==back=&gt;"))
    }

    @Test("--color-by group colours each edge by its screen's group; --color-by none greys them; a bad value is a usage error")
    func colorBy() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let group = try CLI.run(["render", scratch.path("app.uiflow"), "--color-by", "group"])
        #expect(group.stdout.contains(##""A":"action0":e -> "B":"title":w [color="#1f77b4", penwidth="2", arrowhead="vee"];"##))
        #expect(group.stdout.contains(##""B":"action0":e -> "A":"title":w [color="#d62728", style="dotted""##))
        let none = try CLI.run(["render", scratch.path("app.uiflow"), "--color-by", "none"])
        #expect(none.stdout.contains(##""A":"action0":e -> "B":"title":w [color="#555555", penwidth="2", arrowhead="vee"];"##))
        let bad = try CLI.run(["render", scratch.path("app.uiflow"), "--color-by", "rainbow"])
        #expect(bad.status == 64)
    }

    @Test("a flow of more than 50 screens is drawn, with a note suggesting one diagram per group")
    func largeFlowNote() throws {
        let text = (0...50).map { "[S\($0)]\n--\nNext\n==> S\($0 + 1)\n" }.joined() + "[S51]\n"
        let scratch = try Scratch(["big.uiflow": text, "small.uiflow": Self.flow])
        let big = try CLI.run(["render", scratch.path("big.uiflow"), "-f", "dot"])
        #expect(big.status == 0)
        #expect(
            big.stderr == "uiflow: 52 screens are more than one diagram shows readably (50): give the screens @group and draw "
                + "one diagram per group with --split groups, or draw one screen's neighborhood with --focus SCREEN\n")
        // With groups the advice is the split; a part of the flow (--group, --focus) gets none.
        let grouped = text.replacingOccurrences(of: "--\n", with: "@group G\n--\n")
        try grouped.write(toFile: scratch.path("grouped.uiflow"), atomically: true, encoding: .utf8)
        let withGroups = try CLI.run(["render", scratch.path("grouped.uiflow"), "-f", "dot"])
        #expect(withGroups.stderr == "uiflow: 52 screens are more than one diagram shows readably (50): draw one diagram per group with --split groups\n")
        let part = try CLI.run(["render", scratch.path("grouped.uiflow"), "-f", "dot", "--group", "G"])
        #expect(part.status == 0 && part.stderr.isEmpty, "\(part.stderr)")
        let small = try CLI.run(["render", scratch.path("small.uiflow"), "-f", "dot"])
        #expect(small.stderr.isEmpty)
        let json = try CLI.run(["render", scratch.path("big.uiflow"), "-f", "json"])
        #expect(json.stderr.isEmpty)
    }

    @Test("uiflow spec draws its groups' SVGs with the legend by default, and without it with --no-legend; the overview has none")
    func specLegend() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let on = try CLI.run(["spec", scratch.path("app.uiflow"), "-o", scratch.path("on.md")])
        let off = try CLI.run(["spec", scratch.path("app.uiflow"), "-o", scratch.path("off.md"), "--no-legend"])
        #expect(on.status == 0 && off.status == 0, "\(on.stderr)\(off.stderr)")
        // With groups, the top diagram is the groups' overview, which draws no transition kinds.
        let overview = try String(contentsOfFile: scratch.path("on.svg"), encoding: .utf8)
        let withLegend = try String(contentsOfFile: scratch.path("on-one.svg"), encoding: .utf8)
        let without = try String(contentsOfFile: scratch.path("off-one.svg"), encoding: .utf8)
        #expect(!overview.contains(">Transitions</text>"))
        #expect(withLegend.contains(">Transitions</text>"))
        #expect(!without.contains(">Transitions</text>"))
    }
}
