/// Where a tag of an HTML literal from cmark (an HTML block's, or the joined inline HTML of a paragraph)
/// is on the file's line.
///
/// cmark's literal line is the file's line without the prefixes of the block quotes and list items around
/// it (and, for a paragraph, without its leading and trailing spaces), so a tag the scanner found at a byte
/// column of the literal line is as many bytes further right on the file's line as that prefix is long.
/// The prefix is found once per line and kept: a line of 20,000 `<img>` tags costs one comparison of
/// the line, not one search per tag. A tab cmark read partly as a container's prefix is spaces at the
/// literal line's start, which the file's line does not have; the rest of the literal line is found after
/// that tab. Where the literal line is not found in the file's line that way, the tag is looked for by its
/// text.
struct LiteralLinePlaces {
    private let literal: String
    /// The literal's lines (their bytes), split at line feeds when a tag is first placed (most HTML blocks
    /// have no `<img>`).
    private var literalLines: [Substring.UTF8View] = []
    /// The file line (in the line index's numbering) of the literal's first line.
    private let firstLine: Int
    /// The last line asked about, and how many bytes its literal line starts into the file's line.
    private var shifts: (line: Int, shift: Int?)?

    init(literal: String, firstLine: Int) {
        self.literal = literal
        self.firstLine = firstLine
    }

    /// The character column on file line `line` (the line index's numbering) of the tag that starts at
    /// `byteColumn` of the literal's line there, or of the first `needle` on the file's line when the
    /// literal line cannot be placed.
    mutating func column(line: Int, byteColumn: Int, needle: String, in lines: LineIndex) -> Int {
        if literalLines.isEmpty { literalLines = literal.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) }
        if shifts?.line != line { shifts = (line, shift(ofLine: line, in: lines)) }
        guard let shift = shifts?.shift else { return lines.column(of: needle, onLine: line) }
        let fileColumn = byteColumn + shift
        let isTag = lines.withBytes(ofLine: line) { bytes in
            fileColumn >= 1 && fileColumn <= bytes.count && bytes[fileColumn - 1] == UInt8(ascii: "<")
        }
        guard isTag else { return lines.column(of: needle, onLine: line) }
        return lines.location(line: line, byteColumn: fileColumn).column
    }

    /// How many bytes into file line `line` its literal line starts: where the literal line ends the
    /// file's line, or ends it but for trailing spaces and tabs or a hard break's backslash; nil when it
    /// does none of these. The spaces cmark put at the literal line's start for the part of a tab it did not
    /// read as a container's are not in the file's line: there the rest of the literal line ends the file's
    /// line, just after that tab (and the literal line starts as many bytes before the rest as it has
    /// spaces).
    private func shift(ofLine line: Int, in lines: LineIndex) -> Int? {
        let index = line - firstLine
        guard index >= 0 && index < literalLines.count else { return nil }
        let literal = literalLines[index]
        let spaces = literal.prefix { $0 == 0x20 }.count
        let rest = literal.dropFirst(spaces)
        return lines.withBytes(ofLine: line) { bytes -> Int? in
            // The file's line as it is, without its trailing spaces and tabs (a paragraph's line), and
            // without the backslash of a hard break at its end (a paragraph's line that is not its last).
            var ends = [bytes.count]
            var trimmedEnd = bytes.count
            while trimmedEnd > 0 && (bytes[trimmedEnd - 1] == 0x20 || bytes[trimmedEnd - 1] == 0x09) {
                trimmedEnd -= 1
            }
            if trimmedEnd < bytes.count { ends.append(trimmedEnd) }
            if index < literalLines.count - 1, let last = bytes.last, last == UInt8(ascii: "\\") {
                ends.append(bytes.count - 1)
            }
            for end in ends {
                let start = end - literal.count
                if start >= 0 && bytes[start..<end].elementsEqual(literal) { return start }
                let restStart = end - rest.count
                if spaces > 0 && restStart >= 1 && bytes[restStart - 1] == 0x09
                    && bytes[restStart..<end].elementsEqual(rest)
                {
                    return restStart - spaces
                }
            }
            return nil
        }
    }
}
