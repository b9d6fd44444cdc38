import Testing

@testable import UIFlowKit

/// Flow text with emoji markers (`1️⃣` … `9️⃣`) at the places diagnostics must point to, in the
/// style of swift-format's rule tests. The markers are removed before parsing.
struct MarkedText {
    /// The text without markers.
    let text: String
    /// Each marker's 1-based line and column (in Unicode scalars) in ``text``.
    let markers: [String: (line: Int, column: Int)]

    init(_ marked: String) {
        var text = String.UnicodeScalarView()
        var markers: [String: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if ("1"..."9").contains(scalar), index + 2 < scalars.count, scalars[index + 1] == "\u{FE0F}",
                scalars[index + 2] == "\u{20E3}"
            {
                markers[String(scalar) + "\u{FE0F}\u{20E3}"] = (line, column)
                index += 3
                continue
            }
            text.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        self.text = String(text)
        self.markers = markers
    }
}

/// A diagnostic expected at a marker.
struct ExpectedDiagnostic {
    var marker: String
    var severity: Severity
    /// A part of the message that must appear in it.
    var message: String
    var rule: RuleID = .syntax
}

/// Parses marked text and checks that the diagnostics are exactly the expected ones, at their
/// markers, in order.
@discardableResult
func expectDiagnostics(
    _ marked: String, _ expected: [ExpectedDiagnostic], file: String = "test.uiflow",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Flow {
    let text = MarkedText(marked)
    let flow = Flow(parsing: text.text, file: file)
    #expect(
        flow.diagnostics.count == expected.count, "got \(flow.messages)", sourceLocation: sourceLocation)
    for (diagnostic, expectation) in zip(flow.diagnostics, expected) {
        guard let position = text.markers[expectation.marker] else {
            Issue.record("no marker \(expectation.marker) in the text", sourceLocation: sourceLocation)
            continue
        }
        #expect(diagnostic.location.file == file, sourceLocation: sourceLocation)
        #expect(
            diagnostic.location.line == position.line && diagnostic.location.column == position.column,
            "\(expectation.marker) is at \(position.line):\(position.column); got \(diagnostic)",
            sourceLocation: sourceLocation)
        #expect(diagnostic.severity == expectation.severity, "\(diagnostic)", sourceLocation: sourceLocation)
        #expect(diagnostic.rule == expectation.rule, "\(diagnostic)", sourceLocation: sourceLocation)
        #expect(
            diagnostic.message.contains(expectation.message), "\(diagnostic)", sourceLocation: sourceLocation)
    }
    return flow
}
