import Foundation

/// The lines of one file, without their line terminators: the file's text once, and where each line
/// starts and ends in it. A line becomes a `String` of its own only when it is asked for.
///
/// The checks read few lines as text: most are only tested over their bytes (does it hold a
/// rendering of a UI term, does it mention a table), and a `String` per line of every page cost an
/// allocation and a copy each, and as much again to free them.
public struct FileLines: RandomAccessCollection, Sendable {
    private let text: String
    /// Where each line starts and ends (before its `\n`, or `\r\n`), as UTF-8 offsets into `text`.
    private let starts: [Int]
    private let ends: [Int]

    /// The lines of `text`, split at every line feed; a carriage return right before one ends the line
    /// with it (`\r\n`), as in the parser's `LineIndex`, so line numbers agree for either ending. A
    /// file's lone carriage returns, which end lines too, were read as line feeds (`LineEndings`).
    public init(_ text: String) {
        var starts = [0]
        var ends: [Int] = []
        Text.withUTF8(text) { bytes in
            guard let base = bytes.baseAddress else { return ends.append(0) }
            var start = 0
            while start < bytes.count, let hit = memchr(base + start, 0x0A, bytes.count - start) {
                let newline = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                ends.append(newline > start && bytes[newline - 1] == 0x0D ? newline - 1 : newline)
                start = newline + 1
                starts.append(start)
            }
            ends.append(bytes.count)
        }
        self.text = text
        self.starts = starts
        self.ends = ends
    }

    /// Lines given one by one (each without a line feed).
    public init(lines: [String]) {
        var starts: [Int] = []
        var ends: [Int] = []
        var offset = 0
        for line in lines {
            starts.append(offset)
            offset += line.utf8.count
            ends.append(offset)
            offset += 1
        }
        text = lines.joined(separator: "\n")
        self.starts = starts
        self.ends = ends
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { starts.count }

    /// Line `position` (0-based) as a string of its own.
    public subscript(position: Int) -> String { String(substring(position)) }

    /// Line `position` (0-based) as a slice of the file's text.
    public func substring(_ position: Int) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[position])
        return text[start..<utf8.index(start, offsetBy: ends[position] - starts[position])]
    }

    /// A hash of the whole text, to tell whether a file read again is still the file read before (a
    /// change to it is what this is for, not an adversary: eight bytes at a time, each word mixed in by
    /// a multiplication, where `Hasher`'s SipHash took 0.5% of the build's instructions).
    public var textHash: Int {
        Text.withUTF8(text) { bytes in
            var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
            func mix(_ word: UInt64) {
                hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 29
            }
            guard let base = bytes.baseAddress else { return Int(truncatingIfNeeded: hash) }
            var offset = 0
            while offset + 8 <= bytes.count {
                mix(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                offset += 8
            }
            var last: UInt64 = 0
            for (shift, byte) in bytes[offset...].enumerated() { last |= UInt64(byte) << (8 * UInt64(shift)) }
            mix(last)
            hash = (hash ^ (hash >> 32)) &* 0xD6E8_FEB8_6659_FD93
            return Int(truncatingIfNeeded: hash ^ (hash >> 32))
        }
    }

    /// Whether the text holds `needle`'s bytes anywhere.
    public func containsBytes(_ needle: StaticString) -> Bool {
        Text.withUTF8(text) { Text.containsBytes(needle, in: $0) }
    }

    /// Runs `body` on the UTF-8 bytes of line `position` (0-based), without making a string of it.
    public func withUTF8<Result>(ofLine position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        Text.withUTF8(text) { bytes in
            body(UnsafeBufferPointer(rebasing: bytes[starts[position]..<ends[position]]))
        }
    }
}
