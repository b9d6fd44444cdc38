import Foundation
import TestSupport
import Testing

@Suite("uiflow diff: files, directories, REV:PATH and --git; formats; --fail-on")
struct DiffCommandTests {
    static let old = "[Home]\n@entry\n--\nTap\n==push=> Detail(id: 1)\n\n[Detail(id: Int)]\n@route myapp://detail/:id\n--\nBack\n==back=>\n"
    static let new = "[Home]\n@entry\n--\nTap\n==push=> Detail(id: 1)\nHelp\n==present=> Help\n\n[Detail(id: Int)]\n--\nBack\n==back=>\n\n[Help]\n--\nClose\n==dismiss=>\n"

    @Test("two files: one line per change, grouped by screen, and a summary on stderr")
    func files() throws {
        let scratch = try Scratch(["old.uiflow": Self.old, "new.uiflow": Self.new])
        let result = try CLI.run(["diff", "old.uiflow", "new.uiflow"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                [Home]
                  new.uiflow:7:1: transition-added: Help ==present=> Help
                  new.uiflow:6:1: action-changed: none → Help
                [Detail]
                  old.uiflow:8:8: route-removed (breaking): myapp://detail/:id
                [Help]
                  new.uiflow:14:2: screen-added: Help

                """)
        #expect(result.stderr == "4 changes in 3 screens, 1 breaking\n")
    }

    @Test("--fail-on breaking exits 1 on a breaking change; --fail-on any on any change; none by default")
    func failOn() throws {
        let scratch = try Scratch(["old.uiflow": Self.old, "new.uiflow": Self.new])
        #expect(try CLI.run(["diff", "old.uiflow", "new.uiflow", "--fail-on", "breaking"], in: scratch.url).status == 1)
        #expect(try CLI.run(["diff", "old.uiflow", "new.uiflow", "--fail-on", "any"], in: scratch.url).status == 1)
        #expect(try CLI.run(["diff", "old.uiflow", "new.uiflow"], in: scratch.url).status == 0)
        let same = try CLI.run(["diff", "old.uiflow", "old.uiflow", "--fail-on", "any"], in: scratch.url)
        #expect(same.status == 0 && same.stdout.isEmpty && same.stderr == "no changes\n")
        let added = Self.old + "\n[Extra]\n@entry\n"
        try scratch.write("added.uiflow", added)
        let notBreaking = try CLI.run(["diff", "old.uiflow", "added.uiflow", "--fail-on", "breaking"], in: scratch.url)
        #expect(notBreaking.status == 0, "\(notBreaking.stdout)")
    }

    @Test("the format comes from -f or -o's extension: Markdown, JSON, and a diagram with its legend")
    func formats() throws {
        let scratch = try Scratch(["old.uiflow": Self.old, "new.uiflow": Self.new])
        let markdown = try CLI.run(["diff", "old.uiflow", "new.uiflow", "-f", "markdown"], in: scratch.url)
        #expect(markdown.stdout.hasPrefix("### uiflow diff\n\n`old.uiflow` → `new.uiflow`: 4 changes in 3 screens, 1 breaking ⚠️.\n"))
        #expect(try CLI.run(["diff", "old.uiflow", "new.uiflow", "-o", "d.json"], in: scratch.url).status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.url.appendingPathComponent("d.json"))) as? [String: Any]
        #expect(json?["version"] as? Int == 1)
        #expect((json?["changes"] as? [[String: Any]])?.first?["kind"] as? String == "transition-added")
        let dot = try CLI.run(["diff", "old.uiflow", "new.uiflow", "-f", "dot"], in: scratch.url)
        #expect(dot.stdout.contains(##"<B>Changes</B>"##) && dot.stdout.contains(##"COLOR="#2e7d32" BGCOLOR="#e8f5e9""##))
        let svg = try CLI.run(["diff", "old.uiflow", "new.uiflow", "-o", "diff.svg"], in: scratch.url)
        #expect(svg.status == 0, "\(svg.stderr)")
        let drawn = try String(contentsOf: scratch.url.appendingPathComponent("diff.svg"), encoding: .utf8)
        #expect(drawn.contains("<svg") && drawn.contains("#2e7d32"))
        let bad = try CLI.run(["diff", "old.uiflow", "new.uiflow", "-o", "diff.xyz"], in: scratch.url)
        #expect(bad.status == 64)
    }

    @Test("an input that cannot be read exits 66; a missing side is a usage error")
    func errors() throws {
        let scratch = try Scratch(["old.uiflow": Self.old])
        let missing = try CLI.run(["diff", "old.uiflow", "nope.uiflow"], in: scratch.url)
        #expect(missing.status == 66 && missing.stderr.contains("nope.uiflow: no such file or directory"))
        #expect(try CLI.run(["diff", "old.uiflow"], in: scratch.url).status == 64)
    }

    /// A repository with two commits of `flows/app.uiflow` (old, then new) and `flows/other.uif`
    /// in the first only.
    static func repository() throws -> Scratch {
        let scratch = try Scratch(["flows/app.uiflow": old, "flows/other.uif": "[Other]\n@entry\n", "README": "x\n"])
        let script = """
            set -e
            export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.com GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.com
            export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_SYSTEM=/dev/null
            git init -q -b main .
            git add . && git commit -q -m first
            printf '%s' "$NEW" > flows/app.uiflow
            git rm -q flows/other.uif
            git add . && git commit -q -m second
            """
        let escaped = new.replacingOccurrences(of: "'", with: "'\\''")
        let result = try CLI.shell("NEW='\(escaped)'\n" + script, in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        return scratch
    }

    @Test("--git REV compares a revision's flow files with the working tree; REV:PATH reads one side from git")
    func git() throws {
        let repository = try Self.repository()
        let expected = "[Home]\n  flows/app.uiflow:7:1: transition-added: Help ==present=> Help\n"
        let sinceFirst = try CLI.run(["diff", "--git", "HEAD~1", "flows"], in: repository.url)
        #expect(sinceFirst.status == 0, "\(sinceFirst.stderr)")
        #expect(sinceFirst.stdout.hasPrefix(expected), "\(sinceFirst.stdout)")
        #expect(sinceFirst.stdout.contains("HEAD~1:./flows/other.uif:1:2: screen-removed (breaking): Other"))
        // The whole working tree by default, from a subdirectory too.
        let fromRoot = try CLI.run(["diff", "--git", "HEAD~1"], in: repository.url)
        // (A directory input names its files from it: `./flows/app.uiflow` for `.`.)
        #expect(fromRoot.stdout == sinceFirst.stdout.replacingOccurrences(of: "  flows/", with: "  ./flows/"))
        let fromFlows = try CLI.run(["diff", "--git", "HEAD~1"], in: repository.url.appendingPathComponent("flows"))
        #expect(fromFlows.stdout.contains("app.uiflow:7:1: transition-added: Help ==present=> Help"), "\(fromFlows.stderr)")
        let none = try CLI.run(["diff", "--git", "HEAD", "flows"], in: repository.url)
        #expect(none.status == 0 && none.stdout.isEmpty && none.stderr == "no changes\n")
        // REV:PATH, from the repository's root, either side.
        let revisions = try CLI.run(["diff", "HEAD~1:flows", "HEAD:flows", "-f", "json"], in: repository.url)
        #expect(revisions.status == 0, "\(revisions.stderr)")
        #expect(revisions.stdout.contains(#""file": "HEAD:flows/app.uiflow""#))
        #expect(revisions.stdout.contains(#""file": "HEAD~1:flows/other.uif""#))
        let file = try CLI.run(["diff", "HEAD~1:flows/app.uiflow", "flows/app.uiflow"], in: repository.url)
        #expect(file.stdout.hasPrefix(expected), "\(file.stdout)")
    }

    @Test("a revision or path git does not have exits 66 with git's message")
    func gitErrors() throws {
        let repository = try Self.repository()
        let revision = try CLI.run(["diff", "--git", "no-such-branch"], in: repository.url)
        #expect(revision.status == 66, "\(revision.stderr)")
        #expect(revision.stderr.contains("no-such-branch"))
        let path = try CLI.run(["diff", "HEAD:nowhere", "flows"], in: repository.url)
        #expect(path.status == 66 && path.stderr.contains("HEAD:nowhere: git: "), "\(path.stderr)")
        // A side git would read as an option is refused before git runs.
        let option = try CLI.run(["diff", "--", "--output=x:y", "flows"], in: repository.url)
        #expect(option.status == 66 && option.stderr.contains("--output=x:y: is not REV:PATH"), "\(option.stderr)")
        let outside = try Scratch(["a.uiflow": Self.old])
        let notRepository = try CLI.run(["diff", "--git", "HEAD"], in: outside.url)
        #expect(notRepository.status == 66, "\(notRepository.stderr)")
    }
}
