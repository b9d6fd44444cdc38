@testable import UIFlowKit

/// Parses `text` as one file named `test.uiflow`.
func parse(_ text: String, file: String = "test.uiflow") -> Flow {
    Flow(parsing: text, file: file)
}

extension Flow {
    /// The diagnostics as `line:column: severity: message`, for compact expectations.
    var messages: [String] {
        diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
    }

    /// The screen with this name; a test fails on a missing one through the optional.
    subscript(_ name: String) -> Screen? { screen(named: name) }
}

extension Screen {
    /// Every transition's target, in order (`nil` for a back or dismiss without one).
    var targets: [String?] { transitions.map(\.target) }
}
