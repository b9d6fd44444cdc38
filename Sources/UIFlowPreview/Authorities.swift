import Synchronization

/// The `Host` values a request may carry: those that name the address the server is bound to, and
/// its port (plus `localhost:PORT` when that address is loopback), so that a page on another site
/// cannot reach the server through a DNS name it controls (DNS rebinding). Addresses are compared
/// parsed, so every spelling of the bound address is accepted, and nothing else.
final class Authorities: Sendable {
    private enum Rule {
        /// Before the server is listening: nothing.
        case nothing
        /// Listening on every address (`0.0.0.0`, `::`), on purpose: the server cannot know the
        /// names it is reached by.
        case any
        case bound(IPAddress, port: UInt16)
    }

    private let rule = Mutex<Rule>(.nothing)

    /// Allows the authorities that name `address` and `port`; or any when `address` is a wildcard.
    func allow(boundTo address: IPAddress, port: UInt16) {
        rule.withLock { $0 = address.isUnspecified ? .any : .bound(address, port: port) }
    }

    func allows(_ authority: String?) -> Bool {
        switch rule.withLock({ $0 }) {
        case .nothing:
            return false
        case .any:
            return true
        case .bound(let address, let port):
            guard let authority, let (host, requestPort) = Self.split(authority), requestPort == port else { return false }
            if host.lowercased() == "localhost" { return address.isLoopback }
            // Brackets hold an IPv6 address (RFC 3986), never an IPv4 one.
            if host.hasPrefix("["), !host.contains(":") { return false }
            return IPAddress(host) == address
        }
    }

    /// The host and port of an authority (`host:port`, `[v6]:port`; 80 when the port is left out);
    /// `nil` when it is not one.
    static func split(_ authority: String) -> (host: Substring, port: UInt16)? {
        let text = Substring(authority)
        let hostEnd: Substring.Index
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            hostEnd = text.index(after: close)
        } else {
            hostEnd = text.firstIndex(of: ":") ?? text.endIndex
        }
        let host = text[..<hostEnd]
        let rest = text[hostEnd...]
        guard !host.isEmpty else { return nil }
        if rest.isEmpty { return (host, 80) }
        let digits = rest.dropFirst()
        guard rest.first == ":", !digits.isEmpty, digits.count <= 5, digits.allSatisfy(\.isASCIIDigit), let port = UInt16(digits) else {
            return nil
        }
        return (host, port)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
