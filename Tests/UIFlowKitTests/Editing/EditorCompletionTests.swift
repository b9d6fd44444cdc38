import Testing

@testable import UIFlowKit

@Suite("Completion in the editing workspace")
struct EditorCompletionTests {
    /// The workspace with `line` added at the end of app.uiflow, and the completions at its end.
    private func complete(_ line: String, code: CodeIndex? = nil) -> [EditorCompletion] {
        var workspace = EditingFixture.workspace()
        let text = EditingFixture.app + line
        workspace.open(EditorDocument(path: "/p/app.uiflow", text: text))
        if let code { workspace.setCode(code) }
        let lines = EditorLines(text)
        let end = SourcePosition(line: lines.count, column: line.unicodeScalars.count + 1)
        return workspace.completions(at: end, in: "/p/app.uiflow")
    }

    @Test("after an arrow: every screen, with its required parameters as a snippet, replacing what is typed")
    func screens() throws {
        let items = complete("==push=> Ca")
        #expect(items.map(\.label) == ["Home", "Cart", "Feed"])
        let cart = try #require(items.first { $0.label == "Cart" })
        #expect(cart.insertText == "Cart(id: ${1:id})" && cart.isSnippet)
        #expect(cart.detail == "(id: Int, note: String)")
        #expect(cart.range.start.column == 10 && cart.range.end.column == 12)
        #expect(items.first { $0.label == "Home" }?.isSnippet == false)
        #expect(complete("==> ").count == 3)
    }

    @Test("inside a target's parentheses: the labels not yet written")
    func labels() {
        #expect(complete("==push=> Cart(").map(\.label) == ["id", "note"])
        #expect(complete("==push=> Cart(id: 1, n").map(\.label) == ["note"])
        #expect(complete("==push=> Nowhere(").isEmpty)
    }

    @Test("inside an arrow: the kinds; after @: the directives; after @allow: the rule ids")
    func words() {
        #expect(complete("==pr").map(\.label) == ["push", "present", "back", "dismiss", "replace", "switch"])
        #expect(complete("==pr").first?.range.start.column == 3)
        let directives = complete("@").map(\.label)
        #expect(directives.contains("@route") && directives.contains("@path-via") && directives.count == Directive.allCases.count)
        let rules = complete("==> Home @allow cy").map(\.label)
        #expect(rules.contains("cycle") && rules.contains("dead-end"))
        #expect(complete("@allow dead-end, cy").first?.range.start.column == 18)
    }

    @Test("after @tabs and @path-via: screen names without arguments; after @type: the app's types")
    func directiveArguments() {
        #expect(complete("@tabs Home, F").map(\.insertText) == ["Home", "Cart", "Feed"])
        #expect(complete("@tabs Home, F").first?.range.start.column == 13)
        #expect(complete("@path-via ").first?.range.start.column == 11)
        let code = CodeIndex(
            declarations: [CodeType(name: "CartViewController", kind: .class, inheritedTypes: ["UIViewController"], range: SourceRange(file: "C.swift", start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2)))],
            fileCount: 1)
        #expect(complete("@type Ca", code: code).map(\.label) == ["CartViewController"])
        #expect(complete("@type Ca").isEmpty)
    }

    @Test("free text, a header and a comment get nothing")
    func nothing() {
        #expect(complete("Tap the ").isEmpty)
        #expect(complete("[Ne").isEmpty)
    }

    @Test("a snippet escapes what snippets give a meaning to")
    func escaping() {
        #expect(EditorWorkspace.snippetEscaped("a$b}c\\") == "a\\$b\\}c\\\\")
    }
}
