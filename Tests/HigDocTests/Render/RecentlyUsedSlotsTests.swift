import Testing

@testable import HigDoc

/// `RecentlyUsedSlots`: the values of a bounded cache, the one used longest ago dropped to make room.
@Suite struct RecentlyUsedSlotsTests {
    @Test("The value used longest ago is dropped; a value added again for its key replaces the old one")
    func dropsTheOldest() {
        var slots = RecentlyUsedSlots<String>(capacity: 2)
        #expect(slots.add("a", "A") == nil && slots.add("b", "B") == nil && slots.count == 2)
        // a is used after b was added: b is now the one used longest ago.
        #expect(slots.use("a") == "A" && slots.use("c") == nil)
        #expect(slots.add("c", "C") == "B")
        #expect(slots.use("b") == nil && slots.use("a") == "A" && slots.use("c") == "C")
        // Added again, a replaces its value (handed back) and drops nothing.
        #expect(slots.add("a", "A2") == "A" && slots.count == 2)
        #expect(slots.use("a") == "A2")
        // c was used before a: it goes next.
        #expect(slots.add("d", "D") == "C" && slots.use("c") == nil && slots.use("d") == "D")
        // No room below one.
        var one = RecentlyUsedSlots<Int>(capacity: 0)
        #expect(one.capacity == 1 && one.add("x", 1) == nil && one.add("y", 2) == 1 && one.use("x") == nil)
    }
}
