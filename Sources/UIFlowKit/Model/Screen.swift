/// A screen block: `[Name]`, what the user sees, `--`, and what the user does.
public struct Screen: Sendable, Hashable {
    /// The name, trimmed, without rank marks or parameter list.
    public var name: String
    /// Where the name is written in the header.
    public var range: SourceRange
    /// How many `#` closed the header: 1 places the screen first, 2 or more share a rank with
    /// screens of the same count; 0 when none.
    public var rank: Int
    /// The init arguments from `[Name(label: Type, ...)]`, in order.
    public var parameters: [Parameter]
    /// Whether the header had a parameter list, even an empty one (`[Home()]`).
    public var hasParameterList: Bool
    /// What the user sees: the lines between the header and the separator, directives aside.
    public var sees: [TextLine]
    /// What the user does, in order.
    public var actions: [Action]
    /// The implementing type from `@type`.
    public var typeName: String?
    /// Where `@type`'s argument is written.
    public var typeRange: SourceRange?
    /// The diagram cluster from `@group`.
    public var group: String?
    /// Whether `@entry` marks the screen as a way into the app.
    public var isEntry: Bool
    /// Whether `@exit` marks the screen as an intended end.
    public var isExit: Bool
    /// The deep links from `@route`, in order.
    public var routes: [Route]
    /// The rules silenced by `@allow` for findings located in this screen.
    public var allowances: [Allowance]
    /// Whether `@navigation` puts the screen inside a navigation stack of its own wherever it
    /// becomes a root.
    public var hasNavigation: Bool
    /// The tabs from `@tabs`, in order: the screen is a tab bar container when there are any.
    public var tabs: [ScreenReference]
    /// The case name `uiflow generate swift` gives the screen, from `@swift-name`, and where it is
    /// written.
    public var swiftName: TextLine?
    /// The screen a deep link rebuilds this one's stack through, from `@path-via`, and where it
    /// is written.
    public var pathVia: TextLine?
    /// The image of the screen from `@screenshot`, as written (a path relative to the flow file),
    /// and where it is written; read and checked outside the library (``ScreenImages``).
    public var screenshot: TextLine?
    /// The line after the block's last line: findings with a location in `location.line..<endLine`
    /// of the same file belong to this screen.
    public var endLine: Int

    /// Creates a screen.
    public init(
        name: String, range: SourceRange, rank: Int = 0, parameters: [Parameter] = [], hasParameterList: Bool = false,
        sees: [TextLine] = [], actions: [Action] = [], typeName: String? = nil, group: String? = nil,
        isEntry: Bool = false, isExit: Bool = false, routes: [Route] = [], allowances: [Allowance] = [],
        hasNavigation: Bool = false, tabs: [ScreenReference] = [], swiftName: TextLine? = nil, endLine: Int? = nil
    ) {
        self.name = name
        self.range = range
        self.rank = rank
        self.parameters = parameters
        self.hasParameterList = hasParameterList
        self.sees = sees
        self.actions = actions
        self.typeName = typeName
        self.group = group
        self.isEntry = isEntry
        self.isExit = isExit
        self.routes = routes
        self.allowances = allowances
        self.hasNavigation = hasNavigation
        self.tabs = tabs
        self.swiftName = swiftName
        self.endLine = endLine ?? range.start.line + 1
    }

    /// Where the name starts.
    public var location: SourceLocation { range.location }

    /// Every transition of every action, in order.
    public var transitions: [Transition] { actions.flatMap(\.transitions) }

    /// The parameter with this label, if any.
    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }

    /// Calls `body` with each transition of the screen, in file order, with its place: the index
    /// of its action and its index there. Transitions are read in place: copying an action out of
    /// its array would retain everything it holds.
    func forEachTransition(_ body: (_ action: Int, _ index: Int, _ transition: Transition) -> Void) {
        for action in actions.indices {
            let transitions = actions[action].transitions
            for index in transitions.indices {
                body(action, index, transitions[index])
            }
        }
    }
}
