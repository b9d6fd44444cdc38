import Testing

@testable import UIFlowKit

/// The original uiflow notation, rule by rule.
@Suite("The original notation")
struct NotationTests {
    @Test("a header starts a block; lines up to the separator are what the user sees")
    func headerSeesAndSeparator() throws {
        let flow = parse(
            """
            [Sign in]
            Email field
            Password field
            --
            Tap "Sign in"
            ==> Home
            """)
        let screen = try #require(flow["Sign in"])
        #expect(screen.sees.map(\.text) == ["Email field", "Password field"])
        #expect(screen.actions.map { $0.text.map(\.text) } == [["Tap \"Sign in\""]])
        #expect(screen.targets == ["Home"])
        #expect(flow.diagnostics.isEmpty)
    }

    @Test("a separator is two or more dashes and nothing else", arguments: ["--", "---", "----------", "  --  "])
    func separatorOfDashes(separator: String) throws {
        let flow = parse("[A]\nsees\n\(separator)\naction\n==> B\n")
        #expect(try #require(flow["A"]).sees.map(\.text) == ["sees"])
        #expect(try #require(flow["A"]).actions.count == 1)
    }

    @Test("transition arrows: any run of `=`, an optional label, any run of `=`, then `>`")
    func arrowForms() throws {
        let flow = parse(
            """
            [A]
            --
            one
            ==> B
            two
            ===> C
            three
            =={send reset mail}=> D
            four
            ={short}=> E
            five
            ====={long}==> F
            """)
        let screen = try #require(flow["A"])
        #expect(screen.targets == ["B", "C", "D", "E", "F"])
        #expect(screen.transitions.map(\.label) == [nil, nil, "send reset mail", "short", "long"])
        #expect(screen.actions.count == 5)
        #expect(flow.diagnostics.isEmpty)
    }

    @Test("consecutive text lines form one action, blank lines included; a transition ends it")
    func consecutiveLinesFormOneAction() throws {
        let flow = parse(
            """
            [A]
            --
            Fill in the form

            Tap "Send"
            ==> B
            Tap "Cancel"
            ==> C
            """)
        let actions = try #require(flow["A"]).actions
        #expect(actions.map { $0.text.map(\.text) } == [["Fill in the form", "Tap \"Send\""], ["Tap \"Cancel\""]])
        #expect(actions.map { $0.transitions.map(\.target) } == [["B"], ["C"]])
    }

    @Test("the last action without a transition continues to the next block")
    func implicitTransitionToNextBlock() throws {
        let flow = parse(
            """
            [First]
            --
            Tap anywhere

            [Second]
            """)
        let transition = try #require(flow["First"]?.transitions.first)
        #expect(transition.target == "Second")
        #expect(transition.isImplicit)
        #expect(transition.kind == .show)
        #expect(transition.location.line == 3)
    }

    @Test("no implicit transition from a block without actions, nor after a written one, nor past the last block")
    func noImplicitTransition() throws {
        let flow = parse(
            """
            [Sees only]
            a label

            [Ends with arrow]
            --
            Tap
            ==> Elsewhere

            [Last]
            --
            Tap
            """)
        #expect(try #require(flow["Sees only"]).actions.isEmpty)
        #expect(try #require(flow["Ends with arrow"]).targets == ["Elsewhere"])
        #expect(try #require(flow["Last"]).transitions.isEmpty)
    }

    @Test("rank marks: `#` places a screen first, two or more `#` share a rank")
    func rankMarks() throws {
        let flow = parse("[Home#]\n[Detail##]\n[Other##]\n[Plain]\n")
        #expect(flow.screens.map(\.name) == ["Home", "Detail", "Other", "Plain"])
        #expect(flow.screens.map(\.rank) == [1, 2, 2, 0])
    }

    @Test("a target without a block of its own is allowed and marked undefined")
    func undefinedTargetIsAllowed() throws {
        let flow = parse("[A]\n--\nTap\n==> Nowhere\n")
        #expect(flow.diagnostics.isEmpty)
        #expect(flow.undefinedTargets == ["Nowhere"])
        #expect(!flow.isDefined("Nowhere"))
    }

    @Test("a transition before the separator ends what the user sees, as in the original")
    func transitionBeforeSeparator() throws {
        let flow = parse("[A]\nsees\n==> B\nmore\n==> C\n")
        let screen = try #require(flow["A"])
        #expect(screen.sees.map(\.text) == ["sees"])
        #expect(screen.actions.map { $0.text.map(\.text) } == [[], ["more"]])
        #expect(screen.targets == ["B", "C"])
    }

    @Test("text before the first block is an error, reported once")
    func textBeforeFirstBlock() {
        expectDiagnostics(
            """
            1️⃣A title line
            another one
            [A]
            """,
            [.init(marker: "1️⃣", severity: .error, message: "text before the first screen block")])
    }

    @Test("a second separator in one block is an error")
    func secondSeparator() {
        expectDiagnostics(
            """
            [A]
            --
            Tap
            1️⃣--
            Tap again
            """,
            [.init(marker: "1️⃣", severity: .error, message: "one separator")])
    }

    @Test("a second block with the same name is an error that notes the first")
    func duplicateBlock() throws {
        let flow = expectDiagnostics(
            """
            [1️⃣Home]
            first

            [ 2️⃣Home ]
            second
            """,
            [.init(marker: "2️⃣", severity: .error, message: "already defined", rule: .duplicateScreen)])
        let note = try #require(flow.diagnostics.first?.notes.first)
        #expect(note.location.line == 1 && note.location.column == 2)
        #expect(flow.screens.count == 1)
        #expect(try #require(flow["Home"]).sees.map(\.text) == ["first"])
    }

    @Test("`=> X` with one `=` is text, as in the original, with a warning")
    func singleEqualsIsText() throws {
        let flow = expectDiagnostics(
            """
            [A]
            --
            Tap
            1️⃣=> B
            """,
            [.init(marker: "1️⃣", severity: .warning, message: "not a transition")])
        #expect(try #require(flow["A"]).actions.first?.text.map(\.text) == ["Tap", "=> B"])
    }
}

/// The original's bugs this project fixes on purpose (docs/compatibility.md).
@Suite("Deliberate fixes of the original")
struct CompatibilityTests {
    @Test("names and targets are trimmed, so `[Home #]` and `==> Home  ` meet")
    func namesAndTargetsAreTrimmed() throws {
        let flow = parse("[Start]\n--\nGo\n==>   Home  \n\n[Home #]\n")
        #expect(flow.screens.map(\.name) == ["Start", "Home"])
        #expect(try #require(flow["Start"]).targets == ["Home"])
        #expect(flow.undefinedTargets.isEmpty)
    }

    @Test("a header must be the whole line: `Tap [OK] button` is text")
    func headerIsWholeLine() throws {
        let flow = parse("[A]\n--\nTap [OK] button\n==> B\n")
        #expect(flow.screens.map(\.name) == ["A"])
        #expect(try #require(flow["A"]).actions.first?.text.map(\.text) == ["Tap [OK] button"])
    }

    @Test("`- item` and a lone `-` are text, not separators")
    func dashItemIsText() throws {
        let flow = parse("[A]\n- first item\n-\n--\n- an action\n==> B\n")
        let screen = try #require(flow["A"])
        #expect(screen.sees.map(\.text) == ["- first item", "-"])
        #expect(screen.actions.first?.text.map(\.text) == ["- an action"])
        #expect(flow.diagnostics.isEmpty)
    }

    @Test("a colon no longer cuts a target short")
    func colonInTarget() throws {
        let flow = parse("[A]\n--\nTap\n==> C:detail\n\n[C:detail]\n")
        #expect(try #require(flow["A"]).targets == ["C:detail"])
        #expect(flow.undefinedTargets.isEmpty)
    }

    @Test("several transition lines under one action are all kept, as branches")
    func branchesAreKept() throws {
        let flow = parse(
            """
            [Sign in]
            --
            Tap "Sign in"
            ==> Home
            =={wrong password}=> Sign in error
            Tap "Help"
            ==> Help
            """)
        let actions = try #require(flow["Sign in"]).actions
        #expect(actions.count == 2)
        #expect(actions[0].transitions.map(\.target) == ["Home", "Sign in error"])
        #expect(actions[0].transitions.map(\.label) == [nil, "wrong password"])
    }

    @Test("lines are 1-based and every location has a column")
    func oneBasedLinesWithColumns() throws {
        let flow = parse("\n[ Home ]\n  see\n--\n  tap\n    ==> Next\n")
        let screen = try #require(flow["Home"])
        #expect(screen.location.line == 2 && screen.location.column == 3)
        #expect(screen.sees.first?.location.line == 3 && screen.sees.first?.location.column == 3)
        let transition = try #require(screen.transitions.first)
        #expect(transition.location.line == 6 && transition.location.column == 5)
        #expect(transition.targetLocation.column == 9)
    }

    @Test("columns count characters, not bytes, in Japanese text")
    func columnsCountCharacters() {
        expectDiagnostics(
            """
            [画面]
            --
            タップ
            ==> 次
            1️⃣--
            """,
            [.init(marker: "1️⃣", severity: .error, message: "one separator")])
        expectDiagnostics(
            "[画面(a: Int)]\n--\nタップ\n==> 画面(1️⃣a: 1, 2️⃣a: 2)\n",
            [.init(marker: "2️⃣", severity: .error, message: "passed twice")])
    }

    @Test("the parser recovers and reports every error of a file in one pass")
    func reportsEveryError() {
        expectDiagnostics(
            """
            1️⃣preamble
            [A]
            --
            x
            2️⃣--
            3️⃣[]
            ignored while skipping the unnamed block
            [B]
            --
            Tap
            ==4️⃣oops=> C
            Tap
            5️⃣==>
            [6️⃣A]
            """,
            [
                .init(marker: "1️⃣", severity: .error, message: "text before the first screen block"),
                .init(marker: "2️⃣", severity: .error, message: "one separator"),
                .init(marker: "3️⃣", severity: .error, message: "needs a name"),
                .init(marker: "4️⃣", severity: .error, message: "unknown transition kind `oops`"),
                .init(marker: "5️⃣", severity: .error, message: "no target"),
                .init(marker: "6️⃣", severity: .error, message: "already defined", rule: .duplicateScreen),
            ])
    }

    // MARK: Other differences, decided and documented

    @Test("lines of text are trimmed at both ends")
    func textLinesAreTrimmed() throws {
        let flow = parse("[A]\n   indented see  \n--\n\tTap  \n")
        let screen = try #require(flow["A"])
        #expect(screen.sees.map(\.text) == ["indented see"])
        #expect(screen.actions.first?.text.map(\.text) == ["Tap"])
    }

    @Test("a `]` no longer cuts a target short")
    func bracketInTarget() throws {
        let flow = parse("[A]\n--\nTap\n==> List [beta]\n")
        #expect(try #require(flow["A"]).targets == ["List [beta]"])
    }

    @Test("an arrow must start its line: `Tap ==> X` is text")
    func arrowMidLineIsText() throws {
        let flow = parse("[A]\n--\nTap ==> X\n")
        #expect(try #require(flow["A"]).actions.first?.text.map(\.text) == ["Tap ==> X"])
        #expect(try #require(flow["A"]).transitions.isEmpty)
    }

    @Test("a separator after an action's transition is an error too")
    func separatorAfterTransition() {
        expectDiagnostics(
            "[A]\n--\nTap\n==> B\n1️⃣--\n",
            [.init(marker: "1️⃣", severity: .error, message: "one separator")])
    }

    @Test("an empty label is no label")
    func emptyLabel() throws {
        let flow = parse("[A]\n--\nTap\n=={}=> B\n")
        #expect(try #require(flow["A"]).transitions.map(\.label) == [nil])
        #expect(try #require(flow["A"]).targets == ["B"])
    }
}
