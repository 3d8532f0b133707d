/// A hash table from ids to entry numbers that keeps only the numbers: four bytes a slot, where a
/// `Dictionary` keyed by the id keeps a copy of the id's 16-byte `String` and the value in every bucket.
/// The caller keeps the entries (and through them the ids); each lookup is given `idOfEntry`, which
/// tells the id of an entry, to compare.
///
/// Ids are equal exactly when the strings are (`String`'s canonical equivalence), and hashed as
/// `UnitKey` hashes them. Open addressing with linear probing, at most three quarters full; the table
/// doubles when it would be fuller. Lookups never depend on the order of the slots, so the random seed
/// of `Hasher` changes nothing a caller can see.
struct IDTable: Sendable {
    /// Entry number + 1 in each slot; 0 is an empty slot. The count is a power of two.
    private var slots: [Int32]
    /// The number of ids in the table.
    private(set) var count = 0

    /// A table that holds `capacity` ids without growing.
    init(capacity: Int) {
        slots = [Int32](repeating: 0, count: Self.slotCount(for: capacity))
    }

    private static func slotCount(for capacity: Int) -> Int {
        var slots = 8
        while slots / 4 * 3 < capacity { slots *= 2 }
        return slots
    }

    /// The entry that holds `id`, if any.
    func entry(of id: String, idOfEntry: (Int) -> String) -> Int? {
        let mask = slots.count - 1
        var slot = UnitKey(id).hashValue & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if idOfEntry(stored - 1) == id { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// The entry that holds `id`: the one already there, or else `entry`, which is put in.
    mutating func insert(_ entry: Int, id: String, idOfEntry: (Int) -> String) -> Int {
        precondition(entry >= 0 && entry < Int(Int32.max), "IDTable holds entries 0..<Int32.max")
        if (count + 1) > slots.count / 4 * 3 { grow(idOfEntry: idOfEntry) }
        let mask = slots.count - 1
        var slot = UnitKey(id).hashValue & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 {
                slots[slot] = Int32(entry + 1)
                count += 1
                return entry
            }
            if idOfEntry(stored - 1) == id { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Doubles the slots and puts every entry in again.
    private mutating func grow(idOfEntry: (Int) -> String) {
        let old = slots
        slots = [Int32](repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for stored in old where stored != 0 {
            var slot = UnitKey(idOfEntry(Int(stored) - 1)).hashValue & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }
}
