import Foundation
import TestSupport
import Testing

@Suite("uiflow generate tests")
struct GenerateTestsCommandTests {
    static let flow = "[Home]\n@entry\n@navigation\n--\nTap\n==push=> Item(id: 1, tab: .overview)\n\n[Item(id: Int, tab: ItemTab)]\n@route myapp://items/:id/:tab\n--\nBack\n==back=>\n"

    @Test("writes the Swift Testing file and a Maestro flow per route, with the configuration's sample values")
    func writes() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow, ".uiflow.yml": "test-values:\n  ItemTab: .reviews\n"])
        let result = try CLI.run(["generate", "tests", "app.uiflow", "-o", "Generated", "--module", "App", "--app-id", "com.example.app"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("wrote 2 files to Generated: 1 Swift Testing file and 1 Maestro flows"), "\(result.stderr)")
        let tests = try #require(scratch.read("Generated/DestinationLinkTests.swift"))
        #expect(tests.contains("@testable import App\n"))
        #expect(tests.contains("let expected = Destination.item(id: 42, tab: .reviews)"))
        #expect(tests.contains("#expect(opened.path.map(\\.destination.screen) == [.home, .item])"))
        let maestro = try #require(scratch.read("Generated/maestro/001-item.yaml"))
        #expect(maestro.contains("appId: \"com.example.app\"\n---\n- openLink: \"myapp://items/42/reviews\"\n- assertVisible:\n    id: \"Item\"\n"))
    }

    @Test("a type without a sample value: the route is left out with a warning; a flow with errors writes nothing")
    func missingSamplesAndErrors() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow, "broken.uiflow": "[A]\n@entry\n--\n==push=> B\n\n[B(id: Int)]\n"])
        let result = try CLI.run(["generate", "tests", "app.uiflow", "-o", "Generated"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("no sample value of `ItemTab`"), "\(result.stderr)")
        #expect(scratch.read("Generated/maestro/001-item.yaml") == nil)
        let broken = try CLI.run(["generate", "tests", "broken.uiflow", "-o", "Out"], in: scratch.url)
        #expect(broken.status == 1)
        #expect(scratch.read("Out/DestinationLinkTests.swift") == nil)
    }
}
