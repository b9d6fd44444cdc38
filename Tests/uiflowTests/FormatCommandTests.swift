import Foundation
import TestSupport
import Testing

@Suite("uiflow format")
struct FormatCommandTests {
    static let messy = "[Home]  \n@type  HomeViewController\n@entry\nBanner\n-----\nTap\n==push=>Detail( id:1 )\n[Detail(id:Int)]\n"
    static let formatted = "[Home]\n@entry\n@type HomeViewController\nBanner\n--\nTap\n==push=> Detail(id: 1)\n\n[Detail(id: Int)]\n"

    /// A date long past, given to a file to tell whether it is written again.
    static let past = Date(timeIntervalSince1970: 1_000_000_000)

    static func modified(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    @Test("files are formatted in place; only those that change are written, and a summary says how many")
    func inPlace() throws {
        let scratch = try Scratch(["flows/a.uiflow": Self.messy, "flows/b.uiflow": Self.formatted, "flows/notes.txt": Self.messy])
        try FileManager.default.setAttributes([.modificationDate: Self.past], ofItemAtPath: scratch.path("flows/b.uiflow"))
        let result = try CLI.run(["format", "flows"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "uiflow: 1 of 2 files reformatted\n")
        #expect(scratch.read("flows/a.uiflow") == Self.formatted)
        #expect(try Self.modified(scratch.path("flows/b.uiflow")) == Self.past)
        // A directory gives only flow files.
        #expect(scratch.read("flows/notes.txt") == Self.messy)
        // Formatted files give the same flow.
        let before = try CLI.run(["render", "-f", "json", "-"], in: scratch.url, input: Self.messy)
        let after = try CLI.run(["render", "-f", "json", "flows/a.uiflow"], in: scratch.url)
        #expect(before.status == 0 && after.status == 0)
        #expect(Self.withoutPositions(before.stdoutData) == Self.withoutPositions(after.stdoutData))
    }

    @Test("--check writes nothing, lists the files that would change on stdout and exits 1; once formatted, it passes")
    func check() throws {
        let scratch = try Scratch(["a.uiflow": Self.messy, "b.uiflow": Self.formatted])
        let result = try CLI.run(["format", "--check", "a.uiflow", "b.uiflow"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stdout == "a.uiflow\n")
        #expect(result.stderr == "uiflow: 1 of 2 files would be reformatted\n")
        #expect(scratch.read("a.uiflow") == Self.messy)
        #expect(try CLI.run(["format", "a.uiflow"], in: scratch.url).status == 0)
        let again = try CLI.run(["format", "--check", "a.uiflow", "b.uiflow"], in: scratch.url)
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)
    }

    @Test("`-`, or no input, reads standard input and writes the result to standard output, without a summary")
    func standardInput() throws {
        let scratch = try Scratch()
        for arguments in [["format"], ["format", "-"]] {
            let result = try CLI.run(arguments, in: scratch.url, input: Self.messy)
            #expect(result.status == 0)
            #expect(result.stdout == Self.formatted)
            #expect(result.stderr.isEmpty)
        }
        let unchanged = try CLI.run(["format"], in: scratch.url, input: Self.formatted)
        #expect(unchanged.stdout == Self.formatted)
        let checked = try CLI.run(["format", "--check", "-"], in: scratch.url, input: Self.messy)
        #expect(checked.status == 1)
        #expect(checked.stdout == "<stdin>\n")
    }

    @Test("the samples are formatted: `uiflow format --check Samples` passes")
    func samplesPassTheCheck() throws {
        let result = try CLI.run(["format", "--check", "Samples"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("a block with a syntax error is left as written, with a warning that names its lines; the rest is formatted")
    func syntaxErrors() throws {
        let text = "[A]\n--\nTap\n==>B\n\n[B]  \n--\nTap\n==presnet=>  A\n"
        let scratch = try Scratch(["app.uiflow": text])
        let result = try CLI.run(["format", "app.uiflow"], in: scratch.url)
        #expect(result.status == 0)
        #expect(scratch.read("app.uiflow") == "[A]\n--\nTap\n==> B\n\n[B]  \n--\nTap\n==presnet=>  A\n")
        #expect(result.stderr.contains("uiflow: warning: app.uiflow:6: lines 6-9 are left as written: they have a syntax error"))
    }

    @Test("a file that is not UTF-8 text is left as it was, said so, and fails the command")
    func notText() throws {
        let scratch = try Scratch(["good.uiflow": Self.messy])
        let bytes: [UInt8] = Array("[A]\n".utf8) + [0xFF, 0xFE, 0x0A]
        try Data(bytes).write(to: scratch.url.appendingPathComponent("bad.uiflow"))
        let result = try CLI.run(["format", "bad.uiflow", "good.uiflow"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("uiflow: error: bad.uiflow: left as it was: it is not UTF-8 text"))
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("bad.uiflow")) == Data(bytes))
        #expect(scratch.read("good.uiflow") == Self.formatted)
    }

    @Test("an input that cannot be read stops the command before any file is written (status 66)")
    func unreadableInput() throws {
        let scratch = try Scratch(["a.uiflow": Self.messy])
        let result = try CLI.run(["format", "a.uiflow", "missing.uiflow"], in: scratch.url)
        #expect(result.status == 66)
        #expect(result.stderr.contains("missing.uiflow: no such file or directory"))
        #expect(scratch.read("a.uiflow") == Self.messy)
    }

    @Test("an input larger than --max-input-size is refused (status 66)")
    func inputSizeLimit() throws {
        let scratch = try Scratch(["a.uiflow": Self.messy])
        let result = try CLI.run(["format", "--max-input-size", "16", "a.uiflow"], in: scratch.url)
        #expect(result.status == 66)
        #expect(scratch.read("a.uiflow") == Self.messy)
    }

    @Test("a rewritten file keeps its permissions and its CRLF line breaks")
    func permissionsAndLineBreaks() throws {
        let scratch = try Scratch()
        let crlf = Self.messy.replacingOccurrences(of: "\n", with: "\r\n")
        try scratch.write("app.uiflow", crlf)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: scratch.path("app.uiflow"))
        #expect(try CLI.run(["format", "app.uiflow"], in: scratch.url).status == 0)
        #expect(scratch.read("app.uiflow") == Self.formatted.replacingOccurrences(of: "\n", with: "\r\n"))
        let permissions = try FileManager.default.attributesOfItem(atPath: scratch.path("app.uiflow"))[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }

    @Test("a directory's files follow the configuration's exclude globs")
    func excludeGlobs() throws {
        let scratch = try Scratch([
            ".uiflow.yml": "exclude:\n  - flows/drafts/**\n", "flows/a.uiflow": Self.messy, "flows/drafts/b.uiflow": Self.messy,
        ])
        let result = try CLI.run(["format", "flows"], in: scratch.url)
        #expect(result.status == 0)
        #expect(scratch.read("flows/a.uiflow") == Self.formatted)
        #expect(scratch.read("flows/drafts/b.uiflow") == Self.messy)
    }

    /// `uiflow render -f json`'s output without `line` and `column`.
    static func withoutPositions(_ data: Data) -> String {
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { $0.key != "line" && $0.key != "column" && $0.key != "file" && $0.key != "files" }
                    .mapValues(strip)
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        guard let object = try? JSONSerialization.jsonObject(with: data),
            let stripped = try? JSONSerialization.data(withJSONObject: strip(object), options: [.sortedKeys])
        else { return "not JSON" }
        return String(decoding: stripped, as: UTF8.self)
    }
}
