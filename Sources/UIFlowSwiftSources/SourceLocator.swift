import SwiftSyntax
import UIFlowKit

/// Turns byte offsets of a Swift file into UIFlowKit's positions: 1-based lines, and 1-based
/// columns counted in Unicode scalars as in flow files.
struct SourceLocator {
    let path: String
    private let bytes: [UInt8]
    /// The offset each line starts at.
    private let lineStarts: [Int]

    init(path: String, text: String) {
        self.path = path
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The position of a byte offset.
    func position(_ offset: Int) -> UIFlowKit.SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        var column = 1
        for byte in bytes[lineStarts[low]..<clamped] where byte & 0xC0 != 0x80 {
            column += 1
        }
        return UIFlowKit.SourcePosition(line: low + 1, column: column)
    }

    /// The range of a node's text, trivia aside.
    func range(_ node: some SyntaxProtocol) -> UIFlowKit.SourceRange {
        range(from: node, to: node)
    }

    /// From the start of one node's text to the end of another's.
    func range(from start: some SyntaxProtocol, to end: some SyntaxProtocol) -> UIFlowKit.SourceRange {
        UIFlowKit.SourceRange(
            file: path, start: position(start.positionAfterSkippingLeadingTrivia.utf8Offset),
            end: position(end.endPositionBeforeTrailingTrivia.utf8Offset))
    }
}
