/// How each transition kind is drawn, in every diagram format: one exhaustive switch, so that a new
/// kind fails to compile here until it has a look (and the look is documented in
/// docs/language.md).
struct TransitionStyle {
    /// The DOT edge attributes (empty for the default grey arrow).
    var dotAttributes: StaticString
    /// The Mermaid arrow between two nodes.
    var mermaidArrow: StaticString
    /// The Mermaid `linkStyle` of its edges, when not the default.
    var mermaidLinkStyle: StaticString?

    init(_ kind: TransitionKind) {
        switch kind {
        case .show:
            self.init(dot: "", mermaid: " -->", link: nil)
        case .push:
            self.init(dot: "arrowhead=\"vee\"", mermaid: " -->", link: "stroke:#555555")
        case .present:
            self.init(dot: "style=\"dashed\"", mermaid: " -.->", link: nil)
        case .back:
            self.init(dot: "style=\"dotted\", color=\"#aaaaaa\"", mermaid: " -.->", link: "stroke:#aaaaaa")
        case .dismiss:
            self.init(
                dot: "style=\"dotted\", color=\"#aaaaaa\", arrowhead=\"empty\"", mermaid: " -.->", link: "stroke:#aaaaaa")
        case .replace:
            self.init(dot: "style=\"bold\", color=\"#333333\"", mermaid: " ==>", link: nil)
        case .switch:
            self.init(dot: "color=\"#3b73b9\"", mermaid: " -->", link: "stroke:#3b73b9")
        }
    }

    private init(dot: StaticString, mermaid: StaticString, link: StaticString?) {
        dotAttributes = dot
        mermaidArrow = mermaid
        mermaidLinkStyle = link
    }
}
