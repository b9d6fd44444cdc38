// The tokens of a type or a literal: names, numbers, strings, punctuation, `->`.
extension SwiftGrammar {
    struct Token {
        enum Kind: Equatable { case identifier, number, string, punctuation, arrow, end }
        var kind: Kind
        var text: String
        /// In Unicode scalars from the start of the text.
        var offset: Int
        /// Whether a blank comes right before the token.
        var followsBlank: Bool

        func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
    }

    /// Splits the text into tokens, refusing every character the grammar has no use for.
    enum Tokenizer {
        static let punctuation: Set<Unicode.Scalar> = ["[", "]", "(", ")", "<", ">", ",", ":", ".", "?", "!", "@", "-"]

        static func tokens(of scalars: [Unicode.Scalar], what: String) throws(Failure) -> [Token] {
            var tokens: [Token] = []
            var index = 0
            var blank = false
            while index < scalars.count {
                let scalar = scalars[index]
                let start = index
                if scalar == " " || scalar == "\t" {
                    blank = true
                    index += 1
                    continue
                }
                let kind: Token.Kind
                if isIdentifierHead(scalar) {
                    index += 1
                    while index < scalars.count, isIdentifierBody(scalars[index]) { index += 1 }
                    kind = .identifier
                } else if scalar.isASCII, ASCII.isDigit(UInt8(scalar.value)) {
                    index = try number(scalars, from: index)
                    kind = .number
                } else if scalar == "\"" {
                    index = try string(scalars, from: index)
                    kind = .string
                } else if scalar == "-", index + 1 < scalars.count, scalars[index + 1] == ">" {
                    index += 2
                    kind = .arrow
                } else if punctuation.contains(scalar) {
                    index += 1
                    kind = .punctuation
                } else {
                    throw Failure(message: "\(shown(scalar)) cannot be part of \(what)", offset: index)
                }
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars[start..<index])
                tokens.append(Token(kind: kind, text: String(text), offset: start, followsBlank: blank))
                blank = false
            }
            tokens.append(Token(kind: .end, text: "", offset: scalars.count, followsBlank: blank))
            return tokens
        }

        /// The end of the number that starts at `start`: `42`, `1_000`, `0xFF`, `0b1010`, `0o17`,
        /// `1.5`, `2e-3`. A hexadecimal float, a `.` not followed by a digit and letters right after
        /// the number are refused.
        private static func number(_ scalars: [Unicode.Scalar], from start: Int) throws(Failure) -> Int {
            func digit(_ index: Int, radix: UInt32) -> Bool {
                guard index < scalars.count, scalars[index].isASCII else { return false }
                let value = scalars[index].value
                switch radix {
                case 2: return value == 0x30 || value == 0x31
                case 8: return value >= 0x30 && value <= 0x37
                case 16: return ASCII.isDigit(UInt8(value)) || (value | 0x20 >= 0x61 && value | 0x20 <= 0x66)
                default: return ASCII.isDigit(UInt8(value))
                }
            }
            func digits(from index: Int, radix: UInt32) -> Int {
                var index = index
                while index < scalars.count, digit(index, radix: radix) || scalars[index] == "_" { index += 1 }
                return index
            }
            var index = start
            let prefixes: [Unicode.Scalar: UInt32] = ["x": 16, "o": 8, "b": 2]
            if scalars[index] == "0", index + 1 < scalars.count, let radix = prefixes[scalars[index + 1]] {
                guard digit(index + 2, radix: radix) else { throw Failure(message: "a number without digits after its base", offset: index) }
                index = digits(from: index + 2, radix: radix)
            } else {
                index = digits(from: index, radix: 10)
                if index < scalars.count, scalars[index] == ".", digit(index + 1, radix: 10) {
                    index = digits(from: index + 1, radix: 10)
                }
                if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
                    var exponent = index + 1
                    if exponent < scalars.count, scalars[exponent] == "-" || scalars[exponent] == "+" { exponent += 1 }
                    guard digit(exponent, radix: 10) else { throw Failure(message: "an exponent without digits", offset: index) }
                    index = digits(from: exponent, radix: 10)
                }
            }
            if index < scalars.count, isIdentifierBody(scalars[index]) || scalars[index] == "." {
                throw Failure(message: "a malformed number", offset: index)
            }
            return index
        }

        /// The end of the string literal that starts at `start`, after its closing quote. Escapes
        /// are `\\`, `\"`, `\'`, `\n`, `\r`, `\t`, `\0` and `\u{…}` of a valid scalar; an
        /// interpolation `\(…)`, a line break and invisible characters are refused.
        private static func string(_ scalars: [Unicode.Scalar], from start: Int) throws(Failure) -> Int {
            var index = start + 1
            while index < scalars.count {
                let scalar = scalars[index]
                switch scalar {
                case "\"":
                    return index + 1
                case "\\":
                    guard index + 1 < scalars.count else { break }
                    let escaped = scalars[index + 1]
                    if "\\\"'nrt0".unicodeScalars.contains(escaped) {
                        index += 2
                    } else if escaped == "u" {
                        index = try unicodeEscape(scalars, from: index)
                    } else {
                        throw Failure(
                            message: escaped == "(" ? "a string may not interpolate (`\\(`)" : "`\\\(escaped.escaped(asASCII: true))` is no escape Swift knows",
                            offset: index)
                    }
                default:
                    guard !isInvisible(scalar) else {
                        throw Failure(message: "\(shown(scalar)) inside a string (write it as `\\u{\(String(scalar.value, radix: 16))}`)", offset: index)
                    }
                    index += 1
                }
            }
            throw Failure(message: "a string without its closing `\"`", offset: start)
        }

        /// `\u{1F600}`: one to eight hexadecimal digits naming a scalar.
        private static func unicodeEscape(_ scalars: [Unicode.Scalar], from start: Int) throws(Failure) -> Int {
            var index = start + 2
            guard index < scalars.count, scalars[index] == "{" else { throw Failure(message: "a `\\u` escape without `{`", offset: start) }
            index += 1
            var value: UInt32 = 0
            var count = 0
            while index < scalars.count, scalars[index].isASCII, let digit = Int(String(scalars[index]), radix: 16), count < 8 {
                value = value << 4 | UInt32(digit)
                count += 1
                index += 1
            }
            guard count > 0, index < scalars.count, scalars[index] == "}", Unicode.Scalar(value) != nil else {
                throw Failure(message: "a malformed `\\u{…}` escape", offset: start)
            }
            return index + 1
        }

        static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return ASCII.isLetter(UInt8(scalar.value)) || scalar == "_" }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: return false
            default: return scalar.properties.isAlphabetic
            }
        }

        static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return ASCII.isWordByte(UInt8(scalar.value)) }
            return scalar.properties.isAlphabetic
        }

        private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
            default: false
            }
        }

        /// A character as a message names it: `` `/` ``, or its code for an invisible one.
        static func shown(_ scalar: Unicode.Scalar) -> String {
            isInvisible(scalar) || scalar == "`" || scalar.properties.isWhitespace
                ? "U+" + String(scalar.value, radix: 16, uppercase: true) : "`\(scalar)`"
        }
    }
}
