import Testing

@testable import UIFlowKit

/// One mistake, one finding: recursion is no loop, an intended loop is accepted at its transition,
/// a misspelt label or target is reported once, at the misspelling, and the rest follows from it.
@Suite("Root causes")
struct RootCauseTests {
    // MARK: cycle

    static let profile = "[Profile(userId: Int)]\n--\nTap a mutual contact\n==push=> Profile(userId: contact.id)\n"

    @Test("a screen that pushes itself again is recursion, not a loop, whatever it passes")
    func recursion() {
        #expect(findings("cycle", Self.profile).isEmpty)
        #expect(findings("cycle", "[Chat]\n--\nTap a reply\n==push=> Chat\n").isEmpty)
        #expect(Analyzer().analyze(parse("[Profile(userId: Int)]\n@entry\n--\nTap\n==push=> Profile(userId: 2)\n")).isEmpty)
    }

    @Test("recursion beside a real loop: the loop is reported, without the recursion in it")
    func recursionBesideLoop() {
        let text = "[A]\n--\nx\n==push=> A\ny\n==push=> B\n\n[B]\n--\nz\n==push=> A\n"
        let result = findings("cycle", text)
        #expect(result.count == 1)
        #expect(result.first?.message.hasPrefix("navigation loop A → B → A:") == true)
        #expect(result.first?.location.line == 11)
    }

    static let loop = "[List]\n--\nTap an item\n==push=> Detail\n\n[Detail]\n--\nTap \"Done\"\n==> List\n"

    @Test("`@allow cycle` after a transition accepts its loop, wherever on the loop it stands")
    func allowAtTransition() {
        #expect(findings("cycle", Self.loop).count == 1)
        #expect(findings("cycle", Self.loop.replacingOccurrences(of: "==> List", with: "==> List @allow cycle")).isEmpty)
        // Not the transition the finding points at: the loop is accepted all the same.
        #expect(findings("cycle", Self.loop.replacingOccurrences(of: "==push=> Detail", with: "==push=> Detail @allow cycle")).isEmpty)
    }

    @Test("`@allow cycle` after a transition accepts only the loops through it")
    func allowAtTransitionKeepsOtherLoops() {
        // A → B → A is accepted at B's return; B → C → B is not.
        let text = "[A]\n--\n1\n==> B\n\n[B]\n--\n2\n==> A @allow cycle\n3\n==> C\n\n[C]\n--\n4\n==> B\n"
        let result = findings("cycle", text)
        #expect(result.count == 1)
        #expect(result.first?.message.contains("B → C → B") == true)
        #expect(result.first?.location.line == 16)
    }

    @Test("a transition's `@allow` silences findings on its own line only")
    func allowAtTransitionIsLocal() {
        let text = "[A]\n--\n1\n==> Later @allow undefined-screen\n2\n==> Soon\n"
        #expect(findings("undefined-screen", text).map(\.location.line) == [6])
        let argument = "[A]\n--\n1\n==> B @allow missing-argument\n2\n==> B\n\n[B(id: Int)]\n"
        #expect(findings("missing-argument", argument).map(\.location.line) == [6])
    }

    @Test("a misspelt rule after a transition is an unknown-rule finding at the id")
    func unknownRuleAtTransition() {
        let result = findings("unknown-rule", "[A]\n--\n1\n==> A @allow cylce\n")
        #expect(result.map(\.location.description) == ["test.uiflow:4:14"])
        #expect(result.first?.message.contains("did you mean `cycle`?") == true)
    }

    @Test("the message names every screen of the group: the loop, then the others")
    func namesTheGroup() {
        // A → B → A, and C and D join the group through B.
        let text = "[A]\n--\n1\n==> B\n\n[B]\n--\n2\n==> A\n3\n==> C\n\n[C]\n--\n4\n==> D\n\n[D]\n--\n5\n==> B\n"
        let message = findings("cycle", text).first?.message ?? ""
        #expect(message.contains("navigation loop A → B → A: "))
        #expect(message.contains("(4 screens reach each other this way: also `C` and `D`)"))
        #expect(message.contains("end one of its transitions with `@allow cycle`"))
    }

    // MARK: missing-argument and unknown-argument

    static let misspeltLabel = "[Feed]\n--\nTap\n==push=> Profile(userID: user.id)\n\n[Profile(userId: Int)]\n"

    @Test("a misspelt label is one finding: the unknown argument, with its suggestion")
    func misspeltLabel() {
        let result = Analyzer().analyze(parse(Self.misspeltLabel)).filter { $0.severity == .error }
        #expect(result.map(\.rule) == ["unknown-argument"])
        #expect(result.first?.message == "`Profile` has no parameter `userID`; did you mean `userId`?")
    }

    @Test("a misspelt label accounts for one parameter; another one left out is still missing")
    func misspeltLabelAndMissing() {
        let text = "[Feed]\n--\nTap\n==push=> Profile(userID: user.id)\n\n[Profile(userId: Int, tab: Tab)]\n"
        let result = findings("missing-argument", text)
        #expect(result.map(\.message) == [
            "this transition to `Profile` leaves out required parameter `tab`; pass it: `==push=> Profile(tab: …)`"
        ])
        // A label far from every parameter accounts for none.
        #expect(findings("missing-argument", Self.misspeltLabel.replacingOccurrences(of: "userID", with: "color")).count == 1)
    }

    @Test("a misspelt route placeholder is one finding too")
    func misspeltPlaceholder() {
        let result = Analyzer().analyze(parse("[Profile(userId: Int)]\n@exit\n@route /profiles/:userID\n"))
        #expect(result.map(\.rule) == ["unknown-argument"])
    }

    @Test("with unknown-argument off, the parameter is reported as missing again")
    func misspeltLabelWithUnknownArgumentOff() {
        let off = Configuration(rules: [.init(rule: "unknown-argument", severity: nil)])
        #expect(findings("missing-argument", Self.misspeltLabel, configuration: off).count == 1)
    }

    // MARK: undefined-screen and unreachable-screen

    static let misspeltTarget = """
        [Settings]
        --
        Tap "Licenses"
        ==push=> Licences

        [Licenses]
        --
        Tap a license
        ==push=> License

        [License]
        @exit

        [Orphan]
        @exit

        """

    @Test("a misspelt target is one finding, whose note names the screen it leaves unreachable")
    func misspeltTarget() throws {
        let result = Analyzer().analyze(parse(Self.misspeltTarget))
        #expect(result.map(\.rule) == ["undefined-screen", "unreachable-screen"])
        let undefined = try #require(result.first)
        #expect(undefined.message.contains("did you mean `Licenses`?"))
        #expect(undefined.notes.map(\.location.description) == ["test.uiflow:6:2"])
        #expect(undefined.notes.first?.message == "`Licenses` and 1 screen past it are unreachable from the entry points until this target is fixed")
        // A screen that no misspelling explains is still reported.
        #expect(result.last?.message.hasPrefix("screen `Orphan` cannot be reached") == true)
    }

    @Test("a screen reached another way gets no note; with either rule off, each reports on its own")
    func misspeltTargetVariants() {
        let reached = Self.misspeltTarget.replacingOccurrences(of: "[Settings]\n", with: "[Settings]\n@entry\n")
            .replacingOccurrences(of: "[Licenses]\n", with: "[Licenses]\n@entry\n")
        #expect(findings("undefined-screen", reached).first?.notes == [])
        let undefinedOff = Configuration(rules: [.init(rule: "undefined-screen", severity: nil)])
        #expect(findings("unreachable-screen", Self.misspeltTarget, configuration: undefinedOff).count == 3)
        let unreachableOff = Configuration(rules: [.init(rule: "unreachable-screen", severity: nil)])
        #expect(findings("undefined-screen", Self.misspeltTarget, configuration: unreachableOff).first?.notes == [])
    }

    @Test("the entry points in the unreachable message are a list in plain English")
    func entryPointList() {
        func message(entries: Int) -> String {
            let text = (0..<entries).map { "[E\($0)]\n@entry\n\n" }.joined() + "[Orphan]\n"
            return findings("unreachable-screen", text).first?.message ?? ""
        }
        #expect(message(entries: 8).contains("(`E0`, `E1`, `E2` and 5 more)"))
        #expect(message(entries: 4).contains("(`E0`, `E1`, `E2` and `E3`)"))
        #expect(message(entries: 2).contains("(`E0` and `E1`)"))
    }

    @Test("a misspelling in a chain of 100,000 screens is found, with the screens past it", .timeLimit(.minutes(1)))
    func misspeltTargetAtScale() {
        var text = ""
        let count = 100_000
        for index in 0..<count {
            let target = index == count / 2 ? "S-\(index + 1)x" : "S-\(index + 1)"
            text += "[S-\(index)]\n--\nNext\n==> \(target)\n\n"
        }
        text += "[S-\(count)]\n@exit\n"
        let result = Analyzer().analyze(parse(text))
        #expect(result.map(\.rule) == ["undefined-screen"])
        #expect(result.first?.notes.first?.message.hasPrefix("`S-50001` and 49999 screens past it are unreachable") == true)
    }

    // MARK: duplicate-route

    @Test("a trailing `/` on a route's path does not make another route", arguments: [
        ("/detail", "/detail/"),
        ("myapp://detail", "myapp://detail/"),
        ("/items/:id", "/items/:itemId/"),
        ("/detail?tab=:tab", "/detail/?tab=:t"),
    ])
    func trailingSlash(first: String, second: String) {
        let oneScreen = findings("duplicate-route", "[Detail(id: Int, tab: Int)]\n@route \(first)\n@route \(second)\n")
        #expect(oneScreen.map(\.location.line) == [3], "\(first) \(second)")
        #expect(oneScreen.first?.message.contains("which also opens `Detail`") == true)
    }

    @Test("the root path and a URL's `//` keep their slashes")
    func rootPaths() {
        let range = SourceRange(SourceLocation(file: "t", line: 1, column: 1))
        #expect(Route(pattern: "/", range: range, placeholders: []).shape == "/")
        #expect(Route(pattern: "myapp://", range: range, placeholders: []).shape == "myapp://")
        #expect(Route(pattern: "myapp:///", range: range, placeholders: []).shape == "myapp://")
        #expect(Route(pattern: "/a//", range: range, placeholders: []).shape == "/a")
        #expect(findings("duplicate-route", "[Home]\n@route /\n\n[Detail]\n@route /detail/\n").isEmpty)
    }
}
