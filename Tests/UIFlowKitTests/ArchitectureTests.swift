import Foundation
import TestSupport
import Testing

/// The shape of the sources, checked from the files themselves (DEVELOPERS.md, "Architecture"):
/// UIFlowKit's layers only look down, each file holds one top-level public type, no file grows
/// past 300 lines, and the public types of UIFlowKit are listed in a golden file, so that a change
/// to the library's surface shows in review.
@Suite("The sources' architecture")
struct ArchitectureTests {
    /// UIFlowKit's folders, lowest first: a file may use the types of its own folder and of the
    /// folders before it, never those after.
    static let layers = ["Core", "Syntax", "Model", "Analysis", "Output", "Editing"]

    static let kit = Paths.packageRoot.appendingPathComponent("Sources/UIFlowKit")

    @Test("a layer of UIFlowKit uses no type declared in a higher one")
    func layersLookDown() throws {
        let files = try SwiftSourceFile.all(in: Self.kit)
        var layerOfType: [String: Int] = [:]
        for file in files {
            guard let layer = Self.layer(of: file) else { continue }
            for name in file.declaredTypes { layerOfType[name] = layer }
        }
        for file in files {
            guard let layer = Self.layer(of: file) else {
                Issue.record("\(file.path) is in no layer folder (\(Self.layers.joined(separator: ", ")))")
                continue
            }
            let upward = file.referencedWords.filter { (layerOfType[$0] ?? -1) > layer }.sorted()
            #expect(
                upward.isEmpty,
                "\(file.path) (\(Self.layers[layer])) uses \(upward.map { "\($0) (\(Self.layers[layerOfType[$0] ?? 0]))" })")
        }
    }

    @Test("UIFlowKit's public types, one top-level type per file (Golden/public-types.txt)")
    func publicTypes() throws {
        var listing = ""
        for file in try SwiftSourceFile.all(in: Self.kit) {
            let topLevel = file.publicTopLevelTypes
            #expect(topLevel.count <= 1, "\(file.path) declares several public types: \(topLevel)")
            for name in file.publicTypes { listing += "\(file.path): \(name)\n" }
        }
        Golden.check(listing, "public-types.txt")
    }

    @Test("no source file is over 300 lines")
    func fileLength() throws {
        let sources = Paths.packageRoot.appendingPathComponent("Sources")
        for file in try SwiftSourceFile.all(in: sources) {
            #expect(file.lineCount <= 300, "\(file.path) has \(file.lineCount) lines")
        }
    }

    private static func layer(of file: SwiftSourceFile) -> Int? {
        Self.layers.firstIndex(of: String(file.path.split(separator: "/").first ?? ""))
    }
}

/// A Swift file read for its declarations, with comments and string literals left out.
struct SwiftSourceFile {
    /// The path relative to the directory searched.
    var path: String
    var lineCount: Int
    /// The code, without comments and the contents of string literals.
    private var code: [Substring]

    /// Every `.swift` file under `directory`, sorted by path.
    static func all(in directory: URL) throws -> [SwiftSourceFile] {
        let root = directory.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [SwiftSourceFile] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: root + relative, encoding: .utf8)
            files.append(SwiftSourceFile(path: relative, text: text))
        }
        return files.sorted { $0.path < $1.path }
    }

    init(path: String, text: String) {
        self.path = path
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lineCount = text.hasSuffix("\n") ? lines.count - 1 : lines.count
        code = Self.strip(text).split(separator: "\n", omittingEmptySubsequences: false)
    }

    private static var declaration: Regex<(Substring, Substring, Substring?, Substring, Substring)> {
        /^(\s*)(?:@\w+\s+)*((?:public|package|internal|fileprivate|private|final|indirect)\s+)*(struct|enum|class|protocol|actor|typealias)\s+(\w+)/
    }

    /// The types this file declares at the top level, any access.
    var declaredTypes: [String] {
        code.compactMap { line in
            guard let match = line.firstMatch(of: Self.declaration), match.1.isEmpty else { return nil }
            return String(match.4)
        }
    }

    /// The public types this file declares at the top level.
    var publicTopLevelTypes: [String] {
        code.compactMap { line in
            guard let match = line.firstMatch(of: Self.declaration), match.1.isEmpty, line.contains("public ") else {
                return nil
            }
            return String(match.4)
        }
    }

    /// The public types this file declares, nested ones with their outer type's name
    /// (`Screen.Parameter`), as far as indentation tells.
    var publicTypes: [String] {
        var outer: [(indent: Int, name: String)] = []
        var names: [String] = []
        for line in code {
            let indent = line.prefix { $0 == " " }.count
            if let extended = line.firstMatch(of: /^(\s*)(?:public\s+)?extension\s+([\w.]+)/) {
                outer.removeAll { $0.indent >= indent }
                outer.append((indent, String(extended.2)))
                continue
            }
            guard let match = line.firstMatch(of: Self.declaration) else { continue }
            outer.removeAll { $0.indent >= indent }
            let name = (outer.map(\.name) + [String(match.4)]).joined(separator: ".")
            if line.contains("public ") { names.append(name) }
            outer.append((indent, name))
        }
        return names
    }

    /// Every capitalised word of the code: the types it may use.
    var referencedWords: Set<String> {
        var words: Set<String> = []
        for line in code {
            for match in line.matches(of: /\b[A-Z]\w*/) { words.insert(String(match.0)) }
        }
        return words
    }

    /// `text` without `//` and `/* */` comments and with string literals emptied (`""`), keeping
    /// the line breaks. Multi-line (`"""`) literals are emptied too.
    private static func strip(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.first {
            if scalars.starts(with: "//".unicodeScalars) {
                while let next = scalars.first, next != "\n" { scalars.removeFirst() }
            } else if scalars.starts(with: "/*".unicodeScalars) {
                while !scalars.isEmpty, !scalars.starts(with: "*/".unicodeScalars) {
                    if scalars.removeFirst() == "\n" { result.append("\n") }
                }
                scalars = scalars.dropFirst(2)
            } else if scalars.starts(with: "\"\"\"".unicodeScalars) {
                scalars = scalars.dropFirst(3)
                while !scalars.isEmpty, !scalars.starts(with: "\"\"\"".unicodeScalars) {
                    if scalars.removeFirst() == "\n" { result.append("\n") }
                }
                scalars = scalars.dropFirst(3)
                result.append("\"\"")
            } else if scalar == "\"" {
                scalars.removeFirst()
                while let next = scalars.first, next != "\"", next != "\n" {
                    scalars.removeFirst()
                    if next == "\\", let escaped = scalars.first, escaped != "\n" { scalars.removeFirst() }
                }
                if scalars.first == "\"" { scalars.removeFirst() }
                result.append("\"\"")
            } else {
                result.unicodeScalars.append(scalars.removeFirst())
            }
        }
        return result
    }
}
