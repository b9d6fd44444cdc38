import Foundation
import TestSupport
import Testing

@Suite("uiflow render --split groups, --group, --focus")
struct RenderSplitCommandTests {
    static let flow = """
        [Welcome]
        @entry
        @group Onboarding
        --
        Sign in
        ==> Home

        [Home]
        @group Tabs & more
        --
        Open cart
        ==push=> Cart
        Settings
        ==present=> Settings

        [Cart]
        @group Tabs & more
        --
        Back
        ==back=> Home

        [Settings]
        --
        Sign out
        ==replace=> Welcome
        """

    @Test("--split groups -o DIR/ writes the overview and one file per group, named safely, and prints their paths")
    func splitIntoDirectory() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.run(["render", "app.uiflow", "--split", "groups", "-o", "out/", "-f", "dot"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "out/overview.dot\nout/onboarding.dot\nout/tabs-more.dot\nout/no-group.dot\n")
        let overview = try #require(scratch.read("out/overview.dot"))
        #expect(overview.contains(#""Tabs & more" [label=<<B>Tabs &amp; more</B><BR/><FONT POINT-SIZE="10">2 screens</FONT>>];"#))
        #expect(overview.contains(#""Onboarding" -> "Tabs & more" [label="1 transition", penwidth="1"];"#))
        #expect(overview.contains(#""(no group)" -> "Onboarding" [label="1 transition""#))
        let tabs = try #require(scratch.read("out/tabs-more.dot"))
        // The stubs: the screens outside the group that lead to it or that it leads to, with their group.
        #expect(tabs.contains(#""Welcome" [label=<<TABLE BORDER="1" STYLE="rounded,dashed""#))
        #expect(tabs.contains(##"Welcome</FONT><BR/><FONT POINT-SIZE="9" COLOR="#888888">(Onboarding)</FONT>"##))
        #expect(tabs.contains(##"Settings</FONT><BR/><FONT POINT-SIZE="9" COLOR="#888888">(no group)</FONT>"##))
        #expect(tabs.contains(##""Welcome":"action0":e -> "Home":"title":w [color="#555555"];"##))
        #expect(tabs.contains(#""Home":"action1":e -> "Settings""#))
        #expect(!tabs.contains(#""Settings":"action0":e -> "Welcome""#))
    }

    @Test("--split groups with a pattern takes the format from its extension; SVGs render")
    func splitWithPattern() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.run(["render", "app.uiflow", "--split", "groups", "-o", "pics/app-{group}.svg"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 4)
        let svg = try #require(scratch.read("pics/app-tabs-more.svg"))
        // `{group}` may name directories too; each is made.
        let nested = try CLI.run(["render", "app.uiflow", "--split", "groups", "-o", "by-group/{group}/flow.dot"], in: scratch.url)
        #expect(nested.status == 0, "\(nested.stderr)")
        #expect(nested.stdout.hasPrefix("by-group/overview/flow.dot\nby-group/onboarding/flow.dot\n"))
        #expect(scratch.read("by-group/tabs-more/flow.dot")?.contains("digraph") == true)
        #expect(svg.contains("<title>Welcome</title>") && svg.contains("<title>Tabs &amp; more</title>"))
        #expect(try #require(scratch.read("pics/app-overview.svg")).contains("1 transition<"))
    }

    @Test("--group draws one group; an unknown group is an error naming the closest")
    func oneGroup() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let drawn = try CLI.run(["render", "app.uiflow", "--group", "Onboarding"], in: scratch.url)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.stdout.contains(#""Home" [label=<<TABLE BORDER="1" STYLE="rounded,dashed""#))
        #expect(!drawn.stdout.contains(#""Cart""#))
        let wrong = try CLI.run(["render", "app.uiflow", "--group", "onbording"], in: scratch.url)
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("no group `onbording` in the flow; did you mean `Onboarding`?"), "\(wrong.stderr)")
    }

    @Test("--focus draws a screen's neighbourhood (--depth, either way); an unknown screen gets a suggestion")
    func focus() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let near = try CLI.run(["render", "app.uiflow", "--focus", "Cart", "-f", "mermaid"], in: scratch.url)
        #expect(near.status == 0, "\(near.stderr)")
        #expect(near.stdout.contains(#"s0["Home"#) && near.stdout.contains(#"s1["Cart"#))
        #expect(near.stdout.contains("class s2,s3 stub"), "\(near.stdout)")
        let far = try CLI.run(["render", "app.uiflow", "--focus", "Cart", "--depth", "2", "-f", "dot"], in: scratch.url)
        #expect(far.stdout.contains(#""Settings" [label=<<TABLE BORDER="0""#))
        let wrong = try CLI.run(["render", "app.uiflow", "--focus", "cart page"], in: scratch.url)
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("no screen `cart page` in the flow"), "\(wrong.stderr)")
    }

    @Test("the options check each other: one choice, --depth with --focus, a diagram format, -o for --split")
    func usage() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        for arguments in [
            ["--group", "Tabs & more", "--focus", "Cart"], ["--depth", "2"], ["--focus", "Cart", "-f", "json"],
            ["--split", "groups"], ["--split", "groups", "-o", "out/", "-f", "json"], ["--split", "groups", "-o", "app.svg"], ["--focus", "Cart", "--depth", "-1"],
        ] {
            let result = try CLI.run(["render", "app.uiflow"] + arguments, in: scratch.url)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
        }
    }

    @Test("render's other options apply to every split diagram: direction, -G, font, the configuration's globs")
    func otherOptions() throws {
        let scratch = try Scratch([
            "flows/app.uiflow": Self.flow, "flows/old.uiflow": "[Old]\n@group Legacy\n--\nGo\n==> Home\n",
            ".uiflow.yml": "exclude:\n  - \"**/old.uiflow\"\n",
        ])
        let result = try CLI.run(
            ["render", "flows", "--split", "groups", "-o", "out", "-f", "dot", "--direction", "TB", "-G", "ranksep=1.2"],
            in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("legacy"))
        for name in ["overview", "onboarding", "tabs-more", "no-group"] {
            let dot = try #require(scratch.read("out/\(name).dot"), "\(name)")
            #expect(dot.contains(#"rankdir="TB""#) && dot.contains(#"ranksep="1.2""#), "\(name)")
            #expect(!dot.contains("Old"), "\(name)")
        }
        let group = try CLI.run(["render", "flows", "--group", "Tabs & more", "-f", "dot", "--font", "Noto Sans"], in: scratch.url)
        #expect(group.stdout.contains(#"fontname="Noto Sans""#))
    }
}
