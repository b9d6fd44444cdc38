import Foundation

/// Writes a flow as JSON, the machine-readable form other tools build on; `docs/json.md` documents
/// every field. Keys come in a fixed order and absent values are `null`, never missing keys, so the
/// same flow always gives the same bytes.
public struct JSONWriter: Sendable {
    /// The format version in the output's `version` field; it changes only when a field changes
    /// meaning or goes away.
    public static let formatVersion = 1

    /// The screens users start from besides `@entry` and `@route` ones (the configuration's entry
    /// points), from which each screen's `arrivals` and each transition's `returnsTo` are found
    /// (``Navigation/init(flow:entryPoints:)``).
    public var entryPoints: [String]

    /// Creates a writer.
    public init(entryPoints: [String] = []) {
        self.entryPoints = entryPoints
    }

    /// The JSON document for `flow`, with `diagnostics` (by default the flow's own: what the parser
    /// found, and duplicate screens; pass lint findings to include them).
    public func write(_ flow: Flow, diagnostics: [Diagnostic]? = nil) -> String {
        render(flow, diagnostics: diagnostics).text
    }

    /// The JSON document as UTF-8 bytes, ready for a file, without the cost of making a `String` of
    /// a large document.
    public func writeData(_ flow: Flow, diagnostics: [Diagnostic]? = nil) -> Data {
        render(flow, diagnostics: diagnostics).takeData()
    }

    /// The JSON document of an analysed flow, with its findings; the analysis's navigation search
    /// serves when it was made from ``entryPoints``.
    public func write(_ analysis: FlowAnalysis) -> String {
        render(analysis).text
    }

    /// The JSON document of an analysed flow as UTF-8 bytes.
    public func writeData(_ analysis: FlowAnalysis) -> Data {
        render(analysis).takeData()
    }

    private func render(_ flow: Flow, diagnostics: [Diagnostic]?) -> JSONStream {
        render(flow, diagnostics: diagnostics ?? flow.diagnostics, navigation: Navigation(flow: flow, entryPoints: entryPoints))
    }

    private func render(_ analysis: FlowAnalysis) -> JSONStream {
        render(analysis.flow, diagnostics: analysis.findings, navigation: analysis.navigation(entryPoints: entryPoints))
    }

    private func render(_ flow: Flow, diagnostics: [Diagnostic], navigation: Navigation) -> JSONStream {
        // Reserved past the 2,100 bytes a screen of the benchmark's flow takes: pages never written
        // cost no memory, a buffer that grows holds its old and new copy at once
        // (docs/performance.md, "Measured choices").
        var json = JSONStream(capacity: flow.screens.count * 3_000)
        json.beginObject()
        json.field("version", Self.formatVersion)
        json.field("files", strings: flow.files)
        json.array("screens", flow.screens.indices) { json, index in
            Self.write(index, in: flow, navigation, to: &json)
        }
        json.array("diagnostics", diagnostics) { json, diagnostic in
            json.diagnostic(diagnostic)
        }
        json.endObject()
        return json
    }

    /// The directives written before a screen's parameters, in the order the format has had them
    /// since its first version; every other directive comes after its actions, in
    /// ``Directive``'s order (`allow` first, as it always was).
    private static let directivesFirst: [Directive] = [.type, .group, .entry, .exit, .route]
    private static let directivesLast = [Directive.allow] + Directive.allCases.filter { !directivesFirst.contains($0) && $0 != .allow }

    /// A directive's field: every directive has one (the switch stops the build until a new one
    /// says what it writes), `null`, `false` or `[]` when the screen does not have it.
    private static func write(_ directive: Directive, of screen: Screen, to json: inout JSONStream) {
        switch directive {
        case .type: json.field("type", screen.typeName)
        case .group: json.field("group", screen.group)
        case .entry: json.field("entry", screen.isEntry)
        case .exit: json.field("exit", screen.isExit)
        case .route:
            json.array("routes", screen.routes) { json, route in
                json.beginObject()
                json.field("pattern", route.pattern)
                json.field("placeholders", strings: route.placeholders.lazy.map(\.name))
                json.field("line", route.location.line)
                json.field("column", route.location.column)
                json.endObject()
            }
        case .allow: json.field("allow", strings: screen.allowances.lazy.map(\.rule.rawValue))
        case .navigation: json.field("navigation", screen.hasNavigation)
        case .tabs: json.field("tabs", strings: screen.tabs.lazy.map(\.name))
        case .swiftName: json.field("swiftName", screen.swiftName?.text)
        case .pathVia: json.field("pathVia", screen.pathVia?.text)
        case .screenshot: json.field("screenshot", screen.screenshot?.text)
        }
    }

    private static func write(_ index: Int, in flow: Flow, _ navigation: Navigation, to json: inout JSONStream) {
        let screen = flow.screens[index]
        // Asked once per screen, not once per transition.
        let returns = navigation.returns(of: index)
        json.beginObject()
        json.field("name", screen.name)
        json.location(screen.location)
        json.field("rank", screen.rank)
        for directive in directivesFirst { write(directive, of: screen, to: &json) }
        json.array("parameters", screen.parameters) { json, parameter in
            json.beginObject()
            json.field("name", parameter.name)
            json.field("type", parameter.type)
            json.field("default", parameter.defaultValue)
            json.field("required", parameter.isRequired)
            json.field("line", parameter.location.line)
            json.field("column", parameter.location.column)
            json.endObject()
        }
        json.field("sees", strings: screen.sees.lazy.map(\.text))
        json.array("actions", screen.actions) { json, action in
            json.beginObject()
            json.field("text", strings: action.text.lazy.map(\.text))
            json.field("line", action.location.line)
            json.field("column", action.location.column)
            json.array("transitions", action.transitions) { json, transition in
                write(transition, returnsTo: transition.kind == .back ? returns.back : returns.dismiss, in: flow, to: &json)
            }
            json.endObject()
        }
        for directive in directivesLast { write(directive, of: screen, to: &json) }
        json.array("arrivals", navigation.arrivals(of: index)) { json, arrival in
            json.beginObject()
            json.field("kind", arrival.kind.rawValue)
            if let from = arrival.from { json.field("from", flow.screens[from].name) }
            json.endObject()
        }
        json.endObject()
    }

    /// A transition; a `back` or `dismiss` one with the screens it `returnsTo`.
    private static func write(_ transition: Transition, returnsTo: [Int], in flow: Flow, to json: inout JSONStream) {
        json.beginObject()
        json.field("target", transition.target)
        json.field("kind", transition.kind.rawValue)
        json.field("label", transition.label)
        json.array("arguments", transition.arguments) { json, argument in
            json.beginObject()
            json.field("label", argument.label)
            json.field("value", argument.value)
            json.endObject()
        }
        json.field("implicit", transition.isImplicit)
        json.field("defined", transition.targetIndex != nil)
        json.field("line", transition.location.line)
        json.field("column", transition.location.column)
        // Only when written, so that the JSON of a flow without one stays as it was.
        if !transition.allowances.isEmpty {
            json.field("allow", strings: transition.allowances.lazy.map(\.rule.rawValue))
        }
        if transition.kind.isReturn {
            json.field("returnsTo", strings: returnsTo.lazy.map { flow.screens[$0].name })
        }
        json.endObject()
    }
}

extension JSONStream {
    /// `"file"`, `"line"` and `"column"` fields.
    mutating func location(_ location: SourceLocation) {
        field("file", location.file)
        field("line", location.line)
        field("column", location.column)
    }

    /// A diagnostic as an object: rule, severity, message, location, notes.
    mutating func diagnostic(_ diagnostic: Diagnostic) {
        beginObject()
        field("rule", diagnostic.rule.rawValue)
        field("severity", diagnostic.severity.rawValue)
        field("message", diagnostic.message)
        location(diagnostic.location)
        array("notes", diagnostic.notes) { json, note in
            json.beginObject()
            json.field("message", note.message)
            json.location(note.location)
            json.endObject()
        }
        if !diagnostic.paths.isEmpty {
            array("paths", diagnostic.paths) { json, path in
                json.beginArray()
                for step in path {
                    json.beginObject()
                    json.field("message", step.message)
                    json.location(step.location)
                    json.endObject()
                }
                json.endArray()
            }
        }
        endObject()
    }
}
