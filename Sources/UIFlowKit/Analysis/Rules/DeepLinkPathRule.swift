/// A routed screen whose stack a deep link cannot rebuild the way the flow reaches it.
struct DeepLinkPathRule: Rule {
    static let id: RuleID = "deep-link-path"
    static let order = 89
    static let defaultSeverity = Severity.warning
    static let summary = "A routed screen whose way from an entry point cannot be rebuilt from its parameters, or a `@path-via` that cannot be followed."
    static let rationale = """
        A deep link should leave the app as if the user had walked there: `uiflow generate swift` \
        gives each destination a `path` from an entry point (the shortest, ties broken by the order \
        of the flow, or through the screen `@path-via` names), and `open(url:in:)` replays it. Each \
        screen on the way is built from the next one's values: a parameter of the same label and \
        type, else its default, else a literal the transition writes. When a screen on the way \
        needs a value none of these gives, the stack cannot be rebuilt: the generated path starts \
        at the screen after it, as a root of its own, which is not what a user who walked there \
        sees. The notes show the way that was tried. Give the routed screen the parameter (and its \
        route the placeholder), give the screen on the way a default, or write `@path-via` with a \
        screen whose way can be built. A `@path-via` that names no screen, one that no entry point \
        reaches, one with no transition to the screen, or one whose way comes back to the screen is \
        reported at the directive.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Feed]\n@entry\n@navigation\n--\nTap a user\n==push=> Profile(userId: user.id)\n\n[Profile(userId: Int)]\n--\nTap a photo\n==present=> Photo(photoId: photo.id)\n\n[Photo(photoId: Int)]\n@route 1️⃣myapp://photos/:photoId\n",
                expecting: ["1️⃣": "a deep link cannot rebuild the stack of `Photo`: `Photo` arrives from `Profile`, which needs `userId: Int`, and neither `Photo` (a parameter of that label and type), a default nor the transition gives it; the link opens `Photo` as a root. Give `Photo` the parameter, give `Profile` a default, or name another way with `@path-via`"]),
            .flow(
                "[Feed]\n@entry\n--\nTap a post\n==push=> Post\n\n[Post]\n@path-via 2️⃣Settings\n\n[Settings]\n",
                expecting: ["2️⃣": "`@path-via Settings` cannot be followed: `Settings` is reached from no entry point; a deep link to `Post` takes the shortest way from an entry point"]),
        ],
        passing: [
            "[Feed]\n@entry\n@navigation\n--\nTap a user\n==push=> Profile(userId: user.id)\n\n[Profile(userId: Int)]\n--\nTap a photo\n==present=> Photo(userId: userId, photoId: photo.id)\n\n[Photo(userId: Int, photoId: Int)]\n@route myapp://users/:userId/photos/:photoId\n",
            "[Feed]\n@entry\n--\nTap a post\n==push=> Post\nTap settings\n==present=> Settings\n\n[Settings]\n--\nTap the latest post\n==push=> Post\n\n[Post]\n@path-via Settings\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        let flow = context.flow
        guard !context.graph.routedScreens.isEmpty || flow.screens.contains(where: { $0.pathVia != nil }) else { return [] }
        let paths = DeepLinkPaths(graph: context.graph, configuredEntryPoints: context.configuration.entryPoints.map(\.name))
        var findings: [Diagnostic] = []
        for (index, reason) in paths.ignoredVia {
            guard let via = flow.screens[index].pathVia else { continue }
            findings.append(
                finding(
                    "`@path-via \(English.shown(via.text))` cannot be followed: \(reason); a deep link to "
                        + "`\(English.shown(flow.screens[index].name))` takes the shortest way from an entry point",
                    at: via.range))
        }
        var brokenArrival: [Int: DeepLinkPaths.Arrival] = [:]
        for (screen, tried) in paths.broken { brokenArrival[screen] = tried }
        for index in context.graph.routedScreens {
            guard let route = flow.screens[index].routes.first, let root = paths.roots[index],
                let tried = brokenArrival[root], let from = tried.from
            else { continue }
            let missing = tried.arguments.indices.filter { tried.arguments[$0] == .missing }.map { flow.screens[from].parameters[$0] }
            let fromName = English.shown(flow.screens[from].name)
            let rootName = English.shown(flow.screens[root].name)
            let needs = English.list(missing.map { "`\(English.shown($0.name)): \(English.shown($0.type))`" })
            let onTheWay = root == index ? "" : " (on the way to `\(English.shown(flow.screens[index].name))`)"
            findings.append(
                finding(
                    "a deep link cannot rebuild the stack of `\(English.shown(flow.screens[index].name))`: `\(rootName)`\(onTheWay) "
                        + "arrives from `\(fromName)`, which needs \(needs), and neither `\(rootName)` (a parameter of that label and type), "
                        + "a default nor the transition gives it; the link opens `\(rootName)` as a root. Give `\(rootName)` the "
                        + "parameter, give `\(fromName)` a default, or name another way with `@path-via`",
                    at: route.range, notes: Self.witness(tried, to: root, paths, flow)))
        }
        return findings.sorted { $0.location < $1.location }
    }

    /// The way that was tried, as notes: from the entry point to the screen whose arrival broke.
    /// A long way keeps its first step and its last ones and says how many it leaves out, as the
    /// navigation rules' paths do (``Navigation/maximumPathSteps`` notes in all): a note per step
    /// of a path as deep as the flow made lint's findings as large as the flow times its depth.
    private static func witness(_ tried: DeepLinkPaths.Arrival, to screen: Int, _ paths: DeepLinkPaths, _ flow: Flow) -> [Diagnostic.Note] {
        guard let from = tried.from else { return [] }
        func note(_ step: (screen: Int, arrival: DeepLinkPaths.Arrival)) -> Diagnostic.Note {
            let name = English.shown(flow.screens[step.screen].name)
            if step.arrival.from == nil {
                return Diagnostic.Note(message: "path: starts at `\(name)`", range: flow.screens[step.screen].range)
            }
            return Diagnostic.Note(
                message: "then `==\(step.arrival.kind.rawValue)=> \(name)`", range: step.arrival.transition ?? flow.screens[step.screen].range)
        }
        let steps = paths.path(to: from)
        var notes: [Diagnostic.Note] = []
        // The last note is the broken arrival: the path's steps get one fewer.
        let room = Navigation.maximumPathSteps - 1
        if steps.count > room, let first = steps.first {
            let tail = room - 2
            notes.append(note(first))
            // `path(to:)` lists at most its last `maximumSteps`: a longer path leaves out more.
            notes.append(Navigation.omittedSteps(steps.count - 1 - tail, orMore: first.arrival.from != nil, at: notes[0].range))
            notes += steps.suffix(tail).map(note)
        } else {
            notes = steps.map(note)
        }
        notes.append(
            Diagnostic.Note(
                message: "then `==\(tried.kind.rawValue)=> \(English.shown(flow.screens[screen].name))`: here `\(English.shown(flow.screens[from].name))` lacks a value",
                range: tried.transition ?? flow.screens[screen].range))
        return notes
    }
}
