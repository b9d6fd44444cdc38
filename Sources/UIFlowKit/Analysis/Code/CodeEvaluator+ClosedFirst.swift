/// Closures a screen calls once it has closed itself: `dismiss(animated: true)`, then
/// `completion(true)`. The user is back on the screen under it, so what they do is done there
/// (``Effect/afterClosing``), as what an action does after closing its sheet.
extension CodeEvaluator {
    /// Marks what the closures given to a screen as it is built (`arguments`, whose effects begin
    /// at `starts`) do as done after closing it, for each one the screen keeps in a property and
    /// calls after dismissing itself.
    func markCalledAfterClosing(_ screen: CodeType, _ arguments: [CodeArgument], starts: [Int], _ frame: inout Frame) {
        guard arguments.contains(where: { Self.isClosure($0.value) }) else { return }
        let matching = initializers(of: screen, accepting: arguments)
        guard matching.count == 1, let initializer = matching.first else { return }
        let parameters = index.functions[initializer].parameters
        // `self.completion = completion`: the property each parameter is kept in.
        var kept: [String: String] = [:]
        CodeWalk.statements(index.functions[initializer].body) { statement in
            guard case .assign(.member(.name("self"), let property), .name(let parameter), _) = statement else { return }
            kept[parameter] = property
        }
        let bounds = starts + [frame.outcome.effects.count]
        for (argument, parameter) in Self.positions(of: arguments, in: parameters).enumerated() {
            guard Self.isClosure(arguments[argument].value), let parameter, let property = kept[parameters[parameter].name],
                calledAfterClosing(property, by: screen.name)
            else { continue }
            for position in bounds[argument]..<bounds[argument + 1] {
                let effect = frame.outcome.effects[position]
                if effect.kind.isForward, effect.trigger == screen.name { frame.outcome.effects[position].afterClosing = true }
            }
        }
    }

    /// Whether `owner`'s code calls its property `property` after a dismiss of itself in the same
    /// block (or in that dismiss's completion), found once per property.
    private func calledAfterClosing(_ property: String, by owner: String) -> Bool {
        let key = MemberKey(owner: owner, name: property, isStatic: false)
        if let known = calledAfterClosingMemo[key] { return known }
        var found = false
        func callsProperty(_ statement: CodeStatement) -> Bool {
            var calls = false
            CodeWalk.expressions([statement]) { expression in
                switch expression {
                case .call(.name(property), _, _), .call(.member(.name("self"), property), _, _): calls = true
                default: break
                }
            }
            return calls
        }
        // Each block with whether it runs once the screen is closed.
        var blocks: [(body: [CodeStatement], closed: Bool)] = index.functionIndices(of: owner).map { (index.functions[$0].body, false) }
        search: while let (body, startsClosed) = blocks.popLast() {
            var closed = startsClosed
            for statement in body {
                if closed, callsProperty(statement) {
                    found = true
                    break search
                }
                if case .evaluate(.call(let callee, let arguments, _)) = statement, Self.dismissesItself(callee) {
                    closed = true
                    for case .closure(_, let completion) in arguments.map(\.value) { blocks.append((completion, true)) }
                    continue
                }
                if case .branch(_, let cases) = statement { blocks += cases.map { ($0.body, closed) } }
                blocks += Self.closureBodies(in: statement).map { ($0, false) }
            }
        }
        calledAfterClosingMemo[key] = found
        return found
    }

    /// The bodies of the closures a statement's own expressions hold (not those nested in them,
    /// nor a branch's blocks).
    private static func closureBodies(in statement: CodeStatement) -> [[CodeStatement]] {
        var pending: [CodeExpression]
        switch statement {
        case .evaluate(let expression), .return(let expression): pending = [expression]
        case .bind(_, let expression, _): pending = expression.map { [$0] } ?? []
        case .assign(let target, let value, _): pending = [target, value]
        case .branch(let subject, _): pending = subject.map { [$0] } ?? []
        case .unwrap: pending = []
        }
        var bodies: [[CodeStatement]] = []
        while let expression = pending.popLast() {
            switch expression {
            case .closure(_, let body): bodies.append(body)
            case .member(let base, _), .cast(let base, _): pending.append(base)
            case .call(let callee, let arguments, _): pending += [callee] + arguments.map(\.value)
            case .array(let elements), .choice(let elements): pending += elements
            case .name, .implicitMember, .keyPath, .metatype, .unknown: break
            }
        }
        return bodies
    }

    /// Whether a call closes the screen whose code makes it: `dismiss(animated: true)`,
    /// `self.dismiss(…)`, `navigationController?.dismiss(…)`, SwiftUI's `dismiss()` and
    /// `presentationMode.wrappedValue.dismiss()`.
    private static func dismissesItself(_ callee: CodeExpression) -> Bool {
        switch callee {
        case .name("dismiss"), .member(.name("self"), "dismiss"), .member(.name("navigationController"), "dismiss"),
            .member(.member(.name("self"), "navigationController"), "dismiss"), .member(.member(.name(_), "wrappedValue"), "dismiss"):
            true
        default:
            false
        }
    }
}
