/// Writes a string as a JSON string literal exactly as `JSONEncoder` with `.withoutEscapingSlashes`
/// does: `"` and `\` escaped, `\b \f \n \r \t` for those controls, `\u00xx` (lowercase hex) for
/// the other controls, everything else as UTF-8. Shared by the site's and the report's JSON writers.
enum JSONStringEscaping {
    static func append<Sink: JSONByteSink>(_ text: String, to sink: inout Sink) {
        quote.withUnsafeBufferPointer { sink.append($0) }
        Text.withUTF8(text) { utf8 in
            var pending = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                sink.append(UnsafeBufferPointer(rebasing: utf8[pending..<index]))
                pending = index + 1
                escape(byte).withUnsafeBufferPointer { sink.append($0) }
            }
            sink.append(UnsafeBufferPointer(rebasing: utf8[pending..<utf8.count]))
        }
        quote.withUnsafeBufferPointer { sink.append($0) }
    }

    private static let quote: [UInt8] = [0x22]
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
