import Foundation
import TestSupport
import Testing

@Suite("uiflow spec with groups and --screen-diagrams")
struct SpecGroupsCommandTests {
    @Test("with groups: the overview SVG on top, each group's SVG at the head of its section, each screen's with --screen-diagrams; every linked file written")
    func groupDiagrams() throws {
        let scratch = try Scratch(["app.uiflow": RenderSplitCommandTests.flow])
        let result = try CLI.run(["spec", "app.uiflow", "-o", "docs/SPEC.md", "--screen-diagrams"], in: scratch.url)
        #expect(result.status == 64 || result.status == 73, "a missing directory is not created")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let written = try CLI.run(["spec", "app.uiflow", "-o", "docs/SPEC.md", "--screen-diagrams"], in: scratch.url)
        #expect(written.status == 0, "\(written.stderr)")
        let markdown = try #require(scratch.read("docs/SPEC.md"))
        #expect(markdown.contains("![Overview of the groups of App](<SPEC.svg>)"))
        #expect(markdown.contains("<a id=\"group-tabs-more\"></a>\n\n## Group: Tabs &amp; more\n\n2 screens.\n\n![Screen-transition diagram of the group Tabs &amp; more](<SPEC-tabs-more.svg>)"))
        #expect(markdown.contains("- [Group: (no group)](#group-no-group)\n  - [Settings](#screen-settings)"))
        #expect(markdown.contains("**Next to it**\n\n![The screens next to Cart](<SPEC-screen-cart.svg>)"))
        for name in ["SPEC.svg", "SPEC-onboarding.svg", "SPEC-tabs-more.svg", "SPEC-no-group.svg", "SPEC-screen-cart.svg", "SPEC-screen-welcome.svg"] {
            #expect(scratch.read("docs/\(name)")?.contains("<svg") == true, "\(name)")
        }
        #expect(scratch.read("docs/SPEC.svg")?.contains("2 screens") == true)
    }

    @Test("with Mermaid, the overview and the groups' diagrams are inline")
    func mermaid() throws {
        let scratch = try Scratch(["app.uiflow": RenderSplitCommandTests.flow])
        let result = try CLI.run(["spec", "app.uiflow", "--diagram", "mermaid"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "```mermaid").count - 1 == 4)
        #expect(result.stdout.contains("g1([\"Tabs #amp; more<br/>2 screens\"])\n"))
        #expect(result.stdout.contains("g0 -->|\"1 transition\"| g1\n"))
        // The Tabs group: Home and Cart, then the stubs Welcome and Settings.
        #expect(result.stdout.contains("    class s2,s3 stub\n"))
    }
}
