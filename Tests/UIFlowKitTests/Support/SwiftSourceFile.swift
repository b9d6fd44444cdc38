import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift file read for its declarations with SwiftParser, so that comments, string literals and
/// nesting are what the compiler sees, not what a line's indentation suggests.
struct SwiftSourceFile {
    /// A type the file declares.
    struct Declaration: Equatable {
        /// The name with its outer types' (or extended type's) names, `Screen.Parameter`.
        var name: String
        /// Whether it is `public` or `open`, written on it or on the `public extension` it is in.
        var isPublic: Bool
        /// Whether it is declared at the file's top level, outside any type or extension.
        var isTopLevel: Bool
    }

    /// The path relative to the directory searched.
    var path: String
    var lineCount: Int
    /// The types the file declares (structs, enums, classes, actors, protocols, type aliases),
    /// nested ones too, in source order.
    var declarations: [Declaration]
    /// Every capitalised identifier of the code, outside comments and string literals' text: the
    /// types it may use.
    var referencedWords: Set<String>

    /// Every `.swift` file under `directory`, read and parsed, sorted by path.
    static func all(in directory: URL) throws -> [SwiftSourceFile] {
        try texts(in: directory).map { SwiftSourceFile(path: $0.path, text: $0.text) }
    }

    /// The text of every `.swift` file under `directory`, by path relative to it, sorted by path.
    static func texts(in directory: URL) throws -> [(path: String, text: String)] {
        let root = directory.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [(path: String, text: String)] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            files.append((relative, try String(contentsOfFile: root + relative, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The number of lines of `text`, a last line without a line break included.
    static func lineCount(of text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return text.hasSuffix("\n") ? lines.count - 1 : lines.count
    }

    init(path: String, text: String) {
        self.path = path
        lineCount = Self.lineCount(of: text)
        let tree = Parser.parse(source: text)
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        declarations = collector.declarations
        referencedWords = Set(
            tree.tokens(viewMode: .sourceAccurate).compactMap { token in
                guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true else { return nil }
                return name
            })
    }

    /// The types this file declares at the top level, any access.
    var declaredTypes: [String] { declarations.filter(\.isTopLevel).map(\.name) }

    /// The public types this file declares at the top level.
    var publicTopLevelTypes: [String] { declarations.filter { $0.isTopLevel && $0.isPublic }.map(\.name) }

    /// The public types this file declares, nested ones with their outer type's name
    /// (`Screen.Parameter`, `Navigation.Arrival.Kind`).
    var publicTypes: [String] { declarations.filter(\.isPublic).map(\.name) }
}

/// Collects the type declarations of a file with the names of the types and extensions around them.
private final class DeclarationCollector: SyntaxVisitor {
    private(set) var declarations: [SwiftSourceFile.Declaration] = []
    /// The enclosing types and extensions, outermost first, with whether an extension is `public`.
    private var outer: [(name: String, isPublicExtension: Bool)] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.modifiers)
    }
    override func visitPost(_ node: StructDeclSyntax) { outer.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.modifiers)
    }
    override func visitPost(_ node: EnumDeclSyntax) { outer.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.modifiers)
    }
    override func visitPost(_ node: ClassDeclSyntax) { outer.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.modifiers)
    }
    override func visitPost(_ node: ActorDeclSyntax) { outer.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.modifiers)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { outer.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name, node.modifiers)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        outer.append((node.extendedType.trimmedDescription, Self.isPublic(node.modifiers)))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { outer.removeLast() }

    /// Records a type and makes it the enclosing one for its members.
    private func enter(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
        let qualified = record(name, modifiers)
        outer.append((qualified, false))
        return .visitChildren
    }

    @discardableResult
    private func record(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax) -> String {
        // The enclosing name is already qualified (`Navigation.Arrival`).
        let qualified = (outer.last.map { $0.name + "." } ?? "") + name.text
        let isPublic = Self.isPublic(modifiers) || (outer.last?.isPublicExtension == true && !Self.hasAccess(modifiers))
        declarations.append(.init(name: qualified, isPublic: isPublic, isTopLevel: outer.isEmpty))
        return qualified
    }

    private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
    }

    private static func hasAccess(_ modifiers: DeclModifierListSyntax) -> Bool {
        let access: [Keyword] = [.public, .open, .package, .internal, .fileprivate, .private]
        return modifiers.contains { modifier in access.contains { modifier.name.tokenKind == .keyword($0) } }
    }
}
