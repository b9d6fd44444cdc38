/// A screen-transition graph: the screens of one or more flow files, with names global across them.
///
/// ```swift
/// let flow = Flow(parsing: "[Home]\n--\nTap\n==> Detail\n\n[Detail]\n")
/// flow.screens.map(\.name)     // ["Home", "Detail"]
/// flow.diagnostics.isEmpty     // true
/// ```
///
/// Building a flow never fails: what is wrong with the text is in ``diagnostics``.
public struct Flow: Sendable, Hashable {
    /// The paths of the files, in the order given.
    public private(set) var files: [String]
    /// The screens, in file order. A second block with a name already used is left out (and
    /// reported in ``diagnostics`` under `duplicate-screen`).
    public private(set) var screens: [Screen]
    /// What the parser rejected or warned about, and duplicate screens, in file order.
    public private(set) var diagnostics: [Diagnostic]
    /// The names that transitions lead to but no block defines, in the order first used.
    public private(set) var undefinedTargets: [String]
    private var indexByName: [NameKey: Int]

    /// Assembles parsed files into one flow.
    public init(files: consuming [ParsedFile]) {
        self.files = files.map(\.path)
        self.screens = []
        self.diagnostics = []
        self.indexByName = [:]
        self.undefinedTargets = []
        screens.reserveCapacity(files.reduce(0) { $0 + $1.screens.count })
        for fileIndex in files.indices {
            // The screens are moved out, so that resolving targets below mutates them in place
            // instead of copying every array the caller's files still share.
            let fileScreens = files[fileIndex].screens
            files[fileIndex].screens = []
            // A file's own diagnostics and its duplicates interleave by position.
            var fileDiagnostics = files[fileIndex].diagnostics
            // Names are read in place; the screens kept are then moved over whole (without a
            // duplicate, and for the first file, without touching a single screen).
            let base = screens.count
            var kept: [Int] = []
            kept.reserveCapacity(fileScreens.count)
            for position in fileScreens.indices {
                let key = NameKey(fileScreens[position].name)
                if let first = indexByName[key] {
                    let original = first < base ? screens[first] : fileScreens[kept[first - base]]
                    fileDiagnostics.append(Self.duplicate(fileScreens[position], of: original))
                } else {
                    indexByName[key] = base + kept.count
                    kept.append(position)
                }
            }
            if kept.count == fileScreens.count {
                if screens.isEmpty { screens = fileScreens } else { screens.append(contentsOf: fileScreens) }
            } else {
                for position in kept { screens.append(fileScreens[position]) }
                fileDiagnostics.sort { $0.location < $1.location }
            }
            diagnostics += fileDiagnostics
        }
        resolveTargets()
    }

    /// Looks every target up once, so that everything after works with screen indices, and
    /// collects the names no block defines.
    private mutating func resolveTargets() {
        var undefined: Set<NameKey> = []
        for screen in screens.indices {
            for action in screens[screen].actions.indices {
                for transition in screens[screen].actions[action].transitions.indices {
                    guard let name = screens[screen].actions[action].transitions[transition].target else { continue }
                    let key = NameKey(name)
                    let index = indexByName[key]
                    screens[screen].actions[action].transitions[transition].targetIndex = index
                    if index == nil, undefined.insert(key).inserted { undefinedTargets.append(name) }
                }
            }
        }
    }

    /// Parses and assembles source files; several files are parsed concurrently.
    public init(sources: [SourceFile]) {
        self.init(sources: sources, mode: .automatic)
    }

    init(sources: [SourceFile], mode: Parallel.Mode) {
        let large = sources.reduce(0) { $0 + $1.bytes.count } > Self.concurrencyThreshold
        self.init(files: Parallel.map(sources.count, concurrently: mode.allows(large)) { ParsedFile(parsing: sources[$0]) })
    }

    /// Below this many bytes of input, work stays on one thread: starting threads would cost more.
    static let concurrencyThreshold = 256 * 1024

    /// Parses one text.
    public init(parsing text: String, file: String = "<input>") {
        self.init(sources: [SourceFile(path: file, text: text)])
    }

    private static func duplicate(_ screen: Screen, of first: Screen) -> Diagnostic {
        Diagnostic(
            rule: .duplicateScreen, severity: .error,
            message: "screen `\(English.shown(screen.name))` is already defined; rename this block or merge it into the first one",
            range: screen.range,
            notes: [Diagnostic.Note(message: "`\(English.shown(screen.name))` is first defined here", range: first.range)])
    }

    /// The position of the screen with this name in ``screens``.
    public func index(ofScreenNamed name: String) -> Int? { indexByName[NameKey(name)] }

    /// The screen with this name.
    public func screen(named name: String) -> Screen? {
        indexByName[NameKey(name)].map { screens[$0] }
    }

    /// The screen a transition of this flow leads to; `nil` when its target has no block (or it
    /// leaves the target out).
    public func target(of transition: Transition) -> Screen? {
        transition.targetIndex.map { screens[$0] }
    }

    /// Whether a transition's target has a block of its own.
    public func isDefined(_ name: String) -> Bool { indexByName[NameKey(name)] != nil }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
