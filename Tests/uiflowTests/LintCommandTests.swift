import Foundation
import TestSupport
import Testing

@Suite("uiflow lint")
struct LintCommandTests {
    static let clean = "[Home]\n@entry\n--\nTap\n==push=> Detail(id: 1)\n\n[Detail(id: Int)]\n--\nBack\n==back=>\n"
    static let broken = "[Home]\n@entry\n--\nTap\n==push=> Detail\n\n[Detail(id: Int)]\n--\nBack\n==back=>\n"
    static let warning = "[Home]\n@entry\n--\nTap\n==> Nowhere\n"

    @Test("a clean flow exits 0 with a summary on stderr")
    func clean() throws {
        let scratch = try Scratch(["app.uiflow": Self.clean])
        let result = try CLI.run(["lint", "app.uiflow"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "no problems in 1 file\n")
    }

    @Test("errors exit 1, printed as file:line:col: severity: message [rule]")
    func errors() throws {
        let scratch = try Scratch(["app.uiflow": Self.broken])
        let result = try CLI.run(["lint", "app.uiflow"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("app.uiflow:5:10: error: this transition to `Detail` leaves out required parameter `id`"))
        #expect(result.stdout.hasSuffix("[missing-argument]\n"))
        #expect(result.stderr == "1 error in 1 file\n")
    }

    @Test("warnings pass, and fail with --strict")
    func strict() throws {
        let scratch = try Scratch(["app.uiflow": Self.warning])
        #expect(try CLI.run(["lint", "app.uiflow"], in: scratch.url).status == 0)
        #expect(try CLI.run(["lint", "--strict", "app.uiflow"], in: scratch.url).status == 1)
    }

    @Test("with no input, the current directory is linted")
    func currentDirectory() throws {
        let scratch = try Scratch(["flows/a.uiflow": Self.broken])
        let result = try CLI.run(["lint"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("./flows/a.uiflow:5:10:"))
    }

    @Test("each reporter writes its format to stdout or to -o", arguments: ["json", "sarif", "github"])
    func reporters(reporter: String) throws {
        let scratch = try Scratch(["app.uiflow": Self.broken])
        let result = try CLI.run(["lint", "app.uiflow", "--reporter", reporter], in: scratch.url)
        #expect(result.status == 1)
        switch reporter {
        case "github":
            #expect(result.stdout.hasPrefix("::error file=app.uiflow,line=5,col=10,title=uiflow missing-argument::"))
        default:
            #expect((try? JSONSerialization.jsonObject(with: result.stdoutData)) != nil)
        }
        let written = try CLI.run(["lint", "app.uiflow", "--reporter", reporter, "-o", "report.out"], in: scratch.url)
        #expect(written.status == 1)
        #expect(written.stdout.isEmpty)
        #expect(scratch.read("report.out") == result.stdout)
    }

    @Test("the nearest .uiflow.yml configures severities, entry points and globs")
    func configurationDiscovery() throws {
        let scratch = try Scratch([
            ".uiflow.yml": """
                rules:
                  missing-argument: warning
                  dead-end: off
                entry-points:
                  - Orphan
                exclude:
                  - "flows/legacy/**"
                """,
            "flows/app.uiflow": Self.broken + "\n[Orphan]\n",
            "flows/legacy/old.uiflow": "[Old]\n[Old]\n",
        ])
        let fromRoot = try CLI.run(["lint", "flows", "--strict"], in: scratch.url)
        #expect(fromRoot.stdout.contains("warning: this transition to `Detail` leaves out"))
        #expect(!fromRoot.stdout.contains("Orphan"))
        #expect(!fromRoot.stdout.contains("legacy"))
        #expect(fromRoot.status == 1)
        // Run from flows/: the configuration is found in the parent, and its globs stay relative to it.
        let nested = try CLI.run(["lint", "."], in: scratch.url.appendingPathComponent("flows"))
        #expect(nested.stdout.contains("warning: this transition to `Detail`"))
        #expect(!nested.stdout.contains("legacy"))
        #expect(nested.status == 0)
    }

    @Test("an unknown rule in the configuration is a warning at its line in the file")
    func unknownRuleInConfiguration() throws {
        let scratch = try Scratch([".uiflow.yml": "rules:\n  deadend: off\n", "app.uiflow": Self.clean])
        let result = try CLI.run(["lint", "app.uiflow"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains(".uiflow.yml:2:3: warning: the configuration names no rule `deadend`; did you mean `dead-end`?"))
        // The summary counts the configuration file too, since a finding is located in it.
        #expect(result.stderr == "1 warning in 2 files\n")
        // A configuration without findings is not counted: the flow files are what is checked.
        try scratch.write(".uiflow.yml", "rules:\n  dead-end: off\n")
        #expect(try CLI.run(["lint", "app.uiflow"], in: scratch.url).stderr == "no problems in 1 file\n")
    }

    @Test(
        "an invalid configuration names the file, line and key, and exits 64",
        arguments: [
            ("rules:\n  cycle: loud\n", "2:10: error: `rules.cycle`: `loud` is not a severity"),
            ("colours: true\n", "1:1: error: unknown key `colours`"),
            ("rules: [a]\n", "1:8: error: `rules` must map rule ids"),
            ("include: \"*.uiflow\"\n", "1:10: error: `include` must be a list of strings"),
            ("rules:\n  cycle: off\n bad indentation\n", "error: invalid YAML"),
            ("- a\n- b\n", "1:1: error: must be a mapping"),
        ])
    func invalidConfiguration(yaml: String, message: String) throws {
        let scratch = try Scratch(["custom.yml": yaml, "app.uiflow": Self.clean])
        let result = try CLI.run(["lint", "app.uiflow", "--config", "custom.yml"], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("custom.yml:"))
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("a missing input exits 66; an unknown reporter exits 64")
    func inputAndUsageErrors() throws {
        #expect(try CLI.run(["lint", "nope.uiflow"]).status == 66)
        #expect(try CLI.run(["lint", "x", "--reporter", "xml"]).status == 64)
    }

    @Test("uiflow lint Samples/ runs clean, but for the findings the samples make on purpose")
    func samplesAreClean() throws {
        let result = try CLI.run(["lint", "Samples", "--reporter", "json"])
        let findings = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]])
        let unexpected = findings.filter { !($0["file"] as? String ?? "").contains("/lint-demo/") }
        #expect(unexpected.isEmpty, "\(unexpected)")
    }
}
