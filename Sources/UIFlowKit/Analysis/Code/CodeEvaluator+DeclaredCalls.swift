/// The app's own navigation calls, declared in `.uiflow.yml` (``NavigationCall``).
extension CodeEvaluator {
    /// A call the configuration declares (`navigation-calls:`): its kind, and its target from
    /// its first argument or the screen it names.
    func configuredCall(_ configured: NavigationCall, _ call: Call, _ frame: inout Frame) -> [CodeValue] {
        if configured.kind.isReturn { return returning(configured.kind, call, either: false, &frame) }
        if configured.setsContainerRoot, case .name(let local)? = call.receiver, let held = frame.locals[local] {
            // A container built here gets its root: it is shown with it, later.
            let content = call.first.map { value($0.value, &frame) } ?? []
            let snapshot = frame
            let type = held.lazy.compactMap { self.typeName(of: $0, snapshot) }.first ?? local
            frame.locals[local] = [.container(type, content)]
            return []
        }
        if let screenType = configured.targetType {
            for argument in call.arguments { _ = value(argument.value, &frame) }
            frame.outcome.effects.append(
                Effect(kind: configured.kind, targets: [.object(screenType)], call: call.text, hops: [Hop(text: call.text, range: call.range)]))
            return []
        }
        let target = configured.argumentLabel.flatMap { call.argument($0) } ?? call.first
        // A present call given `nil` (`setSheetCoordinator(nil)`) takes away what the same call
        // presented (which screens those are, the resolver finds).
        if configured.kind == .present, case .name("nil")? = target?.value {
            let result = returning(.dismiss, call, either: false, &frame)
            if let last = frame.outcome.effects.indices.last { frame.outcome.effects[last].closesPresentedBy = call.text }
            return result
        }
        // The root of a container held elsewhere (a coordinator's stack, given to it by whoever
        // showed the stack) arrives the way that container was shown, which is not in this
        // call: a forward move of a kind left open (`show`), and a root where no screen's code
        // makes it.
        let kind: TransitionKind = configured.setsContainerRoot ? .show : configured.kind
        let result = navigate(kind, call, target: target, &frame)
        if let last = frame.outcome.effects.indices.last {
            frame.outcome.effects[last].call = call.text
            frame.outcome.effects[last].setsRoot = configured.kind == .replace
        }
        return result
    }
}
