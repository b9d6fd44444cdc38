import Foundation
import SwiftParser
import SwiftSyntax
import Testing
import UIFlowFiles

@testable import UIFlowSwiftSources

/// ``SyntaxProtocol/sourceText`` reads a node's text without the trivia around it from the tree's
/// bytes: it must give what swift-syntax's `trimmedDescription` gives, for every node of code that
/// parses. Where the parser supplied a missing token at a node's end (`let =`), it also leaves out
/// the space before that token, which `trimmedDescription` keeps.
@Suite("A node's text")
struct SyntaxTextTests {
    /// Every node of a file, and for each the two texts when they differ.
    static func differences(in text: String, parses: Bool = true) -> [String] {
        var differences: [String] = []
        var work: [Syntax] = [Syntax(Parser.parse(source: text))]
        while let node = work.popLast() {
            let expected = parses ? node.trimmedDescription : node.trimmedDescription.trimmingCharacters(in: .whitespaces)
            if node.sourceText != expected {
                differences.append("\(node.kind): \(node.sourceText.debugDescription) ≠ \(node.trimmedDescription.debugDescription)")
            }
            work += node.children(viewMode: .sourceAccurate)
        }
        return differences
    }

    @Test("the same as trimmedDescription on comments, Unicode and empty nodes")
    func edges() {
        let text = """
            // A file comment
            /// Docs
            final class Über: UIViewController /* trailing */ {  // after
                @IBAction   func  go( _ sender: Any ) { present(Détail(name: "ü \\(1)"), animated: true) } // end
                let x = [1, 2, 3,]  \t
            }
            struct V: View { var body: some View { Text("é") } }\u{00A0}

            """
        #expect(Self.differences(in: text) == [])
        #expect(Self.differences(in: "") == [])
        #expect(Self.differences(in: "  \n// only a comment\n") == [])
    }

    @Test("code that does not parse: the same, without the space before a missing last token")
    func broken() {
        #expect(Self.differences(in: "func broken( { let = }\nclass { var x: = 1 }\n<view id=\"a\" >", parses: false) == [])
        // Its text is what the file holds: `let =`, not `let = `.
        let declaration = Parser.parse(source: "func f() { let = }").statements.first?.item.as(FunctionDeclSyntax.self)
        #expect(declaration?.body?.statements.first?.sourceText == "let =")
    }

    @Test("the same as trimmedDescription on every node of the fixture apps")
    func fixtureApps() throws {
        var checked = 0
        for app in FixtureApps.names + [StoryboardTests.app] {
            let directory = FixtureApps.root.appendingPathComponent(app).path
            for file in try SwiftSourceFiles.load([directory + "/Sources"]) where file.path.hasSuffix(".swift") {
                #expect(Self.differences(in: file.text) == [], "\(file.path)")
                checked += 1
            }
        }
        #expect(checked > 10)
    }
}

/// The reader's type texts: a text already on one line with single spaces, or a name of ASCII
/// without spaces, is given back as it is; anything else the general way, with the same result.
@Suite("Type texts")
struct TypeTextTests {
    @Test(
        "collapsed and baseName give what splitting by whitespace gives",
        arguments: [
            "", " ", "Int", "[String: Int]", "  Int", "Int ", "A  &  B", "A\t& B", "Array<\n  Int\n>", "some View", "any Router<Int>",
            "Caf\u{E9}View", "A\u{A0}B", "A\u{2028}B", "x\u{0}y", "(Int) -> Void", "Optional< Int >",
        ])
    func fastPaths(text: String) {
        #expect(DeclarationVisitor.collapsed(text) == text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        var name = Substring(text)
        for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        #expect(DeclarationVisitor.baseName(text) == String(name.prefix { $0 != "<" }).filter { !$0.isWhitespace })
    }
}
