extension FlowGenerator {
    /// The sizes of the app-shaped flows the layout-quality check measures
    /// (``appShaped(screens:seed:)``).
    public static let appShapedSizes = [60, 300]

    /// A deterministic flow shaped like a real iOS app rather than a chain: a launch screen that
    /// replaces itself with a sign-in screen or a tab bar (`@tabs`, four tabs, five from 100
    /// screens); each tab a navigation stack (`@navigation`) whose root is a hub that fans out and
    /// whose screens push up to four deep, each with a way back (a fifth of them back to the hub by
    /// name); cross-links that push a screen of another tab with an argument; tab switches; modals
    /// (`@navigation`, some two screens deep, closed by `dismiss`, some to a tab's root); and a
    /// settings tree presented from the last tab: sections, each with sub-screens up to three
    /// deep. Each tab, the modals and the settings are a `@group`. The same `screens` and `seed`
    /// always give the same text; `screens` is at least 20.
    public static func appShaped(screens: Int, seed: UInt64 = 1) -> String {
        var shape = AppShape(screens: max(screens, 20), seed: seed)
        return shape.text()
    }
}

/// The plan of an app-shaped flow: each screen's role, then its text.
private struct AppShape {
    struct Screen {
        var name: String
        var group: String?
        var parameter: Bool
        var lines: [String]
        var directives: [String] = []
        var actions: [(text: String, arrow: String)] = []
        var tab: Int?
        var depth = 0
    }

    static let tabNames = ["Home", "Discover", "Inbox", "Library", "Profile"]
    static let nouns = ["Item", "Detail", "List", "Card", "Thread", "Album", "Event", "Collection", "Topic", "Person"]
    static let sectionNames = ["Account", "Privacy", "Notifications", "Appearance", "Storage", "Sync", "Accessibility", "About"]

    var random: SplitMix64
    var screens: [Screen] = []
    let count: Int

    init(screens count: Int, seed: UInt64) {
        self.count = count
        random = SplitMix64(seed: seed)
    }

    mutating func roll(_ n: Int) -> Int { Int(random.next() % UInt64(max(n, 1))) }
    mutating func chance(_ percent: Int) -> Bool { roll(100) < percent }

    func target(_ index: Int, argument: String = "item.id") -> String {
        screens[index].name + (screens[index].parameter ? "(itemId: \(argument))" : "")
    }

    mutating func text() -> String {
        let tabCount = count >= 100 ? 5 : 4
        let tabs = Array(Self.tabNames.prefix(tabCount - 1)) + ["Profile"]
        let modalCount = max(count / 10, 2)
        let settingsCount = max(count * 3 / 20, 4)
        // 0 launch, 1 sign in, 2 the tab bar, then the tabs' roots.
        screens.append(Screen(name: "Launch", group: nil, parameter: false, lines: ["Logo"], directives: ["@entry"]))
        screens.append(Screen(name: "Sign in", group: "Account", parameter: false, lines: ["Email and password fields"], directives: ["@navigation"]))
        screens.append(Screen(name: "Main tabs", group: nil, parameter: false, lines: ["Tab bar: " + tabs.joined(separator: ", ")],
                              directives: ["@tabs " + tabs.joined(separator: ", ")]))
        screens[0].actions = [("Signed in", "==replace=> Main tabs"), ("Signed out", "==replace=> Sign in")]
        screens[1].actions = [("Tap \"Sign in\"", "==replace{signed in}=> Main tabs")]
        var roots: [Int] = []
        for (number, tab) in tabs.enumerated() {
            roots.append(screens.count)
            var root = Screen(name: tab, group: tab, parameter: false, lines: ["\(tab) hub: sections and shortcuts"], directives: ["@navigation"])
            root.tab = number
            screens.append(root)
        }
        // The tabs' stacks: each new screen under a random screen of a random tab less than four deep,
        // the hub twice as often as any other (hubs fan out).
        let tabScreens = count - screens.count - modalCount - settingsCount
        var members: [[Int]] = roots.map { [$0] }
        var children: [Int: [Int]] = [:]
        for _ in 0..<max(tabScreens, 0) {
            let tab = roll(tabCount)
            let candidates = members[tab].filter { screens[$0].depth < 4 }
            let parent = chance(35) ? roots[tab] : candidates[roll(candidates.count)]
            let index = screens.count
            var screen = Screen(
                name: "\(tabs[tab]) \(Self.nouns[roll(Self.nouns.count)].lowercased()) \(index)", group: tabs[tab],
                parameter: index % 3 == 0, lines: ["Title and summary"] + (chance(50) ? ["List of related entries"] : []))
            screen.tab = tab
            screen.depth = screens[parent].depth + 1
            screens.append(screen)
            members[tab].append(index)
            children[parent, default: []].append(index)
        }
        // The modals: some with a second step pushed inside.
        var modals: [Int] = []
        var modalIndex = 0
        while modalIndex < modalCount {
            let index = screens.count
            modals.append(index)
            screens.append(Screen(name: "Compose \(index)", group: "Modals", parameter: false, lines: ["Form fields", "\"Cancel\" and \"Done\""], directives: ["@navigation"]))
            modalIndex += 1
            if modalIndex < modalCount, chance(40) {
                let step = screens.count
                screens.append(Screen(name: "Compose \(index) step 2", group: "Modals", parameter: false, lines: ["Confirmation"]))
                screens[index].actions.append(("Tap \"Next\"", "==push=> " + screens[step].name))
                screens[step].actions.append(("Tap \"Back\"", "==back=>"))
                screens[step].actions.append(("Tap \"Done\"", "==dismiss{saved}=>"))
                modalIndex += 1
            }
            screens[index].actions.append(("Tap \"Cancel\"", "==dismiss=>"))
            if chance(30) {
                let root = roots[roll(roots.count)]
                screens[index].actions.append(("Tap \"Done\"", "==dismiss{done}=> " + screens[root].name))
            }
        }
        // The settings tree, presented from the last tab's hub.
        let settings = screens.count
        screens.append(Screen(name: "Settings", group: "Settings", parameter: false, lines: ["Sections"], directives: ["@navigation"]))
        screens[roots[tabCount - 1]].actions.append(("Tap the gear", "==present=> Settings"))
        var settingsMembers = [settings]
        var sections = 0
        while screens.count < count {
            let index = screens.count
            let parent: Int
            if sections < Self.sectionNames.count, sections * 4 <= index - settings {
                parent = settings
            } else {
                let candidates = settingsMembers.filter { screens[$0].depth < 3 && $0 != settings }
                parent = candidates.isEmpty ? settings : candidates[roll(candidates.count)]
            }
            let name = parent == settings ? Self.sectionNames[sections] : "\(screens[parent].name) option \(index)"
            if parent == settings { sections += 1 }
            var screen = Screen(name: name, group: "Settings", parameter: false, lines: ["Switches and choices"])
            screen.depth = screens[parent].depth + 1
            screens.append(screen)
            settingsMembers.append(index)
            children[parent, default: []].append(index)
        }
        screens[settings].actions.append(("Tap \"Sign out\"", "==replace{signed out}=> Sign in"))
        screens[settings].actions.append(("Tap \"Close\"", "==dismiss=>"))
        // The actions of the stacks' screens.
        for index in screens.indices where screens[index].tab != nil || index >= settings {
            var actions: [(String, String)] = []
            for child in children[index] ?? [] {
                actions.append(("Tap \"\(screens[child].name)\"", "==push=> " + target(child)))
            }
            if let tab = screens[index].tab {
                if chance(25) {
                    let others = (0..<tabCount).filter { $0 != tab }
                    let other = members[others[roll(others.count)]]
                    let link = other[roll(other.count)]
                    if screens[link].depth > 0 {
                        actions.append(("Tap a linked entry", "==push=> " + target(link, argument: "entry.linkedId")))
                    }
                }
                if chance(20), !modals.isEmpty {
                    actions.append(("Tap \"+\"", "==present=> " + screens[modals[roll(modals.count)]].name))
                }
                if chance(10) {
                    actions.append(("Tap the shortcut", "==switch=> " + tabs[(tab + 1 + roll(tabCount - 1)) % tabCount]))
                }
            }
            if screens[index].depth > 0 {
                if let tab = screens[index].tab, screens[index].depth > 1, chance(20) {
                    actions.append(("Tap \"Done\"", "==back=> " + screens[roots[tab]].name))
                } else {
                    actions.append(("Tap \"Back\"", "==back=>"))
                }
            }
            screens[index].actions += actions
        }
        // Each modal is presented from somewhere.
        for modal in modals where !screens.contains(where: { $0.actions.contains { $0.arrow == "==present=> " + screens[modal].name } }) {
            let from = roots[roll(roots.count)]
            screens[from].actions.append(("Tap \"New\"", "==present=> " + screens[modal].name))
        }
        var text = "// Generated: an app-shaped flow of \(count) screens.\n\n"
        for screen in screens {
            text += "[" + screen.name + (screen.parameter ? "(itemId: Int)" : "") + "]\n"
            if let group = screen.group { text += "@group \(group)\n" }
            for directive in screen.directives { text += directive + "\n" }
            for line in screen.lines { text += line + "\n" }
            text += "--\n"
            for action in screen.actions { text += action.text + "\n" + action.arrow + "\n" }
            text += "\n"
        }
        return text
    }
}
