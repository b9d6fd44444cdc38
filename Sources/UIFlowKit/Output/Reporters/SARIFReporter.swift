/// SARIF 2.1.0, the format GitHub code scanning (and most code-analysis tools) read: the tool with
/// its version and one `rules` entry per rule, and one result per finding with its rule, level,
/// message and physical location (a path relative to the working directory, 1-based line and column
/// counted in Unicode code points). Notes become related locations.
public struct SARIFReporter: Reporter {
    /// The SARIF schema the output declares.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// Creates a reporter.
    public init() {}

    /// The SARIF log of the findings: one run, every rule, one result per finding.
    public func report(_ findings: [Diagnostic], context: ReportContext) -> String {
        let ruleIndex = Dictionary(
            context.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var json = JSONStream()
        json.beginObject()
        json.field("$schema", Self.schema)
        json.field("version", "2.1.0")
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.field("name", context.toolName)
        json.field("version", context.toolVersion)
        json.field("semanticVersion", context.toolVersion)
        json.array("rules", context.rules) { json, rule in
            json.beginObject()
            json.field("id", rule.id.rawValue)
            json.field("name", Self.pascalCase(rule.id.rawValue))
            json.key("shortDescription")
            json.textObject(rule.summary)
            json.key("fullDescription")
            json.textObject(rule.rationale)
            json.key("defaultConfiguration")
            json.beginObject()
            json.field("level", rule.defaultSeverity.rawValue)
            json.endObject()
            json.endObject()
        }
        json.endObject()
        json.endObject()
        json.field("columnKind", "unicodeCodePoints")
        json.array("results", findings) { json, finding in
            json.beginObject()
            json.field("ruleId", finding.rule.rawValue)
            if let index = ruleIndex[finding.rule] { json.field("ruleIndex", index) }
            json.field("level", finding.severity.rawValue)
            json.key("message")
            json.textObject(finding.message)
            json.key("locations")
            json.beginArray()
            json.sarifLocation(finding.range, context: context)
            json.endArray()
            if !finding.notes.isEmpty {
                json.key("relatedLocations")
                json.beginArray()
                for (index, note) in finding.notes.enumerated() {
                    json.sarifLocation(note.range, context: context, id: index, message: note.message)
                }
                json.endArray()
            }
            if !finding.paths.isEmpty {
                json.codeFlows(finding.paths, context: context)
            }
            json.endObject()
        }
        json.endObject()
        json.endArray()
        json.endObject()
        return json.text
    }

    /// `duplicate-screen` → `DuplicateScreen`, SARIF's readable rule name.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A path as a relative URI reference: unreserved characters and `/` as they are, everything
    /// else percent-encoded from UTF-8.
    static func uri(_ path: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension JSONStream {
    /// `{"text": …}`, SARIF's message object.
    fileprivate mutating func textObject(_ text: String) {
        beginObject()
        field("text", text)
        endObject()
    }

    fileprivate mutating func sarifLocation(
        _ range: SourceRange, context: ReportContext, id: Int? = nil, message: String? = nil
    ) {
        beginObject()
        if let id { field("id", id) }
        key("physicalLocation")
        beginObject()
        key("artifactLocation")
        beginObject()
        field("uri", SARIFReporter.uri(context.relativePath(range.file)))
        endObject()
        key("region")
        beginObject()
        field("startLine", range.start.line)
        field("startColumn", range.start.column)
        // The end is exclusive, as in SARIF; a point (a range of no text) has none.
        if range.end != range.start {
            field("endLine", range.end.line)
            field("endColumn", range.end.column)
        }
        endObject()
        endObject()
        if let message {
            key("message")
            textObject(message)
        }
        endObject()
    }

    /// SARIF's `codeFlows`: one per path, each one thread flow of the path's steps.
    fileprivate mutating func codeFlows(_ paths: [[Diagnostic.Note]], context: ReportContext) {
        key("codeFlows")
        beginArray()
        for path in paths {
            beginObject()
            key("message")
            textObject(Diagnostic.summary(of: path))
            key("threadFlows")
            beginArray()
            beginObject()
            key("locations")
            beginArray()
            for step in path {
                beginObject()
                key("location")
                sarifLocation(step.range, context: context, message: step.message)
                endObject()
            }
            endArray()
            endObject()
            endArray()
            endObject()
        }
        endArray()
    }
}
