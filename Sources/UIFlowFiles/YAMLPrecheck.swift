/// A check of a `.uiflow.yml` before a YAML parser sees it, for what the configuration never needs
/// and what can make parsing take exponential time or deep recursion: anchors (`&a`), aliases
/// (`*a`, the "billion laughs" when nested), complex keys (`? …`), and deep nesting.
///
/// A `.uiflow.yml` comes with a repository, and `uiflow lint` picks it up from the working directory
/// or any parent, so a checked-out file must not be able to hang CI: a 386-byte alias bomb used as a
/// complex key took a YAML parser 42 seconds to reject. The check is one pass over the text, in
/// linear time; it reads YAML's lexical structure only as far as needed: quoted scalars, comments
/// and block scalars (`|`, `>`), whose contents are text and are not checked.
enum YAMLPrecheck {
    /// What the check found, with its 1-based line and column (in Unicode scalars).
    struct Problem: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// How deeply collections may nest: a configuration needs three levels.
    static let nestingLimit = 32

    /// The first problem in `text`, or `nil` when a YAML parser may read it.
    static func problem(in text: String) -> Problem? {
        var scanner = Scanner()
        return scanner.scan(Array(text.unicodeScalars))
    }

    private struct Scanner {
        private enum Quote { case none, single, double }

        private var quote = Quote.none
        private var line = 1
        private var column = 1
        /// The indentations of the open block collections, innermost last.
        private var indents: [Int] = []
        /// How many `[` and `{` are open.
        private var flowDepth = 0
        /// While in a block scalar: the indentation of the line that opened it.
        private var blockScalarParent: Int?

        mutating func scan(_ scalars: [Unicode.Scalar]) -> Problem? {
            var index = 0
            while index < scalars.count {
                let lineStart = index
                var lineEnd = index
                while lineEnd < scalars.count, scalars[lineEnd] != "\n" { lineEnd += 1 }
                if let problem = scanLine(scalars[lineStart..<lineEnd]) { return problem }
                index = lineEnd + 1
                line += 1
            }
            return nil
        }

        private mutating func scanLine(_ scalars: ArraySlice<Unicode.Scalar>) -> Problem? {
            var index = scalars.startIndex
            var indent = 0
            while index < scalars.endIndex, scalars[index] == " " {
                indent += 1
                index += 1
            }
            let isBlank = index == scalars.endIndex || scalars[index] == "#" || scalars[index] == "\r"
            if let parent = blockScalarParent {
                if isBlank || indent > parent { return nil }
                blockScalarParent = nil
            }
            if quote == .none, flowDepth == 0, !isBlank {
                while let last = indents.last, last > indent { indents.removeLast() }
                if indents.last != indent { indents.append(indent) }
            }
            var depth = indents.count
            var atTokenStart = true
            while index < scalars.endIndex {
                let scalar = scalars[index]
                column = index - scalars.startIndex + 1
                switch quote {
                case .single:
                    if scalar == "'" { quote = .none }
                    index += 1
                    atTokenStart = false
                    continue
                case .double:
                    if scalar == "\\" { index += 1 } else if scalar == "\"" { quote = .none }
                    index += 1
                    atTokenStart = false
                    continue
                case .none:
                    break
                }
                let next: Unicode.Scalar? = index + 1 < scalars.endIndex ? scalars[index + 1] : nil
                let nextIsBreak = next == nil || next == " " || next == "\t" || next == "\r"
                if atTokenStart {
                    switch scalar {
                    case "#":
                        return nil
                    case "&":
                        return problem("anchors (`&name`) are not supported in .uiflow.yml; write the value out")
                    case "*":
                        return problem(
                            "aliases (`*name`) are not supported in .uiflow.yml; write the value out, and quote a glob "
                                + "that starts with `*` (\"**/*.uiflow\")")
                    case "?" where nextIsBreak:
                        return problem("complex keys (`? …`) are not supported in .uiflow.yml; keys are rule ids and option names")
                    case "'":
                        quote = .single
                    case "\"":
                        quote = .double
                    case "|", ">":
                        if flowDepth == 0 { blockScalarParent = indent }
                    case "-" where nextIsBreak:
                        depth += 1
                    default:
                        break
                    }
                }
                if scalar == "[" || scalar == "{" {
                    flowDepth += 1
                } else if scalar == "]" || scalar == "}" {
                    flowDepth = max(0, flowDepth - 1)
                }
                if depth + flowDepth > nestingLimit {
                    return problem("collections are nested more than \(nestingLimit) deep; a .uiflow.yml needs three levels")
                }
                atTokenStart = scalar == " " || scalar == "\t" || scalar == "[" || scalar == "{" || scalar == ","
                    || (scalar == "-" && nextIsBreak) || (scalar == ":" && nextIsBreak)
                index += 1
            }
            return nil
        }

        private func problem(_ message: String) -> Problem {
            Problem(line: line, column: column, message: message)
        }
    }
}
