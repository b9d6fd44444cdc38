extension ScreenComparison {
    /// An action, or a transition, with what pairing it needs: its place, and the pair its action
    /// belongs to (``pairedActions()``).
    struct Item {
        var action: Action
        var actionIndex: Int
        var transition: Transition?
        /// The target by its new name.
        var target: String?
        /// The action's pair number, when its action has a partner on the other side.
        var actionPair: Int?

        /// Target, kind, label and arguments.
        var identity: String {
            guard let transition else { return "" }
            return [target ?? "", transition.kind.rawValue, transition.label ?? "\u{1}"]
                .joined(separator: "\u{0}")
                + transition.arguments.map { "\u{0}" + $0.label + ":" + $0.value }.joined()
                + (transition.hasArgumentList ? "()" : "")
        }
    }

    /// The actions of both sides, paired: each pair's number is its place in `pairs`; `old` and
    /// `new` give each action's pair number, if it has a partner.
    struct PairedActions {
        var pairs: [Pairing.Paired<Item>]
        var old: [Int?]
        var new: [Int?]
    }

    /// Actions are the same when their text is; then actions whose first transitions lead to the
    /// same screen, then actions at the same place in their screen, are changed ones. Each pair
    /// has a number; only pairs of the same text number their actions for the transitions'
    /// pairing (a transition in an action whose text changed too is not paired by its action).
    func pairedActions() -> PairedActions {
        func items(_ screen: Screen, targets: (String?) -> String?) -> [Item] {
            screen.actions.enumerated().map { index, action in
                Item(action: action, actionIndex: index, target: targets(action.transitions.first?.target))
            }
        }
        let pairs = Pairing.pair(
            items(old, targets: names.new), items(new, targets: { $0 }),
            by: [{ DiffText.lines($0.action.text) }, { $0.target }, { "\($0.actionIndex)" }])
        var oldPairs = [Int?](repeating: nil, count: old.actions.count)
        var newPairs = [Int?](repeating: nil, count: new.actions.count)
        for (number, pair) in pairs.enumerated() {
            if case .both(let before, let after, 0) = pair {
                oldPairs[before.actionIndex] = number
                newPairs[after.actionIndex] = number
            }
        }
        return PairedActions(pairs: pairs, old: oldPairs, new: newPairs)
    }

    func compareActions(_ actions: PairedActions, into changes: inout [FlowChange]) {
        for pair in actions.pairs {
            switch pair {
            case .both(let before, let after, let pass):
                guard pass > 0 else { continue }
                changes.append(
                    change(.actionChanged, DiffText.lines(before.action.text), DiffText.lines(after.action.text),
                        before.action.range, after.action.range))
            case .old(let item):
                changes.append(change(.actionChanged, DiffText.lines(item.action.text), nil, item.action.range, new.range))
            case .new(let item):
                changes.append(change(.actionChanged, nil, DiffText.lines(item.action.text), old.range, item.action.range))
            }
        }
    }

    /// Transitions are the same when their target (by its new name), kind, label and arguments
    /// are, in the same action first; then a transition of the same target, then one in the same
    /// action (of the same text on both sides), is a changed one; what is left was added or removed.
    func compareTransitions(_ actions: PairedActions, into changes: inout [FlowChange]) {
        func items(_ screen: Screen, pairs: [Int?], targets: (String?) -> String?) -> [Item] {
            var items: [Item] = []
            screen.forEachTransition { action, _, transition in
                items.append(
                    Item(
                        action: screen.actions[action], actionIndex: action, transition: transition,
                        target: targets(transition.target), actionPair: pairs[action]))
            }
            return items
        }
        let pairs = Pairing.pair(
            items(old, pairs: actions.old, targets: names.new), items(new, pairs: actions.new, targets: { $0 }),
            by: [
                { item in item.actionPair.map { "\($0)\u{0}" + item.identity } },
                { $0.identity },
                { $0.target },
                { item in item.actionPair.map { "\($0)" } },
            ])
        func text(_ item: Item) -> String {
            item.transition.map { DiffText.transition($0, in: item.action, target: $0.target) } ?? ""
        }
        for pair in pairs {
            switch pair {
            case .both(let before, let after, let pass):
                guard pass > 1, let from = before.transition, let to = after.transition else { continue }
                changes.append(change(.transitionChanged, text(before), text(after), from.range, to.range))
            case .old(let item):
                guard let transition = item.transition else { continue }
                changes.append(change(.transitionRemoved, text(item), nil, transition.range, new.range))
            case .new(let item):
                guard let transition = item.transition else { continue }
                changes.append(change(.transitionAdded, nil, text(item), old.range, transition.range))
            }
        }
    }
}
