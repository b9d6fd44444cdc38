import Foundation
import Testing

@testable import UIFlowKit

@Suite("Lint reporters")
struct ReporterTests {
    static let text = """
        [Home]
        @entry
        --
        Tap
        ==> Hme
        Tap a product
        ==push=> Product

        [Product(id: Int)]
        @allow dead-end

        [Home]
        """

    static var findings: [Diagnostic] { Analyzer().analyze(parse(text, file: "/repo/flows/my app.uiflow")) }
    static let context = ReportContext(toolVersion: "1.2.3", workingDirectory: "/repo")

    @Test("text: one line per finding, file:line:col: severity: message [rule], notes after")
    func text() {
        let report = TextReporter().report(Self.findings, context: Self.context)
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("/repo/flows/my app.uiflow:5:5: warning: target `Hme` has no screen block") == true)
        #expect(lines.contains { $0.hasPrefix("/repo/flows/my app.uiflow:7:10: error: ") && $0.hasSuffix("[missing-argument]") })
        #expect(lines.contains("/repo/flows/my app.uiflow:1:2: note: `Home` is first defined here"))
    }

    @Test("text is coloured only when asked, and never passes control characters through")
    func textColour() {
        let diagnostic = Diagnostic(
            rule: .syntax, severity: .error, message: "bad \u{1B}[31m text",
            location: SourceLocation(file: "a", line: 1, column: 1))
        #expect(TextReporter().format([diagnostic]) == "a:1:1: error: bad ?[31m text [syntax]\n")
        #expect(TextReporter(isColored: true).format([diagnostic]).contains("\u{1B}[1;31merror\u{1B}[0m"))
    }

    @Test("the summary counts findings by severity")
    func summary() {
        #expect(TextReporter.summary([], files: 1) == "no problems in 1 file")
        #expect(TextReporter.summary(Self.findings, files: 2) == "2 errors and 1 warning in 2 files")
    }

    @Test("the summary of a run counts its inputs and every other file a finding is located in")
    func summaryCountsFilesOfFindings() {
        let config = Diagnostic(
            rule: "unknown-rule", severity: .warning, message: "x", location: SourceLocation(file: ".uiflow.yml", line: 2, column: 3))
        let flow = Diagnostic(rule: "dead-end", severity: .note, message: "y", location: SourceLocation(file: "a.uiflow", line: 1, column: 2))
        #expect(TextReporter.summary([], inputs: ["a.uiflow"]) == "no problems in 1 file")
        #expect(TextReporter.summary([flow, flow], inputs: ["a.uiflow", "b.uiflow"]) == "2 notes in 2 files")
        #expect(TextReporter.summary([config, flow], inputs: ["a.uiflow"]) == "1 warning and 1 note in 2 files")
        #expect(TextReporter.summary([config], inputs: []) == "1 warning in 1 file")
    }

    @Test("json: an array of findings with every field")
    func json() throws {
        let report = JSONReporter().report(Self.findings, context: Self.context)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]])
        #expect(array.count == Self.findings.count)
        for object in array {
            #expect(Set(object.keys) == ["rule", "severity", "message", "file", "line", "column", "notes"])
        }
        #expect(JSONReporter().report([], context: Self.context) == "[]\n")
    }

    @Test("github: one workflow command per finding, with escaped properties and message")
    func github() {
        let report = GitHubReporter().report(Self.findings, context: Self.context)
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines.count == Self.findings.count)
        #expect(
            lines.first
                == "::warning file=flows/my app.uiflow,line=5,col=5,title=uiflow undefined-screen::target `Hme` has no screen block; did you mean `Home`? If not, define `[Hme]` (undefined-screen)"
        )
        #expect(lines.contains { $0.hasPrefix("::error file=flows/my app.uiflow,line=12,col=2,") })
        #expect(GitHubReporter.data("50%\nnext") == "50%25%0Anext")
        #expect(GitHubReporter.property("a:b,c") == "a%3Ab%2Cc")
    }

    @Test("github: control characters from a flow never reach the workflow log raw")
    func githubControlCharacters() {
        let finding = Diagnostic(
            rule: "undefined-screen", severity: .warning, message: "target `\u{1B}[2J\u{07}Home\u{9B}` has no block",
            location: SourceLocation(file: "a\u{1B}.uiflow", line: 1, column: 1))
        let report = GitHubReporter().report([finding], context: Self.context)
        #expect(!report.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!report.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        #expect(report.contains("target `?[2J?Home?` has no block"))
        #expect(report.contains("file=a?.uiflow"))
    }

    @Test("sarif: a finding about a name underlines it (end line and column, exclusive), a point has no end")
    func sarifRegions() throws {
        let flow = Flow(parsing: "[Home]\n@entry\n--\nTap\n==> Détail\n", file: "/repo/a.uiflow")
        let findings = Analyzer().analyze(flow).filter { $0.rule == "undefined-screen" }
        let point = Diagnostic(
            rule: "dead-end", severity: .note, message: "m", location: SourceLocation(file: "/repo/a.uiflow", line: 1, column: 2))
        let report = SARIFReporter().report(findings + [point], context: Self.context)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let regions = results.map { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        }
        // `Détail` is six characters from column 5: the region ends at column 11.
        #expect(regions.first == ["startLine": 5, "startColumn": 5, "endLine": 5, "endColumn": 11])
        #expect(regions.last == ["startLine": 1, "startColumn": 2])
    }

    @Test("sarif: the sample with findings has every field SARIF 2.1.0 and GitHub code scanning require")
    func sarifRequiredFields() throws {
        let report = SARIFReporter().report(Self.findings, context: Self.context)
        let problems = SARIFChecker.problems(in: Data(report.utf8))
        #expect(problems.isEmpty, "\(problems)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.findings.count)
        let location = try #require(
            ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "flows/my%20app.uiflow")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 5)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 5)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "uiflow")
        #expect(driver["version"] as? String == "1.2.3")
        #expect((driver["rules"] as? [[String: Any]])?.count == Analyzer.rules.count)
    }

    @Test("sarif with no findings is still a valid log")
    func sarifEmpty() {
        #expect(SARIFChecker.problems(in: Data(SARIFReporter().report([], context: Self.context).utf8)).isEmpty)
    }

    @Test("sarif URIs percent-encode everything but unreserved characters and slashes")
    func sarifURI() {
        #expect(SARIFReporter.uri("flows/画面 1%.uiflow") == "flows/%E7%94%BB%E9%9D%A2%201%25.uiflow")
    }
}

/// The properties the SARIF 2.1.0 schema requires (and GitHub code scanning relies on), checked one
/// by one, with a readable message for each problem.
enum SARIFChecker {
    static func problems(in data: Data) -> [String] {
        var problems: [String] = []
        func require(_ condition: Bool, _ message: String) {
            if !condition { problems.append(message) }
        }
        guard let log = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return ["not a JSON object"]
        }
        require(log["version"] as? String == "2.1.0", "sarifLog.version must be \"2.1.0\"")
        require(log["$schema"] == nil || log["$schema"] is String, "$schema must be a string")
        guard let runs = log["runs"] as? [[String: Any]], !runs.isEmpty else { return problems + ["runs is required"] }
        for run in runs {
            guard let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any] else {
                problems.append("run.tool.driver is required")
                continue
            }
            require((driver["name"] as? String)?.isEmpty == false, "tool.driver.name is required")
            let rules = driver["rules"] as? [[String: Any]] ?? []
            for rule in rules {
                require((rule["id"] as? String)?.isEmpty == false, "reportingDescriptor.id is required")
                if let short = rule["shortDescription"] as? [String: Any] {
                    require(short["text"] is String, "shortDescription.text is required")
                }
                if let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] {
                    require(["none", "note", "warning", "error"].contains(level as? String ?? ""), "bad default level")
                }
            }
            if let kind = run["columnKind"] {
                require(["utf16CodeUnits", "unicodeCodePoints"].contains(kind as? String ?? ""), "bad columnKind")
            }
            for result in run["results"] as? [[String: Any]] ?? [] {
                let message = result["message"] as? [String: Any]
                require(message?["text"] is String || message?["id"] is String, "result.message.text is required")
                require(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""), "bad level")
                if let index = result["ruleIndex"] as? Int {
                    require(
                        rules.indices.contains(index) && rules[index]["id"] as? String == result["ruleId"] as? String,
                        "ruleIndex must point at the rule named by ruleId")
                }
                for location in result["locations"] as? [[String: Any]] ?? [] {
                    guard let physical = location["physicalLocation"] as? [String: Any] else {
                        problems.append("location.physicalLocation is required")
                        continue
                    }
                    let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
                    require(!uri.isEmpty && !uri.contains(" ") && !uri.hasPrefix("/"), "uri must be a relative URI: \(uri)")
                    let region = physical["region"] as? [String: Any]
                    require((region?["startLine"] as? Int ?? 0) >= 1, "region.startLine must be at least 1")
                    require((region?["startColumn"] as? Int ?? 1) >= 1, "region.startColumn must be at least 1")
                }
            }
        }
        return problems
    }
}
