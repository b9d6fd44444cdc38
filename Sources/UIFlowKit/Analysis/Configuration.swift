/// How `uiflow lint` is configured: per-rule severities, extra entry points, and which files of a
/// directory input to check. The CLI reads it from `.uiflow.yml`; the library takes it as a value.
public struct Configuration: Sendable, Hashable {
    /// A rule's configured severity, or `nil` to turn the rule off.
    public struct RuleSetting: Sendable, Hashable {
        /// The rule named (which may name no rule: the `unknown-rule` rule reports that).
        public var rule: RuleID
        /// The severity its findings get, or `nil` for off.
        public var severity: Severity?
        /// Where the setting is written, when it comes from a file.
        public var location: SourceLocation?

        /// Creates a setting.
        public init(rule: RuleID, severity: Severity?, location: SourceLocation? = nil) {
            self.rule = rule
            self.severity = severity
            self.location = location
        }
    }

    /// A screen named as an extra entry point.
    public struct EntryPoint: Sendable, Hashable {
        /// The screen's name.
        public var name: String
        /// Where it is written, when it comes from a file.
        public var location: SourceLocation?

        /// Creates an entry point.
        public init(name: String, location: SourceLocation? = nil) {
            self.name = name
            self.location = location
        }
    }

    /// Severity overrides, in the order written; a later setting for the same rule wins.
    public var rules: [RuleSetting]
    /// Screens that are entry points besides those marked `@entry` or `@route`.
    public var entryPoints: [EntryPoint]
    /// Glob patterns (`*`, `**`, `?`) a file found in a directory input must match, if any are given.
    public var include: [String]
    /// Glob patterns that leave out a file found in a directory input.
    public var exclude: [String]
    /// Directories (or files) of the app's Swift sources that the flow is checked against, relative
    /// to the configuration's directory (`swift-sources:` in `.uiflow.yml`).
    public var swiftSources: [String] = []
    /// The suffixes tried, in order, after a screen's name when it has no `@type`: `[Profile]` is
    /// `ProfileViewController`, then `ProfileView`, then `Profile` (`type-suffixes:`).
    public var typeSuffixes: [String] = Configuration.defaultTypeSuffixes
    /// Types whose navigation counts for every screen (`coordinators:`): a transition that one of
    /// them makes is implemented for `unimplemented-transition`.
    public var coordinators: [String] = []
    /// The app's own navigation calls, read as the kinds they declare (`navigation-calls:`).
    public var navigationCalls: [NavigationCall] = []
    /// The types the app injects into screens' initializers, which are no navigation parameters
    /// (`dependencies:`; ``DependencyMatcher``).
    public var dependencies: [String] = []
    /// Sample values by type name, as Swift expressions, for the tests `uiflow generate tests`
    /// writes (`test-values:`): `ProductSource: .cart`.
    public var testValues: [String: String] = [:]
    /// Where screens' images are when a screen has no `@screenshot` (`screenshots:`): paths
    /// relative to the configuration's directory with `{name}` (the screen's name) and `{type}`
    /// (its `@type`) in them, tried in order (``ScreenImageResolver``).
    public var screenshots: [String] = []
    /// The kinds of Swift files left out of the app's sources (`swift-sources-skip:`): test targets,
    /// mocks, previews and generated code by default (docs/swift-sources.md says how each is told).
    public var skippedSources: [String] = Configuration.defaultSkippedSources

    /// `tests`, `mocks`, `previews`, `generated`.
    public static let defaultSkippedSources = ["tests", "mocks", "previews", "generated"]

    /// `ViewController` and `View`.
    public static let defaultTypeSuffixes = ["ViewController", "View"]

    /// Creates a configuration; the default has every rule at its default severity.
    public init(
        rules: [RuleSetting] = [], entryPoints: [EntryPoint] = [], include: [String] = [], exclude: [String] = []
    ) {
        self.rules = rules
        self.entryPoints = entryPoints
        self.include = include
        self.exclude = exclude
    }

    /// The severity findings of `rule` get: the configured one (`nil` for off) or `fallback`.
    public func severity(of rule: RuleID, default fallback: Severity) -> Severity? {
        guard let setting = rules.last(where: { $0.rule == rule }) else { return fallback }
        return setting.severity
    }

    /// The severity findings of `rule` get: the configured one (`nil` for off); unconfigured,
    /// `fallback` for a rule on by default, else `nil`. A rule off by default is turned on with
    /// a severity (`rules: {unimplemented-transition: note}`).
    public func severity(of rule: RuleID, default fallback: Severity, isOnByDefault: Bool) -> Severity? {
        guard let setting = rules.last(where: { $0.rule == rule }) else { return isOnByDefault ? fallback : nil }
        return setting.severity
    }

    /// `flow` without the parameters whose types are the app's injected dependencies
    /// (``dependencies``), nor the arguments given to them.
    public func navigationFlow(_ flow: Flow) -> Flow {
        guard !dependencies.isEmpty else { return flow }
        let matcher = DependencyMatcher(dependencies)
        return flow.removingParameters { matcher.isDependency($0.type) }
    }

    /// Whether an exclude pattern matches `path` (relative to the configuration's directory): an
    /// app's Swift file so matched is not read.
    public func excludes(path: String) -> Bool {
        exclude.contains { Glob.matches($0, path) }
    }

    /// Whether a file found in a directory, at `path` relative to the configuration's directory,
    /// is checked: it matches an include pattern (or there are none) and no exclude pattern.
    public func includes(path: String) -> Bool {
        (include.isEmpty || include.contains { Glob.matches($0, path) }) && !exclude.contains { Glob.matches($0, path) }
    }
}
