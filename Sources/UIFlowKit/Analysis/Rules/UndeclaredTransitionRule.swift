/// Code that navigates between two screens' types where the flow has no such transition.
struct UndeclaredTransitionRule: Rule {
    static let id: RuleID = "undeclared-transition"
    static let order = 106
    static let defaultSeverity = Severity.warning
    static let usesNavigation = true
    static let summary = "Code of a screen's type that navigates to another screen's type with no such transition in the flow."
    static let rationale = """
        Checked only with the app's Swift sources. While the user is on a screen, its code \
        pushes, presents, shows or replaces the root with another screen's type \
        (`pushViewController`, `present`, `show(_:sender:)`, `setViewControllers`, \
        `rootViewController =`, a SwiftUI `NavigationLink`, `.navigationDestination`, `.sheet`, \
        `.fullScreenCover`, `.popover`, a `NavigationPath` appended to, the app's own calls under \
        `navigation-calls:`; docs/swift-sources.md maps each to its kind), or goes back \
        (`popViewController`) or dismisses (`dismiss(animated:)`, SwiftUI's `dismiss()`), and the \
        flow has no transition of that kind between the two screens: the app does something the \
        flow does not say. The screen's code is its own, that of the parts it builds (a row, a \
        child view controller, a view model) and of what they call (a coordinator, a router), \
        followed call by call; the notes show the chain from the screen's code to the navigation \
        call. UIKit's `dismiss(animated:)` on a screen the flow never presents (nor pushes inside \
        a presented stack) closes what that screen presented, not the screen, and is not \
        reported; nor is a pop by a screen the flow never pushes (a root, a tab, the root of a \
        presented stack: it takes off what was pushed over it), or SwiftUI's `dismiss()` of one \
        the flow neither pushes nor puts in a presented modal. The kinds must match (a flow's `==push=>` that the code presents is reported at the \
        transition); a flow's `==>` and UIKit's `show(_:sender:)` match any forward kind. Add the \
        transition, or fix its kind.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[1️⃣Feed]\n--\nTap a post\n==push=> Post\n\n[Post]\n\n[Profile(userId: Int)]\n--\nClose\n==dismiss=>\n",
                expecting: ["1️⃣": "`FeedViewController` presents `ProfileViewController`, but screen `Feed` has no transition to `Profile`; add `==present=> Profile`"]),
            .flow(
                "[Feed]\n--\nTap a post\n==push=> Post\nTap an avatar\n2️⃣==push=> Profile(userId: 1)\n\n[Post]\n\n[Profile(userId: Int)]\n--\nClose\n==dismiss=>\n",
                expecting: ["2️⃣": "the flow's `==push=>` to `Profile` is not what the code does: `FeedViewController` presents `ProfileViewController`; write `==present=>`"]),
            .flow(
                "[Feed]\n--\nTap a post\n==push=> Post\nTap an avatar\n==present=> Profile(userId: 1)\n\n[Post]\n\n[3️⃣Profile(userId: Int)]\n",
                expecting: ["3️⃣": "`ProfileViewController` dismisses, but screen `Profile` has no `==dismiss=>` transition; add one"]),
        ],
        passing: [
            "[Feed]\n--\nTap a post\n==push=> Post\nTap an avatar\n==present=> Profile(userId: 1)\n\n[Post]\n\n[Profile(userId: Int)]\n--\nClose\n==dismiss=>\n",
            "[Feed]\n--\nTap a post\n==> Post\nTap an avatar\n==> Profile(userId: 1)\n\n[Post]\n\n[Profile(userId: Int)]\n--\nClose\n==dismiss=>\n",
            // Pushed, in no presented stack: its `dismiss` closes what it presented.
            "[Feed]\n@entry\n--\nTap a post\n==push=> Post\nTap an avatar\n==present=> Profile(userId: 1)\n\n[Post]\n--\nShare\n==present=> Share\n\n[Share]\n\n[Profile(userId: Int)]\n--\nClose\n==dismiss=>\n",
        ],
        swift: """
            final class FeedViewController: UIViewController {
                func open(_ post: Post) {
                    let controller = PostViewController(post: post)
                    navigationController?.pushViewController(controller, animated: true)
                }

                func openProfile(_ id: Int) {
                    present(UINavigationController(rootViewController: ProfileViewController(userId: id)), animated: true)
                }
            }

            final class PostViewController: UIViewController {
                @IBAction func share() { present(ShareViewController(), animated: true) }
                func shared() { dismiss(animated: true) }
            }

            final class ShareViewController: UIViewController {}

            final class ProfileViewController: UIViewController {
                @IBAction func close() { dismiss(animated: true) }
            }

            """)

    func check(_ context: RuleContext) -> [Diagnostic] {
        Self.undeclared(in: context, throughSharedParts: false) { finding($0, at: $1, notes: $2) }
    }

    /// The navigations of the code that the flow does not declare: those made by a screen's own
    /// code (and what it calls), or, `throughSharedParts`, those made by code several screens
    /// show, for a screen where no navigation of its own already answers for the same pair.
    static func undeclared(
        in context: RuleContext, throughSharedParts: Bool, _ finding: (String, SourceRange, [Diagnostic.Note]) -> Diagnostic
    ) -> [Diagnostic] {
        guard let code = context.code else { return [] }
        let flow = context.flow
        var reported: Set<String> = []
        var findings: [Diagnostic] = []
        // A screen's own navigations first: a shared part's same navigation adds nothing.
        let navigations = code.analysis.navigations.filter { $0.sharedPart == nil } + code.analysis.navigations.filter { $0.sharedPart != nil }
        for navigation in navigations where !navigation.setsTabs {
            guard let sourceType = navigation.sourceType, let source = code.screensByType[sourceType]?.first else { continue }
            let emits = (navigation.sharedPart != nil) == throughSharedParts
            let kind = navigation.kind
            let notes = Self.chain(navigation)
            // `TimelineView` may present … through `StatusRowView`, a part 3 screens show.
            let actor = navigation.sharedPart != nil ? "`\(sourceType)` may" : "`\(sourceType)`"
            let through = navigation.sharedPart.map { " (through `\($0)`, code several screens share: whether this screen offers it is decided at run time)" } ?? ""
            if kind.isReturn {
                // UIKit's `dismiss(animated:)` on a screen in no presented modal closes what the
                // screen presented: nothing the flow must say.
                if kind == .dismiss, !navigation.isEitherReturn, let search = context.navigation, search.isReachable(source),
                    !search.isInPresentedContext(source)
                {
                    continue
                }
                // A pop by a screen the flow never pushes (a root, a tab, the root of a presented
                // stack) takes off what was pushed over it; SwiftUI's `dismiss()` of one that is
                // neither pushed nor in a presented modal closes what it presented.
                if kind == .back || navigation.isEitherReturn, let search = context.navigation, search.isReachable(source),
                    search.firstState(of: source, arrivingBy: .push) == nil, search.firstState(of: source, arrivingBy: .route) == nil,
                    !navigation.isEitherReturn || !search.isInPresentedContext(source)
                {
                    continue
                }
                let returns = code.returns[sourceType] ?? []
                let accepted: Set<TransitionKind> = navigation.isEitherReturn ? [.back, .dismiss] : [kind]
                guard !returns.contains(where: { accepted.contains($0.kind) }), reported.insert("\(source) \(kind)").inserted, emits else {
                    continue
                }
                let verb = navigation.isEitherReturn ? "go back or dismiss itself" : kind == .back ? "go back" : "dismiss"
                let verbs = navigation.sharedPart != nil ? verb : navigation.isEitherReturn ? "goes back or dismisses itself" : kind == .back ? "goes back" : "dismisses"
                let written = navigation.isEitherReturn ? "`==back=>` or `==dismiss=>`" : "`==\(kind.rawValue)=>`"
                let message = returns.isEmpty
                    ? "\(actor) \(verbs)\(through), but screen `\(English.shown(flow.screens[source].name))` has no \(written) transition; add one"
                    : "\(actor) \(verbs)\(through), but the flow's `\(returns[0].arrow)` says otherwise; write \(written)"
                findings.append(finding(message, returns.first?.range ?? flow.screens[source].range, notes))
                continue
            }
            for target in navigation.targets {
                guard let targetScreen = code.screensByType[target]?.first else { continue }
                let declared = code.declared[CodeLinks.pairKey(sourceType, target)] ?? []
                guard !declared.contains(where: { CodeLinks.matches(declared: $0.kind, found: kind) }),
                    reported.insert("\(source) \(targetScreen) \(kind)").inserted, emits
                else { continue }
                let targetName = English.shown(flow.screens[targetScreen].name)
                let does = "\(actor) \(navigation.sharedPart != nil ? Self.infinitive(kind) : Self.verb(kind)) `\(target)`\(through)"
                if let wrong = declared.first {
                    findings.append(
                        finding(
                            "the flow's `\(wrong.arrow)` to `\(targetName)` is not what the code does: \(does); write `==\(kind.rawValue)=>`",
                            wrong.range, notes))
                } else {
                    findings.append(
                        finding(
                            "\(does), but screen `\(English.shown(flow.screens[source].name))` has no transition to `\(targetName)`; "
                                + "add `==\(kind.rawValue)=> \(targetName)`",
                            flow.screens[source].range, notes))
                }
            }
        }
        return findings
    }

    /// The chain of calls as notes: where the screen's code makes the call, then each call it
    /// goes through, to the navigation call itself.
    static func chain(_ navigation: CodeNavigation) -> [Diagnostic.Note] {
        guard let first = navigation.chain.first, let source = navigation.sourceType else { return [] }
        guard navigation.chain.count > 1 else {
            return [Diagnostic.Note(message: "`\(source)` calls `\(first.text)` here", range: first.range)]
        }
        var notes = [Diagnostic.Note(message: "`\(source)` calls `\(first.text)` here", range: first.range)]
        for (position, step) in navigation.chain.enumerated().dropFirst() {
            let last = position == navigation.chain.count - 1
            notes.append(Diagnostic.Note(message: (last ? "which navigates with `" : "which calls `") + step.text + "` here", range: step.range))
        }
        return notes
    }

    /// `push`, `present`, …: what code of the kind may do, in words.
    static func infinitive(_ kind: TransitionKind) -> String {
        switch kind {
        case .show: "show"
        case .push: "push"
        case .present: "present"
        case .back: "go back from"
        case .dismiss: "dismiss"
        case .replace: "make the root"
        case .switch: "switch to"
        }
    }

    /// `pushes`, `presents`, …: what code of the kind does, in words.
    static func verb(_ kind: TransitionKind) -> String {
        switch kind {
        case .show: "shows"
        case .push: "pushes"
        case .present: "presents"
        case .back: "goes back from"
        case .dismiss: "dismisses"
        case .replace: "makes the root"
        case .switch: "switches to"
        }
    }
}
