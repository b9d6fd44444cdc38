import Testing

@testable import UIFlowKit

@Suite("Fixes and refactorings in the editing workspace")
struct EditorFixTests {
    private func workspace(_ text: String) -> EditorWorkspace {
        var workspace = EditorWorkspace()
        workspace.open(EditorDocument(path: "/p/a.uiflow", text: text))
        return workspace
    }

    /// The text after each fix of the first finding of `rule`.
    private func fixed(_ text: String, _ rule: String) -> [String: String] {
        let workspace = workspace(text)
        guard let finding = workspace.analyze().first(where: { $0.rule.rawValue == rule }) else {
            Issue.record("no \(rule) finding")
            return [:]
        }
        return Dictionary(
            workspace.fixes(for: finding).map { ($0.title, EditorWorkspace.applying($0.edits, to: text)) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("a misspelt target: replaced by the close name (preferred), or the screen created after the last closed block")
    func undefinedScreen() {
        let text = "[Home]\n@entry\n--\nTap\n==push=> Profle(id: 1, name: \"x\")\n\n[Profile(id: Int, name: String)]\n"
        let fixes = fixed(text, "undefined-screen")
        #expect(fixes["Change to `Profile`"] == text.replacingOccurrences(of: "Profle(", with: "Profile("))
        #expect(fixes["Create screen `[Profle(id: Int, name: String)]`"] == text + "\n[Profle(id: Int, name: String)]\n")
        let unknownType = fixed("[Home]\n@entry\n--\nTap\n==push=> Detail(id: user.id)\n", "undefined-screen")
        #expect(unknownType["Create screen `[Detail]`"] == "[Home]\n@entry\n--\nTap\n==push=> Detail(id: user.id)\n\n[Detail]\n")
    }

    @Test("a created screen goes before a block whose last action has no transition, where it would become its target")
    func createdScreenPlace() {
        let text = "[Home]\n@entry\n--\nTap\n==> Next\n\n[Other]\n--\nWait\n"
        #expect(fixed(text, "undefined-screen")["Create screen `[Next]`"] == "[Home]\n@entry\n--\nTap\n==> Next\n\n[Next]\n\n[Other]\n--\nWait\n")
    }

    @Test("missing arguments: added, passing the source's own parameter of that name, or the label as a placeholder")
    func missingArguments() {
        let text = "[Feed(userId: Int)]\n@entry\n--\nTap\n==push=> Profile(tab: 1)\n\n[Profile(userId: Int, token: String, tab: Int)]\n"
        #expect(fixed(text, "missing-argument")["Add the missing arguments `userId:`, `token:`"]
            == text.replacingOccurrences(of: "Profile(tab: 1)", with: "Profile(tab: 1, userId: userId, token: token)"))
        let bare = "[Feed]\n@entry\n--\nTap\n==push=> Profile\n\n[Profile(userId: Int)]\n"
        #expect(fixed(bare, "missing-argument")["Add the missing argument `userId:`"] == bare.replacingOccurrences(of: "==push=> Profile\n", with: "==push=> Profile(userId: userId)\n"))
    }

    @Test("back from a presented screen becomes dismiss, and dismiss from a pushed one becomes back")
    func kinds() {
        let back = "[Home]\n@entry\n--\nTap\n==present=> Editor\n\n[Editor]\n--\nDone\n==back=>\n"
        #expect(fixed(back, "back-without-push")["Change to `==dismiss=>`"] == back.replacingOccurrences(of: "==back=>", with: "==dismiss=>"))
        let dismiss = "[Home]\n@entry\n--\nTap\n==push=> Detail\n\n[Detail]\n--\nClose\n==dismiss=>\n"
        #expect(fixed(dismiss, "dismiss-without-present")["Change to `==back=>`"] == dismiss.replacingOccurrences(of: "==dismiss=>", with: "==back=>"))
    }

    @Test("a misspelt label or rule id: replaced by the close one")
    func misspellings() {
        let label = "[Home]\n@entry\n--\nTap\n==push=> Profile(userID: 1)\n\n[Profile(userId: Int)]\n"
        #expect(fixed(label, "unknown-argument")["Change to `userId`"] == label.replacingOccurrences(of: "userID:", with: "userId:"))
        let rule = "[Home]\n@entry\n@allow dead-edn\n"
        #expect(fixed(rule, "unknown-rule")["Change to `dead-end`"] == "[Home]\n@entry\n@allow dead-end\n")
        let placeholder = "[Profile(userId: Int)]\n@entry\n@route /p/:userID\n"
        #expect(fixed(placeholder, "unknown-argument")["Change to `userId`"] == "[Profile(userId: Int)]\n@entry\n@route /p/:userId\n")
    }

    @Test("a misspelt rule id in .uiflow.yml: replaced there, past its YAML quote")
    func misspeltRuleInConfiguration() throws {
        var workspace = workspace("[Home]\n@entry\n")
        let config = "rules:\n  \"dead-edn\": warning\n"
        var configuration = Configuration()
        configuration.rules = [Configuration.RuleSetting(rule: "dead-edn", severity: .warning, location: SourceLocation(file: "/p/.uiflow.yml", line: 2, column: 3))]
        workspace.setConfiguration(configuration, file: SourceFile(path: "/p/.uiflow.yml", text: config))
        let finding = try #require(workspace.analyze().first { $0.rule.rawValue == "unknown-rule" })
        let fix = try #require(workspace.fixes(for: finding).first)
        #expect(fix.title == "Change to `dead-end`")
        #expect(fix.edits.map { "\($0.range.file):\($0.range.start)-\($0.range.end)" } == ["/p/.uiflow.yml:2:4-2:12"])
    }

    @Test("a group is extracted to a new file beside its own when the flow means the same after; never when it would not")
    func extractGroup() throws {
        let text = "[Home]\n@entry\n--\nStart\n==> Sign in\n\n[Sign in]\n@group Onboarding\n--\nDone\n==replace=> Home\n\n[Welcome]\n@group Onboarding\n"
        let workspace = workspace(text)
        let fix = try #require(workspace.extractGroup(at: SourcePosition(line: 8, column: 1), in: "/p/a.uiflow", fileExists: { $0 == "/p/Onboarding.uiflow" }))
        #expect(fix.newFile?.path == "/p/Onboarding-2.uiflow")
        #expect(fix.newFile.map { String(decoding: $0.bytes, as: UTF8.self) } == "[Sign in]\n@group Onboarding\n--\nDone\n==replace=> Home\n\n[Welcome]\n@group Onboarding\n")
        #expect(EditorWorkspace.applying(fix.edits, to: text) == "[Home]\n@entry\n--\nStart\n==> Sign in\n\n")
        #expect(workspace.extractGroup(at: SourcePosition(line: 1, column: 1), in: "/p/a.uiflow") == nil)
        // Moving [Next] away would make the action `Wait` lead to [Last]: not offered.
        let open = "[Home]\n@entry\n--\nWait\n\n[Next]\n@group G\n\n[Last]\n"
        #expect(self.workspace(open).extractGroup(at: SourcePosition(line: 6, column: 2), in: "/p/a.uiflow") == nil)
    }

    @Test("where a new block can go: the end, or after the last block whose last action has a transition")
    func insertionLine() {
        #expect(EditorWorkspace.insertionLine(in: "/p/a.uiflow", of: Flow(parsing: "[A]\n--\nGo\n==> B\n", file: "/p/a.uiflow")) == nil)
        #expect(EditorWorkspace.insertionLine(in: "/p/a.uiflow", of: Flow(parsing: "[A]\n--\nGo\n==> B\n\n[B]\n--\nWait\n", file: "/p/a.uiflow")) == 6)
        #expect(EditorWorkspace.insertionLine(in: "/p/a.uiflow", of: Flow(parsing: "[A]\n--\nWait\n", file: "/p/a.uiflow")) == 1)
    }
}
