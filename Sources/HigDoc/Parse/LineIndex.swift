import Foundation

/// Maps cmark's (line, UTF-8 byte column) positions to (line, character column), and gives lines back.
struct LineIndex: Sendable {
    /// The text of each line without its newline, 1-based through `line(_:)`.
    private let lineTexts: [Substring]

    init(_ text: Substring) {
        var result: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\n" || text[index] == "\r\n" {
                result.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        result.append(text[start..<text.endIndex])
        lineTexts = result
    }

    var count: Int { lineTexts.count }

    /// The text of a 1-based line, or "" past the end.
    func line(_ number: Int) -> Substring {
        number >= 1 && number <= lineTexts.count ? lineTexts[number - 1] : ""
    }

    /// Converts a 1-based UTF-8 byte column on a 1-based line into a 1-based character column.
    func location(line: Int, byteColumn: Int) -> SourceLocation {
        let text = self.line(line)
        let utf8 = text.utf8
        let byteOffset = min(max(0, byteColumn - 1), utf8.count)
        let end = utf8.index(utf8.startIndex, offsetBy: byteOffset)
        // A column inside a multi-byte character counts as that character (String rounds down).
        return SourceLocation(line: line, column: text[text.startIndex..<end].count + 1)
    }

    /// The character column at which `needle` first appears on `line`, or 1.
    func column(of needle: String, onLine line: Int, from column: Int = 1) -> Int {
        let text = self.line(line)
        let from = text.index(text.startIndex, offsetBy: min(max(0, column - 1), text.count))
        guard let found = text[from...].range(of: needle) else { return 1 }
        return text[..<found.lowerBound].count + 1
    }
}
