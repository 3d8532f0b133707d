/// The values a bounded cache holds by key, with the one used longest ago dropped to make room: each
/// value in a slot with its key, and the tick of each slot's last use, so that the oldest is found by a
/// scan of the ticks alone (a `min` over a dictionary of values, or over slots that hold the tick
/// beside the value, copied each value: a retain and a release of its fields, for every one held, each
/// time a value was added). Not safe to share: its cache guards it with a lock.
struct RecentlyUsedSlots<Value> {
    let capacity: Int
    private var slots: [(key: String, value: Value)] = []
    private var lastUses: [Int] = []
    /// The slot of each value in `slots`, by key.
    private var slotOfKey: [String: Int] = [:]
    private var tick = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of values held.
    var count: Int { slots.count }

    /// The value held for `key`, marked as used now; nil when none is.
    mutating func use(_ key: String) -> Value? {
        guard let slot = slotOfKey[key] else { return nil }
        tick += 1
        lastUses[slot] = tick
        return slots[slot].value
    }

    /// Holds `value` for `key`, marked as used now; returns the value dropped to make room, or the one
    /// it replaces for `key` (for the caller to free once it has let go of its lock).
    mutating func add(_ key: String, _ value: Value) -> Value? {
        tick += 1
        if let slot = slotOfKey[key] {
            lastUses[slot] = tick
            defer { slots[slot].value = value }
            return slots[slot].value
        }
        guard slots.count >= capacity else {
            slotOfKey[key] = slots.count
            slots.append((key, value))
            lastUses.append(tick)
            return nil
        }
        var oldest = 0
        for slot in lastUses.indices where lastUses[slot] < lastUses[oldest] { oldest = slot }
        let (droppedKey, dropped) = slots[oldest]
        slotOfKey[droppedKey] = nil
        slotOfKey[key] = oldest
        slots[oldest] = (key, value)
        lastUses[oldest] = tick
        return dropped
    }
}
