import Foundation

/// Makes cairo's PDF output the same for the same input.
///
/// cairo (1.16, as in Debian 12) writes the time of rendering into the document information as
/// `/CreationDate (D:20240101120000Z)`, so two renders of one graph differ, and it ignores
/// `SOURCE_DATE_EPOCH`. The entry is optional in PDF; it is overwritten with spaces of the same
/// length, which keeps every byte offset in the cross-reference table valid.
enum PDFDate {
    private static let key = Array("/CreationDate (".utf8)

    static func remove(from pdf: Data) -> Data {
        var bytes = [UInt8](pdf)
        var index = 0
        var changed = false
        while let start = find(key, in: bytes, from: index) {
            guard let close = bytes[(start + key.count)...].firstIndex(of: UInt8(ascii: ")")),
                close - start < 64
            else { break }
            for position in start...close { bytes[position] = UInt8(ascii: " ") }
            changed = true
            index = close + 1
        }
        return changed ? Data(bytes) : pdf
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
