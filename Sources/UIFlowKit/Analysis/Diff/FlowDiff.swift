/// What changed from one flow to another, as the app sees it: screens, their parameters, routes,
/// transitions and entry points, what they show, and the lint findings that appear or go.
///
/// ```swift
/// let diff = FlowDiff(old: Flow(parsing: "[Home]\n--\nTap\n==> Detail\n\n[Detail]\n"),
///                     new: Flow(parsing: "[Home]\n--\nTap\n==> Detail(id: 1)\n\n[Detail(id: Int)]\n"))
/// diff.changes.map(\.kind)   // [.transitionChanged, .parameterAdded]
/// diff.hasBreakingChanges    // true: every caller of Detail must now pass `id`
/// ```
///
/// Screens are the same screen when their names are (screen names are global across files, so a
/// flow split differently over files, or with its blocks reordered, has no change), or when a
/// removed and an added screen mostly match (``renameThreshold``). The changes come grouped by
/// screen, in the new flow's order, then the removed screens in the old flow's order, then the
/// findings outside every screen; within a screen, in ``FlowChange/Kind`` order.
public struct FlowDiff: Sendable, Hashable {
    /// The share of their features (lines shown, actions, edges in and out, parameters, routes,
    /// `@type`) a removed and an added screen must have in common to be a rename.
    public static let renameThreshold = 0.5

    /// The changes, grouped by screen.
    public var changes: [FlowChange]

    /// Whether any change is breaking.
    public var hasBreakingChanges: Bool { changes.contains(where: \.isBreaking) }

    /// Compares two flows. With `configuration`, entry points count as the lint configuration says
    /// and the findings of both flows (by ``Analyzer``, with that configuration) are compared too;
    /// `comparesFindings: false` leaves findings out.
    public init(old: Flow, new: Flow, configuration: Configuration = Configuration(), comparesFindings: Bool = true) {
        let matching = ScreenMatching(old: old, new: new)
        let names = ScreenComparison.Names(old: old, new: new, matching: matching)
        let oldEntries = ScreenComparison.entryReasons(old, configuration: configuration)
        let newEntries = ScreenComparison.entryReasons(new, configuration: configuration)
        var byNewScreen = Array(repeating: [FlowChange](), count: new.screens.count)
        var byRemovedScreen: [Int: [FlowChange]] = [:]
        for (index, screen) in new.screens.enumerated() {
            guard let oldIndex = matching.oldForNew[index] else {
                byNewScreen[index] = ScreenComparison.added(screen)
                continue
            }
            let comparison = ScreenComparison(
                old: old.screens[oldIndex], new: screen, names: names,
                entries: (oldEntries[oldIndex], newEntries[index]))
            byNewScreen[index] = comparison.changes(renamed: matching.isRenamed[index])
        }
        for (index, screen) in old.screens.enumerated() where matching.newForOld[index] == nil {
            byRemovedScreen[index] = ScreenComparison.removed(screen)
        }
        var outside: [FlowChange] = []
        if comparesFindings {
            let analyzer = Analyzer(configuration: configuration)
            let oldBlocks = BlockIndex(flow: old)
            let newBlocks = BlockIndex(flow: new)
            // A finding in a renamed screen that names it is compared under its new name, so that a
            // rename alone neither resolves nor adds it.
            let findings = FindingComparison(old: analyzer.analyze(old), new: analyzer.analyze(new)) { finding in
                guard let oldIndex = oldBlocks.screen(containing: finding.location), let newIndex = matching.newForOld[oldIndex],
                    matching.isRenamed[newIndex]
                else { return finding.message }
                return finding.message.replacingOccurrences(
                    of: "`\(English.shown(old.screens[oldIndex].name))`", with: "`\(English.shown(new.screens[newIndex].name))`")
            }
            for finding in findings.resolved {
                let change = FlowChange(
                    kind: .findingResolved, screen: nil, before: DiffText.finding(finding), old: finding.range)
                guard let oldIndex = oldBlocks.screen(containing: finding.location) else {
                    outside.append(change)
                    continue
                }
                if let newIndex = matching.newForOld[oldIndex] {
                    var placed = change.in(new.screens[newIndex].name)
                    placed.new = new.screens[newIndex].range
                    byNewScreen[newIndex].append(placed)
                } else {
                    byRemovedScreen[oldIndex, default: []].append(change.in(old.screens[oldIndex].name))
                }
            }
            for finding in findings.added {
                let change = FlowChange(kind: .findingAdded, screen: nil, after: DiffText.finding(finding), new: finding.range)
                if let newIndex = newBlocks.screen(containing: finding.location) {
                    var placed = change.in(new.screens[newIndex].name)
                    placed.old = matching.oldForNew[newIndex].map { old.screens[$0].range }
                    byNewScreen[newIndex].append(placed)
                } else {
                    outside.append(change)
                }
            }
        }
        // Stable: within a kind, changes keep the order they were found in.
        func ordered(_ changes: [FlowChange]) -> [FlowChange] {
            changes.enumerated().sorted { ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset) }.map(\.element)
        }
        var changes: [FlowChange] = []
        for screenChanges in byNewScreen where !screenChanges.isEmpty { changes += ordered(screenChanges) }
        for index in byRemovedScreen.keys.sorted() { changes += ordered(byRemovedScreen[index] ?? []) }
        changes += outside
        self.changes = changes
    }
}

extension FlowChange {
    /// The change, placed in `screen`.
    fileprivate func `in`(_ screen: String) -> FlowChange {
        var change = self
        change.screen = screen
        return change
    }
}
