/// A Graphviz layout engine, by the name its `-K` option takes: `dot` (the default, for ranked
/// flows), `neato`, `fdp`, `sfdp`, `circo`, `twopi`, `osage`, `patchwork`. An unknown name fails the
/// render with Graphviz's list of the engines it knows.
public struct LayoutEngine: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The name, as Graphviz's `-K` option takes it.
    public var rawValue: String

    /// An engine by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An engine by name.
    public init(_ name: String) { self.init(rawValue: name) }

    /// An engine by name.
    public init(stringLiteral name: String) { self.init(rawValue: name) }

    /// Hierarchical layout in ranks: the screen-flow look, and the default. With Graphviz 2.42 and
    /// 2.43, uiflow's own `dot`, which puts the screens a screen's rows lead to in the order of those
    /// rows (docs/rendering.md, "Fan-out follows the rows"); elsewhere Graphviz's.
    public static let dot = LayoutEngine("dot")
    /// Graphviz's own `dot`, without uiflow's ordering of fan-out (its plugin package, `dot_layout`,
    /// after two colons, as Graphviz names a plugin by type, dependency and package): for comparing with it.
    public static let graphvizDot = LayoutEngine("dot::dot_layout")
    /// Spring model layout.
    public static let neato = LayoutEngine("neato")
    /// Force-directed layout.
    public static let fdp = LayoutEngine("fdp")
    /// Force-directed layout for large graphs.
    public static let sfdp = LayoutEngine("sfdp")
    /// Circular layout.
    public static let circo = LayoutEngine("circo")
    /// Radial layout.
    public static let twopi = LayoutEngine("twopi")

    /// Whether this is `dot`, uiflow's or Graphviz's own (`dot:` and a plugin package).
    public var isDot: Bool { rawValue == "dot" || rawValue.hasPrefix("dot:") }

    /// The name, as Graphviz knows it.
    public var description: String { rawValue }
}
