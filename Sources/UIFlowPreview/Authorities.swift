import Synchronization

/// The `Host` values a request may carry: the server's own address, so that a page on another
/// site cannot reach it through a DNS name it controls (DNS rebinding).
final class Authorities: Sendable {
    private let allowed = Mutex<Set<String>?>([])

    /// `nil` allows any host (the server listens on a public address on purpose).
    func set(_ values: Set<String>?) { allowed.withLock { $0 = values } }

    func allows(_ host: String?) -> Bool {
        allowed.withLock { allowed in
            guard let allowed else { return true }
            guard let host else { return false }
            return allowed.contains(host.lowercased())
        }
    }

    static func allowed(host: String, port: UInt16, anyHost: Bool) -> Set<String>? {
        if anyHost { return nil }
        return [host, "localhost", "127.0.0.1", "[::1]"].reduce(into: Set<String>()) { set, name in
            set.insert("\(name.lowercased()):\(port)")
        }
    }
}
