import Testing

@testable import UIFlowKit

/// The extensions of the notation; a file without them is plain uiflow.
@Suite("Extensions")
struct ExtensionTests {
    // MARK: Comments

    @Test("a line whose first non-blank characters are `//` is a comment, anywhere")
    func comments() throws {
        let flow = parse(
            """
            // The sign-in flow
            [A]
              // not something the user sees
            label
            --
            // nor an action
            Tap
            // and not the end of the action
            ==> B
            """)
        let screen = try #require(flow["A"])
        #expect(screen.sees.map(\.text) == ["label"])
        #expect(screen.actions.map { $0.text.map(\.text) } == [["Tap"]])
        #expect(flow.diagnostics.isEmpty)
    }

    @Test("`http://` in a line is not a comment")
    func urlIsNotComment() throws {
        let flow = parse("[A]\nhttp://example.com\n")
        #expect(try #require(flow["A"]).sees.map(\.text) == ["http://example.com"])
    }

    // MARK: Parameters

    @Test("typed parameters: required unless defaulted or optional; types and defaults verbatim")
    func parameters() throws {
        let flow = parse("[Profile(userId: Int, tab: ProfileTab = .posts, note: String?, greeting: String = \"hi, you\")]\n")
        let screen = try #require(flow["Profile"])
        #expect(screen.hasParameterList)
        #expect(screen.parameters.map(\.name) == ["userId", "tab", "note", "greeting"])
        #expect(screen.parameters.map(\.type) == ["Int", "ProfileTab", "String?", "String"])
        #expect(screen.parameters.map(\.defaultValue) == [nil, ".posts", nil, "\"hi, you\""])
        #expect(screen.parameters.map(\.isRequired) == [true, false, false, false])
        #expect(screen.parameters.map(\.location.column) == [10, 23, 49, 64])
        #expect(flow.diagnostics.isEmpty)
    }

    @Test("parameter types may nest brackets, generics, closures and colons")
    func nestedParameterTypes() throws {
        let flow = parse(
            "[Editor(items: [String: [Int]], map: Dictionary<String, Int>, done: (Result<Int, Error>) -> Void, x: Int)]\n")
        let screen = try #require(flow["Editor"])
        #expect(
            screen.parameters.map(\.type) == [
                "[String: [Int]]", "Dictionary<String, Int>", "(Result<Int, Error>) -> Void", "Int",
            ])
    }

    @Test(
        "parentheses that are not a parameter list stay part of the name",
        arguments: [
            ("[Settings (beta)]", "Settings (beta)"),
            ("[(beta)]", "(beta)"),
            ("[Help (1/2)]", "Help (1/2)"),
            ("[Size (S, M, L)]", "Size (S, M, L)"),
            ("[Home()]", "Home"),
            ("[Home ( )]", "Home"),
        ])
    func parenthesesInNames(header: String, name: String) throws {
        let flow = parse(header + "\n")
        #expect(flow.screens.map(\.name) == [name])
        #expect(flow.diagnostics.isEmpty)
    }

    @Test("a parameter list with a typo warns that it became part of the name")
    func mistypedParameterList() throws {
        let flow = expectDiagnostics(
            "[1️⃣Profile(userId: Int, tab)]\n",
            [.init(marker: "1️⃣", severity: .warning, message: "is part of the screen name")])
        #expect(flow.screens.map(\.name) == ["Profile(userId: Int, tab)"])
    }

    @Test("a parameter declared twice is an error")
    func duplicateParameter() {
        expectDiagnostics(
            "[Profile(id: Int, 1️⃣id: String)]\n",
            [.init(marker: "1️⃣", severity: .error, message: "declared twice")])
    }

    @Test("rank marks follow the parameter list")
    func rankAfterParameters() throws {
        let flow = parse("[Profile(userId: Int)##]\n")
        #expect(flow.screens.map(\.name) == ["Profile"])
        #expect(flow.screens.map(\.rank) == [2])
    }

    // MARK: Arguments

    @Test("transition arguments are kept verbatim, in order")
    func arguments() throws {
        let flow = parse("[A]\n--\nTap\n==> Profile(userId: user.id, tab: .likes, title: \"a, (b)\")\n")
        let transition = try #require(flow["A"]?.transitions.first)
        #expect(transition.target == "Profile")
        #expect(transition.hasArgumentList)
        #expect(transition.arguments.map(\.label) == ["userId", "tab", "title"])
        #expect(transition.arguments.map(\.value) == ["user.id", ".likes", "\"a, (b)\""])
        #expect(transition.arguments.map(\.location.column) == [13, 30, 43])
    }

    @Test("a target's parentheses that are not an argument list stay part of its name")
    func parenthesesInTargets() throws {
        let flow = parse("[A]\n--\nTap\n==> Settings (beta)\nTap\n==> Home()\n")
        let transitions = try #require(flow["A"]).transitions
        #expect(transitions.map(\.target) == ["Settings (beta)", "Home"])
        #expect(transitions.map(\.hasArgumentList) == [false, true])
    }

    @Test("an argument passed twice is an error")
    func duplicateArgument() {
        expectDiagnostics(
            "[A]\n--\nTap\n==> B(x: 1, 1️⃣x: 2)\n",
            [.init(marker: "1️⃣", severity: .error, message: "passed twice")])
    }

    // MARK: Kinds

    @Test("transition kinds are written inside the arrow", arguments: TransitionKind.allCases)
    func kinds(kind: TransitionKind) throws {
        let arrow = kind == .show ? "==>" : "==\(kind.rawValue)=>"
        let flow = parse("[A]\n--\nTap\n\(arrow) B\n")
        let transition = try #require(flow["A"]?.transitions.first)
        #expect(transition.kind == kind)
        #expect(transition.target == "B")
        #expect(flow.diagnostics.isEmpty)
    }

    @Test("a kind combines with a label")
    func kindWithLabel() throws {
        let flow = parse("[A]\n--\nTap\n==present{Sign up}=> Sign up\n")
        let transition = try #require(flow["A"]?.transitions.first)
        #expect(transition.kind == .present)
        #expect(transition.label == "Sign up")
        #expect(transition.target == "Sign up")
    }

    @Test("back and dismiss may leave out the target")
    func returnsWithoutTarget() throws {
        let flow = parse("[A]\n--\nClose\n==dismiss=>\nBack\n==back=>\n")
        let transitions = try #require(flow["A"]).transitions
        #expect(transitions.map(\.kind) == [.dismiss, .back])
        #expect(transitions.map(\.target) == [nil, nil])
        #expect(flow.diagnostics.isEmpty)
    }

    @Test("other kinds need a target")
    func targetRequired() {
        expectDiagnostics(
            "[A]\n--\nTap\n1️⃣==push=>\n",
            [.init(marker: "1️⃣", severity: .error, message: "no target")])
    }

    @Test("an unknown kind is an error naming the kinds")
    func unknownKind() {
        expectDiagnostics(
            "[A]\n--\nTap\n==1️⃣popover=> B\n",
            [.init(marker: "1️⃣", severity: .error, message: "`show`, `push`, `present`, `back`, `dismiss`, `replace`, `switch`")])
    }

    @Test("plain and implicit transitions have kind show")
    func defaultKindIsShow() throws {
        let flow = parse("[A]\n--\nTap\n==> B\n\n[B]\n--\nTap\n\n[C]\n")
        #expect(flow.screens.flatMap(\.transitions).map(\.kind) == [.show, .show])
    }

    // MARK: Directives

    @Test("directives set entry, exit, type, group, routes and allowances, and are not sees")
    func directives() throws {
        let flow = parse(
            """
            [Profile(userId: Int, tab: Tab = .posts)]
            @entry
            @type ProfileViewController
            @group Account settings
            @route /profiles/:userId
            @route myapp://profiles/:userId?tab=:tab
            @allow dead-end, cycle
            Avatar
            --
            @exit
            Tap
            ==> Home
            """)
        let screen = try #require(flow["Profile"])
        #expect(screen.isEntry)
        #expect(screen.isExit)
        #expect(screen.typeName == "ProfileViewController")
        #expect(screen.group == "Account settings")
        #expect(screen.routes.map(\.pattern) == ["/profiles/:userId", "myapp://profiles/:userId?tab=:tab"])
        #expect(screen.routes.map { $0.placeholders.map(\.name) } == [["userId"], ["userId", "tab"]])
        #expect(screen.routes.map(\.shape) == ["/profiles/:", "myapp://profiles/:?tab=:"])
        #expect(screen.allowances.map(\.rule) == ["dead-end", "cycle"])
        #expect(screen.sees.map(\.text) == ["Avatar"])
        #expect(screen.actions.map { $0.text.map(\.text) } == [["Tap"]])
        #expect(flow.diagnostics.isEmpty)
    }

    @Test("a route placeholder's location points at its colon")
    func placeholderLocation() throws {
        let flow = parse("[P(id: Int)]\n@route /p/:id\n")
        let placeholder = try #require(flow["P"]?.routes.first?.placeholders.first)
        #expect(placeholder.location.line == 2 && placeholder.location.column == 11)
    }

    @Test("an unknown directive stays text and warns with the known directives")
    func unknownDirective() throws {
        let flow = expectDiagnostics(
            "[A]\n1️⃣@mention someone\n",
            [.init(marker: "1️⃣", severity: .warning, message: "`@entry`, `@route`, `@type`, `@group`, `@exit`, `@allow`")])
        #expect(try #require(flow["A"]).sees.map(\.text) == ["@mention someone"])
    }

    @Test("`@` not followed by a letter is plain text")
    func atSignText() throws {
        let flow = parse("[A]\n@ the top\n@@\n")
        #expect(try #require(flow["A"]).sees.map(\.text) == ["@ the top", "@@"])
        #expect(flow.diagnostics.isEmpty)
    }

    @Test(
        "bad directives are errors",
        arguments: [
            ("@route", "needs a path or URL"),
            ("@route profiles/:id", "not valid"),
            ("@route /a b", "no spaces"),
            ("@route 1app://x", "scheme"),
            ("@route /a/:id/:id", "twice"),
            ("@type", "needs one type name"),
            ("@type Two Words", "needs one type name"),
            ("@group", "needs a group name"),
            ("@allow", "needs a rule id"),
        ])
    func badDirectives(line: String, message: String) {
        let flow = parse("[A(id: Int)]\n\(line)\n")
        #expect(flow.diagnostics.count == 1)
        #expect(flow.diagnostics.first?.severity == .error)
        #expect(flow.diagnostics.first?.message.contains(message) == true, "\(flow.messages)")
    }

    @Test("a second `@type` or `@group` conflicts with the first")
    func conflictingDirectives() throws {
        let flow = expectDiagnostics(
            "[A]\n@type One\n@type 1️⃣Two\n@group G\n@group 2️⃣H\n",
            [
                .init(marker: "1️⃣", severity: .error, message: "conflicts with `One`"),
                .init(marker: "2️⃣", severity: .error, message: "conflicts with `G`"),
            ])
        #expect(try #require(flow["A"]).typeName == "One")
    }

    @Test("`@entry` with an argument warns that it is ignored")
    func entryArgument() throws {
        let flow = expectDiagnostics(
            "[A]\n@entry 1️⃣from a widget\n",
            [.init(marker: "1️⃣", severity: .warning, message: "takes no argument")])
        #expect(try #require(flow["A"]).isEntry)
    }

    // MARK: Several files

    @Test("a flow spans files: names are global, diagnostics name their file, implicit transitions stay in a file")
    func severalFiles() throws {
        let flow = Flow(sources: [
            SourceFile(path: "a.uiflow", text: "[Home]\n--\nTap\n==> Detail\nLast\n"),
            SourceFile(path: "b.uiflow", text: "[Detail]\n--\nBack\n==back=> Home\n[Home]\n"),
        ])
        #expect(flow.files == ["a.uiflow", "b.uiflow"])
        #expect(flow.screens.map(\.name) == ["Home", "Detail"])
        #expect(flow.screens.map(\.location.file) == ["a.uiflow", "b.uiflow"])
        #expect(try #require(flow["Home"]).transitions.map(\.target) == ["Detail"])
        #expect(flow.undefinedTargets.isEmpty)
        let duplicate = try #require(flow.diagnostics.first)
        #expect(flow.diagnostics.count == 1)
        #expect(duplicate.rule == .duplicateScreen)
        #expect(duplicate.location.file == "b.uiflow" && duplicate.location.line == 5)
        #expect(duplicate.notes.first?.location.file == "a.uiflow")
    }
}
