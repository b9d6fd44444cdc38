/// A line of text from a flow file (something the user sees, or part of an action), with its location.
public struct TextLine: Sendable, Hashable {
    /// The text, with trailing whitespace removed.
    public var text: String
    /// Where the text starts.
    public var location: SourceLocation

    /// Creates a line.
    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// A deep link that opens a screen: `@route /profiles/:userId` or `@route myapp://profiles/:userId?tab=:tab`.
public struct Route: Sendable, Hashable {
    /// A `:name` placeholder in a route pattern.
    public struct Placeholder: Sendable, Hashable {
        /// The name after the colon, which names one of the screen's parameters.
        public var name: String
        /// Where the colon is.
        public var location: SourceLocation

        /// Creates a placeholder.
        public init(name: String, location: SourceLocation) {
            self.name = name
            self.location = location
        }
    }

    /// The pattern, verbatim.
    public var pattern: String
    /// The placeholders, in the order they appear: a `:` followed by an identifier
    /// (`:userId`; not the `:` of `myapp://` or of a port number).
    public var placeholders: [Placeholder]
    /// The pattern with every placeholder name removed, so that `/a/:id` and `/a/:userId` share
    /// one shape, `/a/:`.
    public var shape: String
    /// Where the pattern starts.
    public var location: SourceLocation

    /// Creates a route from its pattern, finding its placeholders.
    public init(pattern: String, location: SourceLocation) {
        self.pattern = pattern
        self.location = location
        var placeholders: [Placeholder] = []
        var shape = String.UnicodeScalarView()
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            shape.append(scalar)
            index += 1
            guard scalar == ":", index < scalars.count, Identifier.isHead(scalars[index]) else { continue }
            let start = index
            while index < scalars.count, Identifier.isBody(scalars[index]) { index += 1 }
            let name = String(String.UnicodeScalarView(scalars[start..<index]))
            var at = location
            at.column += start - 1
            placeholders.append(Placeholder(name: name, location: at))
        }
        self.placeholders = placeholders
        self.shape = String(shape)
    }
}

/// How a transition moves between screens.
public enum TransitionKind: String, Sendable, Hashable, CaseIterable {
    /// Unspecified (`==>` and implicit transitions), as in the original notation.
    case show
    /// Pushed onto a navigation stack (`==push=>`).
    case push
    /// Presented modally (`==present=>`).
    case present
    /// Popped back (`==back=>`); the target may be left out.
    case back
    /// A modal dismissed (`==dismiss=>`); the target may be left out.
    case dismiss
    /// A new root, as after sign-in (`==replace=>`).
    case replace
    /// A tab switch (`==switch=>`).
    case `switch`

    /// Whether the transition returns to an earlier screen, so that it may leave out its target.
    public var isReturn: Bool { self == .back || self == .dismiss }

    /// Whether following the transition grows the navigation stack (`show`, `push`, `present`).
    public var isForward: Bool { self == .show || self == .push || self == .present }
}

/// A way from one screen to another: `==> Home`, `=={send mail}=> Sent`, `==push=> Profile(userId: id)`.
public struct Transition: Sendable, Hashable {
    /// An argument a transition passes to its target's init: `userId: user.id`.
    public struct Argument: Sendable, Hashable {
        /// The argument label.
        public var label: String
        /// The value, verbatim (`user.id`, `.likes`, `"home"`).
        public var value: String
        /// Where the label is.
        public var location: SourceLocation

        /// Creates an argument.
        public init(label: String, value: String, location: SourceLocation) {
            self.label = label
            self.value = value
            self.location = location
        }
    }

    /// The target screen's name, trimmed; `nil` only for a `back` or `dismiss` that leaves it out.
    public var target: String?
    /// The kind written in the arrow, `show` when none was.
    public var kind: TransitionKind
    /// The `{label}` written in the arrow, if any.
    public var label: String?
    /// The arguments passed to the target, in the order written. Empty when none were written.
    public var arguments: [Argument]
    /// Whether the arguments were written with parentheses, even empty ones (`==> Home()`).
    public var hasArgumentList: Bool
    /// Whether the transition was not written: the last action of a block continues to the next block.
    public var isImplicit: Bool
    /// Where the arrow starts, or, for an implicit transition, where its action starts.
    public var location: SourceLocation
    /// Where the target name starts (the arrow's location when there is no target).
    public var targetLocation: SourceLocation
    /// The target's position in ``Flow/screens``, set when a ``Flow`` is assembled; `nil` when the
    /// target has no block of its own (or the transition is not part of a flow).
    public internal(set) var targetIndex: Int?

    /// Creates a transition.
    public init(
        target: String?, kind: TransitionKind = .show, label: String? = nil, arguments: [Argument] = [],
        hasArgumentList: Bool = false, isImplicit: Bool = false, location: SourceLocation,
        targetLocation: SourceLocation? = nil
    ) {
        self.target = target
        self.kind = kind
        self.label = label
        self.arguments = arguments
        self.hasArgumentList = hasArgumentList
        self.isImplicit = isImplicit
        self.location = location
        self.targetLocation = targetLocation ?? location
    }
}

/// Something the user does on a screen (one or more lines of text) and where it leads.
public struct Action: Sendable, Hashable {
    /// The lines that describe the action; empty when a transition was written without text.
    public var text: [TextLine]
    /// Where the action goes. Empty when it leads nowhere; more than one when it branches.
    public var transitions: [Transition]
    /// Where the action starts: its first line of text, or its first transition.
    public var location: SourceLocation

    /// Creates an action.
    public init(text: [TextLine], transitions: [Transition] = [], location: SourceLocation) {
        self.text = text
        self.transitions = transitions
        self.location = location
    }
}

/// A directive line such as `@allow cycle`, kept with its location for tools that report on it.
public struct Allowance: Sendable, Hashable {
    /// The rule named.
    public var rule: RuleID
    /// Where its name is.
    public var location: SourceLocation

    /// Creates an allowance.
    public init(rule: RuleID, location: SourceLocation) {
        self.rule = rule
        self.location = location
    }
}

/// A screen block: `[Name]`, what the user sees, `--`, and what the user does.
public struct Screen: Sendable, Hashable {
    /// One of a screen's init arguments: `userId: Int`, `tab: ProfileTab = .posts`, `note: String?`.
    public struct Parameter: Sendable, Hashable {
        /// The argument label.
        public var name: String
        /// The type, verbatim (`String?`, `[Item]`).
        public var type: String
        /// The default value, verbatim, if any.
        public var defaultValue: String?
        /// Where the label is.
        public var location: SourceLocation

        /// Creates a parameter.
        public init(name: String, type: String, defaultValue: String? = nil, location: SourceLocation) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.location = location
        }

        /// Whether a transition must pass this parameter: it has no default and its type is not optional.
        public var isRequired: Bool { defaultValue == nil && !isOptionalType }

        /// Whether the type is optional (`String?`, `Int!`, `Optional<User>`).
        public var isOptionalType: Bool {
            let last = type.utf8.last
            return last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || type.utf8.starts(with: "Optional<".utf8)
        }
    }

    /// The name, trimmed, without rank marks or parameter list.
    public var name: String
    /// Where the name starts.
    public var location: SourceLocation
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
    /// The line after the block's last line: findings with a location in `location.line..<endLine`
    /// of the same file belong to this screen.
    public var endLine: Int

    /// Creates a screen.
    public init(
        name: String, location: SourceLocation, rank: Int = 0, parameters: [Parameter] = [],
        hasParameterList: Bool = false, sees: [TextLine] = [], actions: [Action] = [],
        typeName: String? = nil, group: String? = nil, isEntry: Bool = false, isExit: Bool = false,
        routes: [Route] = [], allowances: [Allowance] = [], endLine: Int? = nil
    ) {
        self.name = name
        self.location = location
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
        self.endLine = endLine ?? location.line + 1
    }

    /// Every transition of every action, in order.
    public var transitions: [Transition] { actions.flatMap(\.transitions) }

    /// The parameter with this label, if any.
    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }

    /// Whether a finding at `location` lies inside this block.
    public func contains(_ location: SourceLocation) -> Bool {
        location.file == self.location.file && location.line >= self.location.line
            && location.line < endLine
    }
}
