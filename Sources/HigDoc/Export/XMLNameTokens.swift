/// Makes XML name tokens (`xs:NMTOKEN`, what XLIFF's `id` attributes are) from ids, unique among those
/// made by the same value: characters a name cannot hold become `.` (`en/bars` → `en.bars`), and a
/// token made before gets `-2`, `-3`, … in order.
struct XMLNameTokens {
    private var used: Set<String> = []
    /// For each token numbered apart, the number tried last (every one up to it is taken).
    private var lastNumbers: [String: Int] = [:]

    mutating func unique(_ id: String) -> String {
        let token = Self.token(id)
        var candidate = token
        var number = 1
        while !used.insert(candidate).inserted {
            // Where the last search for this token ended, not from 2 again.
            number = max(number, lastNumbers[token] ?? 1) + 1
            candidate = "\(token)-\(number)"
        }
        if number > 1 { lastNumbers[token] = number }
        return candidate
    }

    /// `id` with every character an XML name cannot hold replaced by `.`; `_` for an empty id.
    static func token(_ id: String) -> String {
        // Most ids are ASCII slugs that are name tokens already.
        let isASCIIToken = id.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                true
            default: false
            }
        }
        if isASCIIToken && !id.isEmpty { return id }
        var scalars = String.UnicodeScalarView()
        for scalar in id.unicodeScalars {
            scalars.append(isNameCharacter(scalar) ? scalar : ".")
        }
        return scalars.isEmpty ? "_" : String(scalars)
    }

    /// XML 1.0's `NameChar` (fifth edition).
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2E, 0x30...0x39, 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xB7: true
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x37D, 0x37F...0x1FFF, 0x200C...0x200D, 0x203F...0x2040: true
        case 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD: true
        case 0x10000...0xEFFFF: true
        default: false
        }
    }
}
