/// A class, struct, enum or actor found in an app's Swift sources, or an extension of one, with
/// what the flow checks need: its supertypes, its initializers and where it is declared.
public struct CodeType: Sendable, Hashable {
    /// What declares the type.
    public enum Kind: String, Sendable, Hashable {
        case `class`, `struct`, `enum`, actor, `extension`, `protocol`, `typealias`
    }

    /// The type's name as declared (`ProfileViewController`); a nested type's is qualified with
    /// the types around it (`StatusEditor.MainView`).
    public var name: String
    /// What declares it.
    public var kind: Kind
    /// The inheritance clause, as written without generic arguments (`UIViewController`, `View`):
    /// a class's superclass first, then conformances; an index merges its extensions' in.
    public var inheritedTypes: [String]
    /// Its initializers, in source order (its extensions' after its own, in an index).
    public var initializers: [CodeInitializer]
    /// A struct's memberwise initializer, when its body declares no initializer.
    public var memberwiseInitializer: CodeInitializer?
    /// Whether it is marked `@main` (the app itself).
    public var isMain: Bool
    /// Whether it is declared `private` or `fileprivate`: a helper of its file, named nowhere else.
    public var isPrivate = false
    /// Where its name is written.
    public var range: SourceRange
    /// Whether it is a UIKit view controller: a class whose superclass is one (set by ``CodeIndex``).
    public var isViewController: Bool
    /// Whether it is a SwiftUI view: it conforms to `View`, or to an app protocol that refines it
    /// (`protocol PlatformView: View`) (set by ``CodeIndex``).
    public var isView: Bool
    /// Whether it is a `UINavigationController` subclass: a container that shows the screen it is
    /// given, and no screen itself (set by ``CodeIndex``).
    public var isNavigationController = false
    /// Its stored properties, in source order (its extensions' static ones after them).
    public var properties: [CodeProperty] = []
    /// An enum's cases, in source order.
    public var cases: [String] = []
    /// Its generic parameters, each with the first type its constraint names (`Content: View`
    /// gives `("Content", "View")`).
    public var genericParameters: [GenericParameter] = []
    /// The generic arguments of its first inherited type, as written: `["SettingsView"]` for
    /// `class SettingsHostingController: UIHostingController<SettingsView>`, whose code the
    /// hosting controller's screen is.
    public var superclassArguments: [String] = []
    /// The type a `typealias` names, as written.
    public var aliasOf: String?
    /// The labelled elements' types of the tuple a `typealias` names (`typealias Tab = (item:
    /// TabItem, coordinator: Coordinator)` gives `item: TabItem`, `coordinator: Coordinator`).
    public var tupleElements: [String: String] = [:]
    /// The type it is declared inside, if any (qualified).
    public var parent: String?

    /// A generic parameter and the type its constraint names first.
    public struct GenericParameter: Sendable, Hashable {
        public var name: String
        public var constraint: String?

        /// Creates a generic parameter.
        public init(name: String, constraint: String?) {
            self.name = name
            self.constraint = constraint
        }
    }

    /// Creates a type.
    public init(
        name: String, kind: Kind, inheritedTypes: [String] = [], initializers: [CodeInitializer] = [],
        memberwiseInitializer: CodeInitializer? = nil, isMain: Bool = false, range: SourceRange,
        isViewController: Bool = false, isView: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.inheritedTypes = inheritedTypes
        self.initializers = initializers
        self.memberwiseInitializer = memberwiseInitializer
        self.isMain = isMain
        self.range = range
        self.isViewController = isViewController
        self.isView = isView
    }

    /// Where its name starts.
    public var location: SourceLocation { range.location }

    /// Whether it can be a screen: a view controller or a SwiftUI view that is not a container
    /// of another screen (a navigation controller, a generic view that shows its `Content`).
    public var isScreen: Bool { (isViewController || isView) && !isContainer }

    /// Whether it shows another screen rather than being one: a navigation controller, or a
    /// generic view or view controller whose generic parameter is a view or view controller
    /// (`BottomSheet<Content: View>`, `NavigationTab<Content: View>`).
    public var isContainer: Bool {
        isNavigationController || (contentParameters > 0 || (isView || isViewController) && takesBuiltView) && !takesOptionalContent
            && !buildsRowsOfItsItems
    }

    /// Whether it is a SwiftUI view whose content is built from items of its own, generic in its
    /// other parameters (`SearchSheetView<Item: Searchable, Content: View>` built with `content:
    /// ([Item], NavigationLayer) -> Content`): it loads the items and shows a row for each, a
    /// screen of results, not a container of a screen it is given.
    private var buildsRowsOfItsItems: Bool {
        guard isView, !initializers.isEmpty else { return false }
        let contentNames = genericParameters.filter { $0.constraint == "View" || $0.constraint == "SwiftUI.View" }.map(\.name)
        let itemNames = genericParameters.map(\.name).filter { !contentNames.contains($0) }
        guard !contentNames.isEmpty, !itemNames.isEmpty else { return false }
        var buildsRows = false
        for initializer in initializers {
            for parameter in initializer.parameters where Self.mentions(parameter.type, any: contentNames) {
                guard let arrow = parameter.type.range(of: "->"),
                    Self.mentions(String(parameter.type[..<arrow.lowerBound]), any: itemNames)
                else { return false }
                buildsRows = true
            }
        }
        return buildsRows
    }

    /// Whether it is a SwiftUI view whose initializers all give its content a default
    /// (`@ViewBuilder content: () -> Content = { EmptyView() }`): a screen with an optional slot
    /// for more, not a container of what it is given.
    private var takesOptionalContent: Bool {
        guard isView, !initializers.isEmpty else { return false }
        let contentNames = genericParameters.filter { $0.constraint == "View" || $0.constraint == "SwiftUI.View" }.map(\.name)
        var takesContent = false
        for initializer in initializers {
            for parameter in initializer.parameters where Self.givesView(parameter.type) || Self.mentions(parameter.type, any: contentNames) {
                guard parameter.hasDefault else { return false }
                takesContent = true
            }
        }
        return takesContent
    }

    /// Whether a type's text names one of `names` (`() -> Content` names `Content`).
    static func mentions(_ type: String, any names: [String]) -> Bool {
        let words = type.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.contains { names.contains(String($0)) }
    }

    /// How many of its generic parameters are views or view controllers it holds
    /// (`TopBottomContainerViewController<Top: UIViewController, Bottom: UIViewController>`: 2).
    public var contentParameters: Int {
        genericParameters.count { parameter in
            guard let constraint = parameter.constraint else { return false }
            return constraint == "View" || constraint == "SwiftUI.View" || constraint.hasSuffix("ViewController")
        }
    }

    /// Whether an initializer takes a closure that gives a view (`@ViewBuilder content: () -> some
    /// View`): a container of what it is given, type-erased, when it is a view itself.
    private var takesBuiltView: Bool {
        initializers.contains { initializer in initializer.parameters.contains { Self.givesView($0.type) } }
    }

    /// Whether it is no screen but holds a view it is built with: a struct or class whose
    /// initializer takes a closure that gives one (`@ViewBuilder content: () -> some View`), as a
    /// route value that carries its destination does.
    public var holdsBuiltView: Bool {
        !isViewController && !isView && (kind == .struct || kind == .class) && takesBuiltView
    }

    /// Whether a parameter's type is a closure that gives a view or a view controller.
    static func givesView(_ type: String) -> Bool {
        let characters = Array(type)
        guard let arrow = characters.indices.dropLast().last(where: { characters[$0] == "-" && characters[$0 + 1] == ">" }) else {
            return false
        }
        var result = characters[(arrow + 2)...].drop { $0 == " " }
        while let last = result.last, last == ")" || last == "?" || last == " " { result = result.dropLast() }
        return ["some View", "some SwiftUI.View", "AnyView", "UIViewController", "some UIViewController"].contains(String(result))
    }

    /// The last component of its name: `MainView` for `StatusEditor.MainView`.
    public var simpleName: Substring { name.split(separator: ".").last ?? Substring(name) }

    /// The initializers a screen's parameters are checked against: the declared ones (without
    /// `init(coder:)`, which UIKit calls for storyboards) and the memberwise one, else `init()`.
    public var callableInitializers: [CodeInitializer] {
        var callable = initializers.filter { !$0.isCoderInitializer }
        if let memberwiseInitializer { callable.append(memberwiseInitializer) }
        return callable.isEmpty ? [CodeInitializer(parameters: [], range: range, isImplicit: true)] : callable
    }
}
