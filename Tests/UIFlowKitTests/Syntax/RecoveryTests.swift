import Foundation
import Testing

@testable import UIFlowKit

/// Mistakes the parser reads as what was meant, with a warning that says how to write it: a list
/// without its `)`. And the trailing `@allow` of a transition, which keeps targets of the original
/// notation as they were.
@Suite("Recovery and trailing @allow")
struct RecoveryTests {
    // MARK: Lists without their `)`

    @Test("a parameter list without its `)` is read as a list, with a warning that shows the fix")
    func unclosedParameterList() throws {
        let flow = expectDiagnostics(
            "[Profile1️⃣(userId: Int]\n",
            [
                .init(
                    marker: "1️⃣", severity: .warning,
                    message: "this parameter list has no closing `)`; it is read as if it had one: write `Profile(userId: Int)`")
            ])
        let screen = try #require(flow["Profile"])
        #expect(screen.parameters.map(\.name) == ["userId"])
        #expect(screen.parameters.map(\.type) == ["Int"])
        #expect(flow.screens.map(\.name) == ["Profile"])
    }

    @Test("rank marks after a list without its `)` still rank the screen")
    func unclosedParameterListWithRank() throws {
        let flow = parse("[Profile(userId: Int, tab: Tab = .posts##]\n")
        let screen = try #require(flow["Profile"])
        #expect(screen.rank == 2)
        #expect(screen.parameters.map(\.name) == ["userId", "tab"])
        #expect(flow.diagnostics.map(\.severity) == [.warning])
    }

    @Test("an argument list without its `)` is read as a list, with a warning that shows the fix")
    func unclosedArgumentList() throws {
        let flow = expectDiagnostics(
            "[A]\n--\nTap\n==push=> Profile1️⃣(userId: 1\n\n[Profile(userId: Int)]\n@exit\n",
            [
                .init(
                    marker: "1️⃣", severity: .warning,
                    message: "this argument list has no closing `)`; it is read as if it had one: write `Profile(userId: 1)`")
            ])
        let transition = try #require(flow["A"]?.transitions.first)
        #expect(transition.target == "Profile")
        #expect(transition.arguments.map(\.label) == ["userId"])
        #expect(Analyzer().analyze(flow).map(\.rule) == [.syntax])
    }

    @Test("an open `(` whose rest starts like a list but is none stays in the name, with a warning")
    func unclosedNonList() throws {
        let flow = expectDiagnostics(
            "[1️⃣Profile(userId: Int, tab]\n",
            [.init(marker: "1️⃣", severity: .warning, message: "`(userId: Int, tab` is part of the screen name")])
        #expect(flow.screens.map(\.name) == ["Profile(userId: Int, tab"])
    }

    @Test(
        "an open `(` that holds no list stays part of the name, without a warning",
        arguments: ["Smile :(", "Step (1 of 3", "Time (10:30", "Quote (\"a: b\"", "Note ("])
    func unclosedText(name: String) {
        let flow = parse("[\(name)]\n--\nTap\n==> \(name)\n")
        #expect(flow.screens.map(\.name) == [name])
        #expect(flow.screens.first?.targets == [name])
        #expect(flow.diagnostics.isEmpty)
    }

    @Test("a `(` closed inside the list and left open outside is found: `Run(done: (Int) -> Void`")
    func unclosedWithNestedGroup() throws {
        let flow = parse("[Run(done: (Int) -> Void]\n")
        #expect(try #require(flow["Run"]).parameters.map(\.type) == ["(Int) -> Void"])
        #expect(flow.diagnostics.count == 1)
    }

    // MARK: A transition's trailing @allow

    @Test("a trailing `@allow` is parsed into the tree and the model, with the ranges of its ids")
    func trailingAllow() throws {
        let text = "[A]\n--\nTap\n==push=> Profile(userId: contact.id) @allow cycle, dead-end\n"
        let tree = SyntaxTree(parsing: SourceFile(path: "t.uiflow", text: text))
        let syntax = try #require(tree.blocks.first?.actions.first?.transitions.first)
        #expect(syntax.target?.text == "Profile")
        #expect(syntax.arguments?.map(\.value.text) == ["contact.id"])
        let allow = try #require(syntax.allow)
        #expect(allow.directive == .allow)
        #expect(allow.items.map(\.text) == ["cycle", "dead-end"])
        #expect(allow.range.start.column == 38)
        #expect(allow.range.end.column == 60)
        #expect(allow.items.map(\.range.start.column) == [45, 52])
        let transition = try #require(parse(text)["A"]?.transitions.first)
        #expect(transition.allowances.map(\.rule) == ["cycle", "dead-end"])
        #expect(transition.allowances.map(\.location.column) == [45, 52])
        #expect(tree.diagnostics.isEmpty)
    }

    @Test("a back or dismiss without a target may have a trailing `@allow`")
    func trailingAllowWithoutTarget() throws {
        let flow = parse("[A]\n--\nClose\n==dismiss=> @allow dead-end\n")
        let transition = try #require(flow["A"]?.transitions.first)
        #expect(transition.target == nil)
        #expect(transition.allowances.map(\.rule) == ["dead-end"])
        #expect(flow.diagnostics.isEmpty)
    }

    @Test("a trailing `@allow` without a rule id is an error, and leaves the target clean")
    func trailingAllowWithoutRule() throws {
        let flow = expectDiagnostics(
            "[A]\n--\nTap\n==> B 1️⃣@allow\n\n[B]\n",
            [.init(marker: "1️⃣", severity: .error, message: "`@allow` needs a rule id")])
        #expect(flow["A"]?.targets == ["B"])
    }

    @Test(
        "targets of the original notation keep an `@` that is no trailing `@allow`",
        arguments: [
            "Mail @ home", "Contact@allow", "Contact @allowed list", "Share @allow: friends", "@mention", "Team @allow (beta)",
        ])
    func atInTargets(target: String) {
        let flow = parse("[A]\n--\nTap\n==> \(target)\n")
        #expect(flow.screens.first?.targets == [target])
        #expect(flow.screens.first?.transitions.first?.allowances == [])
        #expect(flow.diagnostics.isEmpty)
    }

    @Test("a trailing `@allow` does not change the outputs: DOT and Mermaid draw the transition as before")
    func trailingAllowOutputs() {
        let plain = parse("[A]\n--\nTap\n==push=> B\n\n[B]\n")
        let allowed = parse("[A]\n--\nTap\n==push=> B @allow cycle\n\n[B]\n")
        #expect(DOTWriter().write(plain) == DOTWriter().write(allowed))
        #expect(MermaidWriter().write(plain) == MermaidWriter().write(allowed))
    }

    @Test("JSON lists a transition's trailing `@allow`, and only when it has one")
    func trailingAllowJSON() throws {
        let json = JSONWriter().write(parse("[A]\n--\nTap\n==push=> B @allow cycle\nTap\n==> C\n\n[B]\n\n[C]\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let screens = try #require(object["screens"] as? [[String: Any]])
        let actions = try #require(screens.first?["actions"] as? [[String: Any]])
        let transitions = actions.compactMap { ($0["transitions"] as? [[String: Any]])?.first }
        #expect(transitions.map { $0["allow"] as? [String] } == [["cycle"], nil])
    }
}
