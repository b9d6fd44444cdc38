/// Navigation a deep link sets in motion through the app's state: SwiftUI's `.onOpenURL` handler
/// keeps the link (`navigationModel.pendingOpenURL = url`), and a view reacts to the change
/// (`.onChange(of: navigation.model?.pendingOpenURL) { … navigation.push(page) }`). What that
/// reaction shows arrives by the link, from no screen the user acts on.
extension CodeEvaluator {
    /// The properties, by name, that only code run by an `.onOpenURL` handler gives a value
    /// (`nil` aside): the handler's closure, or the function it names (`.onOpenURL(perform:
    /// self.handleIncomingDeeplink)`).
    static func deepLinkState(in index: CodeIndex) -> Set<String> {
        var handlers: [[CodeStatement]] = []
        for function in index.functions {
            let owner = function.owner ?? ""
            CodeWalk.calls(function.body) { callee, arguments, _ in
                guard callee.calledName == "onOpenURL" else { return }
                for argument in arguments {
                    guard case .closure(_, let body) = argument.value else { continue }
                    handlers.append(body)
                    // A method of the view's own the handler calls (`perform: self.handleIncomingDeeplink`).
                    CodeWalk.calls(body) { called, _, _ in
                        let name: String
                        switch called {
                        case .name(let method), .member(.name("self"), let method): name = method
                        default: return
                        }
                        for other in index.functions(of: owner) where other.name == name { handlers.append(other.body) }
                    }
                }
            }
        }
        guard !handlers.isEmpty else { return [] }
        var byHandlers: [String: Int] = [:]
        for body in handlers {
            for name in assignedNames(body) { byHandlers[name, default: 0] += 1 }
        }
        var everywhere: [String: Int] = [:]
        for function in index.functions {
            for name in assignedNames(function.body) where byHandlers[name] != nil { everywhere[name, default: 0] += 1 }
        }
        return Set(byHandlers.keys.filter { everywhere[$0] == byHandlers[$0] })
    }

    /// The names of the properties code gives a value other than `nil`, once per assignment.
    private static func assignedNames(_ body: [CodeStatement]) -> [String] {
        var names: [String] = []
        CodeWalk.statements(body) { statement in
            guard case .assign(let target, let value, _) = statement, value != .name("nil") else { return }
            switch target {
            case .name(let name), .member(_, let name): names.append(name)
            default: break
            }
        }
        return names
    }

    /// `.onChange(of: navigation.model?.pendingOpenURL) { … }` on state only a deep link sets
    /// (``deepLinkState``): the closures run, and what they do is the link's, no screen's own.
    /// `nil` for any other call.
    func reactionToDeepLink(_ name: String, _ receiver: CodeExpression?, _ arguments: [CodeArgument], _ frame: inout Frame) -> [CodeValue]? {
        guard name == "onChange", !deepLinkState.isEmpty, let subject = arguments.first(where: { $0.label == "of" })?.value,
            let property = subject.calledName, deepLinkState.contains(property)
        else { return nil }
        let viewValues = receiver.map { value($0, &frame) } ?? frame.selfValues
        let start = frame.outcome.effects.count
        _ = evaluateArguments(arguments, &frame)
        for position in start..<frame.outcome.effects.count { frame.outcome.effects[position].isOwn = false }
        return viewValues
    }
}
