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
        var indexByName: [NameKey: Int] = [:]
        // Reserved: growing it rehashed every name (docs/performance.md, "Measured choices").
        indexByName.reserveCapacity(files.reduce(0) { $0 + $1.screens.count })
        var diagnostics: [Diagnostic] = []
        // Where each file's kept screens start in `screens`, and which of its screens are kept
        // (nil: all of them, as without a duplicate).
        var starts: [Int] = []
        var keptByFile: [[Int]?] = []
        for fileIndex in files.indices {
            // A file's own diagnostics and its duplicates interleave by position.
            var fileDiagnostics = files[fileIndex].diagnostics
            let base = indexByName.count
            var kept: [Int] = []
            var hasDuplicate = false
            let fileScreens = files[fileIndex].screens
            for position in fileScreens.indices {
                let key = NameKey(fileScreens[position].name)
                if let first = indexByName[key] {
                    let original: Screen
                    if first >= base {
                        original = fileScreens[kept[first - base]]
                    } else {
                        let file = Self.file(holding: first, starts: starts)
                        original = files[file].screens[keptByFile[file]?[first - starts[file]] ?? first - starts[file]]
                    }
                    fileDiagnostics.append(Self.duplicate(fileScreens[position], of: original))
                    hasDuplicate = true
                } else {
                    indexByName[key] = base + kept.count
                    kept.append(position)
                }
            }
            if hasDuplicate { fileDiagnostics.sort { $0.location < $1.location } }
            starts.append(base)
            keptByFile.append(hasDuplicate ? kept : nil)
            diagnostics += fileDiagnostics
        }
        var assembled: [Screen] = []
        if files.count == 1, keptByFile[0] == nil {
            // One file without a duplicate: its screens are the flow's as they are.
            swap(&assembled, &files[0].screens)
        } else {
            assembled.reserveCapacity(indexByName.count)
            for file in files.indices {
                // Taken out of the file first, so that the array is not copied.
                var fileScreens: [Screen] = []
                swap(&fileScreens, &files[file].screens)
                if let kept = keptByFile[file] {
                    for position in kept { assembled.append(fileScreens[position]) }
                } else {
                    assembled.append(contentsOf: fileScreens)
                }
            }
        }
        undefinedTargets = Self.resolveTargets(in: &assembled, index: indexByName)
        screens = assembled
        self.indexByName = indexByName
        self.diagnostics = diagnostics
    }

    /// The file whose kept screens include `screen`, by its index in `screens`.
    private static func file(holding screen: Int, starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= screen { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Sets each transition's `targetIndex` in `screens`; returns the names no block defines, in
    /// the order first used.
    private static func resolveTargets(in screens: inout [Screen], index: [NameKey: Int]) -> [String] {
        var undefined: [String] = []
        var seen: Set<NameKey> = []
        for screen in screens.indices {
            for action in screens[screen].actions.indices {
                for transition in screens[screen].actions[action].transitions.indices {
                    guard let name = screens[screen].actions[action].transitions[transition].target else { continue }
                    let key = NameKey(name)
                    let found = index[key]
                    screens[screen].actions[action].transitions[transition].targetIndex = found
                    if found == nil, seen.insert(key).inserted { undefined.append(name) }
                }
            }
        }
        return undefined
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

    /// The flow without the parameters `isLeftOut` picks, in every screen, nor the arguments that
    /// transitions give them: its navigation parameters alone, when the others are the app's
    /// injected dependencies (`dependencies:` in `.uiflow.yml`).
    public func removingParameters(where isLeftOut: (Screen.Parameter) -> Bool) -> Flow {
        var copy = self
        let leftOut = screens.map { screen in Set(screen.parameters.filter(isLeftOut).map(\.name)) }
        guard leftOut.contains(where: { !$0.isEmpty }) else { return self }
        for screen in copy.screens.indices {
            copy.screens[screen].parameters.removeAll { leftOut[screen].contains($0.name) }
            for action in copy.screens[screen].actions.indices {
                for transition in copy.screens[screen].actions[action].transitions.indices {
                    guard let target = copy.screens[screen].actions[action].transitions[transition].targetIndex, !leftOut[target].isEmpty else {
                        continue
                    }
                    copy.screens[screen].actions[action].transitions[transition].arguments.removeAll { leftOut[target].contains($0.label) }
                }
            }
        }
        return copy
    }
}
