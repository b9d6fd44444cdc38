extension SwiftGrammar.TypeNode {
    /// The standard types whose literals are known: a literal of another kind cannot be one.
    enum Known: Equatable {
        case integer(minimum: Int64, maximum: UInt64)
        case floatingPoint(isSinglePrecision: Bool)
        case decimal
        case string
        case boolean
        /// `URL`, `UUID`, `Date`, `Data`: no literal makes one.
        case noLiteral(String)
    }

    /// The wrapped type of an optional (`T?`, `T!`, `Optional<T>`), else `nil`.
    public var wrapped: Self? {
        switch self {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): wrapped
        case .nominal(let components):
            if let last = components.last, last.name == "Optional", last.arguments.count == 1, Self.isStandard(components) {
                last.arguments[0]
            } else {
                nil
            }
        default: nil
        }
    }

    /// The element type of an array (`[T]`, `Array<T>`, `Set<T>`), else `nil`.
    var element: Self? {
        switch self {
        case .array(let element): element
        case .nominal(let components):
            if let last = components.last, ["Array", "Set"].contains(last.name), last.arguments.count == 1, Self.isStandard(components) {
                last.arguments[0]
            } else {
                nil
            }
        default: nil
        }
    }

    /// The key and value types of a dictionary (`[K: V]`, `Dictionary<K, V>`), else `nil`.
    var keyAndValue: (key: Self, value: Self)? {
        switch self {
        case .dictionary(let key, let value): (key, value)
        case .nominal(let components):
            if let last = components.last, last.name == "Dictionary", last.arguments.count == 2, Self.isStandard(components) {
                (last.arguments[0], last.arguments[1])
            } else {
                nil
            }
        default: nil
        }
    }

    /// `Name` or `Swift.Name` (`Foundation.Name`).
    private static func isStandard(_ components: [Component]) -> Bool {
        components.count == 1 || (components.count == 2 && ["Swift", "Foundation"].contains(components[0].name) && components[0].arguments.isEmpty)
    }

    /// The standard scalar type this is, if it is one.
    var known: Known? {
        guard case .nominal(let components) = self, Self.isStandard(components), let last = components.last, last.arguments.isEmpty else {
            return nil
        }
        switch last.name {
        case "Int", "Int64": return .integer(minimum: Int64.min, maximum: UInt64(Int64.max))
        case "Int8": return .integer(minimum: Int64(Int8.min), maximum: UInt64(Int8.max))
        case "Int16": return .integer(minimum: Int64(Int16.min), maximum: UInt64(Int16.max))
        case "Int32": return .integer(minimum: Int64(Int32.min), maximum: UInt64(Int32.max))
        case "UInt", "UInt64": return .integer(minimum: 0, maximum: UInt64.max)
        case "UInt8": return .integer(minimum: 0, maximum: UInt64(UInt8.max))
        case "UInt16": return .integer(minimum: 0, maximum: UInt64(UInt16.max))
        case "UInt32": return .integer(minimum: 0, maximum: UInt64(UInt32.max))
        case "Double", "Float64", "CGFloat": return .floatingPoint(isSinglePrecision: false)
        case "Float", "Float32": return .floatingPoint(isSinglePrecision: true)
        case "Decimal": return .decimal
        case "String", "Substring": return .string
        case "Bool": return .boolean
        case "URL", "UUID", "Date", "Data": return .noLiteral(last.name)
        default: return nil
        }
    }

    /// Whether every literal the type may take is known: a standard type of ``known``, or an
    /// optional, array, set or dictionary of such types.
    var hasKnownLiterals: Bool {
        if let wrapped { return wrapped.hasKnownLiterals }
        if let element { return element.hasKnownLiterals }
        if let (key, value) = keyAndValue { return key.hasKnownLiterals && value.hasKnownLiterals }
        return known != nil
    }

    /// Whether the type can be `Hashable` at all: no function, tuple, existential, metatype,
    /// `Any`, `AnyObject` or `Void` in it. Other names are the app's, assumed to conform.
    public var canBeHashable: Bool {
        switch self {
        case .nominal(let components):
            if let last = components.last, components.count == 1, ["Any", "AnyObject", "Void"].contains(last.name) { return false }
            return components.allSatisfy { $0.arguments.allSatisfy(\.canBeHashable) }
        case .array(let element): return element.canBeHashable
        case .dictionary(let key, let value): return key.canBeHashable && value.canBeHashable
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return wrapped.canBeHashable
        case .tuple, .function, .existential, .metatype, .attributed: return false
        }
    }

    /// Whether the type is a function, or an optional one.
    public var isFunction: Bool {
        switch self {
        case .function, .attributed: true
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): wrapped.isFunction
        default: false
        }
    }

    /// Whether a type can conform to a protocol, so that a link's text can be converted to it:
    /// not a function, tuple, existential or metatype, `Any`, `AnyObject` or `Void`.
    public var canConform: Bool {
        switch self {
        case .nominal(let components):
            guard let last = components.last, components.count == 1 else { return true }
            return !["Any", "AnyObject", "Void"].contains(last.name)
        case .array, .dictionary: return true
        case .optional, .implicitlyUnwrapped, .tuple, .function, .existential, .metatype, .attributed: return false
        }
    }

    /// Every name the type mentions, first components of paths included (`Swift`, `Result`, `Item`).
    public var names: [String] {
        var names: [String] = []
        var stack = [self]
        while let type = stack.popLast() {
            switch type {
            case .nominal(let components):
                for component in components {
                    names.append(component.name)
                    stack.append(contentsOf: component.arguments)
                }
            case .array(let element), .optional(let element), .implicitlyUnwrapped(let element), .existential(let element),
                .metatype(let element, _), .attributed(_, let element):
                stack.append(element)
            case .dictionary(let key, let value): stack.append(contentsOf: [key, value])
            case .tuple(let elements): stack.append(contentsOf: elements.map(\.type))
            case .function(let parameters, _, _, let result): stack.append(contentsOf: parameters.map(\.type) + [result])
            }
        }
        return names
    }

    /// The type as an enum case's associated value declares it: `T!` is `T?`, and `@escaping`
    /// and `@autoclosure` are left out, as a case accepts neither (its closures escape anyway).
    public var declared: Self {
        switch self {
        case .implicitlyUnwrapped(let wrapped): .optional(wrapped.declared)
        case .attributed(let attributes, let type):
            attributes.filter { $0 != "escaping" && $0 != "autoclosure" }.isEmpty
                ? type : .attributed(attributes.filter { $0 != "escaping" && $0 != "autoclosure" }, type)
        default: self
        }
    }

    /// Why `literal` cannot be a value of this type, as what it should be instead ("an integer
    /// from -128 to 127"); `nil` when it can, or when the type is the app's and not known.
    public func expectation(for literal: SwiftGrammar.LiteralNode) -> String? {
        if let wrapped {
            if literal == .nil { return nil }
            return wrapped.expectation(for: literal).map { $0 + " or `nil`" }
        }
        if let element {
            switch literal {
            case .array(let elements): return elements.lazy.compactMap { element.expectation(for: $0) }.first.map { "an array of " + $0 }
            case .member: return "an array literal"
            default: return "an array literal (`[…]`)"
            }
        }
        if let (key, value) = keyAndValue {
            switch literal {
            case .dictionary(let pairs):
                return pairs.lazy.compactMap { key.expectation(for: $0.key) ?? value.expectation(for: $0.value) }.first
                    .map { "a dictionary of " + $0 }
            default: return "a dictionary literal (`[key: value]` or `[:]`)"
            }
        }
        switch self {
        case .tuple, .function, .existential, .metatype, .attributed:
            return "no literal: leave the default out"
        default:
            break
        }
        guard let known else { return literal == .nil ? "no `nil`: the type is not optional" : nil }
        switch (known, literal) {
        case (.integer(let minimum, let maximum), .integer(let text)):
            return Self.integerFits(text, minimum: minimum, maximum: maximum) ? nil : "an integer from \(minimum) to \(maximum)"
        case (.floatingPoint, .integer(let text)), (.decimal, .integer(let text)):
            return Self.integerFits(text, minimum: Int64.min, maximum: UInt64.max) ? nil : "a number of at most 20 digits"
        case (.floatingPoint(let single), .decimal(let text)):
            return Self.floatFits(text, single: single) ? nil : "a finite number"
        case (.decimal, .decimal(let text)):
            return Self.floatFits(text, single: false) ? nil : "a finite number"
        case (.string, .string), (.boolean, .boolean):
            return nil
        case (.integer, _): return "an integer"
        case (.floatingPoint, _), (.decimal, _): return "a number"
        case (.string, _): return "a quoted string"
        case (.boolean, _): return "`true` or `false`"
        case (.noLiteral(let name), _): return "no literal: a `\(name)` is not written as one; leave the default out"
        }
    }

    /// Whether the integer as written (`-0x1F`, `1_000`) lies between the bounds.
    private static func integerFits(_ text: String, minimum: Int64, maximum: UInt64) -> Bool {
        var digits = Substring(text)
        let negative = digits.hasPrefix("-")
        if negative { digits = digits.dropFirst() }
        var radix: UInt64 = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] as [(String, UInt64)] where digits.hasPrefix(prefix) {
            radix = base
            digits = digits.dropFirst(2)
        }
        var magnitude: UInt64 = 0
        for character in digits where character != "_" {
            guard let digit = character.hexDigitValue else { return false }
            let (product, overflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, overflow2) = product.addingReportingOverflow(UInt64(digit))
            guard !overflow, !overflow2 else { return false }
            magnitude = sum
        }
        if negative { return magnitude == 0 ? minimum < 0 : magnitude <= UInt64(bitPattern: 0 &- minimum) && minimum < 0 }
        return magnitude <= maximum
    }

    private static func floatFits(_ text: String, single: Bool) -> Bool {
        let plain = text.filter { $0 != "_" }
        if single { return Float(plain)?.isFinite ?? false }
        return Double(plain)?.isFinite ?? false
    }
}
