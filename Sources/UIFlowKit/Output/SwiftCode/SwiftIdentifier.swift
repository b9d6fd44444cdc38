/// Swift identifiers made from a flow's names: lower camel case, keywords escaped, string literals.
/// Public for the other writers of Swift (`uiflow generate storyboards`), so that one piece of
/// code decides how outside text is written into code.
public enum SwiftIdentifier {
    /// `Sign in` → `signIn`, `[プロフィール 編集]` → `プロフィール編集`, `2FA code` → `_2faCode`: the name
    /// split on everything that is not a letter or a digit, the first word lowercased, each later
    /// word capitalised; `_` before a leading digit. Empty when the name has no letter or digit.
    static func lowerCamel(_ name: String) -> String {
        var result = ""
        for (index, word) in words(of: name).enumerated() {
            result += index == 0 ? word.lowercased() : capitalised(word)
        }
        guard let first = result.unicodeScalars.first else { return "" }
        return canStart(with: first) ? result : "_" + result
    }

    /// `signIn` → `SignIn`: the first character uppercased, the rest as they are.
    static func capitalised(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The runs of letters and digits in `name`. Letters are what Unicode calls alphabetic, so
    /// kana, kanji and accented letters stay; digits are ASCII; everything else (spaces,
    /// punctuation, symbols, emoji) separates words.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ASCII.isLetter(UInt8(scalar.value)) || ASCII.isDigit(UInt8(scalar.value)) }
        return scalar.properties.isAlphabetic
    }

    /// Whether an identifier may start with `scalar`: not a digit, not a combining mark.
    private static func canStart(with scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ASCII.isLetter(UInt8(scalar.value)) || scalar == "_" }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: return false
        default: return true
        }
    }

    /// Whether `text` may be written as a Swift identifier (with backticks when it is a keyword):
    /// what `@swift-name` and `--type-name` accept.
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, canStart(with: first) else { return false }
        return text.unicodeScalars.allSatisfy { isWordScalar($0) || $0 == "_" }
    }

    /// The identifier as code writes it: in backticks when it is a keyword.
    public static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// A parameter's label as a case declaration and a call write it: as it is, but for the three
    /// keywords a label must escape (`inout`, `var`, `let`); escaping any other is a warning.
    static func label(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// Swift's keywords, contextual ones included (``SwiftGrammar/keywords``).
    static var keywords: Set<String> { SwiftGrammar.keywords }

    /// `"…"`: a Swift string literal of `text`, with `\`, `"` and invisible characters (controls,
    /// separators, format characters) escaped.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isInvisible(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text from the flow as a `///` comment shows it: on one line, with control characters, line
    /// and paragraph separators and invisible format characters (bidirectional overrides among
    /// them, which could make the file read otherwise than it compiles) as spaces.
    /// A `/*` or `*/` in the text is written `/ *` or `* /`: a comment of the generated code can
    /// then neither open nor close a block comment, whatever code around it does.
    public static func comment(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            let shown: Unicode.Scalar = isInvisible(scalar) ? " " : scalar
            if (previous == "/" && shown == "*") || (previous == "*" && shown == "/") { result.append(" ") }
            result.append(shown)
            previous = shown
        }
        return String(result)
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
