import Foundation

/// An IP address parsed from its text, IPv4 or IPv6 in any spelling, held as IPv6's 16 bytes (an
/// IPv4 address in its IPv4-mapped form, `::ffff:a.b.c.d`), so that every spelling of one address
/// compares equal: `::1`, `[::1]` and `0:0:0:0:0:0:0:1`; `127.0.0.1`, `::ffff:127.0.0.1` and
/// `::ffff:7f00:1`.
struct IPAddress: Hashable, Sendable {
    /// The address in network order: 16 bytes.
    let bytes: [UInt8]

    /// The address `text` spells, with or without the brackets of a URL (`[::1]`); `nil` for
    /// anything else, names such as `localhost` included.
    init?(_ text: some StringProtocol) {
        var literal = Substring(text)
        if literal.hasPrefix("["), literal.hasSuffix("]") { literal = literal.dropFirst().dropLast() }
        // The longest spelling of an IPv6 address is 45 characters.
        guard !literal.isEmpty, literal.utf8.count <= 64, literal.utf8.allSatisfy({ $0 > 32 && $0 < 127 }) else { return nil }
        let string = String(literal)
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, string, &v4) == 1 {
            bytes = Self.mappedPrefix + withUnsafeBytes(of: &v4) { Array($0) }
        } else if inet_pton(AF_INET6, string, &v6) == 1 {
            bytes = withUnsafeBytes(of: &v6) { Array($0) }
        } else {
            return nil
        }
    }

    /// The first 12 bytes of an IPv4-mapped IPv6 address.
    private static let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]

    /// Whether it is an IPv4 address (written either way).
    var isIPv4: Bool { bytes.starts(with: Self.mappedPrefix) }

    /// Whether only this machine reaches it: 127.0.0.0/8 (however written) or `::1`.
    var isLoopback: Bool {
        isIPv4 ? bytes[12] == 127 : bytes == Array(repeating: 0, count: 15) + [1]
    }

    /// Whether it stands for every address of the machine: `0.0.0.0` or `::`.
    var isUnspecified: Bool {
        isIPv4 ? bytes[12...].allSatisfy { $0 == 0 } : bytes.allSatisfy { $0 == 0 }
    }
}
