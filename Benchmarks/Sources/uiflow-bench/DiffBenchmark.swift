import FlowGenerator
import Foundation
import UIFlowKit

/// Prints the diff's table line for 10,000 screens; returns what it measured.
@discardableResult
func printDiffTable() -> (screens: Int, seconds: Double, changes: Int) {
    let screens = 10_000
    let run = measureDiff(screens: screens)
    print()
    print("| uiflow diff | changes found | parse both + compare + lint both + text |")
    print("| ---: | ---: | ---: |")
    print("| \(screens) screens | \(run.changes) | \(milliseconds(run.seconds)) |")
    return (screens, run.seconds, run.changes)
}

/// `uiflow diff` of two generated flows of `screens` screens: the flow, and the same flow with one
/// screen in 25 changed (a rename followed by every transition to it, a required parameter added,
/// a screen removed, pushes turned into presentations). Timed: reading both sides' text, parsing
/// them, comparing them (lint findings of both included) and writing the text report, best of
/// three. Returns the seconds and the number of changes found.
func measureDiff(screens: Int) -> (seconds: Double, changes: Int) {
    let generator = FlowGenerator(.init(screens: screens, branching: 2, files: max(1, screens / 10_000), japanese: true))
    let files = generator.files()
    let old = files.map { SourceFile(path: "old/" + $0.name, text: $0.text) }
    let new = files.map { SourceFile(path: "new/" + $0.name, text: changed($0.text)) }
    var changes = 0
    let time = best(of: 3) {
        let diff = FlowDiff(old: Flow(sources: old), new: Flow(sources: new))
        changes = diff.changes.count
        return DiffWriter(format: .text, old: "old", new: "new").write(diff)
    }
    return (time, changes)
}

/// The generated text with one screen in 25 changed (see ``measureDiff(screens:)``), line by line.
private func changed(_ text: String) -> String {
    var lines: [Substring] = []
    var screen = -1
    var skipping = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("[") { screen = number(after: "[", in: line) ?? -1 }
        if line.isEmpty { skipping = false }
        if line.hasPrefix("["), screen % 100 == 3 { skipping = true }
        if skipping { continue }
        var edited = String(line)
        // The screen a header or a transition names: renamed when its number ends in 01.
        for marker in ["[", "=> "] {
            guard let range = edited.range(of: marker + "画面"), let target = number(after: marker, in: Substring(edited)),
                target % 100 == 1
            else { continue }
            let digits = String(target)
            if let end = edited.range(of: digits, range: range.upperBound..<edited.endIndex) {
                edited.insert("改", at: end.upperBound)
            }
        }
        if line.hasPrefix("["), screen % 100 == 2 {
            edited = edited.hasSuffix(")]") ? String(edited.dropLast(2)) + ", extra: Int)]" : String(edited.dropLast()) + "(extra: Int)]"
        }
        if screen % 100 == 4, edited.hasPrefix("==push") { edited = "==present" + edited.dropFirst("==push".count) }
        lines.append(Substring(edited))
    }
    return lines.joined(separator: "\n")
}

/// The number after `marker` and `画面` in `line`.
private func number(after marker: String, in line: Substring) -> Int? {
    guard let start = line.range(of: marker + "画面")?.upperBound else { return nil }
    return Int(line[start...].prefix { $0.isASCII && $0.isNumber })
}
