import Testing

@testable import UIFlowKit

@Suite("Glob patterns")
struct GlobTests {
    @Test(
        "`*` stays in a component, `**` spans components, `?` is one character",
        arguments: [
            ("*.uiflow", "app.uiflow", true), ("*.uiflow", "flows/app.uiflow", false),
            ("flows/*.uiflow", "flows/app.uiflow", true), ("flows/**", "flows/a/b/c.uiflow", true),
            ("flows/**/*.uiflow", "flows/app.uiflow", true), ("flows/**/*.uiflow", "flows/a/b/app.uiflow", true),
            ("flows/**/*.uiflow", "other/app.uiflow", false), ("**/legacy/**", "a/legacy/b.uif", true),
            ("a?c.uif", "abc.uif", true), ("a?c.uif", "ac.uif", false), ("**", "anything/at/all", true),
            ("画面/*.uiflow", "画面/ホーム.uiflow", true), ("*a*b*", "xaxxbx", true), ("*a*b*", "xbxa", false),
        ])
    func matching(pattern: String, path: String, matches: Bool) {
        #expect(Glob.matches(pattern, path) == matches)
    }

    @Test("include keeps only matching files; exclude drops matching ones")
    func includeAndExclude() {
        let configuration = Configuration(include: ["flows/**"], exclude: ["flows/legacy/**"])
        #expect(configuration.includes(path: "flows/app.uiflow"))
        #expect(!configuration.includes(path: "flows/legacy/old.uiflow"))
        #expect(!configuration.includes(path: "other/app.uiflow"))
        #expect(Configuration().includes(path: "anything.uiflow"))
    }
}
