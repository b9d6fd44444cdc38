/// What a ``FlowDraft`` holds, decided before it is written: which types are screens, in what
/// order, with what names, and each one's transitions, from the code's navigation
/// (``CodeNavigationAnalysis``).
struct FlowDraftPlan {
    /// A transition to write.
    struct Way {
        var call: String
        var kind: TransitionKind
        var target: String?
        /// `` `router.push` in FeedViewController.swift:12 ``: where the screen's code makes it.
        var place: String
        /// Each chain of calls that makes it (the first few), for `--explain`.
        var chains: [[CodeNavigation.Step]] = []
    }

    /// The screens' types, in the order written.
    private(set) var order: [String] = []
    /// Each screen's name, by type.
    private(set) var names: [String: String] = [:]
    /// The types made roots by code that is no screen's (delegates, coordinators, the app).
    private(set) var roots: Set<String> = []
    /// The types shown inside a navigation stack of their own.
    private(set) var navigationRoots: Set<String> = []
    /// Each tab bar's tabs, by type, in order.
    private(set) var tabs: [String: [String]] = [:]
    /// Each screen's transitions, by type.
    private(set) var transitions: [String: [Way]] = [:]

    /// `triggers`: what triggers each storyboard segue, in words (``CodeIndex/storyboardTriggers``).
    init(analysis: CodeNavigationAnalysis, typeSuffixes: [String], triggers: [String: String] = [:]) {
        let screens = Set(analysis.screens)
        roots = Set(analysis.roots)
        // How each screen arrives, for SwiftUI's `dismiss()`: presented screens dismiss, pushed
        // ones go back, and one the code shows neither way (a root, a tab, or one shown by code
        // not read) has no return drafted: which it would be is not known.
        var presented: Set<String> = []
        var shown: Set<String> = []
        var pushes: [String: [String]] = [:]
        var unsure: Set<String> = []
        for navigation in analysis.navigations {
            navigationRoots.formUnion(navigation.navigationRoots)
            if navigation.kind == .present { presented.formUnion(navigation.targets) }
            // `show(_:sender:)` pushes inside a stack and presents outside one: how it arrives is
            // not known.
            if navigation.kind == .show { unsure.formUnion(navigation.targets) }
            if navigation.kind == .push || navigation.kind == .show { shown.formUnion(navigation.targets) }
            if navigation.kind == .push, let source = navigation.sourceType { pushes[source, default: []] += navigation.targets }
            if navigation.setsTabs, let source = navigation.sourceType {
                for target in navigation.targets where !(tabs[source] ?? []).contains(target) { tabs[source, default: []].append(target) }
            }
        }
        let bases = roots.union(tabs.values.joined())
        // A tab of a presented or pushed tab container closes as its container does.
        for (container, containerTabs) in tabs {
            if presented.contains(container) { presented.formUnion(containerTabs.filter { $0 != container }) }
            if shown.contains(container) { shown.formUnion(containerTabs.filter { $0 != container }) }
        }
        let modal = Self.modalScreens(presented: presented, pushes: pushes, bases: bases, unsure: unsure)
        // Each screen's transitions, once per target and kind, in the order of the code.
        var seen: [String: Int] = [:]
        for navigation in analysis.navigations where !navigation.setsTabs {
            guard let source = navigation.sourceType, screens.contains(source) else { continue }
            let where_ = Self.fileName(navigation.range.file) + ":\(navigation.range.start.line)"
            // A storyboard segue says what triggers it: `Tap "Sign in"`.
            let trigger = navigation.chain.first.flatMap { triggers["\($0.range.file):\($0.range.start.line):\($0.range.start.column)"] }
            let place = trigger.map { "\($0) (\(where_))" } ?? "`\(navigation.chain.first?.text ?? navigation.call)` in " + where_
            if navigation.kind.isReturn {
                if navigation.isEitherReturn && !presented.contains(source) && !shown.contains(source) { continue }
                // UIKit's `dismiss(animated:)` on a screen in no presented modal closes what it
                // presented, not the screen.
                if navigation.kind == .dismiss && !navigation.isEitherReturn && modal[source] == false { continue }
                // A pop by a screen the code never pushes, only presents or makes a root or a tab
                // (the root of its stack), takes off what was pushed over it, not the screen.
                if navigation.kind == .back && !navigation.isEitherReturn && !shown.contains(source) && !unsure.contains(source)
                    && (presented.contains(source) || bases.contains(source))
                {
                    continue
                }
                let kind: TransitionKind = navigation.isEitherReturn ? (presented.contains(source) ? .dismiss : .back) : navigation.kind
                add(Way(call: navigation.call, kind: kind, target: nil, place: place), key: "\(source) \(kind)", source: source, chain: navigation.chain, &seen)
                continue
            }
            for target in navigation.targets {
                add(
                    Way(call: navigation.call, kind: navigation.kind, target: target, place: place), key: "\(source) \(target) \(navigation.kind)",
                    source: source, chain: navigation.chain, &seen)
            }
        }
        // Roots first, then what they reach, breadth first; then the rest by name.
        let rootOrder = analysis.roots.filter(screens.contains)
        var queue = rootOrder
        var placed: Set<String> = Set(rootOrder)
        var head = 0
        while head < queue.count {
            for tab in tabs[queue[head]] ?? [] where screens.contains(tab) && placed.insert(tab).inserted { queue.append(tab) }
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

    /// Whether each screen sits in a presented modal, where the code says: a presented screen
    /// does, and one pushed by a screen that does; a root or a tab (`bases`) that is not presented
    /// does not, nor one that only such screens push. A screen that also arrives in a way whose
    /// kind is not known (`unsure`), or whose arrival the code does not say, is never decided not
    /// to. A work list: each screen is decided once.
    static func modalScreens(presented: Set<String>, pushes: [String: [String]], bases: Set<String>, unsure: Set<String>) -> [String: Bool] {
        var pushers: [String: Set<String>] = [:]
        for (source, targets) in pushes { for target in targets { pushers[target, default: []].insert(source) } }
        var modal: [String: Bool] = [:]
        for screen in presented { modal[screen] = true }
        for screen in bases where modal[screen] == nil && pushers[screen] == nil && !unsure.contains(screen) { modal[screen] = false }
        var work = modal.keys.sorted()
        while let screen = work.popLast() {
            for target in pushes[screen] ?? [] where modal[target] == nil {
                let from = pushers[target] ?? []
                if from.contains(where: { modal[$0] == true }) {
                    modal[target] = true
                } else if !unsure.contains(target) && from.allSatisfy({ modal[$0] == false }) {
                    modal[target] = false
                } else {
                    continue
                }
                work.append(target)
            }
        }
        return modal
    }

    /// Adds a transition once per key; a later navigation that makes it adds its chain.
    private mutating func add(_ way: Way, key: String, source: String, chain: [CodeNavigation.Step], _ seen: inout [String: Int]) {
        if let position = seen[key] {
            if transitions[source]?[position].chains.count ?? 3 < 3 { transitions[source]?[position].chains.append(chain) }
            return
        }
        var way = way
        way.chains = [chain]
        seen[key] = transitions[source, default: []].count
        transitions[source, default: []].append(way)
    }

    /// `ProfileViewController` → `Profile`, `StatusEditor.MainView` → `Main` of its last part:
    /// the first suffix it ends with removed.
    static func screenName(for typeName: String, suffixes: [String]) -> String {
        let last = typeName.split(separator: ".").last.map(String.init) ?? typeName
        for suffix in suffixes where !suffix.isEmpty && last.hasSuffix(suffix) && last.count > suffix.count {
            return String(last.dropLast(suffix.count))
        }
        return last
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
