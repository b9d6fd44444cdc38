/// Swift source text, built line by line with four-space indentation.
struct SwiftSource {
    private(set) var text = ""
    private var depth = 0

    /// Appends a line at the current indentation (an empty line has none).
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += String(repeating: "    ", count: depth)
            text += content
        }
        text += "\n"
    }

    /// `opening {`, the body one level deeper, `}`.
    mutating func block(_ opening: String, _ body: (inout SwiftSource) -> Void) {
        line(opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// `switch self {`, the cases at the switch's own indentation, `}`.
    mutating func switchOnSelf(_ body: (inout SwiftSource) -> Void) {
        line("switch self {")
        body(&self)
        line("}")
    }

    /// `guard a, b else { return nil }`: on one line when it fits in 100 columns, else a condition
    /// per line.
    mutating func guardOrReturnNil(_ conditions: [String]) {
        let single = "guard " + conditions.joined(separator: ", ") + " else { return nil }"
        if depth * 4 + single.count <= 100 {
            line(single)
            return
        }
        for (position, condition) in conditions.enumerated() {
            line((position == 0 ? "guard " : "    ") + condition + (position == conditions.count - 1 ? "" : ","))
        }
        line("else { return nil }")
    }

    /// Appends lines of text as they are, at the current indentation.
    mutating func lines(_ content: String) {
        for line in content.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line)) }
    }

    /// Appends code written on its own (at the top level).
    mutating func append(_ other: SwiftSource) {
        text += other.text
    }
}
