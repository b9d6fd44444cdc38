import UIFlowKit

/// A content version: a 64-bit FNV-1a hash of the bytes and their count, or `absent` for a file
/// that does not exist. It only has to tell two contents apart, not resist an attacker.
enum ContentVersion {
    static let absent = "absent"

    static func of(_ bytes: [UInt8]?) -> String {
        guard let bytes else { return absent }
        return String(bytes.count, radix: 16) + "-" + String(FNV1a.hash64(bytes), radix: 16)
    }
}
