/// Turns the line numbers Yams gives (libyaml's, counted from 1) into lines of the YAML's text as cmark
/// and higdoc count them.
///
/// libyaml reads YAML 1.1, whose line breaks are NEL, U+2028 and U+2029 as well as LF, CR and CRLF: a
/// front matter value or a glossary term holding one of the three put every key after it a line further
/// down in libyaml's count than in the file, where only an LF, a lone CR or a CRLF ends a line
/// (`LineEndings`).
struct YAMLLineNumbers {
    /// The text's line (1-based) of each of libyaml's lines (by 0-based number); empty when the text has
    /// no NEL, U+2028 or U+2029, and the two counts agree.
    private let textLines: [Int]

    init(_ text: String) {
        // Found with memchr (no real page or glossary holds one): only a text that does is walked.
        guard Self.yamlOnlyBreaks.contains(where: { Text.containsBytes($0, in: text) }) else {
            textLines = []
            return
        }
        textLines = Text.withUTF8(text) { bytes in
            var lines = [1]
            var offset = 0
            while offset < bytes.count {
                let lineEnd = LineEndings.length(at: offset, in: bytes)
                if lineEnd > 0 {
                    lines.append(lines[lines.count - 1] + 1)
                    offset += lineEnd
                    continue
                }
                let yamlOnlyBreak = Self.yamlOnlyBreakLength(at: offset, in: bytes)
                if yamlOnlyBreak > 0 { lines.append(lines[lines.count - 1]) }
                offset += max(1, yamlOnlyBreak)
            }
            return lines
        }
    }

    /// The line breaks of YAML 1.1 that end no line of the text: NEL, U+2028 and U+2029.
    private static let yamlOnlyBreaks = ["\u{85}", "\u{2028}", "\u{2029}"]

    /// The text's 1-based line of libyaml's 1-based `line` (one past the text's end is one past its
    /// last line).
    func line(_ line: Int) -> Int {
        guard let last = textLines.last, line >= 1 else { return line }
        return line <= textLines.count ? textLines[line - 1] : last + line - textLines.count
    }

    /// The bytes of a NEL, U+2028 or U+2029 starting at `offset`, else 0.
    private static func yamlOnlyBreakLength(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        switch bytes[offset] {
        case 0xC2: offset + 1 < bytes.count && bytes[offset + 1] == 0x85 ? 2 : 0
        case 0xE2:
            offset + 2 < bytes.count && bytes[offset + 1] == 0x80
                && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
                ? 3 : 0
        default: 0
        }
    }
}
