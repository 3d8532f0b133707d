import Foundation

/// Maps cmark's (line, UTF-8 byte column) positions to (line, character column), and gives lines back.
///
/// Lines end at `\n` or `\r\n`. cmark also ends one at a lone `\r`; a content file's lone `\r`s were
/// read as `\n`s (`LineEndings`), so the lines here are cmark's.
struct LineIndex: Sendable {
    private let text: Substring
    /// Where each line starts and ends (before its `\n` or `\r\n`), for text whose bytes are not
    /// contiguous (empty otherwise: then the byte offsets below give them).
    private let starts: [Substring.Index]
    private let ends: [Substring.Index]
    /// Per line, its number of characters when each is one scalar that stands alone
    /// (`Text.standsAlone`), else -1: then a column is the number of scalars before it, which the
    /// line's bytes give without decoding them. An all-ASCII line has as many characters as bytes.
    private let characterCounts: [Int]
    /// Where each line starts and ends as byte offsets into the text, found with memchr (empty when its
    /// bytes are not contiguous): the column of a position is then worked out without making a
    /// `Substring`, and a line's indices only when it is asked for.
    private let startOffsets: [Int]
    private let endOffsets: [Int]
    /// For each line of more than `checkpointSpan` bytes, not all ASCII, whose characters are one scalar
    /// each (by 0-based line): the number of scalars before every `checkpointSpan`th byte of it. A column
    /// on such a line is counted from the checkpoint before it, not from an end of the line, so the
    /// places of a long line's many inlines or cells (one HTML table of 20,000 rows on a line) cost a
    /// bounded count each, not the line's length.
    private let scalarCheckpoints: [Int: [Int]]
    /// For each line of more than `2 × checkpointSpan` bytes with a character of several scalars (by
    /// 0-based line): the first character boundary at or after every `checkpointSpan`th byte it reaches,
    /// as a byte offset into the line, and the characters before it. A column on such a line is counted
    /// from the boundary before it (a count from a boundary is the count from the line's start, less the
    /// characters before it), not from the line's start.
    private let characterCheckpoints: [Int: [(byte: Int, characters: Int)]]
    /// The bytes between two checkpoints.
    static let checkpointSpan = 1024

    init(_ text: Substring) {
        self.text = text
        let utf8 = text.utf8
        // Newlines found with memchr on the contiguous bytes, when the text has them.
        let found = utf8.withContiguousStorageIfAvailable {
            bytes -> ([Int], [Int], [Int], [Int: [Int]], [Int: [(byte: Int, characters: Int)]]) in
            var characterCounts: [Int] = []
            var checkpoints: [Int: [Int]] = [:]
            var boundaries: [Int: [(byte: Int, characters: Int)]] = [:]
            var startOffsets = [0]
            var endOffsets: [Int] = []
            var offset = 0
            func characterCount(_ range: Range<Int>) -> Int {
                let line = UnsafeBufferPointer(rebasing: bytes[range])
                if Text.isASCII(line) { return line.count }
                guard let count = Text.characterCountIfOneScalarEach(line) else {
                    if line.count > 2 * Self.checkpointSpan {
                        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
                        let end = utf8.index(start, offsetBy: range.count)
                        boundaries[characterCounts.count] = Self.characterCheckpoints(text[start..<end])
                    }
                    return -1
                }
                if line.count > 2 * Self.checkpointSpan {
                    checkpoints[characterCounts.count] = Self.scalarCheckpoints(line)
                }
                return count
            }
            while offset < bytes.count,
                let hit = memchr(bytes.baseAddress! + offset, 0x0A, bytes.count - offset)
            {
                let newline = bytes.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                let lineStart = offset
                let end = newline > lineStart && bytes[newline - 1] == 0x0D ? newline - 1 : newline
                endOffsets.append(end)
                characterCounts.append(characterCount(lineStart..<end))
                offset = newline + 1
                startOffsets.append(offset)
            }
            endOffsets.append(bytes.count)
            characterCounts.append(characterCount(offset..<bytes.count))
            return (characterCounts, startOffsets, endOffsets, checkpoints, boundaries)
        }
        if let (characterCounts, startOffsets, endOffsets, checkpoints, boundaries) = found {
            self.starts = []
            self.ends = []
            self.characterCounts = characterCounts
            self.startOffsets = startOffsets
            self.endOffsets = endOffsets
            self.scalarCheckpoints = checkpoints
            self.characterCheckpoints = boundaries
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
        characterCounts = Array(repeating: -1, count: starts.count)
        startOffsets = []
        endOffsets = []
        scalarCheckpoints = [:]
        characterCheckpoints = [:]
    }

    /// The character boundaries of a line at or after byte `checkpointSpan`, 2 × `checkpointSpan`, … (one
    /// for each span a boundary is reached in), after byte 0, with the characters before each.
    private static func characterCheckpoints(_ line: Substring) -> [(byte: Int, characters: Int)] {
        var marks = [(byte: 0, characters: 0)]
        let utf8 = line.utf8
        var index = line.startIndex
        var characters = 0
        var next = checkpointSpan
        while index < line.endIndex {
            let offset = utf8.distance(from: line.startIndex, to: index)
            if offset >= next {
                marks.append((offset, characters))
                next = (offset / checkpointSpan + 1) * checkpointSpan
            }
            line.formIndex(after: &index)
            characters += 1
        }
        return marks
    }

    /// The scalars before byte 0, `checkpointSpan`, 2 × `checkpointSpan`, … of a line (a scalar is
    /// counted where its first byte is, so the spans need not end between scalars).
    private static func scalarCheckpoints(_ line: UnsafeBufferPointer<UInt8>) -> [Int] {
        var counts = [0]
        counts.reserveCapacity(line.count / checkpointSpan + 1)
        var start = 0
        while start + checkpointSpan <= line.count {
            let span = UnsafeBufferPointer(rebasing: line[start..<start + checkpointSpan])
            counts.append(counts[counts.count - 1] + Text.scalarCount(span))
            start += checkpointSpan
        }
        return counts
    }

    var count: Int { startOffsets.isEmpty ? starts.count : startOffsets.count }

    /// Where 1-based line `number` starts and ends in the text (`number` within `count`).
    private func bounds(ofLine number: Int) -> Range<Substring.Index> {
        guard !startOffsets.isEmpty else { return starts[number - 1]..<ends[number - 1] }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: startOffsets[number - 1])
        return start..<utf8.index(start, offsetBy: endOffsets[number - 1] - startOffsets[number - 1])
    }

    /// The text of a 1-based line, or "" past the end.
    func line(_ number: Int) -> Substring {
        number >= 1 && number <= count ? text[bounds(ofLine: number)] : ""
    }

    /// Lines `first...last` (1-based) as one slice of the text, their line feeds included, when every
    /// line but the last ends with a bare `\n` (nil otherwise: then joining the lines is the way).
    func text(fromLine first: Int, throughLine last: Int) -> Substring? {
        guard first >= 1, first <= last, last <= startOffsets.count else { return nil }
        for line in first..<last where endOffsets[line - 1] + 1 != startOffsets[line] { return nil }
        return text[bounds(ofLine: first).lowerBound..<bounds(ofLine: last).upperBound]
    }

    /// The number of UTF-8 bytes of a 1-based line, its line end left out (0 past the end).
    func byteCount(ofLine number: Int) -> Int {
        guard number >= 1 && number <= count else { return 0 }
        guard !startOffsets.isEmpty else { return text.utf8.distance(from: starts[number - 1], to: ends[number - 1]) }
        return endOffsets[number - 1] - startOffsets[number - 1]
    }

    /// Calls `body` with the UTF-8 bytes of a 1-based line, its line end left out (none past the end).
    func withBytes<Result>(ofLine number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard number >= 1 && number <= count else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        if !startOffsets.isEmpty {
            // Only the offsets go into the closure, not a copy of the index.
            let range = startOffsets[number - 1]..<endOffsets[number - 1]
            if let result = text.utf8.withContiguousStorageIfAvailable({
                body(UnsafeBufferPointer(rebasing: $0[range]))
            }) {
                return result
            }
        }
        return Array(line(number).utf8).withUnsafeBufferPointer(body)
    }

    /// Where a 1-based line lies in the text's bytes, its line end left out (nil when the text's bytes are
    /// not contiguous or the line is past the end).
    func byteRange(ofLine number: Int) -> Range<Int>? {
        guard number >= 1 && number <= startOffsets.count else { return nil }
        return startOffsets[number - 1]..<endOffsets[number - 1]
    }

    /// The byte offset into the text of a 1-based UTF-8 byte column on a 1-based line (0 when the text's
    /// bytes are not contiguous or the line is past the end).
    func byteOffset(line: Int, byteColumn: Int) -> Int {
        guard line >= 1 && line <= startOffsets.count else { return 0 }
        return startOffsets[line - 1] + min(max(0, byteColumn - 1), endOffsets[line - 1] - startOffsets[line - 1])
    }

    /// The byte offset into the text just past a 1-based line and its line feed (0 when the text's bytes
    /// are not contiguous or the line is past the end).
    func endByteOffset(line: Int) -> Int {
        guard line >= 1 && line <= startOffsets.count else { return 0 }
        return line < startOffsets.count ? startOffsets[line] : endOffsets[line - 1]
    }

    /// Converts a 1-based UTF-8 byte column on a 1-based line into a 1-based character column.
    func location(line: Int, byteColumn: Int) -> SourceLocation {
        if line >= 1 && line <= startOffsets.count {
            // Over the text's bytes, without making a `Substring` of the line.
            let start = startOffsets[line - 1]
            let lineLength = endOffsets[line - 1] - start
            let byteOffset = min(max(0, byteColumn - 1), lineLength)
            let characters = characterCounts[line - 1]
            // As many characters as bytes: ASCII, where a byte column is the character column.
            if characters == lineLength { return SourceLocation(line: line, column: byteOffset + 1) }
            // Every character is one scalar that stands alone (no scalar joins a neighbour), so the
            // column is the number of scalars that start before the offset (rounded down to a scalar's
            // start, as String does), counted from the checkpoint before it on a long line, else from
            // whichever end of the line is nearer.
            if characters >= 0,
                let column = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int in
                    let lineBytes = UnsafeBufferPointer(rebasing: bytes[start..<start + lineLength])
                    var end = byteOffset
                    while end > 0 && end < lineBytes.count && lineBytes[end] & 0xC0 == 0x80 { end -= 1 }
                    if lineLength > 2 * Self.checkpointSpan, let checkpoints = scalarCheckpoints[line - 1] {
                        let span = min(end / Self.checkpointSpan, checkpoints.count - 1)
                        let from = span * Self.checkpointSpan
                        return checkpoints[span]
                            + Text.scalarCount(UnsafeBufferPointer(rebasing: lineBytes[from..<end]))
                    }
                    if end <= lineLength / 2 {
                        return Text.scalarCount(UnsafeBufferPointer(rebasing: lineBytes[..<end]))
                    }
                    return characters - Text.scalarCount(UnsafeBufferPointer(rebasing: lineBytes[end...]))
                })
            {
                return SourceLocation(line: line, column: column + 1)
            }
        }
        let text = self.line(line)
        let utf8 = text.utf8
        let byteOffset = min(max(0, byteColumn - 1), utf8.count)
        let end = utf8.index(utf8.startIndex, offsetBy: byteOffset)
        if let marks = characterCheckpoints[line - 1] {
            // The last boundary at or before the offset.
            var low = 0
            var high = marks.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if marks[middle].byte <= byteOffset { low = middle } else { high = middle - 1 }
            }
            let from = utf8.index(utf8.startIndex, offsetBy: marks[low].byte)
            return SourceLocation(line: line, column: marks[low].characters + Self.characterCount(text[from..<end]) + 1)
        }
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
    func column(of needle: String, onLine line: Int) -> Int {
        let text = String(self.line(line))
        guard let found = Text.firstRange(of: needle, in: text) else { return 1 }
        return Self.characterCount(text[..<found.lowerBound]) + 1
    }
}
