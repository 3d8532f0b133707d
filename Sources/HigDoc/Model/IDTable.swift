/// A hash table from ids to entry numbers that keeps only the numbers and 32 bits of each id's hash:
/// eight bytes a slot, where a `Dictionary` keyed by the id keeps a copy of the id's 16-byte `String`
/// and the value in every bucket. The caller keeps the entries (and through them the ids); each lookup
/// is given `idOfEntry`, which tells the id of an entry, to compare.
///
/// The hash bits kept in a slot spare most comparisons: a probe reads the id of an entry (a string
/// elsewhere in memory, a cache miss in a large table) only when its bits are the id's, so a lookup
/// reads about one id and an insertion of a new id none; the table doubles without reading any.
///
/// Ids are equal exactly when the strings are (`String`'s canonical equivalence), and hashed as
/// `UnitKey` hashes them. Open addressing with linear probing, at most three quarters full; the table
/// doubles when it would be fuller. Lookups never depend on the order of the slots, so the random seed
/// of `Hasher` changes nothing a caller can see.
struct IDTable: Sendable {
    /// Per slot, the low 32 bits of the id's hash in the high half and entry number + 1 in the low half;
    /// 0 is an empty slot. The count is a power of two, at most 2^32: a slot is found from the bits.
    private var slots: [UInt64]
    /// The number of ids in the table.
    private(set) var count = 0

    /// A table that holds `capacity` ids without growing.
    init(capacity: Int) {
        slots = [UInt64](repeating: 0, count: Self.slotCount(for: capacity))
    }

    private static func slotCount(for capacity: Int) -> Int {
        var slots = 8
        while slots / 4 * 3 < capacity { slots *= 2 }
        return slots
    }

    /// The low 32 bits of the hash of `id`, as kept in its slot.
    @inline(__always)
    static func hashBits(_ id: String) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: UnitKey(id).hashValue))
    }

    /// The entry that holds `id`, if any.
    func entry(of id: String, idOfEntry: (Int) -> String) -> Int? {
        let mask = slots.count - 1
        let bits = Self.hashBits(id)
        var slot = Int(bits) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            let entry = Int(stored & 0xFFFF_FFFF) - 1
            if stored >> 32 == bits && idOfEntry(entry) == id { return entry }
            slot = (slot + 1) & mask
        }
    }

    /// The entry that holds `id`: the one already there, or else `entry`, which is put in.
    mutating func insert(_ entry: Int, id: String, idOfEntry: (Int) -> String) -> Int {
        precondition(entry >= 0 && entry < Int(Int32.max), "IDTable holds entries 0..<Int32.max")
        if (count + 1) > slots.count / 4 * 3 { grow() }
        let mask = slots.count - 1
        let bits = Self.hashBits(id)
        var slot = Int(bits) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 {
                slots[slot] = bits << 32 | UInt64(entry + 1)
                count += 1
                return entry
            }
            let held = Int(stored & 0xFFFF_FFFF) - 1
            if stored >> 32 == bits && idOfEntry(held) == id { return held }
            slot = (slot + 1) & mask
        }
    }

    /// Doubles the slots and puts every entry in again, where its hash bits say.
    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for stored in old where stored != 0 {
            var slot = Int(stored >> 32) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }
}
