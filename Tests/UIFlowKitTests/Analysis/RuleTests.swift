import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// Findings of one rule for a flow text.
func findings(_ rule: RuleID, _ text: String, configuration: Configuration = Configuration()) -> [Diagnostic] {
    Analyzer(configuration: configuration).analyze(parse(text)).filter { $0.rule == rule }
}

@Suite("Lint rules")
struct RuleTests {
    // MARK: undefined-screen

    @Test("undefined-screen suggests the closest names, ignoring case, spaces and punctuation")
    func undefinedSuggestions() throws {
        let text = "[Home]\n--\nA\n==> signin\nB\n==> Sign-In\nC\n==> Sing in\nD\n==> Completely different\n\n[Sign in]\n"
        let messages = findings("undefined-screen", text).map(\.message)
        #expect(messages.count == 4)
        #expect(messages[0].contains("did you mean `Sign in`?"))
        #expect(messages[1].contains("did you mean `Sign in`?"))
        #expect(messages[2].contains("did you mean `Sign in`?"))
        #expect(!messages[3].contains("did you mean"))
    }

    @Test("undefined-screen suggestions work for Japanese: kana, width and one edit")
    func undefinedJapanese() throws {
        let text = "[ホーム]\n--\nA\n==> ほーむ\nB\n==> ﾎｰﾑ\nC\n==> ログイン画\nD\n==> ログイン画面面\n\n[ログイン画面]\n"
        let messages = findings("undefined-screen", text).map(\.message)
        #expect(messages.count == 4)
        #expect(messages[0].contains("did you mean `ホーム`?"))
        #expect(messages[1].contains("did you mean `ホーム`?"))
        #expect(messages[2].contains("did you mean `ログイン画面`?"))
        #expect(messages[3].contains("did you mean `ログイン画面`?"))
    }

    @Test("names match as written: a decomposed accent is another name, and the finding suggests the screen")
    func namesMatchExactly() {
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        let result = findings("undefined-screen", "[\(composed)]\n--\nTap\n==> \(decomposed)\n")
        #expect(result.count == 1)
        #expect(result.first?.message.contains("did you mean `\(composed)`?") == true)
    }

    @Test("undefined-screen points at each use of the name")
    func undefinedEachUse() throws {
        let result = findings("undefined-screen", "[A]\n--\nx\n==> Gone\ny\n==push=> Gone(id: 1)\n")
        #expect(result.map(\.location.line) == [4, 6])
        #expect(result.map(\.location.column) == [5, 10])
    }

    @Test("a configured entry point that names no screen is reported at the configuration")
    func undefinedEntryPoint() {
        let location = SourceLocation(file: ".uiflow.yml", line: 3, column: 5)
        let configuration = Configuration(entryPoints: [.init(name: "Hme", location: location)])
        let result = findings("undefined-screen", "[Home]\n", configuration: configuration)
        #expect(result.map(\.location) == [location])
        #expect(result.first?.message.contains("did you mean `Home`?") == true)
    }

    // MARK: unreachable-screen

    @Test("without entry points the first screen of the first file is the entry")
    func firstScreenIsEntry() {
        let result = findings("unreachable-screen", "[A]\n--\nx\n==> B\n\n[B]\n\n[C]\n")
        #expect(result.map(\.message).map { $0.hasPrefix("screen `C`") } == [true])
    }

    @Test("routes and configured entry points make screens reachable")
    func entryPointsFromRoutesAndConfiguration() {
        let text = "[A]\n@entry\n\n[B]\n@route /b\n--\nx\n==> C\n\n[C]\n\n[D]\n"
        #expect(findings("unreachable-screen", text).map(\.location.line) == [12])
        let configured = Configuration(entryPoints: [.init(name: "D")])
        #expect(findings("unreachable-screen", text, configuration: configured).isEmpty)
    }

    @Test("switch, replace and implicit transitions reach screens; back and dismiss do not")
    func reachingKinds() {
        let text = "[A]\n@entry\n--\nx\n==switch=> B\ny\n==replace=> C\nz\n\n[D]\n--\nw\n==back=> E\nv\n==dismiss=> F\n\n[B]\n[C]\n[E]\n[F]\n"
        // D is reached implicitly from A's last action; E and F only by returns.
        #expect(findings("unreachable-screen", text).map { $0.message.prefix(12) } == ["screen `E` c", "screen `F` c"])
    }

    // MARK: missing-argument

    @Test("an implicit transition into a screen with required parameters misses them")
    func implicitMissingArgument() {
        let result = findings("missing-argument", "[List]\n--\nTap a row\n\n[Detail(id: Int)]\n")
        #expect(result.count == 1)
        #expect(result.first?.message.contains("implicit transition") == true)
        #expect(result.first?.location.line == 3)
    }

    @Test("back, dismiss and switch pass nothing and miss nothing")
    func returnsNeedNoArguments() {
        let text = "[Detail(id: Int)]\n--\nBack\n==back=> Detail\nClose\n==dismiss=> Detail\nTab\n==switch=> Detail\n"
        #expect(findings("missing-argument", text).isEmpty)
    }

    // MARK: unknown-argument and argument-type-mismatch

    @Test("arguments to a screen without parameters are unknown")
    func argumentsToScreenWithoutParameters() {
        let result = findings("unknown-argument", "[A]\n--\nx\n==> B(id: 1)\n\n[B]\n")
        #expect(result.first?.message.contains("it takes no parameters") == true)
    }

    @Test(
        "literal arguments are checked against Int, Double, String and Bool",
        arguments: [
            ("Int", "42", false), ("Int", "-1_000", false), ("Int", "0x1F", false), ("Int", "4.2", true),
            ("Int", "\"42\"", true), ("Int", "true", true), ("Int", "nil", true), ("Int?", "nil", false),
            ("Double", "42", false), ("Double", "4.2e3", false), ("Double", "\"4\"", true),
            ("String", "\"hi\"", false), ("String", "42", true), ("String?", "nil", false), ("String", "nil", true),
            ("Bool", "false", false), ("Bool", "1", true), ("Optional<Bool>", "nil", false),
            ("UInt8", "7", false), ("Tab", "\"likes\"", false), ("Int", "user.id", false), ("Int", ".zero", false),
        ])
    func literalTypes(type: String, value: String, mismatch: Bool) {
        let result = findings("argument-type-mismatch", "[A]\n--\nx\n==> B(p: \(value))\n\n[B(p: \(type))]\n")
        #expect(result.count == (mismatch ? 1 : 0), "\(type) ← \(value): \(result)")
    }

    // MARK: cycle

    @Test("the mitene sample's loop 初期画面 → 招待 → 初期画面 is a cycle finding")
    func miteneCycle() throws {
        let flow = try Fixtures.conformance("mitene")
        let cycles = Analyzer().analyze(flow).filter { $0.rule == "cycle" }
        let invitation = try #require(cycles.first { $0.message.contains("初期画面 → 招待 → 初期画面") })
        #expect(invitation.location.line == 20)
        #expect(invitation.message.contains("`==back=>`"))
    }

    @Test("writing the mitene return as ==back=> clears that cycle")
    func miteneCycleClearedByBack() throws {
        let url = Paths.conformance.appendingPathComponent("mitene.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "了解をタップ\n==> 初期画面", with: "了解をタップ\n==back=> 初期画面")
        let cycles = findings("cycle", text)
        #expect(!cycles.contains { $0.message.contains("招待") })
    }

    @Test("each group is reported once, with its shortest loop through its first screen")
    func oneFindingPerGroup() {
        // A → B → C → A and A → C → A: one group of three; the shortest loop through A is A → C → A.
        let text = "[A]\n--\n1\n==> B\n2\n==> C\n\n[B]\n--\n3\n==> C\n\n[C]\n--\n4\n==> A\n"
        let result = findings("cycle", text)
        #expect(result.count == 1)
        #expect(result.first?.message.contains("A → C → A") == true)
        #expect(result.first?.message.contains("(3 screens reach each other this way: also `B`)") == true)
        #expect(result.first?.location.line == 16)
    }

    @Test("a transition to itself is recursion, never a loop; back, dismiss, replace and switch break loops")
    func loopKinds() {
        for kind in ["show", "push", "present"] {
            #expect(findings("cycle", "[A]\n--\nx\n==\(kind)=> A\n").isEmpty, "\(kind)")
        }
        for kind in ["back", "dismiss", "replace", "switch"] {
            #expect(findings("cycle", "[A]\n--\nx\n==> B\n\n[B]\n--\ny\n==\(kind)=> A\n").isEmpty, "\(kind)")
        }
    }

    // MARK: duplicate-route and dead-end

    @Test("routes that differ only in placeholder names are duplicates; different literals are not")
    func duplicateRoutes() {
        let text = "[A(id: Int)]\n@route /a/:id\n@route /a/:id/edit\n\n[B(key: Int)]\n@route /a/:key\n@route /a/:key/view\n"
        let result = findings("duplicate-route", text)
        #expect(result.map(\.location.line) == [6])
        #expect(result.first?.notes.first?.location.line == 2)
    }

    @Test("a transition to an undefined screen is still a way out")
    func undefinedTargetIsWayOut() {
        #expect(findings("dead-end", "[A]\n--\nx\n==> Later\n").isEmpty)
    }

    // MARK: @allow, configuration and order

    @Test("@allow silences a rule for findings inside its screen only")
    func allowSilences() {
        let text = "[A]\n@allow dead-end\n\n[B]\n"
        let result = findings("dead-end", text)
        #expect(result.map(\.location.line) == [4])
    }

    @Test("@allow applies to findings anywhere in the block, such as a transition's")
    func allowCoversTransitions() {
        let text = "[A]\n--\nx\n==> B\n\n[B]\n@allow cycle\n--\ny\n==> A\n"
        #expect(findings("cycle", text).isEmpty)
        #expect(findings("cycle", text.replacingOccurrences(of: "@allow cycle\n", with: "")).count == 1)
    }

    @Test("configured severities replace the default; off drops the rule")
    func configuredSeverities() {
        let text = "[A]\n\n[B]\n"
        let raised = Configuration(rules: [.init(rule: "dead-end", severity: .error)])
        #expect(findings("dead-end", text, configuration: raised).map(\.severity) == [.error, .error])
        let off = Configuration(rules: [.init(rule: "dead-end", severity: nil)])
        #expect(findings("dead-end", text, configuration: off).isEmpty)
    }

    @Test("a configuration entry that names no rule is an unknown-rule finding at the entry")
    func unknownRuleInConfiguration() {
        let location = SourceLocation(file: ".uiflow.yml", line: 2, column: 3)
        let configuration = Configuration(rules: [.init(rule: "cylce", severity: nil, location: location)])
        let result = findings("unknown-rule", "[A]\n", configuration: configuration)
        #expect(result.map(\.location) == [location])
        #expect(result.first?.message.contains("did you mean `cycle`?") == true)
    }

    @Test("findings come sorted by file order, line, column and rule")
    func findingsAreSorted() {
        let flow = Flow(sources: [
            SourceFile(path: "b.uiflow", text: "[B]\n--\nx\n==> Nowhere\n"),
            SourceFile(path: "a.uiflow", text: "[A]\n[A2]\n"),
        ])
        let result = Analyzer().analyze(flow)
        #expect(result.map(\.location.file) == ["b.uiflow", "a.uiflow", "a.uiflow", "a.uiflow", "a.uiflow"])
        #expect(result.map(\.location.line) == [4, 1, 1, 2, 2])
        #expect(
            result.map(\.rule.rawValue) == [
                "undefined-screen", "dead-end", "unreachable-screen", "dead-end", "unreachable-screen",
            ])
    }

    @Test("the conformance samples give no finding that is not due")
    func conformanceSamplesFindings() throws {
        for sample in Paths.conformanceSamples {
            let result = Analyzer().analyze(try Fixtures.conformance(sample))
            // The original notation has no entry points, parameters, routes or kinds: only these can be due.
            let allowed: Set<RuleID> = ["undefined-screen", "unreachable-screen", "cycle", "dead-end", "syntax"]
            #expect(result.allSatisfy { allowed.contains($0.rule) }, "\(sample): \(result)")
        }
        #expect(Analyzer().analyze(try Fixtures.conformance("simple")).map(\.rule) == ["dead-end", "dead-end"])
    }
}

/// Every rule is linear and iterative: huge flows finish quickly and never overflow the stack.
@Suite("Lint at scale")
struct RuleScaleTests {
    @Test("a chain of 100,000 screens is analysed without overflowing the stack", .timeLimit(.minutes(1)))
    func longChain() {
        var text = ""
        let count = 100_000
        for index in 0..<count {
            text += "[S\(index)]\n--\nNext\n==> S\(index + 1)\n\n"
        }
        text += "[S\(count)]\n--\nBack to start\n==> S0\n"
        let result = Analyzer().analyze(parse(text))
        #expect(result.count == 1)
        #expect(result.first?.rule == "cycle")
        // The loop is the whole chain: written with its ends, and no larger group around it.
        #expect(result.first?.message.contains("S0 → S1 → S2 → S3 → S4 → … → S99997 → S99998 → S99999 → S100000 → S0 (a loop of 100001 screens)") == true)
        #expect(result.first?.message.contains("reach each other") == false)
    }

    @Test("a complete graph of 2,000 screens gives one cycle finding", .timeLimit(.minutes(1)))
    func completeGraph() {
        var screens: [Screen] = []
        let range = SourceRange(SourceLocation(file: "k.uiflow", line: 1, column: 1))
        let count = 2_000
        for index in 0..<count {
            let transitions = (0..<count).filter { $0 != index }.map {
                Transition(target: "S\($0)", range: range)
            }
            screens.append(
                Screen(
                    name: "S\(index)", range: range,
                    actions: [Action(text: [], transitions: transitions, range: range)]))
        }
        let flow = Flow(files: [ParsedFile(path: "k.uiflow", screens: screens, diagnostics: [])])
        let result = Analyzer().analyze(flow).filter { $0.rule == "cycle" }
        #expect(result.count == 1)
        #expect(result.first?.message.contains("S0 → S1 → S0") == true)
    }

    @Test("an analyzer limited to some rules gives exactly those rules' findings of the whole lint, silenced and configured alike")
    func limitedRules() {
        let text = "[Home]\n@entry\n--\nGo\n==> Missing\nBack\n==back=>\n\n[Alone]\n@allow dead-end\n\n[Loop]\n--\nAgain\n==> Loop\n"
        let flow = parse(text)
        let configuration = Configuration(rules: [Configuration.RuleSetting(rule: "cycle", severity: .error)])
        let whole = Analyzer(configuration: configuration).analyze(flow)
        for chosen: Set<RuleID> in [["undefined-screen"], ["back-without-push"], ["unreachable-screen", "dead-end"]] {
            var analyzer = Analyzer(configuration: configuration)
            analyzer.rules = chosen
            let limited = analyzer.analyze(flow)
            #expect(!limited.isEmpty, "\(chosen)")
            #expect(limited == whole.filter { chosen.contains($0.rule) }, "\(chosen)")
        }
    }
}
