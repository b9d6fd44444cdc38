/// A flow seen from above: its groups (`@group`) with their screen counts, and the transitions
/// between groups, counted; what `uiflow render --split groups` draws as the overview.
///
/// Screens without `@group` form a group of their own, named ``ungroupedName`` (with ` 2`, ` 3`…
/// added when a real group already has that name), listed after the real groups. Groups are told
/// apart by their exact bytes, as screen names are. Built in time linear in the flow's size.
public struct FlowOverview: Sendable, Hashable {
    /// The name of the group of screens without `@group`.
    public static let ungroupedName = "(no group)"

    /// A group and how many screens it has.
    public struct Group: Sendable, Hashable {
        /// The group's name: its `@group` argument, or the name given to screens without one.
        public var name: String
        /// Whether this is the group of screens without `@group`.
        public var isUngrouped: Bool
        /// The positions of its screens in ``Flow/screens``, in flow order.
        public var screens: [Int]
    }

    /// The transitions from the screens of one group to those of another.
    public struct Link: Sendable, Hashable {
        /// The group they leave, by its position in ``groups``.
        public var from: Int
        /// The group they lead to, by its position in ``groups``.
        public var to: Int
        /// How many transitions: each transition with a target screen counts once.
        public var transitions: Int
    }

    /// The groups in the order of their first screen, then the screens without `@group` (when
    /// there are any).
    public private(set) var groups: [Group]
    /// The links between different groups, by ``Link/from`` then ``Link/to``. Transitions within
    /// a group, and to targets without a block, are not counted.
    public private(set) var links: [Link]
    /// For each screen of the flow, the position of its group in ``groups``.
    public private(set) var groupOfScreen: [Int]

    /// The overview of `flow`.
    public init(_ flow: Flow) {
        let screens = flow.screens
        var groups: [Group] = []
        var position: [NameKey: Int] = [:]
        var ungrouped: [Int] = []
        var groupOfScreen = [Int](repeating: -1, count: screens.count)
        for index in screens.indices {
            guard let name = screens[index].group else {
                ungrouped.append(index)
                continue
            }
            let key = NameKey(name)
            if let existing = position[key] {
                groups[existing].screens.append(index)
                groupOfScreen[index] = existing
            } else {
                position[key] = groups.count
                groupOfScreen[index] = groups.count
                groups.append(Group(name: name, isUngrouped: false, screens: [index]))
            }
        }
        if !ungrouped.isEmpty {
            var name = Self.ungroupedName
            var suffix = 2
            while position[NameKey(name)] != nil {
                name = Self.ungroupedName + " \(suffix)"
                suffix += 1
            }
            for index in ungrouped { groupOfScreen[index] = groups.count }
            groups.append(Group(name: name, isUngrouped: true, screens: ungrouped))
        }
        var counts: [Int: Int] = [:]
        let width = groups.count
        for index in screens.indices {
            screens[index].forEachTransition { _, _, transition in
                guard let target = transition.targetIndex else { return }
                let from = groupOfScreen[index]
                let to = groupOfScreen[target]
                if from != to { counts[from * width + to, default: 0] += 1 }
            }
        }
        links = counts.keys.sorted().map { Link(from: $0 / width, to: $0 % width, transitions: counts[$0] ?? 0) }
        self.groups = groups
        self.groupOfScreen = groupOfScreen
    }

    /// Whether the flow has any `@group`.
    public var hasGroups: Bool { groups.contains { !$0.isUngrouped } }

    /// The position in ``groups`` of the group named `name`, exactly.
    public func index(ofGroupNamed name: String) -> Int? {
        groups.firstIndex { NameKey($0.name) == NameKey(name) }
    }

    /// Up to three group names close to `name` (ignoring case, spaces and punctuation, and one edit).
    public func suggestions(forGroup name: String) -> [String] {
        NameSuggester(names: groups.map(\.name)).suggestions(for: name)
    }
}
