import Foundation
import TestSupport
import Testing

@Suite("uiflow render --returns")
struct RenderReturnsCommandTests {
    static let flow = """
        [Home]
        @entry
        --
        Open
        ==push=> Detail
        Ask
        ==present=> Help

        [Detail]
        --
        Back
        ==back=>

        [Help]
        --
        Close
        ==dismiss=>
        """

    @Test("by default a back or dismiss row says where it returns; --returns draws dotted edges instead; --no-return-marks neither")
    func returnsInDOT() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let plain = try CLI.run(["render", scratch.path("app.uiflow")])
        let drawn = try CLI.run(["render", scratch.path("app.uiflow"), "--returns"])
        #expect(plain.status == 0 && drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.stderr.isEmpty, "\(drawn.stderr)")
        #expect(!plain.stdout.contains(#""Detail":"action0":e -> "Home""#))
        #expect(drawn.stdout.contains(##""Detail":"action0":e -> "Home":"title":w [color="#8a8a8a", style="dotted", penwidth="1.6", arrowhead="vee", constraint="false"];"##))
        #expect(drawn.stdout.contains(##""Help":"action0":e -> "Home":"title":w [color="#d3541a", style="dotted""##))
        // Without --returns, the rows say where they return; with it, the two edges do instead.
        #expect(plain.stdout.contains(##"Back<FONT POINT-SIZE="9" COLOR="#8a8a8a"> ↩ Home</FONT>"##))
        #expect(plain.stdout.contains(##"Close<FONT POINT-SIZE="9" COLOR="#8a8a8a"> ↩ Home</FONT>"##))
        #expect(!drawn.stdout.contains("↩"))
        let plainLines = plain.stdout.split(separator: "\n")
        let added = drawn.stdout.split(separator: "\n").filter { !plainLines.contains($0) }
        #expect(added.filter { $0.contains(" -> ") }.count == 2, "\(added)")
        #expect(added.count == 4, "\(added)")
        // --no-return-marks: neither.
        let bare = try CLI.run(["render", scratch.path("app.uiflow"), "--no-return-marks"])
        #expect(bare.status == 0 && !bare.stdout.contains("↩") && !bare.stdout.contains(#""Detail":"action0":e -> "Home""#))
    }

    @Test("--returns to SVG and PNG: the SVG's edges carry the right titles")
    func returnsInPictures() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        for name in ["app.svg", "app.png"] {
            let result = try CLI.run(["render", "app.uiflow", "--returns", "-o", name], in: scratch.url)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
        let svg = try #require(scratch.read("app.svg"))
        #expect(svg.contains("<title>Home:action0-&gt;Detail</title>"))
        #expect(svg.contains("<title>Detail:action0-&gt;Home</title>"))
        #expect(svg.contains("<title>Help:action0-&gt;Home</title>"))
        let png = try Data(contentsOf: scratch.url.appendingPathComponent("app.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("the help explains --returns")
    func help() throws {
        let help = try CLI.run(["render", "--help"])
        #expect(help.stdout.contains("--returns"))
        #expect(help.stdout.contains("dotted edge"))
    }
}

@Suite("uiflow render reads the configuration")
struct RenderConfigurationCommandTests {
    @Test("the configuration's entry points count for --returns, and for JSON's arrivals")
    func entryPoints() throws {
        let flow = "[Home]\n@entry\n\n[Landing]\n--\nAsk\n==present=> Help\n\n[Help]\n--\nClose\n==dismiss=>\n"
        let scratch = try Scratch(["app.uiflow": flow, ".uiflow.yml": "entry-points:\n  - Landing\n"])
        let edge = #""Help":"action0":e -> "Landing":"title":w"#
        let dot = try CLI.run(["render", "app.uiflow", "-f", "dot", "--returns"], in: scratch.url)
        #expect(dot.status == 0, "\(dot.stderr)")
        #expect(dot.stdout.contains(edge), "\(dot.stdout)")
        let json = try CLI.run(["render", "app.uiflow", "-f", "json"], in: scratch.url)
        #expect(json.stdout.contains(#""from": "Landing""#), "\(json.stdout)")
        // With an empty configuration, Landing is no entry point: nothing presents Help.
        try scratch.write("empty.yml", "{}\n")
        let plain = try CLI.run(["render", "app.uiflow", "-f", "dot", "--returns", "--config", "empty.yml"], in: scratch.url)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!plain.stdout.contains(edge), "\(plain.stdout)")
    }

    @Test("a directory input leaves out what the configuration excludes")
    func excludes() throws {
        let scratch = try Scratch([
            "flows/app.uiflow": "[Home]\n@entry\n", "flows/drafts/old.uiflow": "[Old]\n@entry\n",
            ".uiflow.yml": "exclude:\n  - flows/drafts/**\n",
        ])
        let result = try CLI.run(["render", "flows", "-f", "dot"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""Home""#) && !result.stdout.contains(#""Old""#))
    }
}
