/// Two screens whose names look the same but are written with different characters.
struct LookalikeNamesRule: Rule {
    static let id: RuleID = "lookalike-names"
    static let order = 25
    static let defaultSeverity = Severity.warning
    static let summary = "Two screens whose names are equal after Unicode normalization, but not the same characters."
    static let rationale = """
        Names match exactly as written, character for character, so `Café` written with a \
        precomposed `é` and `Café` written as `e` and a combining accent (as macOS file names and \
        some keyboards write it) are two screens that look like one: a transition written one way \
        never reaches the screen written the other way. Write both names alike; the finding notes \
        where the first one is.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Caf\u{E9}]\n--\nTap\n==> Caf\u{E9}\n\n[1️⃣Cafe\u{301}]\nMenu\n",
                expecting: ["1️⃣": "screen `Cafe\u{301}` has the name of `Caf\u{E9}` after Unicode normalization, written with other characters (U+00E9 against U+0065 U+0301): they are two screens that look like one. Write both names alike"]),
        ],
        passing: ["[Caf\u{E9}]\n--\nTap\n==> Caf\u{E9} menu\n\n[Caf\u{E9} menu]\nMenu\n"])

    func check(_ context: RuleContext) -> [Diagnostic] {
        let screens = context.flow.screens
        return context.flow.lookalikeScreens().map { first, second in
            finding(
                "screen `\(English.shown(screens[second].name))` has the name of `\(English.shown(screens[first].name))` after Unicode "
                    + "normalization, written with other characters (\(Self.forms(screens[first].name, screens[second].name))): they are two "
                    + "screens that look like one. Write both names alike",
                at: screens[second].range,
                notes: [Diagnostic.Note(message: "the other `\(English.shown(screens[first].name))` is here", range: screens[first].range)])
        }
    }

    /// `U+00E9` against `U+0065 U+0301`: the first scalars where the two names differ.
    private static func forms(_ first: String, _ second: String) -> String {
        let a = Array(first.unicodeScalars)
        let b = Array(second.unicodeScalars)
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        func codes(_ scalars: [Unicode.Scalar]) -> String {
            scalars[start..<min(scalars.count, start + 3)].map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
                .joined(separator: " ")
        }
        return "\(codes(a)) against \(codes(b))"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
