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
        withUTF8(text) { characterCountIfOneScalarEach($0) != nil }
    }

    /// The number of characters of valid UTF-8 `bytes` when each is one scalar for which `standsAlone`
    /// holds (then it is the number of scalars), else nil. Indices and the count stay within the
    /// buffer's count, so they are added to without overflow checks (this runs over every line).
    static func characterCountIfOneScalarEach(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var count = 0
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                // ASCII bytes other than CR, up to eight at a time (tried where ASCII starts only, so
                // that a run of CJK text does not pay for the test at every character).
                let run = asciiRunWithoutCR(bytes, at: index)
                if run > 0 {
                    index &+= run
                    count &+= run
                    continue
                }
                if lead == 0x0D { return nil }
                index &+= 1
            } else if leadsIdeographRun(bytes, at: index) {
                // A run of ideographs, counted in a tight loop of its own (most of a Chinese line).
                index &+= 3
                count &+= 1
                while leadsIdeographRun(bytes, at: index) {
                    index &+= 3
                    count &+= 1
                }
                continue
            } else if lead >= 0xE0 && lead < 0xF0 && index &+ 2 < bytes.count {
                // Three bytes: CJK, kana, general punctuation, full-width forms.
                let value =
                    UInt32(lead & 0x0F) << 12 | UInt32(bytes[index &+ 1] & 0x3F) << 6 | UInt32(bytes[index &+ 2] & 0x3F)
                guard (value >= 0x4E00 && value <= 0x9FFF) || standsAlone(value) else { return nil }
                index &+= 3
            } else {
                // Decode the scalar just far enough to know whether it stands alone.
                let length = scalarLength(lead: lead)
                guard index &+ length <= bytes.count else { return nil }
                var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index &+ offset] & 0x3F) }
                guard standsAlone(value) else { return nil }
                index &+= length
            }
            count &+= 1
        }
        return count
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

    /// Whether a byte is an ASCII letter.
    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    /// Whether `text` is all ASCII, over its contiguous bytes.
    static func isASCII(_ text: String) -> Bool {
        withUTF8(text) { isASCII($0) }
    }

    /// Whether every byte is ASCII, eight bytes at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while index + 8 <= bytes.count {
            if UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                return false
            }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// The length in bytes of the scalar a UTF-8 lead byte starts.
    @inline(__always)
    static func scalarLength(lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    }

    /// The offset of the first byte of scalar number `scalar` (from 0) of valid UTF-8 `bytes`, or
    /// `bytes.count` when they have no more scalars than that.
    static func byteOffset(ofScalar scalar: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var seen = 0
        var index = 0
        while index < bytes.count {
            if seen == scalar { return index }
            index += scalarLength(lead: bytes[index])
            seen += 1
        }
        return bytes.count
    }

    /// Whether a UTF-8 lead byte starts a scalar of U+5000…U+9FFF (leads E5…E9): CJK ideographs, which
    /// stand alone and are not whitespace, known without decoding them.
    @inline(__always)
    static func leadsCJKIdeograph(_ lead: UInt8) -> Bool { lead >= 0xE5 && lead <= 0xE9 }

    /// How many of the eight bytes from `index` on, counted from the first, are ASCII other than CR: the
    /// bytes before the first CR or non-ASCII byte of the word (0 when that is the byte at `index`, or
    /// fewer than eight bytes are left). The lowest byte the zero-byte test flags is exact; only bytes
    /// above a zero byte can be flagged falsely.
    @inline(__always)
    static func asciiRunWithoutCR(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard index &+ 8 <= bytes.count else { return 0 }
        let stops = nonASCIIOrCR(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
        return stops == 0 ? 8 : stops.trailingZeroBitCount >> 3
    }

    /// The high bit of each byte of an eight-byte word (read little-endian) that is not ASCII or is a CR:
    /// zero exactly when there is none. The lowest byte flagged is exact; only bytes above a CR can be
    /// flagged falsely.
    @inline(__always)
    static func nonASCIIOrCR(_ word: UInt64) -> UInt64 {
        let crossed = word ^ 0x0D0D_0D0D_0D0D_0D0D
        let carriageReturns = (crossed &- 0x0101_0101_0101_0101) & ~crossed & 0x8080_8080_8080_8080
        return word & 0x8080_8080_8080_8080 | carriageReturns
    }

    /// Whether a complete three-byte scalar of valid UTF-8 `bytes` starts at `index` and is one of
    /// U+4000…U+9FFF that stand alone: every one but the hexagram symbols U+4DC0…U+4DFF (`E4 B7 xx`),
    /// which `standsAlone` leaves out. (U+4E00…U+4FFF, `E4` leads, hold common characters: 一, 中, 以.)
    @inline(__always)
    static func leadsIdeographRun(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index &+ 2 < bytes.count else { return false }
        let lead = bytes[index]
        return leadsCJKIdeograph(lead) || (lead == 0xE4 && bytes[index &+ 1] != 0xB7)
    }

    /// The CJK unified ideograph of U+4E00…U+9FFF (each caseless and standing alone) whose three bytes
    /// start at `index` of valid UTF-8 `bytes` (`E4 B8 80` to `E9 BF BF`), or nil.
    @inline(__always)
    static func ideograph(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index >= 0, index + 2 < bytes.count else { return nil }
        let lead = bytes[index]
        guard leadsCJKIdeograph(lead) || (lead == 0xE4 && bytes[index + 1] >= 0xB8) else { return nil }
        return UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
    }

    /// Where the scalar of valid UTF-8 `bytes` that ends just before `end` starts (0 at the most).
    @inline(__always)
    static func scalarStart(before end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = end - 1
        while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// The scalar of valid UTF-8 `bytes` starting at `index`, and its length in bytes.
    @inline(__always)
    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        if lead < 0xE0 { return (UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return (
                UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3
            )
        }
        return (
            UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F), 4
        )
    }

    /// `Array(text.unicodeScalars)`, decoded from the UTF-8 bytes in one pass.
    static func scalars(of text: String) -> [Unicode.Scalar] {
        withUTF8(text) { bytes in
            // Written in place: no check of the array's room and uniqueness for each scalar.
            [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { scalars, count in
                var written = 0
                var index = 0
                while index < bytes.count {
                    let lead = bytes[index]
                    if lead < 0x80 {
                        scalars[written] = Unicode.Scalar(lead)
                        index += 1
                    } else {
                        let (value, length) = decodeScalar(bytes, at: index)
                        scalars[written] = Unicode.Scalar(value)!
                        index += length
                    }
                    written += 1
                }
                count = written
            }
        }
    }

    /// The number of scalars of `text` that are not whitespace (`isWhitespace`), over its UTF-8 bytes:
    /// eight ASCII bytes at a time, a run of ideographs (never whitespace) three bytes at a time.
    static func nonWhitespaceScalarCount(_ text: String) -> Int {
        withUTF8(text) { bytes in
            var count = 0
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 && index + 8 <= bytes.count {
                    let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 {
                        count += 8 - asciiWhitespaceCount(word)
                        index += 8
                        continue
                    }
                }
                if leadsIdeographRun(bytes, at: index) {
                    count += 1
                    index += 3
                    continue
                }
                let (value, length) = decodeScalar(bytes, at: index)
                if !isWhitespace(value) { count += 1 }
                index += length
            }
            return count
        }
    }

    /// How many of eight ASCII bytes are whitespace (U+0009…U+000D and the space), exactly: with every
    /// byte's top bit set first, subtracting a byte value from each byte borrows from none of its
    /// neighbours, and the top bit left says whether the byte was at least that value.
    @inline(__always)
    static func asciiWhitespaceCount(_ word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let atLeastTab = ((word | highs) &- 0x09 &* ones) & highs
        let atLeastShiftOut = ((word | highs) &- 0x0E &* ones) & highs
        // A space XORed with spaces is zero: the only byte that loses its top bit by subtracting one.
        let spaces = ~(((word ^ (0x20 &* ones)) | highs) &- ones) & highs
        return ((atLeastTab & ~atLeastShiftOut) | spaces).nonzeroBitCount
    }

    /// The number of scalars of valid UTF-8 `bytes`: the bytes that are not continuation bytes
    /// (`10xxxxxx`), counted eight at a time.
    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var continuations = 0
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // A continuation byte has its top bit set and the next one clear; shifting left by one puts
            // each byte's bit 6 where its bit 7 is (bits crossing into the next byte are masked away).
            continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            index += 8
        }
        while index < bytes.count {
            if bytes[index] & 0xC0 == 0x80 { continuations += 1 }
            index += 1
        }
        return bytes.count - continuations
    }

    /// Whether every scalar of `text` is canonically inert, over its bytes: ASCII and CJK ideographs of
    /// U+5000…U+9FFF (leads E5…E9) are told by their lead byte, other scalars decoded.
    static func isCanonicallyInert(_ text: String) -> Bool {
        withUTF8(text) { isCanonicallyInert($0) }
    }

    /// `isCanonicallyInert` over UTF-8 bytes: runs of ASCII without CR passed over up to eight bytes at a
    /// time wherever they start, CJK unified ideographs told by their first two bytes.
    static func isCanonicallyInert(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                let run = asciiRunWithoutCR(bytes, at: index)
                if run > 0 {
                    index += run
                    continue
                }
                if lead == 0x0D { return false }
                index += 1
            } else if ideograph(in: bytes, at: index) != nil {
                index += 3
            } else {
                let (value, length) = decodeScalar(bytes, at: index)
                if !isCanonicallyInert(value) { return false }
                index += length
            }
        }
        return true
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
        guard !needle.isEmpty, isCanonicallyInert(needle), isCanonicallyInert(text) else {
            return text.range(of: needle, range: start..<text.endIndex)
        }
        let startOffset = text.utf8.distance(from: text.startIndex, to: start)
        let found: Int? = withUTF8(needle) { needleBytes in
            withUTF8(text) { bytes in
                firstOffset(of: needleBytes, in: UnsafeBufferPointer(rebasing: bytes[startOffset...])).map {
                    startOffset + $0
                }
            }
        }
        guard let found else { return nil }
        let lower = text.utf8.index(text.startIndex, offsetBy: found)
        return lower..<text.utf8.index(lower, offsetBy: needle.utf8.count)
    }

    /// Whether `text` contains the ASCII `needle` with letters in any case (`</TABLE>` for `</table>`);
    /// `needle` must be lowercase. What Foundation's case-insensitive search finds for such a needle,
    /// without bridging the text.
    static func containsIgnoringASCIICase(_ needle: StaticString, in text: Substring) -> Bool {
        needle.withUTF8Buffer { needle -> Bool in
            guard let first = needle.first else { return true }
            var text = text
            return text.withUTF8 { bytes -> Bool in
                guard bytes.count >= needle.count else { return false }
                func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte }
                for start in 0...(bytes.count - needle.count) where lowered(bytes[start]) == first {
                    var offset = 1
                    while offset < needle.count && lowered(bytes[start + offset]) == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                return false
            }
        }
    }

    /// Whether `text` contains `needle`, as Foundation's `contains` finds it (see `firstRange`).
    static func contains(_ needle: String, in text: String) -> Bool { firstRange(of: needle, in: text) != nil }

    /// `contains(needle, in: text)` for one of many needles searched in one text: `textIsInert` is
    /// `isCanonicallyInert(text)`, worked out once for them all.
    static func contains(_ needle: String, in text: String, textIsInert: Bool) -> Bool {
        guard textIsInert, !needle.isEmpty, isCanonicallyInert(needle) else { return contains(needle, in: text) }
        return withUTF8(needle) { needle in withUTF8(text) { firstOffset(of: needle, in: $0) != nil } }
    }

    /// Whether a scalar is a control character: C0 (tab and line breaks among them), DEL or C1.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    /// Whether `text` may hold a control character (`isControl`), told from its bytes without decoding:
    /// nearly every text holds none. 0xC2 begins the characters U+0080 to U+00BF, the C1 controls among them.
    static func mayHoldControl(_ text: String) -> Bool {
        !text.utf8.allSatisfy { $0 >= 0x20 && $0 != 0x7F && $0 != 0xC2 }
    }

    /// The first control character of `text` other than a tab or a line break (C0, DEL, C1), written as
    /// `U+001B`; nil when it has none. Front matter and glossary values are refused with one.
    static func firstControlCharacter(in text: String) -> String? {
        guard mayHoldControl(text),
            let control = text.unicodeScalars.first(where: { isControl($0) && !"\t\n\r".unicodeScalars.contains($0) })
        else { return nil }
        let hex = String(control.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text.allSatisfy(\.isWhitespace)`, answered from the bytes while they are ASCII: an ASCII byte
    /// other than a space, tab or line break starts a character that is not whitespace (no cluster
    /// joins an ASCII letter to what comes before it), and a text of those bytes alone is whitespace
    /// throughout (`\r\n` included). A text with other bytes is tested character by character.
    static func isWhitespaceOnly(_ text: String) -> Bool {
        let answer = withUTF8(text) { bytes -> Bool? in
            for index in bytes.indices {
                let byte = bytes[index]
                if byte >= 0x80 {
                    // Only ASCII whitespace comes before, which no scalar that stands alone joins: such a
                    // scalar starts a character of its own, which is whitespace only if the scalar is (a
                    // Chinese text is told from its first ideograph, without a `Character`).
                    let value = decodeScalar(bytes, at: index).value
                    return standsAlone(value) && !isWhitespace(value) ? false : nil
                }
                if byte != 0x20 && (byte < 0x09 || byte > 0x0D) { return false }
            }
            return true
        }
        return answer ?? text.allSatisfy(\.isWhitespace)
    }

    /// Whether two texts have the same UTF-8 bytes (`memcmp`; the same storage is not read twice).
    static func hasSameBytes(_ a: String, _ b: String) -> Bool {
        withUTF8(a) { left in
            withUTF8(b) { right in
                guard left.count == right.count else { return false }
                guard let leftBase = left.baseAddress, let rightBase = right.baseAddress, leftBase != rightBase
                else { return true }
                return memcmp(leftBase, rightBase, left.count) == 0
            }
        }
    }

    /// Whether `bytes` hold the UTF-8 encoding of `needle`: `memchr` for its first byte, then a compare.
    static func containsBytes(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        needle.withUTF8Buffer { containsBytes($0, in: bytes) }
    }

    /// Whether the UTF-8 encoding of `text` holds that of `needle`, byte for byte. For canonically inert
    /// texts (`isCanonicallyInert`) this is what `contains(_:in:)` finds.
    static func containsBytes(_ needle: String, in text: String) -> Bool {
        withUTF8(needle) { needle in withUTF8(text) { containsBytes(needle, in: $0) } }
    }

    static func containsBytes(_ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        needle.isEmpty || firstOffset(of: needle, in: bytes) != nil
    }

    /// Where the first occurrence of the (non-empty) `needle` starts in `bytes`, byte for byte: `memchr`
    /// for its first byte, then a compare.
    static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = needle.first, let base = bytes.baseAddress, bytes.count >= needle.count else { return nil }
        let last = bytes.count - needle.count
        var start = 0
        while start <= last, let hit = memchr(base + start, Int32(first), last - start + 1) {
            let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }

    /// `source.split(separator: "/").last`: the last non-empty part between slashes (of a link or an
    /// image source), found over the bytes from the end when every character is one scalar.
    static func lastPathComponent(_ source: String) -> Substring? {
        guard isOneScalarPerCharacter(source) else { return source.split(separator: "/").last }
        // "/" is one byte that no other scalar's encoding holds.
        let found = withUTF8(source) { bytes -> (start: Int, end: Int)? in
            var end = bytes.count
            while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard end > 0 else { return nil }
            var start = end
            while start > 0 && bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            return (start, end)
        }
        guard let found else { return nil }
        let utf8 = source.utf8
        return source[
            utf8.index(utf8.startIndex, offsetBy: found.start)..<utf8.index(utf8.startIndex, offsetBy: found.end)]
    }

    /// Whether the UTF-8 encoding of `text` holds `byte` (a `memchr`).
    static func containsByte(_ byte: UInt8, in text: String) -> Bool {
        withUTF8(text) { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
    }

    /// `text.count`, without grapheme breaking when every character is one scalar.
    static func characterCount(_ text: String) -> Int {
        withUTF8(text) { characterCountIfOneScalarEach($0) } ?? text.count
    }
}
