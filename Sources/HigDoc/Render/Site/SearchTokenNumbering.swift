/// Numbers search tokens in the order they are first seen (0, 1, 2, …), as `KeyedRuns` numbers keys,
/// with a table of its own for the characters and pairs that are most tokens of a Chinese page and the
/// short words that are most tokens of an English one.
///
/// A `Dictionary` hashes every key with SipHash, seeded per process: for a token that is one
/// 64-bit word that setup and finalization were most of the lookup, and the lookups, one or two per
/// character of every Chinese text, were about 3% of the build's time at N = 10,000. Characters,
/// pairs and words of up to seven bytes (most English words) go into an open-addressing table keyed
/// by one 64-bit word and hashed by one multiplication; longer words stay in a `Dictionary`.
struct SearchTokenNumbering: KeyNumbering, Sendable {
    /// The tokens by number.
    private(set) var keys: [SearchTokenKey] = []
    /// The slots of the table: the token's word (`tableWord`, never 0) or 0 when free, and its number.
    /// The slot count is a power of two, at most half of them used.
    private var slotWords: [UInt64]
    private var slotNumbers: [Int32]
    /// The slots in use, so that `removeAll` frees them without going over the whole table.
    private var usedSlots: [Int] = []
    /// How far a word's product is shifted to give its first slot: 64 minus log2 of the slot count.
    private var shift: UInt64
    private var words: [String: Int32] = [:]

    init() {
        slotWords = [UInt64](repeating: 0, count: 64)
        slotNumbers = [Int32](repeating: 0, count: 64)
        shift = 64 - 6
    }

    /// The number of distinct tokens numbered.
    var count: Int { keys.count }

    /// The number of `token`, numbering it next when it is new.
    mutating func number(of token: SearchTokenKey) -> Int32 {
        guard let word = Self.tableWord(token) else {
            if case .word(let text) = token {
                let next = Int32(keys.count)
                let number = Self.value(of: &words[text, default: next])
                if number == next { keys.append(token) }
                return number
            }
            preconditionFailure("a character, a pair or a short word is in the table")
        }
        let (slot, found) = probe(word)
        if let found { return found }
        let number = Int32(keys.count)
        slotWords[slot] = word
        slotNumbers[slot] = number
        usedSlots.append(slot)
        keys.append(token)
        if usedSlots.count * 2 > slotWords.count { grow() }
        return number
    }

    private static func value(of number: inout Int32) -> Int32 { number }

    /// The number of `token`, or nil when it was never numbered.
    func number(ofExisting token: SearchTokenKey) -> Int32? {
        guard let word = Self.tableWord(token) else {
            if case .word(let text) = token { return words[text] }
            return nil
        }
        return probe(word).number
    }

    /// The slot holding `word` and its number, or the free slot where it would go.
    @inline(__always)
    private func probe(_ word: UInt64) -> (slot: Int, number: Int32?) {
        var slot = self.slot(of: word)
        while slotWords[slot] != 0 {
            if slotWords[slot] == word { return (slot, slotNumbers[slot]) }
            slot = (slot + 1) & (slotWords.count - 1)
        }
        return (slot, nil)
    }

    /// A token as one 64-bit word, never 0, no two tokens alike: a character as its scalar value plus
    /// one (below 2^21 + 1); a pair as its two scalars' values (the first in the high half) with the top
    /// bit set; a word of up to seven UTF-8 bytes as its bytes (the first in the lowest byte), its
    /// length above them and bit 62 set. Nil for a longer word.
    private static func tableWord(_ token: SearchTokenKey) -> UInt64? {
        switch token {
        case .character(let scalar): return UInt64(scalar.value) + 1
        case .pair(let first, let second): return UInt64(first.value) << 32 | UInt64(second.value) | 1 << 63
        case .word(var text):
            guard text.utf8.count <= 7 else { return nil }
            return text.withUTF8 { bytes in
                var word = UInt64(bytes.count) << 56 | 1 << 62
                for (index, byte) in bytes.enumerated() { word |= UInt64(byte) << (8 * UInt64(index)) }
                return word
            }
        }
    }

    @inline(__always)
    private func slot(of word: UInt64) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Forgets every token, keeping the table's capacity (one value serves one search entry after
    /// another).
    mutating func removeAll() {
        for slot in usedSlots { slotWords[slot] = 0 }
        usedSlots.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        words.removeAll(keepingCapacity: true)
    }

    /// Doubles the table and puts every character and pair in its new slot.
    private mutating func grow() {
        let oldWords = slotWords
        let oldNumbers = slotNumbers
        slotWords = [UInt64](repeating: 0, count: oldWords.count * 2)
        slotNumbers = [Int32](repeating: 0, count: oldWords.count * 2)
        shift -= 1
        usedSlots.removeAll(keepingCapacity: true)
        for (index, word) in oldWords.enumerated() where word != 0 {
            var slot = self.slot(of: word)
            while slotWords[slot] != 0 { slot = (slot + 1) & (slotWords.count - 1) }
            slotWords[slot] = word
            slotNumbers[slot] = oldNumbers[index]
            usedSlots.append(slot)
        }
    }
}
