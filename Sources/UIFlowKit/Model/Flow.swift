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
    private var indexByName: [String: Int]

    /// Assembles parsed files into one flow.
    public init(files: [ParsedFile]) {
        self.files = files.map(\.path)
        self.screens = []
        self.diagnostics = []
        self.indexByName = [:]
        screens.reserveCapacity(files.reduce(0) { $0 + $1.screens.count })
        for file in files {
            // A file's own diagnostics and its duplicates interleave by position.
            var fileDiagnostics = file.diagnostics
            var hasDuplicates = false
            for screen in file.screens {
                if let first = indexByName[screen.name] {
                    hasDuplicates = true
                    fileDiagnostics.append(Self.duplicate(screen, of: screens[first]))
                } else {
                    indexByName[screen.name] = screens.count
                    screens.append(screen)
                }
            }
            if hasDuplicates { fileDiagnostics.sort { $0.location < $1.location } }
            diagnostics += fileDiagnostics
        }
    }

    /// Parses and assembles source files.
    public init(sources: [SourceFile]) {
        self.init(files: sources.map(ParsedFile.init(parsing:)))
    }

    /// Parses one text.
    public init(parsing text: String, file: String = "<input>") {
        self.init(sources: [SourceFile(path: file, text: text)])
    }

    private static func duplicate(_ screen: Screen, of first: Screen) -> Diagnostic {
        Diagnostic(
            rule: .duplicateScreen, severity: .error,
            message: "screen `\(screen.name)` is already defined; rename this block or merge it into the first one",
            location: screen.location,
            notes: [Diagnostic.Note(message: "`\(screen.name)` is first defined here", location: first.location)])
    }

    /// The position of the screen with this name in ``screens``.
    public func index(ofScreenNamed name: String) -> Int? { indexByName[name] }

    /// The screen with this name.
    public func screen(named name: String) -> Screen? {
        indexByName[name].map { screens[$0] }
    }

    /// Whether a transition's target has a block of its own.
    public func isDefined(_ name: String) -> Bool { indexByName[name] != nil }

    /// The names that transitions lead to but no block defines, in the order first used.
    public var undefinedTargets: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for screen in screens {
            for action in screen.actions {
                for transition in action.transitions {
                    guard let target = transition.target, indexByName[target] == nil,
                        seen.insert(target).inserted
                    else { continue }
                    result.append(target)
                }
            }
        }
        return result
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
