import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// What `uiflow format` promises of any input, checked from the outside: the result, formatted
/// again, is the same; and the flow's JSON (`uiflow render -f json`: the model, with the parser's
/// diagnostics and every lint finding) is the same before and after, once the positions (`line`
/// and `column`) are left out. The only diagnostics that may go are the warnings the formatter
/// fixes: a parameter or argument list without its closing `)`, which it closes.
enum FormatCheck {
    /// What breaks the promise for `bytes`; empty when nothing does.
    static func problems(_ bytes: [UInt8], path: String = "flow.uiflow") -> [String] {
        let source = SourceFile(path: path, bytes: bytes)
        let first = FlowFormatter().format(source)
        guard first.refusal == nil else {
            let isText = !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
            return first.refusal == .notText && !isText ? [] : ["refused: \(String(describing: first.refusal))"]
        }
        var problems: [String] = []
        let second = FlowFormatter().format(text: first.text)
        if second.isChanged || second.text != first.text || second.refusal != nil {
            problems.append("not idempotent: formatted again, it changes:\n\(first.text)\n---\n\(second.text)")
        }
        if first.isChanged != (first.text != String(decoding: bytes, as: UTF8.self)) {
            problems.append("isChanged is \(first.isChanged), but the text \(first.isChanged ? "is" : "is not") the same")
        }
        let before = model(source)
        let after = model(SourceFile(path: path, text: first.text))
        if before.screens != after.screens {
            problems.append("the screens' JSON differs:\n\(before.screens)\n---\n\(after.screens)")
        }
        var remaining = before.diagnostics
        for diagnostic in after.diagnostics {
            guard let index = remaining.firstIndex(of: diagnostic) else {
                problems.append("a diagnostic appears: \(diagnostic)")
                continue
            }
            remaining.remove(at: index)
        }
        for diagnostic in remaining where !diagnostic.contains("has no closing `)`") {
            problems.append("a diagnostic goes: \(diagnostic)")
        }
        return problems
    }

    /// The flow's JSON without positions: its screens as one string, and each diagnostic (the
    /// parser's and the lint findings), sorted.
    static func model(_ source: SourceFile) -> (screens: String, diagnostics: [String]) {
        let flow = Flow(sources: [source])
        let json = JSONWriter().write(flow, diagnostics: flow.diagnostics + Analyzer().analyze(flow))
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            return ("not JSON: \(json)", [])
        }
        let screens = serialized(withoutPositions(object["screens"] ?? []))
        let diagnostics = (object["diagnostics"] as? [Any] ?? []).map { serialized(withoutPositions($0)) }
        return (screens, diagnostics.sorted())
    }

    private static func withoutPositions(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.filter { $0.key != "line" && $0.key != "column" }.mapValues(withoutPositions)
        }
        if let array = value as? [Any] { return array.map(withoutPositions) }
        return value
    }

    private static func serialized(_ value: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Every flow file of the package: the samples, the test fixtures (`*.uiflow`, `*.uif` under
    /// `Tests/`) and the example app's flows, as paths relative to the package root, sorted.
    static var packageFlows: [String] {
        var paths: [String] = []
        for folder in ["Samples", "Tests", "Examples"] {
            let root = Paths.packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".uiflow") || relative.hasSuffix(".uif"), !relative.contains(".build/") else { continue }
                paths.append(folder + "/" + relative)
            }
        }
        return paths.sorted()
    }

    /// The bytes of a file given relative to the package root.
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Paths.packageRoot.appendingPathComponent(relativePath)))
    }
}
