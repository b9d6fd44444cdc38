import Testing
import UIFlowKit
import UIFlowSwiftSources

@Suite("Reading Swift sources")
struct SwiftSourceReaderTests {
    static func index(_ text: String, path: String = "App.swift") -> CodeIndex {
        SwiftSourceReader().index([(path: path, text: text)])
    }

    @Test("type spellings are compared with their sugar, qualifiers and whitespace normalised")
    func typeNames() {
        let same = [
            ("Optional<String>", "String?"), ("Array<Int>", "[Int]"), ("Dictionary<String, [Int]>", "[String: [Int]]"),
            ("Swift.Int", "Int"), ("Optional<Array<User>>", "[User]?"), ("[String : Int]", "[String: Int]"),
            ("Optional<() -> Void>", "(() -> Void)?"), ("some  View", "some View"),
        ]
        for (lhs, rhs) in same { #expect(CodeTypeName.same(lhs, rhs), "\(lhs) = \(rhs)") }
        for (lhs, rhs) in [("String", "Int"), ("[Int]", "Int"), ("MySwift.Int", "Int"), ("String?", "String")] {
            #expect(!CodeTypeName.same(lhs, rhs), "\(lhs) ≠ \(rhs)")
        }
    }

    @Test("a class's generic parameter constrained in a where clause; a SwiftUI view's left to its body")
    func whereClauseConstraints() {
        let index = Self.index("""
            class PCHostingController<Content>: ThemedHostingController<Content> where Content: View {}
            struct PaymentsRow<Destination>: View where Destination: View {}
            struct Sheet<Content: View>: View {}
            """)
        #expect(index.type(named: "PCHostingController")?.genericParameters.map(\.constraint) == ["View"])
        #expect(index.type(named: "PaymentsRow")?.genericParameters.map(\.constraint) == [nil])
        #expect(index.type(named: "Sheet")?.genericParameters.map(\.constraint) == ["View"])
    }

    @Test("view controllers through superclasses in the sources, SwiftUI views through extensions")
    func screenTypes() {
        let index = Self.index("""
            class BaseViewController: UIViewController {}
            final class FeedViewController: BaseViewController {}
            class Legacy: ExternalListViewController {}
            struct Row: Hashable {}
            struct RowView {}
            extension RowView: View { var body: some View { Text("") } }
            """)
        #expect(index.types.filter(\.isViewController).map(\.name) == ["BaseViewController", "FeedViewController", "Legacy"])
        #expect(index.types.filter(\.isView).map(\.name) == ["RowView"])
        let wrapped = Self.index("""
            final class StyledNavigationController: UINavigationController {}
            final class AViewController: UIViewController {
                func go() { present(StyledNavigationController(rootViewController: BViewController()), animated: true) }
            }
            final class BViewController: UIViewController {}
            """)
        #expect(wrapped.types.filter(\.isViewController).map(\.name) == ["AViewController", "BViewController"])
        #expect(CodeNavigationAnalysis(index: wrapped).navigations.map(\.targets) == [["BViewController"]])
        #expect(FlowDraft(index: wrapped).text.contains("[B]\n@type BViewController\n@navigation\n"))
    }

    @Test("initializers: labels with `_`, types without @escaping, defaults; extensions' too; not init(coder:)")
    func initializers() throws {
        let index = Self.index("""
            final class DetailViewController: UIViewController {
                init(_ item: Item, onDone: @escaping () -> Void, mode: Mode = .view) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            extension DetailViewController { convenience init(id: Int) { self.init(Item(id: id), onDone: {}) } }
            """)
        let type = try #require(index.type(named: "DetailViewController"))
        #expect(type.callableInitializers.map(\.signature) == ["init(_:onDone:mode:)", "init(id:)"])
        let parameters = type.callableInitializers[0].parameters
        #expect(parameters.map(\.type) == ["Item", "() -> Void", "Mode"])
        #expect(parameters.map(\.defaultValue) == [nil, nil, ".view"])
    }

    @Test("a SwiftUI view's memberwise init: stored properties without a value, wrappers set in place or making their own value left out")
    func memberwise() throws {
        let index = Self.index("""
            struct ProfileView: View {
                let user: User
                @Binding var isShown: Bool
                @ObservedObject var model: Model
                var tab: Tab = .posts
                var note: String?
                let title = "Profile"
                @State private var count = 0
                @State private var selection: Item?
                @Environment(\\.dismiss) private var dismiss
                @EnvironmentObject var library: LibraryViewModel
                @FocusState var isFocused: Bool
                @Namespace var animation
                private var cache: [Int] = []
                static var shared = 0
                var body: some View { Text(title) }
            }
            """)
        let initializer = try #require(index.type(named: "ProfileView")?.memberwiseInitializer)
        #expect(initializer.parameters.map { "\($0.label): \($0.type)\($0.defaultValue.map { " = \($0)" } ?? "")" } == [
            "user: User", "isShown: Binding<Bool>", "model: Model", "tab: Tab = .posts", "note: String? = nil",
        ])
    }

    @Test("navigation: a local let pushed, a hosting controller presented, SwiftUI links and sheets, returns")
    func navigation() {
        let index = Self.index("""
            final class AViewController: UIViewController {
                func go() {
                    let next = BViewController(id: 1)
                    navigationController?.pushViewController(next, animated: true)
                    present(UIHostingController(rootView: CView()), animated: true)
                    navigationController?.popToRootViewController(animated: true)
                    show(BViewController(id: 2), sender: nil)
                }
            }
            final class BViewController: UIViewController { init(id: Int) { super.init(nibName: nil, bundle: nil) } }
            struct CView: View {
                var body: some View {
                    NavigationLink { DView() } label: { Text("D") }
                        .sheet(isPresented: .constant(true)) { NavigationStack { DView() } }
                        .navigationDestination(for: Int.self) { value in
                            switch value { case 0: DView() default: EView(value: value) }
                        }
                }
            }
            struct DView: View { var body: some View { Text("") } }
            struct EView: View { let value: Int; var body: some View { Text("") } }
            """)
        let found = CodeNavigationAnalysis(index: index).navigations.map {
            "\($0.sourceType ?? "-") \($0.call) \($0.kind.rawValue) \($0.targets) \($0.callRange.start.line):\($0.callRange.start.column)"
        }
        #expect(found == [
            "AViewController pushViewController push [\"BViewController\"] 4:31",
            "AViewController present present [\"CView\"] 5:9",
            "AViewController popToRootViewController back [] 6:31",
            "AViewController show show [\"BViewController\"] 7:9",
            "CView NavigationLink push [\"DView\"] 13:9",
            "CView sheet present [\"DView\"] 14:14",
            "CView navigationDestination push [\"DView\", \"EView\"] 15:14",
        ])
    }

    @Test("roots: a scene delegate's rootViewController and the @main app's WindowGroup")
    func roots() {
        let index = Self.index("""
            @main struct App: SwiftUI.App { var body: some Scene { WindowGroup { HomeView() } } }
            final class SceneDelegate: UIResponder {
                func connect() { window?.rootViewController = UINavigationController(rootViewController: LoginViewController()) }
            }
            struct HomeView: View { var body: some View { Text("") } }
            final class LoginViewController: UIViewController {}
            """)
        let draft = FlowDraft(index: index).text
        #expect(draft.contains("[Home]\n@entry\n@type HomeView\n"), "\(draft)")
        #expect(draft.contains("[Login]\n@entry\n@type LoginViewController\n@navigation\n"), "\(draft)")
    }

    @Test("columns count Unicode scalars, as in flow files")
    func columns() throws {
        let index = Self.index("let 名前 = 1; final class 画面ViewController: UIViewController {}\n")
        #expect(try #require(index.types.first).location.column == 25)
    }

    @Test("hostile input ends quickly and is read or skipped with why: deep nesting, a huge expression, broken text")
    func hostile() throws {
        let deep = String(repeating: "(", count: 20_000) + String(repeating: ")", count: 20_000)
        let calls = "final class A: UIViewController { func f() { present(" + String(repeating: "B(", count: 5_000)
            + String(repeating: ")", count: 5_000) + ", animated: true) } }"
        let texts = [
            deep, calls, "class", "struct S: View { var body: some View {", "\u{0}\u{FFFF}",
            "extension { func f() { present(X(), animated: true) } }", "protocol", "typealias = Int",
        ]
        let start = ContinuousClock.now
        let index = SwiftSourceReader().index(texts.enumerated().map { ("f\($0.offset).swift", $0.element) })
        #expect(ContinuousClock.now - start < .seconds(5))
        // Every file is counted; the two deep ones are skipped before swift-syntax sees them, with
        // why, and the broken ones are read for what they hold.
        #expect(index.fileCount == texts.count)
        #expect(index.skippedFiles.map(\.path) == ["f0.swift", "f1.swift"])
        #expect(index.skippedFiles.allSatisfy { $0.reason.contains("nested more than 128 deep") }, "\(index.skippedFiles)")
        // Nothing of the skipped files, nothing made up from the broken ones: the unfinished view
        // is a view; a `class`, `extension`, `protocol` or `typealias` without a name declares
        // nothing, and the nameless extension's method belongs to no type.
        #expect(index.types.map(\.name) == ["S"])
        let view = try #require(index.type(named: "S"))
        #expect(view.isView && !view.isViewController)
        #expect(index.type(named: "A") == nil)
        #expect(index.functions.allSatisfy { $0.owner == "S" }, "\(index.functions.map(\.name))")
        #expect(index.functions.count <= 1, "\(index.functions.map(\.name))")
        #expect(index.storyboardRequests.isEmpty && index.storyboardTriggers.isEmpty && index.interfaceBuilderFileCount == 0)
    }

    @Test(
        "nesting that overflows swift-syntax's stack or takes it exponential time is skipped at once, naming the file",
        arguments: [
            ("let x: " + String(repeating: "Array<", count: 1_000) + "Int" + String(repeating: ">", count: 1_000) + " = []", "brackets nested more than 128 deep"),
            ("let x = " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000), "`[` nested more than 12 deep"),
            ("let x = " + String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20), "`[` nested more than 12 deep"),
            ("let x: " + String(repeating: "[(", count: 18) + "Int" + String(repeating: ")]", count: 18) + " = []", "`[` nested more than 12 deep"),
        ])
    func pathologicalNesting(text: String, reason: String) {
        let start = ContinuousClock.now
        let index = SwiftSourceReader().index([("Deep.swift", text), ("Home.swift", "final class HomeViewController: UIViewController {}")])
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(index.skippedFiles.map(\.path) == ["Deep.swift"])
        #expect(index.skippedFiles.first?.reason.contains(reason) == true, "\(index.skippedFiles)")
        #expect(index.type(named: "HomeViewController")?.isViewController == true)
    }

    @Test("brackets in strings and comments do not count, and ordinary nesting is read")
    func nestingInStringsAndComments() {
        let brackets = String(repeating: "[", count: 500)
        let quotes = String(repeating: "\"", count: 3)
        let lines = [
            "// " + brackets,
            "/* " + brackets + " /* nested */ " + brackets + " */",
            "let a = \"" + brackets + "\"",
            "let b = #\"" + brackets + "\"\\#(1)\"#",
            "let c = " + quotes, "    " + brackets, "    " + quotes,
            "let d: [String: [[Int]]] = [:]",
            "let e = f(g(h([1, [2, [3]]])))",
            "let g: Dictionary<String, Array<Result<Int, Error>>> = [:]",
            "if a < b, c > d { }",
            "final class HomeViewController: UIViewController {}",
        ]
        let text = lines.joined(separator: "\n")
        let index = SwiftSourceReader().index([("Home.swift", text)])
        #expect(index.skippedFiles.isEmpty, "\(index.skippedFiles)")
        #expect(index.type(named: "HomeViewController") != nil)
    }

    @Test("a file that takes longer than the time budget is skipped, and the others are read")
    func timeBudget() {
        var large = ""
        for index in 0..<5_000 { large += "let value\(index) = [\(index), \(index + 1)].map { $0 * 2 }\n" }
        let files = [("Large.swift", large)] + (0..<9).map { ("Screen\($0).swift", "final class Screen\($0)ViewController: UIViewController {}") }
        // Each small file takes about a millisecond; the large one about 2 s in a debug build, many
        // times the budget. (Given up, it is still read to its end on its thread: 50,000 lines
        // kept a core busy for 20 s while the other suites ran.)
        let index = SwiftSourceReader(fileTimeBudget: .milliseconds(250)).index(files)
        #expect(index.skippedFiles.map(\.path) == ["Large.swift"])
        #expect(index.skippedFiles.first?.reason == "reading it took longer than 0.25 s")
        #expect((0..<9).allSatisfy { index.type(named: "Screen\($0)ViewController") != nil })
    }
}
