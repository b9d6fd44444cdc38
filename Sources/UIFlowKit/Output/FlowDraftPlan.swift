/// What a ``FlowDraft`` holds, decided before it is written: which types are screens, in what
/// order, with what names, and each one's transitions.
struct FlowDraftPlan {
    /// A transition to write.
    struct Way {
        var call: CodeNavigation.Call
        var kind: TransitionKind
        var target: String?
        /// `FeedViewController.swift:12`.
        var place: String
    }

    /// The screens' types, in the order written.
    private(set) var order: [String] = []
    /// Each screen's name, by type.
    private(set) var names: [String: String] = [:]
    /// The types made roots by code that is no screen's (delegates, coordinators, the app).
    private(set) var roots: Set<String> = []
    /// The types built inside a navigation container.
    private(set) var navigationRoots: Set<String> = []
    /// Each screen's transitions, by type.
    private(set) var transitions: [String: [Way]] = [:]

    init(index: CodeIndex, typeSuffixes: [String]) {
        var screens: Set<String> = []
        var rootOrder: [String] = []
        for navigation in index.navigations {
            let sourceIsScreen = index.type(named: navigation.sourceType)?.isScreen == true
            for construction in index.targetConstructions(of: navigation) {
                guard let type = index.type(named: navigation.constructions[construction].typeName) else { continue }
                screens.insert(type.name)
                let containers = index.ancestors(of: construction, in: navigation.constructions)
                    .map { navigation.constructions[$0].typeName }
                if containers.contains(where: { FlowDraft.navigationContainers.contains($0) || index.type(named: $0)?.isNavigationController == true }) {
                    navigationRoots.insert(type.name)
                }
                if navigation.call.setsRoot, !sourceIsScreen, roots.insert(type.name).inserted { rootOrder.append(type.name) }
            }
        }
        // Each screen's transitions, once per target and kind, in the order of the code.
        var seen: Set<String> = []
        for navigation in index.navigations where screens.contains(navigation.sourceType) {
            let place = Self.fileName(navigation.range.file) + ":\(navigation.range.start.line)"
            if navigation.kind.isReturn {
                if seen.insert("\(navigation.sourceType) \(navigation.kind)").inserted {
                    transitions[navigation.sourceType, default: []].append(
                        Way(call: navigation.call, kind: navigation.kind, target: nil, place: place))
                }
                continue
            }
            for target in index.targets(of: navigation) where seen.insert("\(navigation.sourceType) \(target) \(navigation.kind)").inserted {
                transitions[navigation.sourceType, default: []].append(
                    Way(call: navigation.call, kind: navigation.kind, target: target, place: place))
            }
        }
        // Roots first, then what they reach, breadth first; then the rest by name.
        var queue = rootOrder
        var placed: Set<String> = Set(rootOrder)
        var head = 0
        while head < queue.count {
            for way in transitions[queue[head]] ?? [] {
                if let target = way.target, screens.contains(target), placed.insert(target).inserted { queue.append(target) }
            }
            head += 1
        }
        order = queue + screens.subtracting(placed).sorted()
        // Names: the type's name without its suffix, unless two screens would share one.
        let proposed = order.map { Self.screenName(for: $0, suffixes: typeSuffixes) }
        var counts: [String: Int] = [:]
        for name in proposed { counts[name, default: 0] += 1 }
        for (type, name) in zip(order, proposed) {
            names[type] = counts[name] == 1 && !screens.contains(name) || name == type ? name : type
        }
    }

    /// `ProfileViewController` → `Profile`: the first suffix it ends with removed.
    static func screenName(for typeName: String, suffixes: [String]) -> String {
        for suffix in suffixes where !suffix.isEmpty && typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            return String(typeName.dropLast(suffix.count))
        }
        return typeName
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
