import Foundation

/// Tells quickly whether a text contains one of a few terms written in CJK ideographs, so that a
/// term scan can skip the lines that cannot hold them.
///
/// Exact in one direction: when `TermMatcher` finds one of the terms in a line, `mayContain` is true
/// for that line. Folding maps an ideograph only to itself, and nothing else to an ideograph, so a
/// match in the folded text is the same bytes in the text.
struct IdeographTermFilter: Sendable {
    /// The terms that start with one ideograph.
    private struct Group: Sendable {
        /// Whether the ideograph is a term by itself: then any text that has it contains a term.
        var hasSingle = false
        /// The terms of two ideographs or more, as UTF-8 bytes, ordered by their second ideograph.
        var terms: [[UInt8]] = []
        /// Each term's second ideograph, ascending.
        var seconds: [UInt32] = []

        /// Groups up to this size are compared term by term; larger ones (a glossary of thousands of
        /// renderings has hundreds starting with `的` or `一`) find the terms of a second ideograph by a
        /// binary search first.
        static let searchedFrom = 8

        /// Whether one of the terms starts at `index` of `bytes`, whose first ideograph is the group's.
        func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
            if hasSingle { return true }
            var candidates = terms.indices
            if terms.count >= Self.searchedFrom {
                // Every term here is two ideographs or more: the text needs one more after the first.
                guard index + 5 < bytes.count else { return false }
                let second = IdeographTermFilter.ideograph(bytes, at: index + 3)
                var low = 0
                var high = seconds.count
                while low < high {
                    let middle = (low + high) / 2
                    if seconds[middle] < second { low = middle + 1 } else { high = middle }
                }
                var end = low
                while end < seconds.count && seconds[end] == second { end += 1 }
                candidates = low..<end
            }
            for term in candidates where index + terms[term].count <= bytes.count {
                if memcmp(bytes.baseAddress! + index, terms[term], terms[term].count) == 0 { return true }
            }
            return false
        }
    }

    /// The terms grouped by first ideograph: `groups[slots[first - U+4E00] - 1]`.
    private var groups: [Group] = []
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
                groups.append(Group())
                slots[slot] = UInt16(groups.count)
            }
            let group = Int(slots[slot]) - 1
            if scalars.count == 1 {
                groups[group].hasSingle = true
            } else {
                groups[group].terms.append(Array(term.utf8))
                groups[group].seconds.append(scalars[1])
            }
        }
        guard !groups.isEmpty else { return nil }
        for index in groups.indices {
            let order = groups[index].seconds.indices.sorted { groups[index].seconds[$0] < groups[index].seconds[$1] }
            groups[index].terms = order.map { groups[index].terms[$0] }
            groups[index].seconds = order.map { groups[index].seconds[$0] }
        }
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
            let value = Self.ideograph(bytes, at: index)
            if value >= 0x4E00, case let slot = slots[Int(value - 0x4E00)], slot != 0,
                groups[Int(slot) - 1].matches(bytes, at: index)
            {
                return true
            }
            index += 3
        }
        return false
    }

    /// The scalar of the three-byte sequence at `index` (led by E4…E9 for an ideograph; any other lead
    /// gives a value no term's ideograph has, or one below U+4E00).
    @inline(__always)
    private static func ideograph(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        UInt32(bytes[index] & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
    }

    private static func isIdeograph(_ value: UInt32) -> Bool { value >= 0x4E00 && value <= 0x9FFF }
}
