import Foundation
import TestSupport
import Testing

/// Compares an emitter's output with a golden file under `Tests/UIFlowKitTests/Golden`.
///
/// Run with `UIFLOW_UPDATE_GOLDEN=1` to rewrite the golden files from the current output, then
/// review the change in `git diff` before committing it.
enum Golden {
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UIFLOW_UPDATE_GOLDEN"] == "1" }

    static func check(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let url = Paths.golden.appendingPathComponent(name)
        if isUpdating {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(throws: Never.self, sourceLocation: sourceLocation) {
                try Data(actual.utf8).write(to: url)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "no golden file \(name); run the tests with UIFLOW_UPDATE_GOLDEN=1 to create it",
                sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if actual != expected {
            let line = firstDifferentLine(actual, expected)
            Issue.record(
                """
                output differs from golden file \(name) from line \(line) on; if the change is intended, \
                run with UIFLOW_UPDATE_GOLDEN=1 and review the diff
                """,
                sourceLocation: sourceLocation)
        }
    }

    private static func firstDifferentLine(_ lhs: String, _ rhs: String) -> Int {
        let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
        let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<min(left.count, right.count) where left[index] != right[index] {
            return index + 1
        }
        return min(left.count, right.count) + 1
    }
}
