import Foundation
import TestSupport
import Testing
import UIFlowGraphviz
import UIFlowKit

@Suite("uiflow render's formats: the table's")
struct RenderFormatCommandTests {
    /// What render writes: every format of the table but the Markdown spec (`uiflow spec`'s).
    static let formats = OutputFormat.all.filter { $0 != .markdown }

    @Test("every extension of every format render writes picks that format, as -f does")
    func formatFromEveryExtension() throws {
        let scratch = try Scratch(["app.uiflow": RenderCommandTests.flow])
        for format in Self.formats {
            let named = try CLI.run(["render", scratch.path("app.uiflow"), "-f", format.name])
            #expect(named.status == 0, "\(format): \(named.stderr)")
            #expect(!named.stdoutData.isEmpty, "\(format)")
            for fileExtension in format.fileExtensions + format.fileExtensions.map({ $0.uppercased() }) {
                let output = scratch.path("out.\(fileExtension)")
                let result = try CLI.run(["render", scratch.path("app.uiflow"), "-o", output])
                #expect(result.status == 0, "\(fileExtension): \(result.stderr)")
                #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == named.stdoutData, "\(fileExtension)")
            }
        }
    }

    @Test("-f takes, and the help and errors name, the table's formats but the Markdown spec, in their usual order")
    func namedFormats() throws {
        let scratch = try Scratch(["app.uiflow": RenderCommandTests.flow])
        let names = ["svg", "png", "pdf", "dot", "json", "mermaid"]
        #expect(Set(names) == Set(Self.formats.map(\.name)))
        let help = try CLI.run(["render", "--help"])
        #expect(help.stdout.contains("Output format: \(names.joined(separator: ", "))."))
        for fileExtension in OutputFormat.markdown.fileExtensions + ["txt"] {
            let refused = try CLI.run(["render", scratch.path("app.uiflow"), "-o", scratch.path("out.\(fileExtension)")])
            #expect(refused.status == 64)
            #expect(refused.stderr.contains("cannot tell the format from the output name"))
            #expect(refused.stderr.contains("pass -f \(names.joined(separator: "|"))"))
        }
        let markdown = try CLI.run(["render", scratch.path("app.uiflow"), "-f", OutputFormat.markdown.name])
        #expect(markdown.status == 64)
    }
}
