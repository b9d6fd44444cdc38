/// An output format of Graphviz, by the name its `-T` option takes: `svg`, `png`, `pdf`, and any
/// other the installed Graphviz offers (`jpg`, `gif`, `ps`, `xdot`, `json`, `plain`, `svg:cairo`…).
/// An unknown name fails the render with Graphviz's list of the formats it knows.
public struct GraphvizFormat: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The name, as Graphviz's `-T` option takes it.
    public var rawValue: String

    /// A format by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A format by name.
    public init(_ name: String) { self.init(rawValue: name) }

    /// A format by name.
    public init(stringLiteral name: String) { self.init(rawValue: name) }

    /// Scalable Vector Graphics: text stays text, exactly as written in the flow.
    public static let svg = GraphvizFormat("svg")
    /// A PNG bitmap, drawn with cairo and pango (the fonts come from fontconfig).
    public static let png = GraphvizFormat("png")
    /// A PDF document, drawn with cairo (fonts embedded).
    public static let pdf = GraphvizFormat("pdf")

    /// Whether Graphviz's own SVG writer produces this format (`svg`, `svg:svg`, `svg:svg:core`),
    /// whose text ``GraphvizRenderer`` corrects where Graphviz loses it.
    var isCoreSVG: Bool {
        let name = rawValue.lowercased()
        return name == "svg" || name == "svg:svg" || name == "svg:svg:core"
    }

    /// Whether cairo writes this format as PDF (`pdf`, `pdf:cairo`…).
    var isCairoPDF: Bool {
        let name = rawValue.lowercased()
        return name == "pdf" || name.hasPrefix("pdf:cairo")
    }

    /// The name, as Graphviz knows it.
    public var description: String { rawValue }
}
