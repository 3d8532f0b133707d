import Foundation

/// Tells quickly whether a text contains one of a few terms written in CJK ideographs, so that a
/// term scan can skip the lines that cannot hold them.
///
/// Exact in one direction: when `TermMatcher` finds one of the terms in a line, `mayContain` is true
/// for that line. Folding maps an ideograph only to itself, and nothing else to an ideograph, so a
/// match in the folded text is the same bytes in the text.
struct IdeographTermFilter: Sendable {
    /// The terms' UTF-8 bytes, grouped by first ideograph: `groups[slots[first - U+4E00] - 1]`.
    private var groups: [[[UInt8]]] = []
    /// Per ideograph of U+4E00…U+9FFF, one more than the index in `groups` of the terms it starts, or 0
    /// when none does: one load answers whether a term can start there (a dictionary lookup per
    /// ideograph took most of the filter's time).
    private var slots = [UInt16](repeating: 0, count: 0x9FFF - 0x4E00 + 1)

    /// A filter for `terms`, or nil when a term has a scalar that is not a CJK ideograph (then every
    /// text has to be scanned).
    init?(terms: some Sequence<String>) {
        for term in terms {
            let scalars = term.unicodeScalars.map(\.value)
            guard let first = scalars.first, scalars.allSatisfy(Self.isIdeograph) else { return nil }
            let slot = Int(first - 0x4E00)
            if slots[slot] == 0 {
                guard groups.count < Int(UInt16.max) else { return nil }
                groups.append([])
                slots[slot] = UInt16(groups.count)
            }
            groups[Int(slots[slot]) - 1].append(Array(term.utf8))
        }
        guard !groups.isEmpty else { return nil }
    }

    /// Whether `text` contains one of the terms (byte for byte).
    func mayContain(_ text: String) -> Bool {
        Text.withUTF8(text, mayContain(bytes:))
    }

    /// Whether these UTF-8 bytes contain one of the terms.
    func mayContain(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        // U+4E00…U+9FFF are the three-byte sequences led by E4…E9.
        while index + 2 < bytes.count {
            let lead = bytes[index]
            guard lead >= 0xE4 && lead <= 0xE9 else {
                index += 1
                continue
            }
            let value =
                UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            if value >= 0x4E00, case let slot = slots[Int(value - 0x4E00)], slot != 0 {
                for term in groups[Int(slot) - 1] where index + term.count <= bytes.count {
                    if memcmp(bytes.baseAddress! + index, term, term.count) == 0 { return true }
                }
            }
            index += 3
        }
        return false
    }

    private static func isIdeograph(_ value: UInt32) -> Bool { value >= 0x4E00 && value <= 0x9FFF }
}
