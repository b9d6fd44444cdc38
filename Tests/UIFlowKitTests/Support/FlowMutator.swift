import Foundation
import TestSupport

/// Mutates flow files the way scripts/fuzz.sh's libFuzzer run does, in process and from a seed:
/// tokens of its dictionary (`Fuzz/uiflow.dict`, with the directives and a few rule ids) inserted
/// anywhere, bytes deleted, lines repeated, swapped or replaced by tokens, blanks added at either
/// end of a line. Most mutants are still flows, with errors here and there.
struct FlowMutator {
    /// The tokens inserted.
    let tokens: [[UInt8]]

    /// The mutator with the fuzzer's dictionary and the notation's other pieces.
    init() {
        let url = Paths.packageRoot.appendingPathComponent("Fuzz/uiflow.dict")
        let dictionary = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var tokens = dictionary.split(separator: "\n").compactMap(Self.token)
        let extra = [
            "@entry", "@exit", "@navigation", "@type ViewController", "@group Group", "@route /a/:id", "@route myapp://x?y=:z",
            "@tabs A, B", "@allow cycle", "@allow dead-end unreachable-screen", "@swift-name name", "@path-via A", "@entry x",
            "\t", "   ", "\u{3000}", "\r\n", "\n", "\n\n", "// comment", "[A]", "[B(id: Int)]", "==> A", "==> B(id: 1)",
            "==push{label}=> A", "==back=>", "==> A @allow cycle", "(id: Int", "a: Int = 1", "#", "\u{1F6D2}", "\u{301}",
        ]
        tokens += extra.map { Array($0.utf8) }
        self.tokens = tokens
    }

    /// One to four mutations of `bytes`.
    func mutate<Random: RandomNumberGenerator>(_ bytes: [UInt8], _ random: inout Random) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            let token = tokens.randomElement(using: &random) ?? []
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                bytes.insert(contentsOf: token, at: Int.random(in: 0...bytes.count, using: &random))
            case 1:
                guard !bytes.isEmpty else { continue }
                let start = Int.random(in: 0..<bytes.count, using: &random)
                bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...16, using: &random)))
            case 2:
                let line = Int.random(in: 0..<lines.count, using: &random)
                lines.insert(lines[line], at: Int.random(in: 0...lines.count, using: &random))
                bytes = Self.joined(lines)
            case 3:
                lines.swapAt(Int.random(in: 0..<lines.count, using: &random), Int.random(in: 0..<lines.count, using: &random))
                bytes = Self.joined(lines)
            case 4:
                lines[Int.random(in: 0..<lines.count, using: &random)] = token + (tokens.randomElement(using: &random) ?? [])
                bytes = Self.joined(lines)
            default:
                let line = Int.random(in: 0..<lines.count, using: &random)
                let blanks: [[UInt8]] = [[0x20], [0x09], Array("\u{3000}".utf8), [0x20, 0x20]]
                let blank = blanks.randomElement(using: &random) ?? [0x20]
                lines[line] = Bool.random(using: &random) ? blank + lines[line] : lines[line] + blank
                bytes = Self.joined(lines)
            }
        }
        return bytes
    }

    private static func joined(_ lines: [[UInt8]]) -> [UInt8] {
        Array(lines.joined(separator: [0x0A]))
    }

    /// A dictionary line's token: `"…"` with `\xHH`, `\"` and `\\` escapes; `nil` for comments.
    private static func token(_ line: Substring) -> [UInt8]? {
        guard line.hasPrefix("\""), line.hasSuffix("\""), line.count >= 2 else { return nil }
        var bytes: [UInt8] = []
        var scalars = Array(line.utf8.dropFirst().dropLast())[...]
        while let byte = scalars.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = scalars.popFirst() else {
                bytes.append(byte)
                continue
            }
            if next == UInt8(ascii: "x"), scalars.count >= 2,
                let value = UInt8(String(decoding: scalars.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                scalars = scalars.dropFirst(2)
            } else {
                bytes.append(next)
            }
        }
        return bytes
    }
}
