import Foundation

/// Sizes in bytes as people write them: `64M`, `512K`, `1G`, `1000`.
public enum ByteCount {
    /// The number of bytes `text` names (`K`, `M` and `G` are powers of 1024; a trailing `B` or `iB`
    /// is allowed); `nil` when it names none.
    public static func parse(_ text: String) -> Int? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces)).uppercased()[...]
        if digits.hasSuffix("IB") { digits = digits.dropLast(2) } else if digits.hasSuffix("B") { digits = digits.dropLast() }
        var multiplier = 1
        switch digits.last {
        case "K": multiplier = 1 << 10
        case "M": multiplier = 1 << 20
        case "G": multiplier = 1 << 30
        default: break
        }
        if multiplier > 1 { digits = digits.dropLast() }
        guard let number = Int(digits), number > 0 else { return nil }
        let (product, overflow) = number.multipliedReportingOverflow(by: multiplier)
        return overflow ? nil : product
    }

    /// `64 MiB`, `512 KiB`, `1000 bytes`: exact, in the largest unit that divides the count.
    public static func describe(_ count: Int) -> String {
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where count >= 1 << shift && count % (1 << shift) == 0 {
            return "\(count >> shift) \(unit)"
        }
        return "\(count) bytes"
    }
}
