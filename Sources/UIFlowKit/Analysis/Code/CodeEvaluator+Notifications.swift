/// Notifications: a view that reacts to one the app posts (`.onReceive(openDonations) { … }`,
/// with `NotificationCenter.default.publisher(for: .openDonations)`) acts for the screens whose
/// code posts it (Settings' "Donate" button), not for whatever it is attached to.
extension CodeEvaluator {
    /// The screens whose code posts the notification a subscription's publisher is for
    /// (`onReceive(openDonations)`, `NotificationCenter.default.publisher(for: .x).sink`), other
    /// than the code's own type; empty when it is none the app posts (a system notification).
    func notificationPosters(_ name: String, _ receiver: CodeExpression?, _ arguments: [CodeArgument], _ frame: Frame) -> [(screen: String, site: Hop?)] {
        let publisher: CodeExpression?
        switch name {
        case "onReceive": publisher = arguments.first { $0.label == nil }?.value
        case "sink": publisher = receiver
        default: publisher = nil
        }
        guard let publisher, let notification = notificationName(publisher, frame) else { return [] }
        return (postersByNotification()[notification] ?? []).filter { $0 != frame.owner && $0 != currentType }.map { screen in
            (screen, notificationSitesMemo?[notification + "\u{0}" + screen])
        }
    }

    /// The notification a publisher expression is for: `NotificationCenter.default.publisher(for:
    /// .x)`, through operators after it (`.receive(on: …)`), or a property of the code's type
    /// whose initial value is one.
    private func notificationName(_ publisher: CodeExpression, _ frame: Frame) -> String? {
        var expression = publisher
        for _ in 0..<8 {
            switch expression {
            case .call(.member(let base, let called), let arguments, _):
                if called == "publisher", let given = arguments.first(where: { $0.label == "for" }) { return Self.notificationName(given.value) }
                expression = base
            case .call(.name(let called), let arguments, _):
                // The app's own function that returns a publisher for the notification it is
                // given (damus's `handle_notify(.compose)`): the member it is given names it.
                guard notificationWrappers().publishing.contains(called), let given = arguments.first else { return nil }
                return Self.wrappedNotification(given.value)
            case .name(let property), .member(.name("self"), let property):
                guard let owner = frame.owner, let value = storedProperty(property, in: owner)?.1.initialValue else { return nil }
                expression = value
            default:
                return nil
            }
        }
        return nil
    }

    /// `compose` of `.compose` or `.compose(action)`: the notification a wrapper is given.
    private static func wrappedNotification(_ expression: CodeExpression) -> String? {
        switch expression {
        case .implicitMember(let name), .call(.implicitMember(let name), _, _): name
        default: nil
        }
    }

    /// The app's free functions that post a notification whose name their generic parameter or
    /// argument gives (`func notify<T: Notify>(_ notify: Notifications<T>) { …post(name: T.name, …) }`),
    /// and those that return a publisher for one (`handle_notify`): damus names each notification
    /// by a member passed to both (`notify(.compose(action))`, `handle_notify(.compose)`). Found once.
    func notificationWrappers() -> (posting: Set<String>, publishing: Set<String>) {
        if let known = notificationWrappersMemo { return known }
        var posting: Set<String> = []
        var publishing: Set<String> = []
        for position in index.functions.indices where index.functions[position].owner == nil && !index.functions[position].parameters.isEmpty {
            let name = index.functions[position].name
            CodeWalk.calls(index.functions[position].body) { callee, arguments, _ in
                guard let called = callee.calledName else { return }
                guard called == "post" || called == "publisher",
                    let given = arguments.first(where: { $0.label == (called == "post" ? "name" : "for") }),
                    Self.notificationName(given.value) == nil || Self.isGenericName(given.value)
                else { return }
                if called == "post" { posting.insert(name) } else { publishing.insert(name) }
            }
        }
        notificationWrappersMemo = (posting, publishing)
        return (posting, publishing)
    }

    /// `T.name`, `key.name`: a name a generic parameter or an argument gives, not one written.
    private static func isGenericName(_ expression: CodeExpression) -> Bool {
        if case .member(.name, "name") = expression { return true }
        return false
    }

    /// `x` of `.x`, `Notification.Name.x`, `.init("x")` is not read.
    private static func notificationName(_ expression: CodeExpression) -> String? {
        switch expression {
        case .implicitMember(let name), .member(_, let name): name
        default: nil
        }
    }

    /// For each notification the app posts (`NotificationCenter.default.post(name: .x, …)`), the
    /// screen types whose code posts it, or calls a function of the app that does (a helper:
    /// `static func openDonations()` in an extension of `NotificationCenter`); found once.
    func postersByNotification() -> [String: [String]] {
        if let known = notificationPostersMemo { return known }
        // The functions that post each notification, the screens whose own code posts it, and
        // the screens that call each name.
        var posting: [String: Set<String>] = [:]
        var postedBy: [String: Set<String>] = [:]
        var calledBy: [String: Set<String>] = [:]
        // Where each screen first posts each notification, and first calls each name: the
        // first step of the chain `--explain` shows for what a reaction does.
        var sites: [String: Hop] = [:]
        var calledAt: [String: Hop] = [:]
        let wrappers = notificationWrappers()
        for function in index.functions.indices {
            let owner = index.functions[function].owner.flatMap { index.resolvedName($0) ?? $0 }
            let screen = owner.flatMap { isScreenType($0) ? $0 : nil }
            CodeWalk.calls(index.functions[function].body) { callee, arguments, range in
                guard let called = callee.calledName else { return }
                let hop = Hop(text: Self.text(of: callee), range: range)
                // `notify(.compose(action))`: the wrapper posts the notification it is given,
                // for the screen whose code calls it.
                if case .name = callee, wrappers.posting.contains(called), let given = arguments.first, let notification = Self.wrappedNotification(given.value) {
                    // The call itself is the posting: the wrapper's name is no helper of it.
                    if posting[notification] == nil { posting[notification] = [] }
                    if let screen {
                        postedBy[notification, default: []].insert(screen)
                        if sites[notification + "\u{0}" + screen] == nil { sites[notification + "\u{0}" + screen] = hop }
                    }
                    return
                }
                if called == "post", let given = arguments.first(where: { $0.label == "name" }), let notification = Self.notificationName(given.value) {
                    posting[notification, default: []].insert(index.functions[function].name)
                    if let screen {
                        postedBy[notification, default: []].insert(screen)
                        if sites[notification + "\u{0}" + screen] == nil { sites[notification + "\u{0}" + screen] = hop }
                    }
                }
                if let screen {
                    calledBy[called, default: []].insert(screen)
                    if calledAt[called + "\u{0}" + screen] == nil { calledAt[called + "\u{0}" + screen] = hop }
                }
            }
        }
        var posters: [String: [String]] = [:]
        for (notification, functions) in posting {
            var screens = postedBy[notification] ?? []
            // A helper counts by its name when the app declares one function of that name.
            for function in functions.sorted() where index.functionIndices(named: function).count == 1 {
                for screen in (calledBy[function] ?? []).sorted() {
                    screens.insert(screen)
                    if sites[notification + "\u{0}" + screen] == nil { sites[notification + "\u{0}" + screen] = calledAt[function + "\u{0}" + screen] }
                }
            }
            if !screens.isEmpty { posters[notification] = screens.sorted() }
        }
        notificationPostersMemo = posters
        notificationSitesMemo = sites
        return posters
    }
}
