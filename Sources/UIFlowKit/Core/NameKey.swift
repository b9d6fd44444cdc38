import Foundation

/// A name as a dictionary key, hashed and compared by its UTF-8 bytes: the key every lookup of a
/// screen, target or group by name uses, in the library and in the tools built on it.
///
/// `String` hashes and compares by Unicode canonical equivalence, which normalises any non-ASCII
/// text on every hash: for a flow of Japanese names that was a tenth of the time of a whole run.
/// Names in a flow match exactly as written instead; two names that only look alike (a precomposed
/// `é` and an `e` with a combining accent) are different screens, and `undefined-screen` suggests
/// the other.
public struct NameKey: Hashable, Sendable {
    /// The name.
    public let name: String

    /// The key of `name`.
    public init(_ name: String) { self.name = name }

    /// Hashes the name's UTF-8 bytes.
    public func hash(into hasher: inout Hasher) {
        var name = name
        name.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether the two names are the same bytes.
    public static func == (lhs: NameKey, rhs: NameKey) -> Bool {
        var left = lhs.name
        var right = rhs.name
        return left.withUTF8 { a in
            right.withUTF8 { b in
                guard a.count == b.count else { return false }
                guard let x = a.baseAddress, let y = b.baseAddress else { return true }
                return memcmp(x, y, a.count) == 0
            }
        }
    }
}
