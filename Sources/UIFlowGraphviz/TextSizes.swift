/// How Graphviz sizes text when it lays a graph out.
///
/// - ``fonts``: with the machine's fonts, through pango and fontconfig: what every drawing uses.
///   The boxes, and so the layout, change with the fonts installed.
/// - ``estimated``: with Graphviz's own estimate from fixed character widths (Times,
///   Helvetica/Arial or Courier, chosen by the font's name), without any font: the same DOT is laid
///   out the same way on every machine. Only the `dot` engine and Graphviz's core formats (`svg`,
///   `json`, `dot`, `xdot`, `plain`) are available so; the layout-quality check
///   (``LayoutQuality``) uses it.
public enum TextSizes: String, Sendable, CaseIterable {
    /// The machine's fonts, through pango (the default).
    case fonts
    /// Graphviz's estimate from fixed character widths: independent of the fonts installed.
    case estimated
}
