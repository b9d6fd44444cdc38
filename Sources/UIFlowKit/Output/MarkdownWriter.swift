import Foundation

/// Writes a flow as a Markdown screen catalogue for GitHub: a title and summary, the diagram, a
/// table of contents, a section per screen (implementing type, routes, parameters, what the user
/// sees, actions, where users come from, lint findings), and a table of routes.
///
/// Every anchor is stable (the same on every run) and unique, and all text from the flow is
/// escaped so that no name or line can break the document: no `|` ends a table cell, no `#` makes
/// a heading, no `<script>` becomes HTML.
public struct MarkdownWriter: Sendable {
    /// The diagram at the top of the document.
    public enum Diagram: Sendable, Hashable {
        /// No diagram.
        case none
        /// A Mermaid block, which GitHub draws.
        case mermaid
        /// An image file (the rendered SVG), by its path relative to the Markdown file.
        case image(path: String)
    }

    /// The document's title.
    public var title: String
    /// The diagram to show.
    public var diagram: Diagram

    /// Creates a writer.
    public init(title: String, diagram: Diagram = .mermaid) {
        self.title = title
        self.diagram = diagram
    }

    /// The title for a flow made of `files`: the first file's name without its extension, in title
    /// case where it is plain lower case (`shop.uiflow` → `Shop`).
    public static func title(forFiles files: [String]) -> String {
        guard let first = files.first else { return "Flow" }
        let name = URL(fileURLWithPath: first).deletingPathExtension().lastPathComponent
        guard !name.isEmpty, name != "<stdin>" else { return "Flow" }
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The Markdown document for `flow`, with `findings` (from ``Analyzer``) under their screens.
    public func write(_ flow: Flow, findings: [Diagnostic] = []) -> String {
        var document = Document(flow: flow, findings: findings)
        document.write(title: title, diagram: diagram)
        return document.text
    }
}

/// One run of the writer.
private struct Document {
    let flow: Flow
    let findings: [Diagnostic]
    let anchors: Anchors
    /// For each screen, the screens with a transition to it (by index, in file order, once each).
    let reachedFrom: [[Int]]
    /// For each screen, its findings; and the findings in no screen.
    let findingsByScreen: [[Diagnostic]]
    let otherFindings: [Diagnostic]
    var text = ""

    init(flow: Flow, findings: [Diagnostic]) {
        self.flow = flow
        self.findings = findings
        anchors = Anchors(names: flow.screens.map(\.name))
        var reachedFrom = [[Int]](repeating: [], count: flow.screens.count)
        for (source, screen) in flow.screens.enumerated() {
            for transition in screen.actions.lazy.flatMap(\.transitions) {
                guard let target = transition.targetIndex, reachedFrom[target].last != source else { continue }
                reachedFrom[target].append(source)
            }
        }
        self.reachedFrom = reachedFrom
        var byScreen = [[Diagnostic]](repeating: [], count: flow.screens.count)
        var other: [Diagnostic] = []
        let locator = ScreenLocator(flow: flow)
        for finding in findings {
            if let screen = locator.screen(containing: finding.location) {
                byScreen[screen].append(finding)
            } else {
                other.append(finding)
            }
        }
        findingsByScreen = byScreen
        otherFindings = other
    }

    // MARK: Document

    mutating func write(title: String, diagram: MarkdownWriter.Diagram) {
        line("# " + Markdown.inline(title))
        line()
        line(summary())
        line()
        switch diagram {
        case .none:
            break
        case .mermaid:
            line("```mermaid")
            text += MermaidWriter().write(flow)
            line("```")
            line()
        case .image(let path):
            line("![Screen-transition diagram of \(Markdown.inline(title))](\(Markdown.destination(path)))")
            line()
        }
        writeContents()
        line("## Screens")
        line()
        for index in flow.screens.indices {
            writeScreen(index)
        }
        writeRoutes()
        writeOtherFindings()
    }

    private func summary() -> String {
        let screens = flow.screens
        let transitions = screens.reduce(0) { $0 + $1.actions.reduce(0) { $0 + $1.transitions.count } }
        let entries = screens.filter { $0.isEntry || !$0.routes.isEmpty }.count
        let routes = screens.reduce(0) { $0 + $1.routes.count }
        let severities = Severity.allCases.reversed().map { severity -> String in
            let count = findings.count { $0.severity == severity }
            return Markdown.count(count, severity.rawValue)
        }
        return [
            Markdown.count(screens.count, "screen"), Markdown.count(transitions, "transition"),
            Markdown.count(entries, "entry point"), Markdown.count(routes, "deep link"),
            "findings: " + severities.joined(separator: ", "),
        ].joined(separator: " · ")
    }

    private mutating func writeContents() {
        line("## Contents")
        line()
        for screen in flow.screens {
            line("- " + link(to: screen.name))
        }
        if flow.screens.contains(where: { !$0.routes.isEmpty }) {
            line("- [Routes](#routes)")
        }
        if !otherFindings.isEmpty {
            line("- [Other findings](#other-findings)")
        }
        line()
    }

    // MARK: Screens

    private mutating func writeScreen(_ index: Int) {
        let screen = flow.screens[index]
        line("<a id=\"\(anchors.anchor(for: screen.name))\"></a>")
        line()
        line("### " + Markdown.inline(screen.name))
        line()
        var facts: [String] = []
        if let type = screen.typeName { facts.append("Type " + Markdown.code(type)) }
        if screen.isEntry { facts.append("entry point") }
        if screen.isExit { facts.append("end of the flow") }
        if let group = screen.group { facts.append("group " + Markdown.inline(group)) }
        facts.append("defined in " + Markdown.code("\(screen.location.file):\(screen.location.line)"))
        line(facts.joined(separator: " · "))
        line()
        if !screen.routes.isEmpty {
            line("**Routes:** " + screen.routes.map { Markdown.code($0.pattern) }.joined(separator: ", "))
            line()
        }
        if screen.hasParameterList {
            writeParameters(screen)
        }
        if !screen.sees.isEmpty {
            line("**What the user sees**")
            line()
            for see in screen.sees {
                line("- " + Markdown.inline(see.text))
            }
            line()
        }
        if !screen.actions.isEmpty {
            writeActions(screen)
        }
        let sources = reachedFrom[index]
        line(
            "**Reached from:** "
                + (sources.isEmpty ? "no other screen" : sources.map { link(to: flow.screens[$0].name) }.joined(separator: ", ")))
        line()
        if !findingsByScreen[index].isEmpty {
            line("**Findings**")
            line()
            for finding in findingsByScreen[index] {
                line("- " + Markdown.finding(finding))
            }
            line()
        }
    }

    private mutating func writeParameters(_ screen: Screen) {
        line("**Parameters**")
        line()
        guard !screen.parameters.isEmpty else {
            line("None: the screen is built without arguments.")
            line()
            return
        }
        line("| Name | Type | Default | Required |")
        line("| --- | --- | --- | --- |")
        for parameter in screen.parameters {
            let cells = [
                Markdown.code(parameter.name), Markdown.code(parameter.type),
                parameter.defaultValue.map(Markdown.code) ?? "", parameter.isRequired ? "yes" : "no",
            ]
            line("| " + cells.joined(separator: " | ") + " |")
        }
        line()
    }

    private mutating func writeActions(_ screen: Screen) {
        line("**Actions**")
        line()
        line("| Action | Kind | Target | Arguments | Label |")
        line("| --- | --- | --- | --- | --- |")
        for action in screen.actions {
            let text = action.text.map { Markdown.inline($0.text) }.joined(separator: "<br>")
            guard !action.transitions.isEmpty else {
                line("| \(text) | | | | |")
                continue
            }
            // One row per transition; a branch repeats no text.
            for (branch, transition) in action.transitions.enumerated() {
                var kind = transition.kind.rawValue
                if transition.isImplicit { kind += " (implicit)" }
                let target: String
                if let name = transition.target {
                    target = transition.targetIndex == nil ? Markdown.inline(name) + " (undefined)" : link(to: name)
                } else {
                    target = "the previous screen"
                }
                let arguments = transition.arguments.map { Markdown.code($0.label + ": " + $0.value) }
                let cells = [
                    branch == 0 ? text : "", kind, target, arguments.joined(separator: ", "),
                    transition.label.map(Markdown.inline) ?? "",
                ]
                line("| " + cells.joined(separator: " | ") + " |")
            }
        }
        line()
    }

    // MARK: Routes and other findings

    private mutating func writeRoutes() {
        let routed = flow.screens.filter { !$0.routes.isEmpty }
        guard !routed.isEmpty else { return }
        line("<a id=\"routes\"></a>")
        line()
        line("## Routes")
        line()
        line("| Pattern | Screen | Fills |")
        line("| --- | --- | --- |")
        for screen in routed {
            for route in screen.routes {
                let fills = route.placeholders.map { Markdown.code($0.name) }.joined(separator: ", ")
                line("| \(Markdown.code(route.pattern)) | \(link(to: screen.name)) | \(fills.isEmpty ? "nothing" : fills) |")
            }
        }
        line()
    }

    private mutating func writeOtherFindings() {
        guard !otherFindings.isEmpty else { return }
        line("<a id=\"other-findings\"></a>")
        line()
        line("## Other findings")
        line()
        for finding in otherFindings {
            line("- " + Markdown.finding(finding))
        }
        line()
    }

    // MARK: Pieces

    private func link(to name: String) -> String {
        "[\(Markdown.inline(name))](#\(anchors.anchor(for: name)))"
    }

    private mutating func line(_ content: String = "") {
        text += content
        text += "\n"
    }
}

/// Finds the screen block a location lies in, by binary search over each file's blocks.
struct ScreenLocator: Sendable {
    private var blocks: [String: [(start: Int, end: Int, screen: Int)]] = [:]

    init(flow: Flow) {
        for (index, screen) in flow.screens.enumerated() {
            blocks[screen.location.file, default: []].append((screen.location.line, screen.endLine, index))
        }
        for file in blocks.keys {
            blocks[file]?.sort { $0.start < $1.start }
        }
    }

    func screen(containing location: SourceLocation) -> Int? {
        guard let list = blocks[location.file] else { return nil }
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].start <= location.line { low = middle + 1 } else { high = middle }
        }
        guard low > 0, location.line < list[low - 1].end else { return nil }
        return list[low - 1].screen
    }
}

/// Markdown escaping for any text.
enum Markdown {
    /// Inline text: every character Markdown or HTML could read as syntax is escaped, so the text
    /// shows as written and can neither break a table nor start a heading, list or HTML element.
    /// Characters that only matter at the start of a line (`#`, `-`, `+`, `=`, `1.`) are escaped
    /// there only, to keep the Markdown readable.
    static func inline(_ text: String) -> String {
        var result = String(text, escaping: inlineEscapes)
        guard let first = result.first else { return result }
        if "#-+=".contains(first) {
            result.insert("\\", at: result.startIndex)
        } else if let end = result.firstIndex(where: { !$0.isNumber }), end != result.startIndex,
            result[end] == "." || result[end] == ")"
        {
            result.insert("\\", at: end)
        }
        return result
    }

    private static let inlineEscapes = Escapes(
        [
            "\\": "\\\\", "`": "\\`", "*": "\\*", "_": "\\_", "[": "\\[", "]": "\\]", "<": "&lt;",
            ">": "&gt;", "&": "&amp;", "|": "\\|", "~": "\\~", "$": "\\$",
        ],
        controls: { _ in " " })

    /// Verbatim text as a code span: fenced with more backticks than it holds, `|` escaped (a table
    /// cell would end there even inside a code span).
    static func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let body = String(text, escaping: codeEscapes)
        let padding = body.hasPrefix("`") || body.hasSuffix("`") || longest > 0 ? " " : ""
        return fence + padding + body + padding + fence
    }

    private static let codeEscapes = Escapes(["|": "\\|"], controls: { _ in " " })

    /// A link destination: angle brackets keep spaces and parentheses in it.
    static func destination(_ path: String) -> String {
        "<" + String(path, escaping: destinationEscapes) + ">"
    }

    private static let destinationEscapes = Escapes(["<": "%3C", ">": "%3E", "\\": "%5C"], controls: { _ in "%20" })

    /// `1 screen`, `2 screens`.
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    static func finding(_ finding: Diagnostic) -> String {
        "**\(finding.severity.rawValue)** (\(code(finding.rule.rawValue)), line \(finding.location.line)): "
            + inline(finding.message)
    }
}
