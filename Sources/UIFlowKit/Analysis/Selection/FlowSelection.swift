/// The part of a flow one diagram draws: the whole flow, one group's screens, or the screens near
/// one screen; with small stubs for the screens outside the part that a chosen screen leads to or
/// comes from, so that a reader sees where each line goes, without the stubs taking over.
///
/// The part is itself a ``Flow`` (``flow``), which every writer draws as it draws any flow: the
/// chosen screens in flow order, each as written, then the stubs, in the order of the chosen
/// screens they join. A chosen screen joined to one or two outside screens gets a stub of each: a
/// screen of the same name with no group and no rank mark, whose one line of what the user sees is its
/// group in parentheses (``FlowOverview/ungroupedName`` for none), and whose one action holds its
/// transitions to the chosen screens it is drawn for. A chosen screen joined to more gets one
/// summary stub instead, `Settings: +4 more`, whose lines are their names, to which its
/// transitions to them lead, and whose one action holds one transition of each kind from them;
/// but the screen of a neighbourhood of depth 0 keeps a stub of each screen it joins. ``DiagramStyle/firstStub`` (set from ``firstStub``) draws
/// the stubs small and dashed. Every screen keeps its source ranges.
///
/// ```swift
/// let part = try FlowSelection(.neighborhood(of: "Cart", depth: 1), in: flow)
/// var writer = DOTWriter()
/// writer.firstStub = part.firstStub
/// writer.highlighted = part.focus
/// let dot = writer.write(part.flow)
/// ```
///
/// Built in time linear in the flow's size, without recursion.
public struct FlowSelection: Sendable, Hashable {
    /// What to draw.
    public enum Scope: Sendable, Hashable {
        /// The whole flow, without stubs.
        case whole
        /// The screens of one group, by its name in ``FlowOverview`` (the group of screens without
        /// `@group` is ``FlowOverview/ungroupedName``).
        case group(String)
        /// The screens within `depth` transitions of one screen, following transitions either way
        /// (to the screens it leads to and from the screens that lead to it); depth 0 is the
        /// screen alone.
        case neighborhood(of: String, depth: Int)
    }

    /// Why a scope names nothing in the flow: its message says what, and suggests the closest names.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The message, such as ``no group `Setings`; did you mean `Settings`?``.
        public var description: String
    }

    /// The depth `--focus` uses when none is given.
    public static let defaultDepth = 1

    /// The scope drawn.
    public let scope: Scope
    /// The part to draw: the chosen screens, then the stubs.
    public let flow: Flow
    /// The position in ``flow``'s screens of the first stub; their count when there is none.
    public let firstStub: Int
    /// For each screen of ``flow``, its position in the original flow's screens (a summary stub's is
    /// the chosen screen it summarises for).
    public let originals: [Int]

    /// The part of `flow` that `scope` names.
    ///
    /// - Throws: ``Failure`` when the scope names a group or screen the flow does not have, or a
    ///   negative depth.
    public init(_ scope: Scope, in flow: Flow) throws(Failure) {
        if scope == .whole {
            self.init(scope: scope, flow: flow, firstStub: flow.screens.count, originals: Array(flow.screens.indices))
            return
        }
        try self.init(scope, in: Context(flow))
    }

    /// One part per group of `flow`, in the order of ``FlowOverview/groups``: what
    /// `--split groups` draws, in time linear in the flow's size.
    public static func groups(of flow: Flow) -> [FlowSelection] {
        let context = Context(flow)
        return context.overview.groups.map { group in
            let (part, firstStub, originals) = context.part(group.screens)
            return FlowSelection(scope: .group(group.name), flow: part, firstStub: firstStub, originals: originals)
        }
    }

    /// One part per screen of `flow`, in flow order: each screen's neighbourhood of `depth` (at
    /// least 0), as `uiflow spec --screen-diagrams` draws them.
    public static func neighborhoods(of flow: Flow, depth: Int = defaultDepth) -> [FlowSelection] {
        let context = Context(flow)
        return flow.screens.indices.map { index in
            let (part, firstStub, originals) = context.part(
                context.neighborhood(of: index, depth: max(0, depth)), around: depth <= 0 ? index : nil)
            return FlowSelection(
                scope: .neighborhood(of: flow.screens[index].name, depth: max(0, depth)), flow: part, firstStub: firstStub,
                originals: originals)
        }
    }

    private init(scope: Scope, flow: Flow, firstStub: Int, originals: [Int]) {
        self.scope = scope
        self.flow = flow
        self.firstStub = firstStub
        self.originals = originals
    }

    private init(_ scope: Scope, in context: Context) throws(Failure) {
        let flow = context.flow
        let chosen: [Int]
        var around: Int?
        switch scope {
        case .whole:
            chosen = Array(flow.screens.indices)
        case .group(let name):
            let overview = context.overview
            guard let group = overview.index(ofGroupNamed: name) else {
                throw Self.unknown("group", name, overview.suggestions(forGroup: name), among: overview.groups.map(\.name))
            }
            chosen = overview.groups[group].screens
        case .neighborhood(let name, let depth):
            guard depth >= 0 else { throw Failure(description: "the depth must be 0 or more, not \(depth)") }
            guard let start = flow.index(ofScreenNamed: name) else {
                let names = flow.screens.map(\.name)
                throw Self.unknown("screen", name, NameSuggester(names: names).suggestions(for: name), among: names)
            }
            chosen = context.neighborhood(of: start, depth: depth)
            around = depth == 0 ? start : nil
        }
        let (part, firstStub, originals) = context.part(chosen, around: around)
        self.init(scope: scope, flow: part, firstStub: firstStub, originals: originals)
    }

    /// The position in ``flow``'s screens of the screen a neighbourhood is drawn around; `nil` for
    /// the other scopes. ``DiagramStyle/highlighted`` frames it.
    public var focus: Int? {
        guard case .neighborhood(let name, _) = scope else { return nil }
        return flow.index(ofScreenNamed: name)
    }

    /// Whether the screen at `index` in ``flow`` is a stub.
    public func isStub(_ index: Int) -> Bool { index >= firstStub }

    private static func unknown(_ what: String, _ name: String, _ suggestions: [String], among names: [String]) -> Failure {
        let hint: String
        if !suggestions.isEmpty {
            hint = "; did you mean \(English.quotedList(suggestions))?"
        } else if names.isEmpty {
            hint = "; the flow has none"
        } else {
            hint = "; the flow has \(English.quotedList(names, conjunction: "and"))"
        }
        return Failure(description: "no \(what) `\(English.shown(name))` in the flow\(hint)")
    }
}
