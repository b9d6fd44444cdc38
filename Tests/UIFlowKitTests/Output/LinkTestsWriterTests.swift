import Foundation
import TestSupport
import Testing
import Yams

@testable import UIFlowKit

/// What `uiflow generate tests` writes: the Swift Testing file compiled with the generated code and
/// run (every test must pass), pinned by a golden file for the shop sample; the Maestro flows read
/// as YAML and checked against Maestro's documented flow format (Maestro itself cannot run here).
@Suite("Generated tests of the deep links")
struct LinkTestsWriterTests {
    @Test("the generated Swift Testing file compiles with the generated code, and every test passes", arguments: CodegenFlow.all)
    func compilesAndPasses(flow: CodegenFlow) throws {
        let parsed = try flow.flow()
        let (files, diagnostics) = LinkTestsWriter().write(parsed)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let tests = try #require(files.first { $0.path.hasSuffix(".swift") })
        let runner = "import Testing\n@main struct Runner { static func main() async { await Testing.__swiftPMEntryPoint() as Never } }\n"
        let outcome = try GeneratedSwiftRunTests.compileAndRun(
            ["Destination.swift": SwiftWriter().write(parsed).code, "Support.swift": flow.support, "Tests.swift": tests.text, "Runner.swift": runner],
            flags: ["-parse-as-library"])
        #expect(outcome.status == 0, "\(outcome.output)")
        let routes = parsed.screens.reduce(0) { $0 + $1.routes.count }
        #expect(outcome.output.contains("Test run with \(routes) test"), "\(outcome.output)")
    }

    @Test("the shop sample's tests and Maestro flows are the golden ones")
    func golden() throws {
        let flow = try #require(CodegenFlow.all.first { $0.name == "shop" })
        for file in LinkTestsWriter().write(try flow.flow()).files {
            Golden.check(file.text, "tests/shop/\(file.path)")
        }
    }

    @Test("every Maestro flow follows Maestro's documented format: a configuration with appId, then commands", arguments: CodegenFlow.all)
    func maestroFormat(flow: CodegenFlow) throws {
        let parsed = try flow.flow()
        let files = LinkTestsWriter(appID: "com.example.app").write(parsed).files.filter { $0.path.hasPrefix("maestro/") }
        #expect(files.count == parsed.screens.reduce(0) { $0 + $1.routes.count })
        for file in files {
            let documents = try Array(Yams.load_all(yaml: file.text))
            #expect(documents.count == 2, "\(file.path)")
            let config = try #require(documents.first as? [String: Any], "\(file.path)")
            #expect(config["appId"] as? String == "com.example.app")
            #expect(Set(config.keys).isSubset(of: ["appId", "name", "tags", "env", "onFlowStart", "onFlowComplete"]))
            let commands = try #require(documents.last as? [Any], "\(file.path)")
            #expect(commands.count == 2)
            for command in commands {
                let step = try #require(command as? [String: Any], "\(file.path): \(command)")
                #expect(step.count == 1)
                let (name, argument) = try #require(step.first)
                switch name {
                case "openLink":
                    let link = try #require(argument as? String ?? (argument as? [String: Any])?["link"] as? String)
                    #expect(link.hasPrefix("${LINK_BASE}/") || (link.contains("://") && URL(string: link) != nil), "\(link)")
                case "assertVisible":
                    let selector = try #require(argument as? [String: Any])
                    #expect(Set(selector.keys).isSubset(of: ["id", "text", "index", "enabled", "checked", "focused", "selected"]))
                    #expect(selector["id"] as? String != nil)
                default:
                    Issue.record("\(file.path): `\(name)` is not a command the flows use")
                }
            }
        }
    }

    @Test("a configured sample value is a literal written back, or the route is left out with a warning: never code")
    func sampleValuesAreLiterals() throws {
        let flow = Flow(parsing: "[Item(tab: ItemTab)]\n@entry\n@route app://items/:tab\n", file: "a.uiflow")
        let good = LinkTestsWriter(sampleValues: ["ItemTab": ".reviews"]).write(flow)
        #expect(good.diagnostics.isEmpty)
        #expect(good.files[0].text.contains("Destination.item(tab: .reviews)"))
        let hostile = LinkTestsWriter(sampleValues: ["ItemTab": ".a); print(\"INJECTED\"); _ = (1"]).write(flow)
        #expect(hostile.diagnostics.map(\.rule) == [SwiftWriter.rule])
        #expect(!hostile.files[0].text.contains("INJECTED"))
        #expect(hostile.files.count == 1)
    }
}
