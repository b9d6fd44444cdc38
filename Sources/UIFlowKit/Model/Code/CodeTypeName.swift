/// Swift type spellings compared as the compiler sees them: `Optional<User>` is `User?`,
/// `Array<Int>` is `[Int]`, `Dictionary<String, Int>` is `[String: Int]`, `Swift.Int` is `Int`,
/// and whitespace does not matter.
public enum CodeTypeName {
    /// The longest spelling rewritten; longer ones are compared with their whitespace removed only.
    static let rewriteLimit = 1_000

    /// The canonical spelling of `type`: sugar for `Optional`, `Array` and `Dictionary`, no `Swift.`
    /// qualifier, and a space only between two words (`some View`).
    public static func normalized(_ type: String) -> String {
        var text = compact(type)
        guard text.utf8.count <= rewriteLimit else { return text }
        // Each rewrite removes one generic spelling, so the loop ends; spellings are short.
        while let rewritten = rewriteOnce(text) {
            text = rewritten
        }
        return text
    }

    /// Whether two spellings name the same type.
    public static func same(_ lhs: String, _ rhs: String) -> Bool {
        lhs == rhs || normalized(lhs) == normalized(rhs)
    }

    /// The text without whitespace, except one space between two identifier characters, and
    /// without `Swift.` qualifiers.
    static func compact(_ type: String) -> String {
        var result: [Character] = []
        var pendingSpace = false
        for character in type {
            if character.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = result.last, isWordCharacter(last), isWordCharacter(character) {
                result.append(" ")
            }
            pendingSpace = false
            result.append(character)
        }
        var text = String(result)
        if text.contains("Swift.") { text = removingQualifier("Swift.", from: text) }
        return text
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// `Swift.` removed wherever it starts a name.
    private static func removingQualifier(_ qualifier: String, from text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: qualifier) {
            let before = rest[..<range.lowerBound]
            let atStart = before.isEmpty ? (result.last.map { !isWordCharacter($0) && $0 != "." } ?? true)
                : !(isWordCharacter(before.last ?? " ") || before.last == ".")
            result += before
            if !atStart { result += qualifier }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// The first `Optional<…>`, `ImplicitlyUnwrappedOptional<…>`, `Array<…>` or `Dictionary<…, …>`
    /// rewritten as sugar, or `nil` when there is none.
    private static func rewriteOnce(_ text: String) -> String? {
        let characters = Array(text)
        for (name, form) in [("Optional<", 0), ("ImplicitlyUnwrappedOptional<", 1), ("Array<", 2), ("Dictionary<", 3)] {
            let pattern = Array(name)
            var start = 0
            while start + pattern.count <= characters.count {
                defer { start += 1 }
                guard characters[start..<(start + pattern.count)].elementsEqual(pattern),
                    start == 0 || !(isWordCharacter(characters[start - 1]) || characters[start - 1] == ".")
                else { continue }
                // The matching `>`, and the top-level comma for a dictionary.
                var depth = 0
                var comma: Int?
                var end: Int?
                for index in (start + pattern.count)..<characters.count {
                    switch characters[index] {
                    case "<", "[", "(": depth += 1
                    case ">" where index > 0 && characters[index - 1] == "-": break
                    case ">" where depth == 0: end = index
                    case ">", "]", ")": depth -= 1
                    case "," where depth == 0: comma = comma ?? index
                    default: break
                    }
                    if end != nil { break }
                }
                guard let end else { return nil }
                let inner = String(characters[(start + pattern.count)..<end])
                let replacement: String
                switch form {
                case 0, 1:
                    guard comma == nil else { continue }
                    let wrapped = inner.contains("->") || inner.contains("&") || inner.contains(" ") ? "(\(inner))" : inner
                    replacement = wrapped + (form == 0 ? "?" : "!")
                case 2:
                    guard comma == nil else { continue }
                    replacement = "[\(inner)]"
                default:
                    guard let comma else { continue }
                    let key = String(characters[(start + pattern.count)..<comma])
                    let value = String(characters[(comma + 1)..<end])
                    replacement = "[\(key):\(value)]"
                }
                return String(characters[..<start]) + replacement + String(characters[(end + 1)...])
            }
        }
        return nil
    }
}
