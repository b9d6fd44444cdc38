extension FlowSelection {
    /// What building parts of one flow needs, made once: its overview, and for each screen the
    /// transitions that lead to it, so that a part costs the size of its screens and their
    /// transitions rather than the whole flow's.
    struct Context {
        let flow: Flow
        let overview: FlowOverview
        /// For each screen, the transitions that lead to it, in flow order.
        let incoming: [[TransitionPlace]]

        init(_ flow: Flow) {
            self.flow = flow
            overview = FlowOverview(flow)
            incoming = flow.incomingTransitions()
        }

        /// The screens within `depth` transitions of `start`, either way, in flow order: a
        /// breadth-first search, linear in the size of what it reaches.
        func neighborhood(of start: Int, depth: Int) -> [Int] {
            let screens = flow.screens
            var distance: [Int: Int] = [start: 0]
            var queue = [start]
            var head = 0
            while head < queue.count {
                let screen = queue[head]
                head += 1
                let reached = distance[screen] ?? 0
                guard reached < depth else { continue }
                var next = incoming[screen].map(\.screen)
                screens[screen].forEachTransition { _, _, transition in
                    if let target = transition.targetIndex { next.append(target) }
                }
                for neighbor in next where distance[neighbor] == nil {
                    distance[neighbor] = reached + 1
                    queue.append(neighbor)
                }
            }
            return queue.sorted()
        }

        /// A chosen screen joined to at most this many outside screens gets a stub of each; one
        /// joined to more, one summary of them all.
        static let namedStubLimit = 2

        /// The part of the chosen screens (in flow order): they as written, then the stubs, in
        /// the order of the chosen screens they join. A chosen screen joined to one or two outside
        /// screens gets a stub of each (shared with the other chosen screens that get one); one
        /// joined to more gets one summary stub, `Settings: +4 more`, which lists them, and its
        /// transitions to them lead there; so a part has at most two stubs per chosen screen. But
        /// the screen a neighbourhood of depth 0 is drawn around (`around`) gets a stub of each
        /// screen it joins: they are all there is to see of it, and each of its actions keeps its
        /// own edge.
        func part(_ chosen: [Int], around: Int? = nil) -> (flow: Flow, firstStub: Int, originals: [Int]) {
            let screens = flow.screens
            let isChosen = Set(chosen)
            // For each chosen screen, the outside screens it leads to or comes from, in flow order.
            var outside: [Int: [Int]] = [:]
            for index in chosen {
                var joined = Set<Int>()
                screens[index].forEachTransition { _, _, transition in
                    if let target = transition.targetIndex, !isChosen.contains(target) { joined.insert(target) }
                }
                for place in incoming[index] where !isChosen.contains(place.screen) { joined.insert(place.screen) }
                if !joined.isEmpty { outside[index] = joined.sorted() }
            }
            var part = chosen.map { screens[$0] }
            var originals = chosen
            var named: [Int: Int] = [:]  // an outside screen's named stub: its place in `part`
            var taken = Set(screens.map { NameKey($0.name) })
            for (position, index) in chosen.enumerated() {
                guard let joined = outside[index] else { continue }
                if joined.count <= Self.namedStubLimit || index == around {
                    for other in joined where named[other] == nil {
                        named[other] = part.count
                        part.append(
                            namedStub(other, leadingTo: { isChosen.contains($0) && ((outside[$0]?.count ?? 0) <= Self.namedStubLimit || $0 == around) }))
                        originals.append(other)
                    }
                    continue
                }
                var name = "\(screens[index].name): +\(joined.count) more"
                while !taken.insert(NameKey(name)).inserted { name += "'" }
                // The chosen screen's transitions to outside screens lead to its summary.
                for action in part[position].actions.indices {
                    for transition in part[position].actions[action].transitions.indices {
                        guard let target = part[position].actions[action].transitions[transition].targetIndex, !isChosen.contains(target)
                        else { continue }
                        part[position].actions[action].transitions[transition].target = name
                    }
                }
                // The outside screens' transitions to it leave from the summary, one per kind.
                var kinds = Set<TransitionKind>()
                let arriving = incoming[index].filter { !isChosen.contains($0.screen) }.map {
                    screens[$0.screen].actions[$0.action].transitions[$0.transition]
                }.filter { kinds.insert($0.kind).inserted }
                let screen = screens[index]
                part.append(
                    Screen(
                        name: name, range: screen.range, sees: joined.map { TextLine(text: screens[$0].name, range: screens[$0].range) },
                        actions: [Action(text: [], transitions: arriving, range: screen.range)], endLine: screen.endLine))
                originals.append(index)
            }
            // One parsed file holds every screen; the others keep the flow's list of files.
            let files = flow.files.isEmpty ? ["<selection>"] : flow.files
            let parsed = files.indices.map { ParsedFile(path: files[$0], screens: $0 == 0 ? part : [], diagnostics: []) }
            return (Flow(files: parsed), chosen.count, originals)
        }

        /// The stub of an outside screen: its group in parentheses as what it shows, and its
        /// transitions to the chosen screens it is drawn for (`isShown`: those joined to it alone;
        /// the others' summaries hold theirs).
        private func namedStub(_ index: Int, leadingTo isShown: (Int) -> Bool) -> Screen {
            let screen = flow.screens[index]
            let group = overview.groups[overview.groupOfScreen[index]]
            // `(Tabs)`; the group of screens without one is in parentheses already.
            let caption = group.isUngrouped ? group.name : "(\(group.name))"
            var transitions: [Transition] = []
            screen.forEachTransition { _, _, transition in
                if let target = transition.targetIndex, isShown(target) { transitions.append(transition) }
            }
            return Screen(
                name: screen.name, range: screen.range, sees: [TextLine(text: caption, range: screen.range)],
                actions: [Action(text: [], transitions: transitions, range: screen.range)], endLine: screen.endLine)
        }
    }
}
