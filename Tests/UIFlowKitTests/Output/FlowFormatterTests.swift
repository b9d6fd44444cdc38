import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

@Suite("Formatter")
struct FlowFormatterTests {
    /// Formats `text`, checks that formatting is idempotent and keeps the flow's meaning, and
    /// returns the result.
    @discardableResult
    static func format(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> FlowFormatter.Result {
        let result = FlowFormatter().format(text: text)
        let problems = FormatCheck.problems(Array(text.utf8))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return result
    }

    @Test("an arrow gets two `=` and one space before its target; a kind or a label sits between `==` and `=>`")
    func arrows() {
        let result = Self.format(
            """
            [A]
            --
            Tap
            ===>B
            Swipe
            ==push=>    B
            Pinch
            ={ zoomed in }=>B
            Long press
            =present{menu}===>   B
            Drag
            ==back=>
            Flick
            ==>   B   @allow   cycle   dead-end
            ==back=>@allow cycle

            [B]

            """)
        #expect(
            result.text == """
                [A]
                --
                Tap
                ==> B
                Swipe
                ==push=> B
                Pinch
                =={zoomed in}=> B
                Long press
                ==present{menu}=> B
                Drag
                ==back=>
                Flick
                ==> B @allow cycle, dead-end
                ==back=> @allow cycle

                [B]

                """)
    }

    @Test("parameter and argument lists get one space after `:` and `,` and around `=`; types and values stay as written")
    func lists() {
        let result = Self.format(
            """
            [Profile ( userId:Int,tab :Tab=.posts , filter: [String:Int]  =  [:] ) ##]
            --
            Tap
            ==> Profile( userId:user.id ,tab:.likes )
            Tap the title
            ==> Home()
            Look
            ==> Profile(userId: 1, tab: Tab.make(a:1,b:"x, y"))

            [Home ( )]

            """)
        #expect(
            result.text == """
                [Profile(userId: Int, tab: Tab = .posts, filter: [String:Int] = [:])##]
                --
                Tap
                ==> Profile(userId: user.id, tab: .likes)
                Tap the title
                ==> Home()
                Look
                ==> Profile(userId: 1, tab: Tab.make(a:1,b:"x, y"))

                [Home()]

                """)
    }

    @Test("a block's directives go under its header in one order; routes and allowances keep the order they were written in")
    func directiveOrder() {
        let result = Self.format(
            """
            [Home]
            Banner
            @allow   dead-end
            @route /b
            @exit
            @path-via   Start
            @route /a
            @navigation
            @tabs Feed,Search ,  Profile
            @swift-name home
            @type HomeViewController
            @group   Main tabs
            @entry
            @allow cycle unreachable-screen
            --
            Tap
            ==> Home

            """)
        #expect(
            result.text == """
                [Home]
                @entry
                @group Main tabs
                @type HomeViewController
                @swift-name home
                @tabs Feed, Search, Profile
                @navigation
                @route /b
                @route /a
                @path-via Start
                @exit
                @allow dead-end
                @allow cycle, unreachable-screen
                Banner
                --
                Tap
                ==> Home

                """)
    }

    @Test("one blank line between blocks; a run of blank lines becomes one; none after a header, at the start or at the end")
    func blankLines() {
        let result = Self.format(
            """



            [A]

            @entry


            Logo
            --
            Tap
            ==> B



            Swipe
            ==> C
            [B]
            [C]
            Text



            """)
        #expect(
            result.text == """
                [A]
                @entry
                Logo
                --
                Tap
                ==> B

                Swipe
                ==> C

                [B]

                [C]
                Text

                """)
    }

    @Test("comments stay with the line below them: above a header, above a directive that moves, inside a block; and at a block's end")
    func comments() {
        let result = Self.format(
            """
            // The app.


            // Section one.

            [A]
            Logo
            // The implementation.
            @type AViewController
            @entry
            --
            // The main action.
            Tap
            ==> B
            // A note at the end of A.
            // About B, right above it.
            [B]
               // indented comment
            Text   // not a comment: text

            // MARK: C

            // About C.

            [C]
            // The end.

            """)
        #expect(
            result.text == """
                // The app.

                // Section one.

                [A]
                @entry
                // The implementation.
                @type AViewController
                Logo
                --
                // The main action.
                Tap
                ==> B

                // A note at the end of A.
                // About B, right above it.
                [B]
                // indented comment
                Text   // not a comment: text

                // MARK: C

                // About C.

                [C]
                // The end.

                """)
    }

    @Test("indentation and trailing blanks go; the text of what users see and do keeps its inner spaces, tabs and characters")
    func text() {
        let result = Self.format(
            "[画面　一覧]\u{3000}\n\t  表示要素：  一覧\t \n  + button:\tタップ \n--\n   Tap  \"Done\"  now\t\n  ==>  画面　一覧\n")
        #expect(result.text == "[画面　一覧]\n表示要素：  一覧\n+ button:\tタップ\n--\nTap  \"Done\"  now\n==> 画面　一覧\n")
    }

    @Test("separators become `--`; action and arrow lines are told apart as the parser tells them")
    func separatorsAndActions() {
        let result = Self.format("[A]\nLogo\n------\nTap\n=> not an arrow\n@unknown directive is text\n==> B\n\n[B]\n")
        #expect(result.text == "[A]\nLogo\n--\nTap\n=> not an arrow\n@unknown directive is text\n==> B\n\n[B]\n")
    }

    @Test("a file with CRLF line breaks keeps them; a lone CR becomes LF; a byte order mark stays")
    func lineBreaks() {
        #expect(Self.format("[A]  \r\n--\r\nTap\r\n==>B\r\n[B]").text == "[A]\r\n--\r\nTap\r\n==> B\r\n\r\n[B]\r\n")
        #expect(Self.format("[A]\r--\rTap\r==>B\r").text == "[A]\n--\nTap\n==> B\n")
        #expect(Self.format("\u{FEFF}[A]\n--\nTap\n==>B\n").text == "\u{FEFF}[A]\n--\nTap\n==> B\n")
    }

    @Test("a block with a syntax error is kept as written, the rest of the file formatted, and its lines reported")
    func blocksWithErrorsAreKept() {
        let result = Self.format(
            "[A]\n--\nTap\n==>B\n\n// Misspelt kind.\n[B]  \n--\nTap   \n==presnet=>   A\n   \n==>\n// trailing\n\n"
                + "[C(a:Int, a:Int)]\n[D]\n@type   X")
        #expect(
            result.text
                == "[A]\n--\nTap\n==> B\n\n// Misspelt kind.\n[B]  \n--\nTap   \n==presnet=>   A\n   \n==>\n// trailing\n\n"
                + "[C(a:Int, a:Int)]\n\n[D]\n@type X\n")
        #expect(result.keptLines == [7...12, 15...15])
        #expect(result.isChanged)
        #expect(result.refusal == nil)
    }

    @Test("text before the first block, which the parser rejects, is kept as written")
    func preambleWithErrorIsKept() {
        let result = Self.format("// Title\nstray   text\n\n// About A\n[A]\n-- \n")
        #expect(result.text == "// Title\nstray   text\n\n// About A\n[A]\n--\n")
        #expect(result.keptLines == [1...2])
    }

    @Test("a file that is not UTF-8 text, or holds a NUL byte, is refused and left as it was")
    func notText() {
        for bytes: [UInt8] in [[0x5B, 0x41, 0x5D, 0x0A, 0xFF, 0x0A], [0x5B, 0x41, 0x5D, 0x0A, 0x00, 0x0A]] {
            let result = FlowFormatter().format(SourceFile(path: "x.uiflow", bytes: bytes))
            #expect(result.refusal == .notText)
            #expect(!result.isChanged)
        }
    }

    @Test("a formatted file is left unchanged, and formatting twice gives what formatting once gives")
    func idempotent() throws {
        let shop = try String(contentsOf: Paths.samples.appendingPathComponent("shop/shop.uiflow"), encoding: .utf8)
        let result = Self.format(shop)
        #expect(!result.isChanged)
        #expect(result.text == shop)
        let messy = try String(contentsOf: Self.fixture("messy.uiflow"), encoding: .utf8)
        let once = Self.format(messy)
        #expect(once.isChanged)
        #expect(FlowFormatter().format(text: once.text) == FlowFormatter.Result(text: once.text, isChanged: false))
    }

    @Test("a name that ends with `#` keeps its rank marks apart from it, so that it keeps its name and rank")
    func hashInName() {
        #expect(Self.format("[C# #]\n").text == "[C# #]\n")
        #expect(Self.format("[C#  ##]\n").text == "[C# ##]\n")
        #expect(Self.format("[Smile :(  ]\n").text == "[Smile :(]\n")
    }

    @Test("a list without its closing `)` is closed: the same flow, without the warning")
    func unclosedList() {
        let result = Self.format("[A(id: Int]\n--\nTap\n==> A(id: 1\n")
        #expect(result.text == "[A(id: Int)]\n--\nTap\n==> A(id: 1)\n")
        let warnings = ParsedFile(parsing: SourceFile(path: "a", text: result.text)).diagnostics
        #expect(warnings.isEmpty)
    }

    @Test("an empty file stays empty; a file of blank lines becomes empty; one of comments keeps them")
    func emptyFiles() {
        #expect(Self.format("").text == "")
        #expect(!Self.format("").isChanged)
        #expect(Self.format("\n \n\t\n").text == "")
        #expect(Self.format("\n// only\n\n\n// comments  \n\n").text == "// only\n\n// comments\n")
    }

    @Test("a file with more syntax errors than the parser reports is left as it was")
    func tooManyProblems() {
        let block = "[A]\n--\nTap\n==presnet=> B\n"
        let result = FlowFormatter().format(text: String(repeating: block, count: 1_100))
        #expect(result.refusal == .tooManyProblems)
        #expect(!result.isChanged)
        // Up to the limit, each block with an error is kept, and the others formatted.
        let fewer = FlowFormatter().format(text: String(repeating: block, count: 1_000))
        #expect(fewer.refusal == nil)
        #expect(fewer.keptLines.count == 1_000)
    }

    @Test("the check behind every result tells a flow that means something else from one that is only laid out differently")
    func meaningCheck() {
        let tree = SyntaxTree(parsing: SourceFile(path: "a", text: "[A(id: Int)]\n@route /a/:id\n@route /b/:id\n--\nTap\n==> B(id: 1)\n"))
        func means(_ text: String) -> Bool { FlowFormatter.meansTheSame(tree, SourceFile(path: "a", text: text)) }
        #expect(means("\n[A( id:Int )]\n\n@route   /a/:id\n@route /b/:id\n  ---\n\nTap  \n===>B(id:1)\n// c\n"))
        #expect(!means("[A(id: Int)]\n@route /a/:id\n@route /b/:id\n--\nTap\n==> B(id: 2)\n"))
        #expect(!means("[A(id: Int)]\n@route /b/:id\n@route /a/:id\n--\nTap\n==> B(id: 1)\n"))
        #expect(!means("[A(id: Int)]\n@route /a/:id\n@route /b/:id\n--\nTap\nand swipe\n==> B(id: 1)\n"))
        #expect(!means("[A(id: Int)]\n@route /a/:id\n@route /b/:id\n--\nTap\n==> B(id: 1)\n@entry\n"))
        // A new warning, though `@entry`'s text is ignored: the screen is an entry either way.
        let entry = SyntaxTree(parsing: SourceFile(path: "a", text: "[A]\n@entry\n"))
        #expect(FlowFormatter.meansTheSame(entry, SourceFile(path: "a", text: "[A]\n  @entry\n")))
        #expect(!FlowFormatter.meansTheSame(entry, SourceFile(path: "a", text: "[A]\n@entry now\n")))
        #expect(!means("[A(id: Int)]\n@route /a/:id\n@route /b/:id\n--\nTap\n==> B(id: 1)\n[C]\n"))
    }

    @Test("the documentation's examples give what it says")
    func documentedExamples() {
        #expect(FlowFormatter().format(text: "[Home]\n  --\nTap\n==>Detail\n[Detail]\n").text == "[Home]\n--\nTap\n==> Detail\n\n[Detail]\n")
        let result = FlowFormatter().format(text: "[Home]\n--\nTap\n===>Detail\n[Detail]\n")
        #expect(result == FlowFormatter.Result(text: "[Home]\n--\nTap\n==> Detail\n\n[Detail]\n", isChanged: true))
    }

    @Test("the layout of a file with everything out of place", arguments: ["messy.uiflow", "errors.uiflow"])
    func golden(name: String) throws {
        let text = try String(contentsOf: Self.fixture(name), encoding: .utf8)
        Golden.check(Self.format(text).text, "format/\(name)")
    }

    @Test("the layout of the feature fixture")
    func goldenFeatures() throws {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Tests/UIFlowKitTests/Fixtures/features.uiflow"), encoding: .utf8)
        Golden.check(Self.format(text).text, "format/features.uiflow")
    }

    static func fixture(_ name: String) -> URL {
        Paths.packageRoot.appendingPathComponent("Tests/UIFlowKitTests/Fixtures/format/\(name)")
    }
}
