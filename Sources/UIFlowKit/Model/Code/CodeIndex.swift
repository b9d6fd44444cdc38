/// What an app's Swift sources declare and do, as the flow checks need it: its types (with their
/// extensions merged in), their initializers, and the navigation calls in their code.
///
/// `UIFlowSwiftSources` builds one from source text; it can be built by hand, as tests do.
public struct CodeIndex: Sendable, Hashable {
    /// The types, sorted by name; each with its extensions' conformances and initializers.
    public private(set) var types: [CodeType]
    /// The navigation calls, sorted by place.
    public private(set) var navigations: [CodeNavigation]
    /// How many files were read.
    public var fileCount: Int
    /// The files left out, with why: too large, nested too deep for the reader, too slow to read.
    public var skippedFiles: [SkippedFile] = []
    private var indexByName: [String: Int]

    /// A file of the sources that was not read, and why.
    public struct SkippedFile: Sendable, Hashable {
        /// The file's path, as given.
        public var path: String
        /// Why it was left out, a sentence fragment: "larger than 4 MiB".
        public var reason: String

        /// Creates a record.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// The UIKit view controller classes a view controller may inherit from, besides any class
    /// whose name ends in `ViewController`.
    public static let viewControllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIHostingController",
        "UISearchController", "UIAlertController", "UIActivityViewController", "UIImagePickerController",
        "UIDocumentPickerViewController", "SFSafariViewController", "MFMailComposeViewController",
    ]

    /// The longest superclass chain followed.
    static let chainLimit = 64

    /// An index of the declarations: types and extensions with the same name are merged (the
    /// first type declaration, by file and line, gives the kind and place; an extension of a type
    /// that is not declared is left out), then each type learns whether it is a view controller or
    /// a SwiftUI view.
    public init(declarations: [CodeType], navigations: [CodeNavigation], fileCount: Int) {
        let ordered = declarations.sorted { ($0.range.file, $0.range.start.line, $0.range.start.column) < ($1.range.file, $1.range.start.line, $1.range.start.column) }
        var merged: [String: CodeType] = [:]
        for declaration in ordered where declaration.kind != .extension {
            if var existing = merged[declaration.name] {
                existing.absorb(declaration)
                merged[declaration.name] = existing
            } else {
                merged[declaration.name] = declaration
            }
        }
        for declaration in ordered where declaration.kind == .extension {
            merged[declaration.name]?.absorb(declaration)
        }
        var types = merged.values.sorted { $0.name < $1.name }
        var indexByName: [String: Int] = [:]
        for index in types.indices { indexByName[types[index].name] = index }
        for index in types.indices {
            types[index].isView = types[index].inheritedTypes.contains { $0 == "View" || $0 == "SwiftUI.View" }
            let base = Self.viewControllerBase(types[index], types: types, indexByName: indexByName)
            types[index].isNavigationController = base == "UINavigationController"
            types[index].isViewController = base != nil && base != "UINavigationController"
        }
        self.types = types
        self.indexByName = indexByName
        self.navigations = navigations.sorted { $0.range.location < $1.range.location }
        self.fileCount = fileCount
    }

    /// An empty index.
    public init() {
        self.init(declarations: [], navigations: [], fileCount: 0)
    }

    /// The type named `name`; a qualified name (`Feature.ProfileView`) also finds its last part.
    public func type(named name: String) -> CodeType? {
        if let index = indexByName[name] { return types[index] }
        if let dot = name.lastIndex(of: "."), let index = indexByName[String(name[name.index(after: dot)...])] {
            return types[index]
        }
        return nil
    }

    /// The screens a navigation goes to: the view controllers and views it builds that are not
    /// built as an argument of another one (`UINavigationController(rootViewController: X())` goes
    /// to `X`), in order, each once.
    public func targets(of navigation: CodeNavigation) -> [String] {
        var result: [String] = []
        for index in targetConstructions(of: navigation) {
            let name = type(named: navigation.constructions[index].typeName)?.name ?? navigation.constructions[index].typeName
            if !result.contains(name) { result.append(name) }
        }
        return result
    }

    /// The indices of the constructions ``targets(of:)`` names, in order.
    public func targetConstructions(of navigation: CodeNavigation) -> [Int] {
        let constructions = navigation.constructions
        return constructions.indices.filter { index in
            guard type(named: constructions[index].typeName)?.isScreen == true else { return false }
            return !ancestors(of: index, in: constructions).contains { type(named: constructions[$0].typeName)?.isScreen == true }
        }
    }

    /// The constructions a construction is an argument of, innermost first.
    public func ancestors(of index: Int, in constructions: [CodeNavigation.Construction]) -> [Int] {
        var result: [Int] = []
        var parent = constructions[index].parent
        // Parents come before their arguments, so the chain ends; the bound guards a hand-built one.
        while let current = parent, constructions.indices.contains(current), result.count < constructions.count {
            result.append(current)
            parent = constructions[current].parent
        }
        return result
    }

    /// The UIKit view controller class a class inherits from (any name ending in `ViewController`
    /// that the index does not declare counts), following at most ``chainLimit`` superclasses of
    /// the index; `nil` for a type that is no view controller.
    private static func viewControllerBase(_ type: CodeType, types: [CodeType], indexByName: [String: Int]) -> String? {
        guard type.kind == .class else { return nil }
        var current = type
        for _ in 0..<chainLimit {
            guard let superclass = current.inheritedTypes.first else { return nil }
            if viewControllerBases.contains(superclass) { return superclass }
            guard let index = indexByName[superclass], types[index].kind == .class else {
                return superclass.hasSuffix("ViewController") ? superclass : nil
            }
            current = types[index]
        }
        return nil
    }
}

extension CodeType {
    /// Takes in another declaration of the same type: an extension's conformances and initializers.
    fileprivate mutating func absorb(_ other: CodeType) {
        for name in other.inheritedTypes where !inheritedTypes.contains(name) {
            inheritedTypes.append(name)
        }
        initializers += other.initializers
        if memberwiseInitializer == nil, other.kind != .extension { memberwiseInitializer = other.memberwiseInitializer }
        isMain = isMain || other.isMain
    }
}
