/// What an app's Swift sources declare, as the flow checks need it: its types (with their
/// extensions merged in), their initializers and stored properties, and every function with its
/// body, for the navigation analysis to follow (``CodeNavigationAnalysis``).
///
/// `UIFlowSwiftSources` builds one from source text; it can be built by hand, as tests do.
public struct CodeIndex: Sendable, Hashable {
    /// The types, sorted by name; each with its extensions' conformances, initializers and properties.
    public private(set) var types: [CodeType]
    /// Every function, in file order.
    public private(set) var functions: [CodeFunction]
    /// How many files were read.
    public var fileCount: Int
    /// The files left out, with why: too large, nested too deep for the reader, too slow to read.
    public var skippedFiles: [SkippedFile] = []
    /// What triggers each storyboard segue, in words (`Tap "Sign in"`), by the segue's
    /// `file:line:column` (the place of the navigation it gives).
    public var storyboardTriggers: [String: String] = [:]
    /// How many `.storyboard` and `.xib` files were read (besides the ``fileCount`` Swift files).
    public var interfaceBuilderFileCount = 0
    /// The identifiers the Interface Builder files declare: their segues', and their scenes'
    /// storyboard identifiers.
    public var segueIdentifiers: Set<String> = []
    public var sceneIdentifiers: Set<String> = []
    /// The call a storyboard's unwind segue is read as (back or dismiss, as the screen was shown):
    /// a name no Swift code can spell, since it holds a space.
    public static let storyboardUnwindCall = "storyboard unwind"
    /// The classes of the storyboards' scenes (`customClass`).
    public var storyboardSceneClasses: Set<String> = []
    /// Where the code asks a storyboard for a segue or a scene by a literal identifier.
    public var storyboardRequests: [StoryboardRequest] = []
    /// What each storyboard identifier's scene is, as the code that builds it (a class, or a
    /// navigation controller with its root): `instantiateViewController(withIdentifier:)`'s value.
    public var storyboardScenes: [String: [CodeExpression]] = [:]
    /// What each storyboard's initial view controller is, by the storyboard's name:
    /// `instantiateInitialViewController()`'s value.
    public var storyboardInitialScenes: [String: CodeExpression] = [:]
    private var indexByName: [String: Int]
    /// The types by the last component of their name, for names written unqualified.
    private var indexBySimpleName: [String: Int]
    /// The functions of each type (by its index's name), and of each base name.
    private var functionsByOwner: [String: [Int]]
    private var functionsByName: [String: [Int]]
    /// Each type's ``supertypes(of:)``, and the same as a list: the type first, then the rest by
    /// name (computed once: the analysis asks for them at every member it looks up).
    private var supertypeSets: [Set<String>] = []
    private var supertypeLists: [[String]] = []

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
    /// a SwiftUI view, and a class that declares no designated initializer inherits its
    /// superclass's.
    public init(declarations: [CodeType], functions: [CodeFunction] = [], fileCount: Int) {
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
        var simple: [String: String] = [:]
        for name in merged.keys.sorted() {
            let last = String(name.split(separator: ".").last ?? Substring(name))
            if simple[last] == nil || name == last { simple[last] = name }
        }
        for declaration in ordered where declaration.kind == .extension {
            let name = merged[declaration.name] != nil ? declaration.name : simple[declaration.name] ?? declaration.name
            merged[name]?.absorb(declaration)
        }
        var types = merged.values.sorted { $0.name < $1.name }
        var indexByName: [String: Int] = [:]
        var indexBySimpleName: [String: Int] = [:]
        for index in types.indices {
            indexByName[types[index].name] = index
            let last = String(types[index].simpleName)
            if indexBySimpleName[last] == nil || types[index].name == last { indexBySimpleName[last] = index }
        }
        // The app's protocols that refine `View` (`protocol PlatformView: View`), through each other.
        var viewProtocols: Set<String> = ["View", "SwiftUI.View"]
        var grown = true
        for _ in 0..<16 where grown {
            grown = false
            for type in types where type.kind == .protocol && !viewProtocols.contains(type.name) {
                guard type.inheritedTypes.contains(where: viewProtocols.contains) else { continue }
                viewProtocols.insert(type.name)
                grown = true
            }
        }
        for index in types.indices {
            types[index].isView = types[index].inheritedTypes.contains(where: viewProtocols.contains)
            let base = Self.viewControllerBase(types[index], types: types, indexByName: indexByName)
            types[index].isNavigationController = base == "UINavigationController"
            types[index].isViewController = base != nil && base != "UINavigationController"
        }
        Self.inheritInitializers(&types, indexByName: indexByName)
        self.types = types
        self.indexByName = indexByName
        self.indexBySimpleName = indexBySimpleName
        self.functions = functions
        self.fileCount = fileCount
        var byOwner: [String: [Int]] = [:]
        var byName: [String: [Int]] = [:]
        for (position, function) in functions.enumerated() {
            byName[function.name, default: []].append(position)
            guard let owner = function.owner else { continue }
            let resolved = indexByName[owner].map { types[$0].name } ?? indexBySimpleName[owner].map { types[$0].name } ?? owner
            byOwner[resolved, default: []].append(position)
        }
        functionsByOwner = byOwner
        functionsByName = byName
        supertypeSets = types.map { computeSupertypes(of: $0.name) }
        supertypeLists = zip(types, supertypeSets).map { type, set in [type.name] + set.subtracting([type.name]).sorted() }
    }

    /// A class that declares no designated initializer inherits its superclass's initializers
    /// (designated and convenience), as Swift's rules give them: `init(windowUUID:)` of a base
    /// view controller is every subclass's that declares none.
    private static func inheritInitializers(_ types: inout [CodeType], indexByName: [String: Int]) {
        func callable(_ index: Int, depth: Int) -> [CodeInitializer] {
            let type = types[index]
            let own = type.initializers.filter { !$0.isCoderInitializer }
            guard type.kind == .class, depth < chainLimit, !own.contains(where: { !$0.isConvenience }),
                let superclass = type.inheritedTypes.first, let parent = indexByName[superclass], types[parent].kind == .class
            else { return own }
            let inherited = callable(parent, depth: depth + 1).map { initializer -> CodeInitializer in
                var copy = initializer
                if copy.inheritedFrom == nil { copy.inheritedFrom = types[parent].name }
                return copy
            }
            return own + inherited
        }
        let computed = types.indices.map { callable($0, depth: 0) }
        for index in types.indices where types[index].kind == .class {
            types[index].initializers = computed[index] + types[index].initializers.filter(\.isCoderInitializer)
        }
    }

    /// An empty index.
    public init() {
        self.init(declarations: [], functions: [], fileCount: 0)
    }

    /// The type named `name`, a type alias followed to the type it names: a qualified name
    /// (`Feature.ProfileView`) also finds its last part, and a simple one a nested type.
    public func type(named name: String) -> CodeType? {
        position(named: name).map { types[$0] }
    }

    /// What `read` gives of ``type(named:)``'s type, without copying the type: the analysis asks
    /// for one fact of a type (`\.kind`, `\.isScreen`) at every call it follows.
    func type<Value>(named name: String, _ read: (CodeType) -> Value) -> Value? {
        position(named: name).map { read(types[$0]) }
    }

    /// The name of the type named `name` in the index, as ``type(named:)`` finds it.
    public func resolvedName(_ name: String) -> String? {
        position(named: name).map { types[$0].name }
    }

    /// The name of the type `name` means where code of the type `scope` writes it: a type nested
    /// in `scope` or in a type around it first (`Body` in `ItemView.HeaderGroup` is
    /// `ItemView.HeaderGroup.Body`, not another type's `Body`), else ``resolvedName(_:)``.
    public func resolvedName(_ name: String, from scope: String?) -> String? {
        nestedName(name, in: scope) ?? resolvedName(name)
    }

    /// The type nested in `scope`, or in a type around it, that `name` means there; `nil` when
    /// there is none.
    func nestedName(_ name: String, in scope: String?) -> String? {
        guard var enclosing = scope, !name.utf8.contains(UInt8(ascii: ".")) else { return nil }
        for _ in 0..<8 {
            if indexByName[enclosing + "." + name] != nil { return resolvedName(enclosing + "." + name) }
            guard let dot = enclosing.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
            enclosing = String(enclosing[..<dot])
        }
        return nil
    }

    /// Where ``type(named:)``'s type is in ``types``.
    private func position(named name: String) -> Int? {
        var name = name
        for _ in 0..<8 {
            guard let found = lookUp(name) else { return nil }
            guard types[found].kind == .typealias, let target = types[found].aliasOf else { return found }
            name = target
        }
        return nil
    }

    private func lookUp(_ name: String) -> Int? {
        if let index = indexByName[name] { return index }
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), let index = indexByName[String(name[name.utf8.index(after: dot)...])] {
            return index
        }
        return indexBySimpleName[name]
    }

    /// The functions a type declares (its extensions' included), by the type's index name.
    public func functions(of typeName: String) -> [CodeFunction] {
        (functionsByOwner[typeName] ?? []).map { functions[$0] }
    }

    /// The indices of the functions a type declares.
    func functionIndices(of typeName: String) -> [Int] { functionsByOwner[typeName] ?? [] }

    /// The index of a SwiftUI view's `body` property, if the type has one.
    func viewBody(of typeName: String) -> Int? {
        functionIndices(of: typeName).first { functions[$0].name == "body" && functions[$0].kind == .property }
    }

    /// The indices of the functions with a base name, of every type.
    func functionIndices(named name: String) -> [Int] { functionsByName[name] ?? [] }

    /// Every type a type is, by name: itself, its superclasses, the protocols it and they conform
    /// to and those protocols refine, transitively, up to ``chainLimit`` steps.
    public func supertypes(of name: String) -> Set<String> {
        if let index = indexByName[name], index < supertypeSets.count { return supertypeSets[index] }
        return computeSupertypes(of: name)
    }

    /// ``supertypes(of:)`` as a list: the type itself first, then the others by name.
    func orderedSupertypes(of name: String) -> [String] {
        if let index = indexByName[name], index < supertypeLists.count { return supertypeLists[index] }
        return [name] + computeSupertypes(of: name).subtracting([name]).sorted()
    }

    private func computeSupertypes(of name: String) -> Set<String> {
        var result: Set<String> = []
        var pending = [name]
        var steps = 0
        while let current = pending.popLast(), steps < Self.chainLimit * 8 {
            steps += 1
            guard result.insert(current).inserted else { continue }
            if let type = type(named: current) {
                if type.name != current { result.insert(type.name) }
                pending += type.inheritedTypes
            } else if current != "UIViewController", Self.viewControllerBases.contains(current) || current.hasSuffix("ViewController") {
                // UIKit's and libraries' view controllers the index does not declare are
                // `UIViewController`s (an `extension UIViewController` method is theirs).
                pending.append("UIViewController")
            }
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
        if other.kind != .extension { isPrivate = other.isPrivate }
        properties += other.properties
        cases += other.cases
        if genericParameters.isEmpty { genericParameters = other.genericParameters }
    }
}
