import Foundation

/// A name as a dictionary key, hashed and compared by its UTF-8 bytes.
///
/// `String` hashes and compares by Unicode canonical equivalence, which normalises any non-ASCII
/// text on every hash: for a flow of Japanese names that was a tenth of the time of a whole run.
/// Names in a flow match exactly as written instead; two names that only look alike (a precomposed
/// `é` and an `e` with a combining accent) are different screens, and `undefined-screen` suggests
/// the other.
struct NameKey: Hashable, Sendable {
    let name: String

    init(_ name: String) { self.name = name }

    func hash(into hasher: inout Hasher) {
        var name = name
        name.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (lhs: NameKey, rhs: NameKey) -> Bool {
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
