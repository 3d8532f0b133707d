/// Writes a string as a JSON string literal exactly as `JSONEncoder` with `.withoutEscapingSlashes`
/// does: `"` and `\` escaped, `\b \f \n \r \t` for those controls, `\u00xx` (lowercase hex) for
/// the other controls, everything else as UTF-8. Shared by the site's and the report's JSON writers.
enum JSONStringEscaping {
    static func append<Sink: JSONByteSink>(_ text: String, to sink: inout Sink) {
        // The quotes as bytes of their own (a static array of one byte cost a lazy-initialization check
        // and a buffer append, 65 instructions a quote).
        sink.append(0x22)
        Text.withUTF8(text) { utf8 in
            var pending = 0
            var index = 0
            while index < utf8.count {
                // Eight bytes at a time while none is a control byte, a quote or a backslash.
                if index + 8 <= utf8.count,
                    !needsEscape(UnsafeRawPointer(utf8.baseAddress! + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let byte = utf8[index]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C {
                    sink.append(UnsafeBufferPointer(rebasing: utf8[pending..<index]))
                    pending = index + 1
                    escape(byte).withUnsafeBufferPointer { sink.append($0) }
                }
                index += 1
            }
            sink.append(UnsafeBufferPointer(rebasing: utf8[pending..<utf8.count]))
        }
        sink.append(0x22)
    }

    /// Whether one of eight bytes is below 0x20, a quote or a backslash (the classic test for a zero
    /// byte, `(x - 0x01…) & ~x & 0x80…`, applied to the word and to it XORed with each byte sought).
    @inline(__always)
    static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
        let control = (word &- 0x20 &* ones) & ~word & highs != 0
        return control || hasZero(word ^ (0x22 &* ones)) || hasZero(word ^ (0x5C &* ones))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The escape sequence of a byte that needs one.
    private static func escape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case 0x22: return Array(#"\""#.utf8)
        case 0x5C: return Array(#"\\"#.utf8)
        case 0x08: return Array(#"\b"#.utf8)
        case 0x0C: return Array(#"\f"#.utf8)
        case 0x0A: return Array(#"\n"#.utf8)
        case 0x0D: return Array(#"\r"#.utf8)
        case 0x09: return Array(#"\t"#.utf8)
        default: return Array(#"\u00"#.utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
        }
    }
}
