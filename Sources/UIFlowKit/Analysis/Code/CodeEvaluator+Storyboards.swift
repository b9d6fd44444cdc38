/// View controllers the code asks a storyboard for: `UIStoryboard(name: "Downloads", bundle: nil)
/// .instantiateInitialViewController()` is that storyboard's initial view controller, and
/// `instantiateViewController(withIdentifier: "Privacy")` the scene with that storyboard
/// identifier (``CodeIndex/storyboardScenes``), as literals name them (``StoryboardRequest``).
extension CodeEvaluator {
    /// `UIStoryboard(name: "…", bundle: …)`: the storyboard, by its name (in a type name no Swift
    /// code can spell, since it holds a space); what it holds is built only when asked for.
    func storyboard(_ range: SourceRange, _ frame: inout Frame) -> [CodeValue] {
        guard let name = request(.storyboard, in: range) else { return [.object("UIStoryboard")] }
        return [.object(Self.storyboardPrefix + name)]
    }

    private static let storyboardPrefix = "UIStoryboard "


    /// `instantiateInitialViewController()` and `instantiateViewController(withIdentifier:)` with
    /// a literal; `nil` for any other call, or one whose storyboard or identifier is not known.
    func instantiation(_ call: Call, _ frame: inout Frame) -> [CodeValue]? {
        switch call.name {
        case "instantiateInitialViewController" where call.arguments.isEmpty:
            // The receiver is evaluated once: on a copy of the frame, kept only when the call is
            // read here (otherwise the caller evaluates it as any receiver).
            guard let receiver = call.receiver else { return nil }
            var evaluated = frame
            let initials = value(receiver, &evaluated).compactMap { holder -> CodeExpression? in
                guard case .object(let type) = holder, type.hasPrefix(Self.storyboardPrefix) else { return nil }
                return index.storyboardInitialScenes[String(type.dropFirst(Self.storyboardPrefix.count))]
            }
            guard !initials.isEmpty else { return nil }
            frame = evaluated
            var shown: [CodeValue] = []
            for initial in initials { shown.merge(built(initial, &frame)) }
            return shown
        case "instantiateViewController" where call.first?.label == "withIdentifier":
            guard let identifier = request(.scene, in: call.range), let scenes = index.storyboardScenes[identifier] else { return nil }
            if let receiver = call.receiver { _ = value(receiver, &frame) }
            var shown: [CodeValue] = []
            for scene in scenes { shown.merge(built(scene, &frame)) }
            return shown
        default:
            return nil
        }
    }

    /// What a scene's code builds. A navigation controller built so is made, not shown: its root
    /// is not taken for a stack's root until the code shows it.
    private func built(_ scene: CodeExpression, _ frame: inout Frame) -> [CodeValue] {
        let roots = stackRoots
        defer { stackRoots = roots }
        return value(scene, &frame)
    }

    /// The identifier of the request of `kind` whose literal lies in `range` (looked for on the
    /// call's first lines: the literal is its first argument).
    private func request(_ kind: StoryboardRequest.Kind, in range: SourceRange) -> String? {
        guard let byLine = storyboardRequestsByLine[range.file] else { return nil }
        for line in range.start.line...max(range.start.line, min(range.end.line, range.start.line + 8)) {
            if let found = byLine[line]?.first(where: { $0.kind == kind && $0.range.start >= range.start && $0.range.start <= range.end }) {
                return found.identifier
            }
        }
        return nil
    }
}
