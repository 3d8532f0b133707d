import Foundation

/// Maps cmark's (line, UTF-8 byte column) positions to (line, character column), and gives lines back.
struct LineIndex: Sendable {
    private let text: Substring
    /// Where each line starts and ends (before its `\n` or `\r\n`), found by scanning UTF-8 bytes.
    private let starts: [Substring.Index]
    private let ends: [Substring.Index]
    /// Per line, whether it is all ASCII, where a byte column is the character column.
    private let isASCII: [Bool]
    /// Where each line starts and ends as byte offsets into the text (empty when its bytes are not
    /// contiguous): the column of a position is then worked out without making a `Substring`.
    private let startOffsets: [Int]
    private let endOffsets: [Int]

    init(_ text: Substring) {
        self.text = text
        let utf8 = text.utf8
        // Newlines found with memchr on the contiguous bytes, when the text has them.
        let found = utf8.withContiguousStorageIfAvailable {
            bytes -> ([Substring.Index], [Substring.Index], [Bool], [Int], [Int]) in
            var starts = [utf8.startIndex]
            var ends: [Substring.Index] = []
            var isASCII: [Bool] = []
            var startOffsets = [0]
            var endOffsets: [Int] = []
            var offset = 0
            func allASCII(_ range: Range<Int>) -> Bool { Text.isASCII(UnsafeBufferPointer(rebasing: bytes[range])) }
            while offset < bytes.count,
                let hit = memchr(bytes.baseAddress! + offset, 0x0A, bytes.count - offset)
            {
                let newline = bytes.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                let lineStart = offset
                let end = newline > lineStart && bytes[newline - 1] == 0x0D ? newline - 1 : newline
                ends.append(utf8.index(utf8.startIndex, offsetBy: end))
                endOffsets.append(end)
                isASCII.append(allASCII(lineStart..<end))
                offset = newline + 1
                starts.append(utf8.index(utf8.startIndex, offsetBy: offset))
                startOffsets.append(offset)
            }
            ends.append(utf8.endIndex)
            endOffsets.append(bytes.count)
            isASCII.append(allASCII(offset..<bytes.count))
            return (starts, ends, isASCII, startOffsets, endOffsets)
        }
        if let (starts, ends, isASCII, startOffsets, endOffsets) = found {
            self.starts = starts
            self.ends = ends
            self.isASCII = isASCII
            self.startOffsets = startOffsets
            self.endOffsets = endOffsets
            return
        }
        var starts = [utf8.startIndex]
        var ends: [Substring.Index] = []
        var index = utf8.startIndex
        while let newline = utf8[index...].firstIndex(of: 0x0A) {
            var end = newline
            if end > starts[starts.count - 1], utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
            ends.append(end)
            index = utf8.index(after: newline)
            starts.append(index)
        }
        ends.append(utf8.endIndex)
        self.starts = starts
        self.ends = ends
        isASCII = Array(repeating: false, count: starts.count)
        startOffsets = []
        endOffsets = []
    }

    var count: Int { starts.count }

    /// The text of a 1-based line, or "" past the end.
    func line(_ number: Int) -> Substring {
        number >= 1 && number <= starts.count ? text[starts[number - 1]..<ends[number - 1]] : ""
    }

    /// Lines `first...last` (1-based) as one slice of the text, their line feeds included, when every
    /// line but the last ends with a bare `\n` (nil otherwise: then joining the lines is the way).
    func text(fromLine first: Int, throughLine last: Int) -> Substring? {
        guard first >= 1, first <= last, last <= startOffsets.count else { return nil }
        for line in first..<last where endOffsets[line - 1] + 1 != startOffsets[line] { return nil }
        return text[starts[first - 1]..<ends[last - 1]]
    }

    /// Converts a 1-based UTF-8 byte column on a 1-based line into a 1-based character column.
    func location(line: Int, byteColumn: Int) -> SourceLocation {
        if line >= 1 && line <= startOffsets.count {
            // Over the text's bytes, without making a `Substring` of the line.
            let start = startOffsets[line - 1]
            let byteOffset = min(max(0, byteColumn - 1), endOffsets[line - 1] - start)
            if isASCII[line - 1] { return SourceLocation(line: line, column: byteOffset + 1) }
            // When every character before the column is one scalar that stands alone, the column is
            // the number of scalars before it (the line's `Substring` prefix counts the same: none of
            // its scalars joins a neighbour). Worked out for the lines asked about only.
            if let column = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
                let lineBytes = UnsafeBufferPointer(rebasing: bytes[start..<endOffsets[line - 1]])
                // The scalars that start before the offset, rounded down to a scalar's start as String does.
                var end = byteOffset
                while end > 0 && end < lineBytes.count && lineBytes[end] & 0xC0 == 0x80 { end -= 1 }
                return Text.characterCountIfOneScalarEach(UnsafeBufferPointer(rebasing: lineBytes[..<end]))
            }) ?? nil {
                return SourceLocation(line: line, column: column + 1)
            }
        }
        let text = self.line(line)
        let utf8 = text.utf8
        let byteOffset = min(max(0, byteColumn - 1), utf8.count)
        let end = utf8.index(utf8.startIndex, offsetBy: byteOffset)
        // A column inside a multi-byte character counts as that character (String rounds down).
        let prefix = text[text.startIndex..<end]
        return SourceLocation(line: line, column: Self.characterCount(prefix) + 1)
    }

    /// `text.count`, by counting scalars when every character is one of them.
    static func characterCount(_ text: Substring) -> Int {
        let count = text.utf8.withContiguousStorageIfAvailable(Text.characterCountIfOneScalarEach)
        return (count ?? nil) ?? text.count
    }

    /// The character column at which `needle` first appears on `line`, or 1.
    func column(of needle: String, onLine line: Int, from column: Int = 1) -> Int {
        let text = String(self.line(line))
        let from = text.index(text.startIndex, offsetBy: min(max(0, column - 1), text.count))
        guard let found = Text.firstRange(of: needle, in: text, from: from) else { return 1 }
        return Self.characterCount(text[..<found.lowerBound]) + 1
    }
}
