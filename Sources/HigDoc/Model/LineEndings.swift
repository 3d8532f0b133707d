import Foundation

/// Where a line ends, by CommonMark's rule, which libcmark follows: at a line feed (LF), at a carriage
/// return (CR) that no LF follows, and at a CR with the LF after it, each one line end; nowhere else. A
/// vertical tab, a form feed, NEL, U+2028 and U+2029 are characters of their line (Swift's
/// `Character.isNewline` holds for them, cmark's line count does not).
///
/// A content file's lone CRs are read as LFs (`replacingLoneCarriageReturns`), where its bytes are read
/// (`ContentIndex.contents`, `SourceFile`): one byte for one, so every offset, line and column stays
/// what cmark makes of the file, and higdoc's own line readers (`LineIndex`, `FileLines`, `SourceLines`,
/// the front matter's fences) then need to know only LF and CRLF. The YAML of the front matter and the
/// glossary is read by libyaml, which breaks lines at NEL, U+2028 and U+2029 too: its line numbers are
/// turned into these (`YAMLLineNumbers`).
enum LineEndings {
    /// The bytes of the line end at `offset` in `bytes`: 1 for an LF or a lone CR, 2 for a CR and its
    /// LF, 0 for any other byte.
    static func length(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        switch bytes[offset] {
        case 0x0A: 1
        case 0x0D: offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
        default: 0
        }
    }

    /// Whether a character is a line end: an LF, a CR, or a CR and its LF (one `Character` to Swift).
    static func isLineEnd(_ character: Character) -> Bool {
        character == "\n" || character == "\r" || character == "\r\n"
    }

    /// `data` with every CR that no LF follows made an LF (`data` itself when there is none).
    static func replacingLoneCarriageReturns(in data: Data) -> Data {
        let lone = data.withUnsafeBytes { loneCarriageReturns(in: $0.bindMemory(to: UInt8.self)) }
        guard !lone.isEmpty else { return data }
        var replaced = data
        replaced.withUnsafeMutableBytes { (bytes: UnsafeMutableRawBufferPointer) in
            for offset in lone { bytes[offset] = 0x0A }
        }
        return replaced
    }

    /// `text` with every CR that no LF follows made an LF (`text` itself when there is none).
    static func replacingLoneCarriageReturns(in text: String) -> String {
        let lone = Text.withUTF8(text, loneCarriageReturns(in:))
        guard !lone.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for offset in lone { bytes[offset] = 0x0A }
        // An ASCII byte for an ASCII byte: the bytes are still the UTF-8 they were.
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The offsets of the CRs in `bytes` that no LF follows, found with memchr: a file with LF endings has
    /// no CR to stop at, one with CRLF endings one per line.
    static func loneCarriageReturns(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let base = bytes.baseAddress else { return [] }
        var found: [Int] = []
        var offset = 0
        while offset < bytes.count, let hit = memchr(base + offset, 0x0D, bytes.count - offset) {
            let carriageReturn = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if carriageReturn + 1 == bytes.count || bytes[carriageReturn + 1] != 0x0A { found.append(carriageReturn) }
            offset = carriageReturn + 1
        }
        return found
    }
}
