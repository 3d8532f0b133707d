import Foundation

extension Text {
    /// Whether a scalar always forms a `Character` of its own next to any other such scalar, so that a
    /// walk over the scalars of a text made only of them sees exactly the units a `Character` walk sees.
    ///
    /// The ranges cover ASCII (without CR, which joins a following LF), Latin-1 and Latin Extended,
    /// general punctuation, arrows, box drawing and shapes, CJK punctuation, kana, CJK ideographs and
    /// full-width forms. Combining marks, joiners, Hangul jamo and regional indicators are left out, as
    /// are scalars with a canonical singleton decomposition, so equal texts are also equal scalar by
    /// scalar. `TextScalarTests` checks the ranges against the standard library's grapheme breaking.
    @inline(__always)
    static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x0D: false
        case 0x00...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FF, 0x3000...0x3029,
            0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF9D:
            true
        default: false
        }
    }

    /// Whether every `Character` of `text` is one scalar for which `standsAlone` holds: then
    /// `Character` properties are those of the scalar and scalar offsets are character offsets.
    static func isOneScalarPerCharacter(_ text: String) -> Bool {
        for byte in text.utf8 where byte >= 0x80 || byte == 0x0D {
            return text.unicodeScalars.allSatisfy { standsAlone($0.value) }
        }
        return true
    }

    /// The Unicode White_Space property (what `Character.isWhitespace` tests on a character's first
    /// scalar), without a property table lookup.
    @inline(__always)
    static func isWhitespace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Whether lowercasing leaves a non-ASCII scalar as it is, known without a property lookup for the
    /// blocks that have no case (punctuation, symbols, CJK, full-width punctuation).
    @inline(__always)
    static func isCaseless(_ value: UInt32) -> Bool {
        switch value {
        case 0x2000...0x20FF, 0x2190...0x23FF, 0x2500...0x27FF, 0x3000...0x9FFF, 0xFF00...0xFF20, 0xFF3B...0xFF40,
            0xFF5B...0xFFEF:
            true
        default: false
        }
    }

    /// Appends the UTF-8 encoding of a scalar to a byte buffer.
    @inline(__always)
    static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        if value < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value))
        } else {
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }

    /// Runs `body` on the UTF-8 bytes of `text`, in place when the string stores them contiguously.
    @inline(__always)
    static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Whether a scalar has no canonical decomposition and never combines: ASCII without CR, general
    /// punctuation, CJK punctuation and ideographs, full-width ASCII. Texts made of such scalars are
    /// canonically equivalent only when their bytes are equal.
    @inline(__always)
    static func isCanonicallyInert(_ value: UInt32) -> Bool {
        switch value {
        case 0x0D: false
        case 0x00...0x7F, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x4E00...0x9FFF, 0xFF01...0xFF5E: true
        default: false
        }
    }

    /// The first occurrence of `needle` in `text` at or after `start`, as Foundation's `range(of:)` finds
    /// it (canonical equivalence, whole characters), by a byte search when both texts are canonically inert.
    static func firstRange(of needle: String, in text: String, from start: String.Index? = nil)
        -> Range<String.Index>?
    {
        let start = start ?? text.startIndex
        guard !needle.isEmpty, needle.unicodeScalars.allSatisfy({ isCanonicallyInert($0.value) }),
            text.unicodeScalars.allSatisfy({ isCanonicallyInert($0.value) })
        else {
            return text.range(of: needle, range: start..<text.endIndex)
        }
        let startOffset = text.utf8.distance(from: text.startIndex, to: start)
        let found: Int? = withUTF8(needle) { needleBytes in
            withUTF8(text) { bytes in
                guard needleBytes.count <= bytes.count else { return nil }
                let first = needleBytes[0]
                var candidate = startOffset
                while candidate + needleBytes.count <= bytes.count {
                    guard let hit = bytes[candidate...(bytes.count - needleBytes.count)].firstIndex(of: first) else {
                        return nil
                    }
                    if memcmp(bytes.baseAddress! + hit, needleBytes.baseAddress!, needleBytes.count) == 0 { return hit }
                    candidate = hit + 1
                }
                return nil
            }
        }
        guard let found else { return nil }
        let lower = text.utf8.index(text.startIndex, offsetBy: found)
        return lower..<text.utf8.index(lower, offsetBy: needle.utf8.count)
    }
}
