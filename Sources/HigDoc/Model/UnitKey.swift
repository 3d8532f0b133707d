import Foundation

/// A unit id (or any other string) as a dictionary or set key: equal exactly when the strings are,
/// under `String`'s canonical equivalence, but hashed over its bytes.
///
/// `String` hashes a non-ASCII string through a normalization check, scalar by scalar: about 2,000
/// instructions for a Chinese unit id such as `zh/bars/不要创建自定义状态栏`, where the bytes take about
/// 150. A canonically inert string (`Text.isCanonicallyInert`: ASCII, CJK ideographs and punctuation)
/// is its own NFC form, so its bytes are what any canonically equivalent string normalizes to; any other
/// string is hashed over the bytes of its NFC form. Equal keys therefore always hash alike.
struct UnitKey: Hashable, Sendable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: UnitKey, rhs: UnitKey) -> Bool { lhs.string == rhs.string }

    func hash(into hasher: inout Hasher) {
        // The bytes are first folded into 64 bits by a multiply-and-shift mix, eight at a time, and only
        // those go through the hasher's SipHash: a unit id is 30 to 90 bytes, hashed hundreds of
        // thousands of times, and SipHash over every byte took five times as long. (The mix is not meant
        // to resist crafted collisions; the hasher's per-process seed still varies the table order.)
        // Most ids are ASCII: the mix itself finds that no byte is anything else (nor a CR), in its one
        // pass over the words, before the scalars are looked at.
        let digest =
            Text.withUTF8(string) { bytes -> UInt64? in
                Self.mix(bytes, asciiOnly: true) ?? (Text.isCanonicallyInert(bytes) ? Self.mix(bytes) : nil)
            } ?? Text.withUTF8(string.precomposedStringWithCanonicalMapping) { Self.mix($0) }
        hasher.combine(digest)
    }

    /// 64 bits of `bytes`: the length, then each eight-byte word (the last one padded with zeros), mixed
    /// in with a multiplication and a shift.
    static func mix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        mix(bytes, asciiOnly: false)!
    }

    /// `mix(bytes)`; with `asciiOnly`, nil as soon as a word holds a byte that is not ASCII or is a CR
    /// (the zero bytes that pad the last word are neither).
    @inline(__always)
    static func mix(_ bytes: UnsafeBufferPointer<UInt8>, asciiOnly: Bool) -> UInt64? {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        @inline(__always) func absorb(_ word: UInt64) {
            state = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
            state ^= state >> 29
        }
        // The length as a word of its own: xored into the first word it could cancel a difference there.
        absorb(UInt64(truncatingIfNeeded: bytes.count))
        guard let base = bytes.baseAddress else { return state }
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if asciiOnly && Text.nonASCIIOrCR(word) != 0 { return nil }
            absorb(word)
            index += 8
        }
        if index < bytes.count {
            var word: UInt64 = 0
            if bytes.count >= 8 {
                // The last eight bytes, shifted down past those already absorbed: the same word as
                // gathering the remaining bytes one by one.
                let last = UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self)
                word = last >> UInt64((8 - (bytes.count - index)) * 8)
            } else {
                for offset in index..<bytes.count { word |= UInt64(bytes[offset]) << UInt64((offset - index) * 8) }
            }
            if asciiOnly && Text.nonASCIIOrCR(word) != 0 { return nil }
            absorb(word)
        }
        state = (state ^ (state >> 32)) &* 0x94D0_49BB_1331_11EB
        return state ^ (state >> 29)
    }
}
