import Foundation
import TestSupport
import Testing
import UIFlowGraphviz
import UIFlowKit

@testable import UIFlowPreview

/// The page in a real browser: Debian's headless Chromium, driven over the DevTools protocol.
/// `make test` installs Chromium when it is missing; UIFLOW_SKIP_BROWSER_TESTS=1 skips these tests
/// on a machine without it (they fail, saying what to install, otherwise).
@Suite(
    "The preview page in headless Chromium", .serialized, .timeLimit(.minutes(5)),
    .enabled(if: ProcessInfo.processInfo.environment["UIFLOW_SKIP_BROWSER_TESTS"] == nil))
struct BrowserTests {
    /// The editor of the file shown.
    static let editor = "document.querySelector('textarea.source:not([hidden])')"
    static func node(_ name: String) -> String {
        "[...document.querySelectorAll('#diagram g.node')].find((g) => g.querySelector('title')?.textContent === '\(name)')"
    }

    /// Runs `body` with a page of a fresh server and browser, and always stops both.
    func withPage(
        _ scratch: Scratch, files: [String], width: Int = 1280, height: Int = 800, imageRoot: URL? = nil,
        _ body: (TestPreview, BrowserPage) async throws -> Void
    ) async throws {
        let preview = try await TestPreview.start(scratch, files: files, pollInterval: .milliseconds(100), imageRoot: imageRoot)
        let browser: Chromium
        do {
            browser = try await blocking { try Chromium(width: width, height: height) }
        } catch {
            await preview.stop()
            throw error
        }
        do {
            let page = try await browser.open("http://127.0.0.1:\(preview.port)/", width: width, height: height)
            try await page.wait(for: "the first render", "document.body.dataset.renders >= 1", seconds: 90)
            try await body(preview, page)
        } catch {
            _ = try? await blocking { browser.terminate() }
            await preview.stop()
            throw error
        }
        _ = try? await blocking { browser.terminate() }
        await preview.stop()
    }

    @Test("typing into the editor redraws the diagram, marks the finding's line, and clicks lead to the text")
    func typingRedraws() async throws {
        // CRLF on purpose: a save must keep the file's line endings.
        let scratch = try Scratch(["app.uiflow": "[Home]\r\n--\r\nTap\r\n==> Detail\r\n\r\n[Detail]\r\n"])
        try await withPage(scratch, files: ["app.uiflow"]) { preview, page in
            let editor = Self.editor
            try await page.wait(for: "both screens drawn", "\(Self.node("Home")) && \(Self.node("Detail"))")
            #expect(try await page.string("\(editor).value") == "[Home]\n--\nTap\n==> Detail\n\n[Detail]\n")

            // Type a new action at the end: the diagram gets the undefined target.
            try await page.evaluate("\(editor).focus(); \(editor).setSelectionRange(\(editor).value.length, \(editor).value.length)")
            try await page.type("--\nOpen settings\n==> Settings\n")
            try await page.wait(for: "the typed target in the diagram", Self.node("Settings"))
            // Its lint finding is beside line 9, in the gutter and the list.
            try await page.wait(
                for: "the gutter marker of line 9",
                "document.querySelector('#gutter-lines .n[data-line=\"9\"]')?.matches('.warning, .error')")
            #expect(try await page.string("document.querySelector('#findings').textContent").contains("Settings"))
            #expect(scratch.read("app.uiflow") == "[Home]\r\n--\r\nTap\r\n==> Detail\r\n\r\n[Detail]\r\n")  // not saved yet

            // Clicking a screen moves the editor to its block.
            try await page.click(Self.node("Home"))
            try await page.wait(for: "the caret on [Home]", "\(editor).selectionStart === 0 && document.activeElement === \(editor)")
            try await page.click(Self.node("Detail"))
            try await page.wait(for: "the caret on [Detail]", "\(editor).selectionStart === \(editor).value.indexOf('[Detail]')")

            // Zoom, then edit: the view stays where the user put it.
            try await page.wheel("document.querySelector('#diagram')", deltaY: -400)
            try await page.wait(for: "a zoomed view", "document.querySelector('#diagram').dataset.zoom === 'user'")
            let viewBox = try await page.string("document.querySelector('#diagram > svg').getAttribute('viewBox')")
            let renders = try await page.evaluate("Number(document.body.dataset.renders)") as? Int ?? 0
            try await page.evaluate("\(editor).focus(); \(editor).setSelectionRange(0, 0)")
            try await page.type("// a comment\n")
            try await page.wait(for: "another render", "Number(document.body.dataset.renders) > \(renders)")
            #expect(try await page.string("document.querySelector('#diagram > svg').getAttribute('viewBox')") == viewBox)

            // Clicking the undefined target offers its block; accepting writes it where it changes nothing.
            try await page.click("document.querySelector('#zoom-fit')")
            try await page.wait(for: "the fitted view", "document.querySelector('#diagram').dataset.zoom === 'fit'")
            try await page.click(Self.node("Settings"))
            try await page.wait(for: "the offer to create [Settings]", "document.querySelector('[data-banner=\"create\"] button.primary')")
            try await page.click("document.querySelector('[data-banner=\"create\"] button.primary')")
            try await page.wait(for: "the new block", "\(editor).value.includes('\\n[Settings]\\n')")
            try await page.wait(
                for: "the finding to go", "!document.querySelector('#findings').textContent.includes('undefined-screen')")

            // Ctrl+S saves, atomically, with the file's own line endings.
            try await page.evaluate("\(editor).focus()")
            try await page.press("s", code: "KeyS", keyCode: 83, modifiers: 2)
            #expect(await eventually { scratch.read("app.uiflow")?.contains("[Settings]") == true })
            let saved = scratch.read("app.uiflow") ?? ""
            #expect(saved.hasPrefix("// a comment\r\n[Home]\r\n"))
            #expect(saved.contains("\r\n[Settings]\r\n"))
            #expect(!saved.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
            try await page.wait(for: "a clean tab", "!document.querySelector('#tabs .dirty')")
            _ = preview
        }
    }

    @Test("a change on disk reloads a clean editor; with unsaved edits the page shows both and loses neither")
    func diskChanges() async throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n"])
        try await withPage(scratch, files: ["app.uiflow"]) { _, page in
            let editor = Self.editor
            try await page.wait(for: "the event stream", "document.body.dataset.events === 'open'")
            // Clean: another editor's change is loaded.
            try scratch.write("app.uiflow", "[Home]\n\n[From disk]\n")
            try await page.wait(for: "the reload", "\(editor).value === '[Home]\\n\\n[From disk]\\n'")
            try await page.wait(for: "the diagram of the new text", Self.node("From disk"))

            // Dirty, and the disk changes too: both versions are kept, and the page says so.
            try await page.evaluate("\(editor).focus(); \(editor).setSelectionRange(\(editor).value.length, \(editor).value.length)")
            try await page.type("\n[Mine]\n")
            try scratch.write("app.uiflow", "[Home]\n\n[Theirs]\n")
            try await page.wait(for: "the conflict banner", "document.querySelector('[data-banner=\"conflict-0\"]')")
            #expect(try await page.string("\(editor).value").contains("[Mine]"))
            #expect(scratch.read("app.uiflow") == "[Home]\n\n[Theirs]\n")
            try await page.click("[...document.querySelectorAll('[data-banner=\"conflict-0\"] button')].find((b) => b.textContent.startsWith('Compare'))")
            try await page.wait(for: "the merge dialog", "document.querySelector('#merge').open")
            #expect(try await page.string("document.querySelector('#merge-disk').value") == "[Home]\n\n[Theirs]\n")
            #expect(try await page.string("document.querySelector('#merge-mine').value").contains("[Mine]"))
            // Merge by hand, keep it, save: the disk gets the merge.
            try await page.evaluate("document.querySelector('#merge-mine').value = '[Home]\\n\\n[Theirs]\\n\\n[Mine]\\n'")
            try await page.click("document.querySelector('#merge-keep-mine')")
            try await page.wait(for: "the merge in the editor", "\(editor).value === '[Home]\\n\\n[Theirs]\\n\\n[Mine]\\n'")
            try await page.click("document.querySelector('#save')")
            #expect(await eventually { scratch.read("app.uiflow") == "[Home]\n\n[Theirs]\n\n[Mine]\n" })

            // A save whose base the disk no longer has is refused; the page shows both versions.
            try await page.evaluate("\(editor).focus()")
            try await page.type("// later\n")
            try scratch.write("app.uiflow", "[Changed meanwhile]\n")
            try await page.click("document.querySelector('#save')")
            try await page.wait(for: "the conflict on saving or from disk", "document.querySelector('[data-banner=\"conflict-0\"]')")
            #expect(scratch.read("app.uiflow") == "[Changed meanwhile]\n")
            #expect(try await page.string("\(editor).value").contains("// later"))
        }
    }

    @Test("a screen whose block holds an error is marked in the diagram, by the screen the server names")
    func errorScreens() async throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n--\nTap\n==bogus=> Detail\n\n[Detail]\n"])
        try await withPage(scratch, files: ["app.uiflow"]) { _, page in
            try await page.wait(for: "the error on Home", "\(Self.node("Home"))?.classList.contains('has-error')")
            #expect(try await page.evaluate("\(Self.node("Detail")).classList.contains('has-error')") as? Bool == false)
            #expect(try await page.string("import('/assets/state.js').then((m) => JSON.stringify(m.state.result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.screen)))") == #"["Home"]"#)
            // Fixed, the mark goes.
            try await page.evaluate("\(Self.editor).focus(); \(Self.editor).setSelectionRange(0, \(Self.editor).value.length)")
            try await page.type("[Home]\n--\nTap\n==> Detail\n\n[Detail]\n")
            try await page.wait(for: "the mark to go", "\(Self.node("Home")) && !\(Self.node("Home")).classList.contains('has-error')")
        }
    }

    @Test("a screen's picture shows in the diagram, carried inside it, and the page's policy lets it load")
    func pictures() async throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n@screenshot home.png\n--\nGo\n==> Cart\n\n[Cart]\n@exit\n"])
        try TestImages.png(width: 39, height: 84, color: [255, 0, 255]).write(to: scratch.url.appendingPathComponent("home.png"))
        try await withPage(scratch, files: ["app.uiflow"], imageRoot: scratch.url) { _, page in
            try await page.wait(for: "the diagram", Self.node("Home"))
            #expect(try await page.evaluate("document.querySelectorAll('#diagram image').length") as? Int == 1)
            let href = "document.querySelector('#diagram image').getAttribute('xlink:href')"
            #expect(try await page.string("\(href).slice(0, 22)") == "data:image/png;base64,")
            // The picture decodes under the page's Content-Security-Policy (img-src data:).
            try await page.evaluate(
                "(() => { const i = new Image(); i.onload = () => { document.body.dataset.picture = i.naturalWidth + 'x' + i.naturalHeight; }; i.src = \(href); })()")
            try await page.wait(for: "the picture to decode", "document.body.dataset.picture === '39x84'")
        }
    }

    @Test("several files make one diagram with a tab each; a screen of another file opens its tab; the export buttons are the table's, and export works")
    func severalFiles() async throws {
        let scratch = try Scratch([
            "a.uiflow": "[Start]\n--\nGo on\n==> Finish\n", "b.uiflow": "// the end\n[Finish]\n--\nAgain\n==> Start\n",
        ])
        try await withPage(scratch, files: ["a.uiflow", "b.uiflow"]) { _, page in
            try await page.wait(for: "both files' screens", "\(Self.node("Start")) && \(Self.node("Finish"))")
            #expect(try await page.evaluate("document.querySelectorAll('#tabs button').length") as? Int == 2)
            #expect(try await page.string("\(Self.editor).dataset.file") == "0")
            try await page.click(Self.node("Finish"))
            try await page.wait(for: "the second file's tab", "\(Self.editor).dataset.file === '1'")
            try await page.wait(for: "the caret on [Finish]", "\(Self.editor).selectionStart === '// the end\\n'.length")
            #expect(try await page.string("document.querySelector('#tabs [aria-selected=\"true\"]').title").hasSuffix("/b.uiflow"))
            // An edit in one file redraws the flow of both.
            try await page.evaluate("\(Self.editor).focus(); \(Self.editor).setSelectionRange(\(Self.editor).value.length, \(Self.editor).value.length)")
            try await page.type("\n[Extra]\n")
            try await page.wait(for: "the new screen", Self.node("Extra"))
            try await page.wait(for: "the dirty mark on b.uiflow only", "document.querySelectorAll('#tabs .dirty').length === 1")
            // The export buttons are the table's formats, in its order, as the server offers them.
            let buttons = "[...document.querySelectorAll('#exports button')]"
            #expect(try await page.string("\(buttons).map((b) => b.dataset.export).join(' ')") == OutputFormat.all.map(\.fileExtension).joined(separator: " "))
            #expect(try await page.string("\(buttons).map((b) => b.textContent).join('|')") == OutputFormat.all.map(\.displayName).joined(separator: "|"))
            #expect(try await page.string("\(buttons).map((b) => b.title).join('|')") == OutputFormat.all.map(\.summary).joined(separator: "|"))
            // Export: the server renders what the editors hold.
            try await page.click("document.querySelector('[data-export=\"svg\"]')")
            try await page.wait(for: "the export", "document.querySelector('#status').textContent === 'Exported a.svg'")
            try await page.click("document.querySelector('[data-export=\"mmd\"]')")
            try await page.wait(for: "the Mermaid export", "document.querySelector('#status').textContent === 'Exported a.mmd'")
        }
    }

    @Test("the page switches between the whole flow, a group and a focus on a screen, and the server draws each")
    func switchesView() async throws {
        let flow = """
            [Welcome]
            @group Onboarding
            --
            Sign in
            ==> Home

            [Home]
            @group Tabs
            --
            Cart
            ==push=> Cart

            [Cart]
            @group Tabs
            --
            Pay
            ==present=> Payment

            [Payment]
            --
            Done
            ==dismiss=> Cart
            """
        let scratch = try Scratch(["app.uiflow": flow])
        try await withPage(scratch, files: ["app.uiflow"]) { _, page in
            let nodes = "[...document.querySelectorAll('#diagram g.node')].map((g) => g.querySelector('title')?.textContent).sort().join(',')"
            func choose(_ select: String, _ value: String) -> String {
                "(() => { const s = document.querySelector('\(select)'); s.value = '\(value)'; s.dispatchEvent(new Event('change')); })()"
            }
            try await page.wait(for: "the whole flow", "\(nodes) === 'Cart,Home,Payment,Welcome'")
            #expect(try await page.string("[...document.querySelectorAll('#view-group option')].map((o) => o.textContent).join(',')")
                == "Whole flow,Onboarding,Tabs,(no group)")

            // A group: its screens, and stubs for Welcome and Payment, named with their groups.
            try await page.evaluate(choose("#view-group", "Onboarding"))
            try await page.wait(for: "the group Onboarding", "document.body.dataset.shown === 'group:Onboarding' && \(nodes) === 'Home,Welcome'")
            #expect(try await page.string("\(Self.node("Home")).textContent").contains("(Tabs)"))

            // A focus, chosen in the list, then deeper.
            try await page.evaluate(choose("#view-focus", "Payment"))
            try await page.wait(for: "the focus on Payment", "document.body.dataset.shown === 'focus:Payment:1' && \(nodes) === 'Cart,Home,Payment'")
            #expect(try await page.string("document.querySelector('#view-group').value") == "")
            #expect(try await page.evaluate("\(Self.node("Payment")).classList.contains('focus')") as? Bool == true)
            try await page.evaluate(choose("#view-depth", "2"))
            try await page.wait(for: "depth 2", "document.body.dataset.shown === 'focus:Payment:2' && \(nodes) === 'Cart,Home,Payment,Welcome'")

            // Double-clicking a screen focuses on it; the group list goes back to the whole flow.
            try await page.evaluate("\(Self.node("Welcome")).dispatchEvent(new MouseEvent('dblclick', { bubbles: true }))")
            try await page.wait(for: "the focus on Welcome", "document.body.dataset.shown === 'focus:Welcome:2'")
            try await page.evaluate(choose("#view-focus", ""))
            try await page.wait(for: "the whole flow again", "document.body.dataset.shown === 'whole' && \(nodes) === 'Cart,Home,Payment,Welcome'")
        }
    }

    @Test(
        "the README's screenshot of the page (UIFLOW_UPDATE_SCREENSHOT=1 writes docs/images/preview.png)",
        .enabled(if: ProcessInfo.processInfo.environment["UIFLOW_UPDATE_SCREENSHOT"] != nil))
    func screenshot() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let shop = try String(contentsOf: root.appendingPathComponent("Samples/shop/shop.uiflow"), encoding: .utf8)
        let scratch = try Scratch(["shop.uiflow": shop])
        try await withPage(scratch, files: ["shop.uiflow"], width: 1440, height: 860) { _, page in
            let editor = Self.editor
            try await page.wait(for: "the diagram", Self.node("Home"))
            // An edit in progress: in [Profile], a new action to a screen not written yet.
            try await page.evaluate(
                """
                (() => { const t = \(editor); const p = t.value.indexOf('[Profile');
                  const i = t.value.indexOf('==switch=> Home\\n', p) + '==switch=> Home\\n'.length;
                  t.focus(); t.setSelectionRange(i, i); })()
                """)
            try await page.type("Tap \"Gift cards\"\n==push=> Gift cards\n")
            try await page.wait(for: "the new target", Self.node("Gift cards"))
            try await page.wait(
                for: "its finding", "document.querySelector('#gutter-lines .n.warning') && document.querySelector('#backdrop .squiggle')")
            try await page.evaluate(
                """
                (() => { const t = \(editor); const i = t.value.indexOf('Tap "Gift cards"'); t.setSelectionRange(i, i);
                  const line = t.value.slice(0, i).split('\\n').length; t.scrollTop = line * 20 - t.clientHeight / 2;
                  t.dispatchEvent(new Event('keyup')); })()
                """)
            try await page.wheel(Self.node("Profile"), deltaY: -300)
            try await Task.sleep(for: .milliseconds(300))
            let image = try await page.screenshot()
            let target = root.appendingPathComponent("docs/images/preview.png")
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try image.write(to: target)
        }
    }
}
