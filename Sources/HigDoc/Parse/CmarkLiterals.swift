import Foundation

/// The strings of cmark's long literals (text, code, raw HTML), cut from the parsed markdown wherever it
/// holds a literal's bytes, so that they are copied without being validated as UTF-8 again.
///
/// cmark copies every literal into memory of its own, and a `String` made from those bytes checks them
/// once more, at a cost that grows with their length (most with CJK text, three bytes a character).
/// Most literals stand in the source byte for byte, in order (a paragraph's text between its markup),
/// so a long one is looked for from where the last was found, up to the end of the block; one that is
/// not there (an entity or an escape decoded, an indented code block's lines) is made from cmark's
/// bytes, as short ones are: cutting a string costs more than checking a few bytes. The string is the
/// same either way: only bytes equal to the literal's are taken, and they start and end on scalar
/// boundaries (a valid literal starts with a lead byte and ends a scalar).
final class CmarkLiterals {
    /// The markdown cmark parsed, and its bytes.
    private let source: Substring
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next literal is looked for, and where its block ends (byte offsets into `bytes`).
    private var cursor = 0
    private var limit = 0
    /// The shortest literal cut from the source.
    static let shortestCut = 48

    /// `bytes` must be `source`'s UTF-8, and stay valid while the literals are made.
    init(source: Substring, bytes: UnsafeBufferPointer<UInt8>) {
        self.source = source
        self.bytes = bytes
    }

    /// Starts the literals of a block that runs from byte offset `start` to `end` of the source.
    func startBlock(at start: Int, end: Int) {
        limit = min(max(0, end), bytes.count)
        cursor = min(max(0, start), limit)
    }

    /// The literal's string: cut from the source when it is long and its bytes are found between the
    /// cursor and the end of the block (the cursor then moves past them), else made from its own bytes.
    func string(_ literal: UnsafePointer<CChar>) -> String {
        let count = strlen(literal)
        guard count >= Self.shortestCut else { return String(cString: literal) }
        let found = literal.withMemoryRebound(to: UInt8.self, capacity: count) { needle in
            Text.firstOffset(
                of: UnsafeBufferPointer(start: needle, count: count),
                in: UnsafeBufferPointer(rebasing: bytes[cursor..<limit])
            ).map { cursor + $0 }
        }
        guard let found else { return String(cString: literal) }
        cursor = found + count
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: found)
        return String(Substring(utf8[start..<utf8.index(start, offsetBy: count)]))
    }
}
