import Foundation

/// What a complete head says about its body, read the way SwiftNIO's parser (llhttp, strict) reads
/// it; where that is not certain, `unknown`, and the guard lets the parser decide.
struct HeadFraming {
    enum Body: Equatable {
        case none, length(Int), chunked, unknown
    }

    var body: Body = .none
    /// The parser stops after this message: an upgrade (`Connection: upgrade` and `Upgrade`), or
    /// CONNECT.
    var endsHTTP = false
    /// The connection ends with this request's answer: `Connection: close`, or HTTP/1.0 without
    /// `Connection: keep-alive`.
    var closesConnection = false

    init(_ bytes: UnsafeRawBufferPointer) {
        var lines: [Slice<UnsafeRawBufferPointer>] = []
        var start = 0
        for index in 0..<bytes.count where bytes[index] == 10 {
            var end = index
            if end > start && bytes[end - 1] == 13 { end -= 1 }
            lines.append(bytes[start..<end])
            start = index + 1
        }
        guard let requestLine = lines.first else {
            body = .unknown
            return
        }
        let method = requestLine.prefix { $0 != 32 }
        var lengths: [Slice<UnsafeRawBufferPointer>] = []
        var transferEncoding: Slice<UnsafeRawBufferPointer>?
        var hasUpgrade = false
        var connectionTokens: [String] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let first = line.first, first != 32, first != 9, let colon = line.firstIndex(of: 58) else {
                body = .unknown  // folded or malformed: the parser decides
                return
            }
            let name = Self.lowercased(line[line.startIndex..<colon])
            let value = Self.trimmed(line[(colon + 1)..<line.endIndex])
            switch name {
            case "content-length": lengths.append(value)
            case "transfer-encoding": transferEncoding = value
            case "upgrade": hasUpgrade = true
            case "connection":
                connectionTokens += Self.lowercased(value).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            default: break
            }
        }
        endsHTTP = Array(method) == Array("CONNECT".utf8) || (hasUpgrade && connectionTokens.contains("upgrade"))
        let isHTTP10 = requestLine.reversed().prefix { $0 != 32 }.elementsEqual(Array("HTTP/1.0".utf8).reversed())
        closesConnection =
            connectionTokens.contains("close") || (isHTTP10 && !connectionTokens.contains("keep-alive"))
        if let transferEncoding {
            let last = Self.lowercased(transferEncoding).split(separator: ",").last?.trimmingCharacters(in: .whitespaces)
            body = lengths.isEmpty && last == "chunked" ? .chunked : .unknown
        } else if lengths.count == 1, let value = lengths.first, !value.isEmpty, value.count <= 18,
            value.allSatisfy({ $0 >= 48 && $0 <= 57 }), let length = Int(Self.lowercased(value))
        {
            body = .length(length)
        } else if !lengths.isEmpty {
            body = .unknown
        }
    }

    private static func lowercased(_ bytes: Slice<UnsafeRawBufferPointer>) -> String {
        String(decoding: bytes.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
    }

    private static func trimmed(_ bytes: Slice<UnsafeRawBufferPointer>) -> Slice<UnsafeRawBufferPointer> {
        var slice = bytes
        while let first = slice.first, first == 32 || first == 9 { slice = slice.dropFirst() }
        while let last = slice.last, last == 32 || last == 9 { slice = slice.dropLast() }
        return slice
    }
}
