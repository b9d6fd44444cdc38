import Foundation
import TestSupport
import Testing

/// The page's pure functions, each checked in the browser that runs them: the page is loaded, and
/// `import()` of `/assets/MODULE.js` gives the very module the page uses. Part of ``BrowserTests``
/// (one browser at a time, skipped with the rest by UIFLOW_SKIP_BROWSER_TESTS).
extension BrowserTests {
    /// Runs `body` with a page loaded; `body` is given a function that evaluates a JavaScript
    /// expression with the module's exports as `m`, and returns its value as JSON text.
    private func withModule(
        _ module: String, _ body: (_ json: (String) async throws -> String) async throws -> Void
    ) async throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n"])
        try await withPage(scratch, files: ["app.uiflow"]) { _, page in
            try await body { expression in
                try await page.string("import('/assets/\(module)').then((m) => JSON.stringify(\(expression)))")
            }
        }
    }

    /// Checks each case (`expression`, its expected JSON), naming the expression when one fails.
    private func check(_ module: String, _ cases: [(String, String)]) async throws {
        try await withModule(module) { json in
            for (expression, expected) in cases {
                let actual = try await json(expression)
                #expect(actual == expected, "\(expression)")
            }
        }
    }

    @Test("text.js: a column in Unicode scalars becomes a UTF-16 offset, and a finding's mark spans the rest of the line")
    func utf16Columns() async throws {
        try await check("text.js", [
            ("m.utf16Column('abc', 1)", "0"),
            ("m.utf16Column('abc', 3)", "2"),
            ("m.utf16Column('abc', 9)", "3"),                       // past the end: the line's length
            ("m.utf16Column('a\\u{1F600}b', 3)", "3"),              // an emoji is two UTF-16 units
            ("m.utf16Column('\\u{E9}\\u{1F600}x', 3)", "3"),
            ("m.utf16Column('e\\u0301x', 3)", "2"),                 // a combining mark is a scalar of its own
            ("m.utf16Column('\\u{1F1EB}\\u{1F1F7}X', 3)", "4"),     // a flag is two scalars, four units
            ("m.markSpan('  Tap Settings  ', 3)", #"{"start":2,"end":14}"#),
            ("m.markSpan('a\\u{1F600} Gift cards', 3)", #"{"start":3,"end":14}"#),
            ("m.markSpan('abc  ', 4)", #"{"start":3,"end":4}"#),    // past the text: one unit at least
            ("m.markSpan('abc', 9)", #"{"start":3,"end":3}"#),
            ("m.markSpan('', 1)", #"{"start":0,"end":0}"#),
        ])
    }

    @Test("text.js: lines and offsets")
    func linesAndOffsets() async throws {
        try await check("text.js", [
            ("m.lineCount('')", "1"),
            ("m.lineCount('a\\nb')", "2"),
            ("m.lineCount('a\\n')", "2"),
            ("m.lineOfOffset('a\\nb\\nc', 0)", "1"),
            ("m.lineOfOffset('a\\nb\\nc', 1)", "1"),                // the line break belongs to its line
            ("m.lineOfOffset('a\\nb\\nc', 2)", "2"),
            ("m.lineOfOffset('a\\nb\\nc', 5)", "3"),
            ("m.offsetOfLine('a\\nbb\\nc', 1)", "0"),
            ("m.offsetOfLine('a\\nbb\\nc', 2)", "2"),
            ("m.offsetOfLine('a\\nbb\\nc', 3)", "5"),
            ("m.offsetOfLine('a\\nbb\\nc', 9)", "6"),               // past the last line: the length
            ("m.lineText('a\\nbb\\nc', 2)", #""bb""#),
            ("m.lineText('a\\nbb\\nc', 3)", #""c""#),
            ("m.lineText('a\\nbb\\nc', 4)", #""""#),
        ])
    }

    @Test("text.js: line endings are normalized for the editor and written back as the file had them")
    func lineEndings() async throws {
        try await check("text.js", [
            ("m.normalize('a\\r\\nb\\rc\\n')", #""a\nb\nc\n""#),
            ("m.normalize(null)", #""""#),
            ("m.lineEnding('a\\r\\nb')", #""\r\n""#),
            ("m.lineEnding('a\\rb')", #""\r""#),
            ("m.lineEnding('a\\nb')", #""\n""#),
            ("m.lineEnding(null)", #""\n""#),
            ("m.toDisk('\\r\\n', 'a\\nb\\n')", #""a\r\nb\r\n""#),
            ("m.toDisk('\\r', 'a\\nb')", #""a\rb""#),
            ("m.toDisk('\\n', 'a\\nb')", #""a\nb""#),
        ])
    }

    @Test("text.js: a new block goes at the end after a blank line, or before the line the server gives")
    func blockInsertions() async throws {
        try await check("text.js", [
            ("m.blockInsertion('', 'X')", #"{"offset":0,"insert":"[X]\n"}"#),
            ("m.blockInsertion('[A]', 'X')", #"{"offset":3,"insert":"\n\n[X]\n"}"#),
            ("m.blockInsertion('[A]\\n', 'X')", #"{"offset":4,"insert":"\n[X]\n"}"#),
            ("m.blockInsertion('[A]\\n\\n', 'X')", #"{"offset":5,"insert":"[X]\n"}"#),
            ("m.blockInsertion('[A]\\n--\\nGo\\n==> B\\n\\n[C]\\n', 'B', 6)", #"{"offset":17,"insert":"[B]\n\n"}"#),
        ])
    }

    @Test("text.js: the merge view's line diff, bounded")
    func lineDiffs() async throws {
        try await check("text.js", [
            ("m.lineDiff('a\\nb', 'a\\nb')", #""The texts are the same.""#),
            ("m.lineDiff('a\\nb\\nc', 'a\\nB\\nc')", #""@@ line 2 @@\n- b\n+ B""#),
            ("m.lineDiff('a', 'a\\nb')", #""@@ line 2 @@\n+ b""#),
            ("m.lineDiff('x\\na\\ny', 'x\\ny')", #""@@ line 2 @@\n- a""#),
            ("m.lineDiff('a', 'a\\n' + Array(50).fill('n').join('\\n')).split('\\n').length", "42"),  // header, 40 lines, …
            ("m.lineDiff('a', 'a\\n' + Array(50).fill('n').join('\\n')).endsWith('\\n+ n\\n…')", "true"),
        ])
    }

    @Test("sync.js: what a change on disk means for the editor's text, unsaved or not")
    func diskChangeDecisions() async throws {
        let disk = #"{id: '0', name: 'a.uiflow', exists: true, editable: true, text: '[A]\n', version: 'v1'}"#
        let file = "{disk: \(disk), baseline: '[A]\\n', saving: null, conflict: null}"
        func incoming(_ text: String, version: String = "v2", exists: Bool = true, editable: Bool = true) -> String {
            "{id: '0', name: 'a.uiflow', exists: \(exists), editable: \(editable), text: \(text), version: '\(version)'}"
        }
        try await check("sync.js", [
            ("m.diskChange(\(file), '[A]\\n', \(incoming("'[B]\\n'", version: "v1")))", #""same""#),
            // The disk now holds what the editor holds, whatever its line endings: this page's save.
            ("m.diskChange(\(file), '[A]\\n[B]\\n', \(incoming("'[A]\\r\\n[B]\\r\\n'")))", #""caught-up""#),
            ("m.diskChange({...\(file), saving: '[S]\\n'}, '[S]\\nmore', \(incoming("'[S]\\n'")))", #""caught-up""#),
            ("m.diskChange(\(file), '[A]\\n[B]\\n', \(incoming("''", exists: false)))", #""deleted""#),
            ("m.diskChange(\(file), '[A]\\n', \(incoming("'[C]\\n'")))", #""reload""#),
            ("m.diskChange(\(file), '[A]\\n[B]\\n', \(incoming("'[C]\\n'")))", #""conflict""#),
            ("m.diskChange({...\(file), conflict: \(incoming("'[C]\\n'"))}, '[A]\\n', \(incoming("'[D]\\n'", version: "v3")))", #""conflict""#),
            ("m.diskChange(\(file), '[A]\\n', \(incoming("null", editable: false)))", #""reload""#),
            ("m.hasUnsavedEdits(\(file), '[A]\\n')", "false"),
            ("m.hasUnsavedEdits(\(file), '[A]\\n[B]\\n')", "true"),
            ("m.hasUnsavedEdits({...\(file), disk: {...\(disk), editable: false}}, 'other')", "false"),
        ])
    }

    @Test("diagram.js: the fitted view, and zooming about a point that stays put")
    func viewMaths() async throws {
        try await check("diagram.js", [
            ("m.fittedView({x: 0, y: 0, w: 200, h: 100}, {w: 100, h: 100})", #"{"cx":100,"cy":50,"scale":2.08}"#),
            ("m.fittedView(null, {w: 100, h: 100})", #"{"cx":50,"cy":50,"scale":1.04}"#),
            ("m.zoomedView({cx: 0, cy: 0, scale: 1}, 2, {x: 50, y: 50}, {w: 100, h: 100})", #"{"cx":0,"cy":0,"scale":0.5}"#),
            ("m.zoomedView({cx: 0, cy: 0, scale: 1}, 2, {x: 0, y: 0}, {w: 100, h: 100})", #"{"cx":-25,"cy":-25,"scale":0.5}"#),
            ("m.zoomedView({cx: 0, cy: 0, scale: 1}, 1e9, {x: 50, y: 50}, {w: 100, h: 100}).scale", "0.005"),
            ("m.zoomedView({cx: 0, cy: 0, scale: 1}, 1e-9, {x: 50, y: 50}, {w: 100, h: 100}).scale", "50"),
        ])
    }
}
