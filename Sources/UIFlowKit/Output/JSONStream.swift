/// A streaming writer of pretty-printed JSON with keys in the order written, so that every JSON
/// output of the project is deterministic and readable without a second pass.
struct JSONStream {
    private(set) var text = ""
    private var firstInContainer: [Bool] = []
    private var afterKey = false

    init(capacity: Int = 0) {
        text.reserveCapacity(capacity)
    }

    // MARK: Containers

    mutating func beginObject() { open("{") }
    mutating func endObject() { close("}") }
    mutating func beginArray() { open("[") }
    mutating func endArray() { close("]") }

    mutating func key(_ key: String) {
        separate()
        appendString(key)
        text += ": "
        afterKey = true
    }

    // MARK: Values

    mutating func value(_ string: String) {
        separate()
        appendString(string)
    }

    mutating func value(_ string: String?) {
        if let string { value(string) } else { null() }
    }

    mutating func value(_ number: Int) {
        separate()
        text += String(number)
    }

    mutating func value(_ bool: Bool) {
        separate()
        text += bool ? "true" : "false"
    }

    mutating func null() {
        separate()
        text += "null"
    }

    /// Writes `"key": value` pairs; shorthands for the common case.
    mutating func field(_ name: String, _ string: String?) {
        key(name)
        value(string)
    }

    mutating func field(_ name: String, _ number: Int) {
        key(name)
        value(number)
    }

    mutating func field(_ name: String, _ bool: Bool) {
        key(name)
        value(bool)
    }

    mutating func field(_ name: String, strings: [String]) {
        key(name)
        beginArray()
        for string in strings { value(string) }
        endArray()
    }

    /// Writes `"key": [...]`, one element per call of `body`.
    mutating func array<Element>(_ name: String, _ elements: [Element], _ body: (inout JSONStream, Element) -> Void) {
        key(name)
        beginArray()
        for element in elements { body(&self, element) }
        endArray()
    }

    // MARK: Layout

    private mutating func open(_ bracket: String) {
        separate()
        text += bracket
        firstInContainer.append(true)
    }

    private mutating func close(_ bracket: String) {
        let wasEmpty = firstInContainer.popLast() ?? true
        if !wasEmpty {
            text += "\n"
            indent()
        }
        text += bracket
        if firstInContainer.isEmpty { text += "\n" }
    }

    /// Writes what comes before a key or a value: nothing after a key, else a comma when needed,
    /// a newline and the indentation.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let isFirst = firstInContainer.last else { return }
        if !isFirst { text += "," }
        firstInContainer[firstInContainer.count - 1] = false
        text += "\n"
        indent()
    }

    private mutating func indent() {
        for _ in 0..<firstInContainer.count { text += "  " }
    }

    private mutating func appendString(_ string: String) {
        text += "\""
        text.append(escaping: string) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            default:
                guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        text += "\""
    }
}
