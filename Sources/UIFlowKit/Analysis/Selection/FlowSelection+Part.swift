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
        func neighbourhood(of start: Int, depth: Int) -> [Int] {
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
                for neighbour in next where distance[neighbour] == nil {
                    distance[neighbour] = reached + 1
                    queue.append(neighbour)
                }
            }
            return queue.sorted()
        }

        /// The part of the chosen screens (in flow order): they as written, then a stub for each
        /// outside screen they lead to or come from, in flow order.
        func part(_ chosen: [Int]) -> (flow: Flow, firstStub: Int, originals: [Int]) {
            let screens = flow.screens
            let isChosen = Set(chosen)
            var stubTransitions: [Int: [TransitionPlace]] = [:]
            for index in chosen {
                screens[index].forEachTransition { _, _, transition in
                    if let target = transition.targetIndex, !isChosen.contains(target), stubTransitions[target] == nil {
                        stubTransitions[target] = []
                    }
                }
                for place in incoming[index] where !isChosen.contains(place.screen) {
                    stubTransitions[place.screen, default: []].append(place)
                }
            }
            var part = chosen.map { screens[$0] }
            var originals = chosen
            for index in stubTransitions.keys.sorted() {
                let screen = screens[index]
                let group = overview.groups[overview.groupOfScreen[index]]
                // `(Tabs)`; the group of screens without one is in parentheses already.
                let caption = group.isUngrouped ? group.name : "(\(group.name))"
                let transitions = (stubTransitions[index] ?? []).sorted().map {
                    screens[$0.screen].actions[$0.action].transitions[$0.transition]
                }
                part.append(
                    Screen(
                        name: screen.name, range: screen.range, sees: [TextLine(text: caption, range: screen.range)],
                        actions: [Action(text: [], transitions: transitions, range: screen.range)], endLine: screen.endLine))
                originals.append(index)
            }
            // One parsed file holds every screen; the others keep the flow's list of files.
            let files = flow.files.isEmpty ? ["<selection>"] : flow.files
            let parsed = files.indices.map { ParsedFile(path: files[$0], screens: $0 == 0 ? part : [], diagnostics: []) }
            return (Flow(files: parsed), chosen.count, originals)
        }
    }
}
