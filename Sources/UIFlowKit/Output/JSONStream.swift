import Foundation

/// A streaming writer of pretty-printed JSON with keys in the order written, so that every JSON
/// output of the project is deterministic and readable without a second pass.
struct JSONStream: ~Copyable {
    private var buffer: TextBuffer
    private var firstInContainer: [Bool] = []
    private var afterKey = false

    init(capacity: Int = 0) {
        buffer = TextBuffer(capacity: capacity)
    }

    /// The JSON written so far.
    var text: String { buffer.text }

    /// The JSON written, as UTF-8 bytes, without a copy.
    consuming func takeData() -> Data { buffer.takeData() }

    // MARK: Containers

    mutating func beginObject() { open("{") }
    mutating func endObject() { close("}") }
    mutating func beginArray() { open("[") }
    mutating func endArray() { close("]") }

    /// Writes a key. Keys are literals, known to need no escaping.
    mutating func key(_ key: StaticString) {
        separate()
        buffer.append(byte: UInt8(ascii: "\""))
        buffer.append(key)
        buffer.append("\": ")
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
        buffer.append(number)
    }

    mutating func value(_ bool: Bool) {
        separate()
        buffer.append(bool ? "true" : "false")
    }

    mutating func null() {
        separate()
        buffer.append("null")
    }

    /// Writes `"key": value` pairs; shorthands for the common case.
    mutating func field(_ name: StaticString, _ string: String?) {
        key(name)
        value(string)
    }

    mutating func field(_ name: StaticString, _ number: Int) {
        key(name)
        value(number)
    }

    mutating func field(_ name: StaticString, _ bool: Bool) {
        key(name)
        value(bool)
    }

    mutating func field(_ name: StaticString, strings: some Sequence<String>) {
        key(name)
        beginArray()
        for string in strings { value(string) }
        endArray()
    }

    /// Writes `"key": [...]`, one element per call of `body`.
    mutating func array<Elements: Sequence>(
        _ name: StaticString, _ elements: Elements, _ body: (inout JSONStream, Elements.Element) -> Void
    ) {
        key(name)
        beginArray()
        for element in elements { body(&self, element) }
        endArray()
    }

    // MARK: Layout

    private mutating func open(_ bracket: StaticString) {
        separate()
        buffer.append(bracket)
        firstInContainer.append(true)
    }

    private mutating func close(_ bracket: StaticString) {
        let wasEmpty = firstInContainer.popLast() ?? true
        if !wasEmpty {
            buffer.append("\n")
            indent()
        }
        buffer.append(bracket)
        if firstInContainer.isEmpty { buffer.append("\n") }
    }

    /// Writes what comes before a key or a value: nothing after a key, else a comma when needed,
    /// a newline and the indentation.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let isFirst = firstInContainer.last else { return }
        buffer.append(isFirst ? "\n" : ",\n")
        firstInContainer[firstInContainer.count - 1] = false
        indent()
    }

    private mutating func indent() {
        buffer.appendSpaces(2 * firstInContainer.count)
    }

    private static let escapes = Escapes(["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"])
        .replacingControls { byte in
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }

    private mutating func appendString(_ string: String) {
        buffer.append("\"")
        buffer.append(string, escaping: Self.escapes)
        buffer.append("\"")
    }
}
