/// The answer to a render request, as JSON.
struct RenderResult: Encodable, Sendable {
    struct Place: Encodable, Sendable, Equatable {
        /// The file's id; `nil` for a place in no file of the preview (a configuration file).
        var file: String?
        var line: Int
        /// In Unicode scalars, 1-based.
        var column: Int
    }

    struct Note: Encodable, Sendable {
        var message: String
        var at: Place
    }

    struct Finding: Encodable, Sendable {
        var severity: String
        var rule: String
        var message: String
        var at: Place
        /// The name of the screen whose block holds `at`; `nil` (written as `null`) outside every
        /// block. The page marks the screens with errors in the diagram by it.
        var screen: String?
        var notes: [Note]

        private enum CodingKeys: String, CodingKey { case severity, rule, message, at, screen, notes }

        /// Writes `screen` as `null` when there is none, rather than leaving it out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(severity, forKey: .severity)
            try container.encode(rule, forKey: .rule)
            try container.encode(message, forKey: .message)
            try container.encode(at, forKey: .at)
            try container.encode(screen, forKey: .screen)
            try container.encode(notes, forKey: .notes)
        }
    }

    struct ScreenPlace: Encodable, Sendable {
        var name: String
        var at: Place
        var endLine: Int
    }

    struct EdgePlace: Encodable, Sendable {
        var title: String
        var at: Place
    }

    struct UndefinedPlace: Encodable, Sendable {
        var name: String
        var at: Place?
    }

    struct Counts: Encodable, Sendable {
        var screens = 0
        var errors = 0
        var warnings = 0
        var notes = 0
    }

    /// What the diagram shows: the whole flow, a group, or a screen's neighbourhood.
    struct Shown: Encodable, Sendable, Equatable {
        var group: String?
        var focus: String?
        var depth: Int?
    }

    /// The groups the page can show, in the overview's order (screens without `@group` as
    /// ``FlowOverview/ungroupedName``); empty when the flow has no `@group`.
    var groups: [String] = []
    /// What the diagram shows; the whole flow when the view asked for names the flow lacks.
    var shown = Shown()
    /// Why the view asked for could not be drawn (an unknown group or screen, with suggestions).
    var viewError: String?
    /// The diagram; `nil` when Graphviz failed (``graphvizError`` says why).
    var svg: String?
    var graphvizError: String?
    var graphvizWarnings: [String] = []
    var diagnostics: [Finding] = []
    var screens: [ScreenPlace] = []
    var edges: [EdgePlace] = []
    var undefined: [UndefinedPlace] = []
    /// By file id: where a new block goes (see ``Workbench/insertionLines(_:)``); a file left out
    /// takes it at its end.
    var insertionLines: [String: Int] = [:]
    var counts = Counts()
}
