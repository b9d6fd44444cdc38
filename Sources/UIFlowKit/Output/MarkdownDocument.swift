import Foundation

/// One run of ``MarkdownWriter``: the flow's spec, written into ``out``.
struct MarkdownDocument: ~Copyable {
    let flow: Flow
    let findings: [Diagnostic]
    let anchors: Anchors
    /// How each screen arrives, and what its `back` and `dismiss` return to.
    let navigation: Navigation
    /// For each screen, the screens with a transition to it (by index, in file order, once each),
    /// and whether all of those transitions are `back` or `dismiss`.
    let linkedFrom: [[(source: Int, returns: Bool)]]
    /// For each screen, its findings; and the findings in no screen.
    let findingsByScreen: [[Diagnostic]]
    let otherFindings: [Diagnostic]
    var out: TextBuffer
    /// Each screen's picture, by screen name, as a path relative to the document.
    var images: [String: String] = [:]

    init(flow: Flow, findings: [Diagnostic], navigation: Navigation) {
        self.flow = flow
        self.findings = findings
        anchors = Anchors(names: flow.screens.map(\.name))
        self.navigation = navigation
        var linkedFrom = [[(source: Int, returns: Bool)]](repeating: [], count: flow.screens.count)
        // Each screen's transitions are read in place: copying the screen out of the array
        // retained everything it holds.
        for source in flow.screens.indices {
            flow.screens[source].forEachTransition { _, _, transition in
                guard let target = transition.targetIndex else { return }
                // A screen's transitions come together: the last source is the only one to check.
                if let last = linkedFrom[target].indices.last, linkedFrom[target][last].source == source {
                    linkedFrom[target][last].returns = linkedFrom[target][last].returns && transition.kind.isReturn
                } else {
                    linkedFrom[target].append((source, transition.kind.isReturn))
                }
            }
        }
        self.linkedFrom = linkedFrom
        var byScreen = [[Diagnostic]](repeating: [], count: flow.screens.count)
        var other: [Diagnostic] = []
        let locator = BlockIndex(flow: flow)
        for finding in findings {
            if let screen = locator.screen(containing: finding.location) {
                byScreen[screen].append(finding)
            } else {
                other.append(finding)
            }
        }
        findingsByScreen = byScreen
        otherFindings = other
        out = TextBuffer(capacity: flow.screens.count * 1_000)
    }

    /// The document's bytes, handed over without a copy.
    consuming func takeData() -> Data { out.takeData() }

    // MARK: Document

    mutating func write(title: String, diagram: MarkdownWriter.Diagram, screenDiagrams: Bool) {
        out.append("# ")
        Markdown.appendInline(title, to: &out)
        out.append("\n\n")
        writeSummary()
        let diagrams = DiagramSet(flow: flow, diagram: diagram, screenDiagrams: screenDiagrams)
        appendDiagram(diagrams, .top, title: title)
        writeContents(diagrams)
        writeScreenSections(diagrams, title: title)
        writeRoutes()
        writeOtherFindings()
    }

    private mutating func writeSummary() {
        let screens = flow.screens
        let transitions = screens.reduce(0) { $0 + $1.actions.reduce(0) { $0 + $1.transitions.count } }
        let entries = screens.filter { $0.isEntry || !$0.routes.isEmpty }.count
        let routes = screens.reduce(0) { $0 + $1.routes.count }
        let severities = Severity.allCases.reversed().map { severity -> String in
            let count = findings.count { $0.severity == severity }
            return English.count(count, severity.rawValue)
        }
        let parts = [
            English.count(screens.count, "screen"), English.count(transitions, "transition"),
            English.count(entries, "entry point"), English.count(routes, "deep link"),
            "findings: " + severities.joined(separator: ", "),
        ]
        out.append(parts.joined(separator: " · "))
        out.append("\n\n")
    }

    private mutating func writeContents(_ diagrams: DiagramSet) {
        out.append("## Contents\n\n")
        writeScreenContents(diagrams)
        if flow.screens.contains(where: { !$0.routes.isEmpty }) {
            out.append("- [Routes](#routes)\n")
        }
        if !otherFindings.isEmpty {
            out.append("- [Other findings](#other-findings)\n")
        }
        out.append("\n")
    }

    // MARK: Screens

    mutating func writeScreen(_ index: Int) {
        let screen = flow.screens[index]
        out.append("<a id=\"")
        out.append(anchors.anchor(at: index))
        out.append("\"></a>\n\n### ")
        Markdown.appendInline(screen.name, to: &out)
        out.append("\n\n")
        if let image = images[screen.name] {
            out.append("<img src=\"")
            out.append(Markdown.htmlAttribute(Markdown.urlPath(image)))
            out.append("\" alt=\"")
            out.append(Markdown.htmlAttribute("Screenshot of " + screen.name))
            out.append("\" height=\"240\" align=\"right\">\n\n")
        }
        if let type = screen.typeName {
            out.append("Type ")
            Markdown.appendCode(type, to: &out)
            out.append(" · ")
        }
        if screen.isEntry { out.append("entry point · ") }
        if screen.isExit { out.append("end of the flow · ") }
        if let group = screen.group {
            out.append("group ")
            Markdown.appendInline(group, to: &out)
            out.append(" · ")
        }
        out.append("defined in ")
        Markdown.appendCode("\(screen.location.file):\(screen.location.line)", to: &out)
        out.append("\n\n")
        if !screen.routes.isEmpty {
            out.append("**Routes:** ")
            for (number, route) in screen.routes.enumerated() {
                if number > 0 { out.append(", ") }
                Markdown.appendCode(route.pattern, to: &out)
            }
            out.append("\n\n")
        }
        if screen.hasParameterList {
            writeParameters(screen)
        }
        if !screen.sees.isEmpty {
            out.append("**What the user sees**\n\n")
            for see in screen.sees {
                out.append("- ")
                Markdown.appendInline(see.text, to: &out)
                out.append("\n")
            }
            out.append("\n")
        }
        if !screen.actions.isEmpty {
            writeActions(index)
        }
        writeArrivals(of: index)
        if !findingsByScreen[index].isEmpty {
            out.append("**Findings**\n\n")
            appendFindingList(findingsByScreen[index])
        }
    }

    private mutating func writeParameters(_ screen: Screen) {
        out.append("**Parameters**\n\n")
        guard !screen.parameters.isEmpty else {
            out.append("None: the screen is built without arguments.\n\n")
            return
        }
        out.append("| Name | Type | Default | Required |\n| --- | --- | --- | --- |\n")
        for parameter in screen.parameters {
            out.append("| ")
            Markdown.appendCode(parameter.name, to: &out)
            out.append(" | ")
            Markdown.appendCode(parameter.type, to: &out)
            out.append(" | ")
            if let value = parameter.defaultValue { Markdown.appendCode(value, to: &out) }
            out.append(parameter.isRequired ? " | yes |\n" : " | no |\n")
        }
        out.append("\n")
    }

    private mutating func writeActions(_ index: Int) {
        let screen = flow.screens[index]
        // Asked once per screen, not once per transition.
        let returns = navigation.returns(of: index)
        out.append("**Actions**\n\n| Action | Kind | Target | Arguments | Label |\n| --- | --- | --- | --- | --- |\n")
        for action in screen.actions {
            guard !action.transitions.isEmpty else {
                out.append("| ")
                appendActionText(action)
                out.append(" | | | | |\n")
                continue
            }
            // One row per transition; a branch repeats no text.
            for (branch, transition) in action.transitions.enumerated() {
                out.append("| ")
                if branch == 0 { appendActionText(action) }
                out.append(" | ")
                out.append(transition.kind.rawValue)
                if transition.isImplicit { out.append(" (implicit)") }
                out.append(" | ")
                if let name = transition.target {
                    if let target = transition.targetIndex {
                        appendLink(to: name, screen: target)
                    } else {
                        Markdown.appendInline(name, to: &out)
                        out.append(" (undefined)")
                    }
                }
                if transition.kind.isReturn {
                    appendReturn(of: transition, from: index, to: transition.kind == .back ? returns.back : returns.dismiss)
                }
                out.append(" | ")
                for (number, argument) in transition.arguments.enumerated() {
                    if number > 0 { out.append(", ") }
                    Markdown.appendCode(argument.label + ": " + argument.value, to: &out)
                }
                out.append(" | ")
                if let label = transition.label { Markdown.appendInline(label, to: &out) }
                out.append(" |\n")
            }
        }
        out.append("\n")
    }

    private mutating func appendActionText(_ action: Action) {
        for (number, line) in action.text.enumerated() {
            if number > 0 { out.append("<br>") }
            Markdown.appendInline(line.text, to: &out)
        }
    }

    // MARK: Routes and other findings

    private mutating func writeRoutes() {
        guard flow.screens.contains(where: { !$0.routes.isEmpty }) else { return }
        out.append("<a id=\"routes\"></a>\n\n## Routes\n\n| Pattern | Screen | Fills |\n| --- | --- | --- |\n")
        for (index, screen) in flow.screens.enumerated() {
            for route in screen.routes {
                out.append("| ")
                Markdown.appendCode(route.pattern, to: &out)
                out.append(" | ")
                appendLink(to: screen.name, screen: index)
                out.append(" | ")
                if route.placeholders.isEmpty { out.append("nothing") }
                for (number, placeholder) in route.placeholders.enumerated() {
                    if number > 0 { out.append(", ") }
                    Markdown.appendCode(placeholder.name, to: &out)
                }
                out.append(" |\n")
            }
        }
        out.append("\n")
    }

    private mutating func writeOtherFindings() {
        guard !otherFindings.isEmpty else { return }
        out.append("<a id=\"other-findings\"></a>\n\n## Other findings\n\n")
        appendFindingList(otherFindings)
    }

    // MARK: Pieces

    /// A bulleted list of findings, then a blank line.
    private mutating func appendFindingList(_ findings: [Diagnostic]) {
        for finding in findings {
            out.append("- ")
            Markdown.appendFinding(finding, to: &out)
            out.append("\n")
        }
        out.append("\n")
    }

    /// A link to the section of the screen at `index` in the flow, shown as `name`.
    mutating func appendLink(to name: String, screen index: Int) {
        out.append("[")
        Markdown.appendInline(name, to: &out)
        out.append("](#")
        out.append(anchors.anchor(at: index))
        out.append(")")
    }
}
