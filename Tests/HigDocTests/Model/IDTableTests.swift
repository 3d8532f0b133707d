import Testing

@testable import HigDoc

/// `IDTable`: ids to entry numbers, the entries kept by the caller.
@Suite("ID table")
struct IDTableTests {
    @Test("Every id finds its entry through many doublings; an id not put in finds none")
    func growsAndFinds() {
        let ids = (0..<5_000).map { "en/bars-\($0)/rule-\($0 % 97)" } + (0..<500).map { "zh/栏-\($0)/不要创建自定义状态栏" }
        var table = IDTable(capacity: 0)
        for (entry, id) in ids.enumerated() {
            #expect(table.insert(entry, id: id) { ids[$0] } == entry)
        }
        #expect(table.count == 5_500)
        var found = 0
        for (entry, id) in ids.enumerated() where table.entry(of: id, idOfEntry: { ids[$0] }) == entry { found += 1 }
        #expect(found == 5_500)
        #expect(table.entry(of: "en/bars-5000/rule-53") { ids[$0] } == nil)
        #expect(table.entry(of: "") { ids[$0] } == nil)
    }

    /// The hash bits kept in each slot: an id is read only where its bits match, so putting in new ids
    /// (and doubling) reads none, a lookup reads the one it finds, and an absent id none, unless 32 bits
    /// of two hashes are equal. `Hasher` is seeded anew in every process, so in about one run in a few
    /// hundred two of these 6,000 ids share their bits: then each such pair may cost a read more.
    @Test("Ids are read only where their hash bits match")
    func readsOnlyMatchingIDs() {
        let ids = (0..<5_000).map { "en/bars-\($0)/rule-\($0 % 97)" }
        let absentIDs = (0..<1_000).map { "zh/absent-\($0)" }
        let bits = (ids + absentIDs).map(IDTable.hashBits)
        // Reads a shared hash may add: one for each id whose bits an earlier id has.
        let slack = bits.count - Set(bits).count
        var reads = 0
        var table = IDTable(capacity: 0)
        for (entry, id) in ids.enumerated() {
            _ = table.insert(entry, id: id) {
                reads += 1
                return ids[$0]
            }
        }
        #expect(reads <= slack)
        reads = 0
        for (entry, id) in ids.enumerated() {
            #expect(
                table.entry(of: id) {
                    reads += 1
                    return ids[$0]
                } == entry)
        }
        #expect(reads >= 5_000 && reads <= 5_000 + slack)
        reads = 0
        for absent in absentIDs {
            _ = table.entry(of: absent) {
                reads += 1
                return ids[$0]
            }
        }
        #expect(reads <= slack)
        // With no shared bits, as in nearly every run, the counts are exact.
        if slack == 0 { #expect(reads == 0) }
        #expect(table.insert(7, id: ids[3]) { ids[$0] } == 3)
    }

    @Test("An id put in again keeps its first entry")
    func firstEntryWins() {
        let ids = ["en/bars/status-bar", "en/bars/toolbar", "en/bars/status-bar"]
        var table = IDTable(capacity: 3)
        #expect(table.insert(0, id: ids[0]) { ids[$0] } == 0)
        #expect(table.insert(1, id: ids[1]) { ids[$0] } == 1)
        #expect(table.insert(2, id: ids[2]) { ids[$0] } == 0)
        #expect(table.count == 2)
        #expect(table.entry(of: "en/bars/status-bar") { ids[$0] } == 0)
    }

    @Test("Canonically equivalent ids are one id, as for String and UnitKey")
    func canonicalEquivalence() {
        let ids = ["en/caf\u{E9}", "en/cafe\u{301}", "en/cafe"]
        var table = IDTable(capacity: 3)
        #expect(table.insert(0, id: ids[0]) { ids[$0] } == 0)
        #expect(table.insert(1, id: ids[1]) { ids[$0] } == 0)
        #expect(table.insert(2, id: ids[2]) { ids[$0] } == 2)
        #expect(table.entry(of: "en/cafe\u{301}") { ids[$0] } == 0)
        #expect(table.count == 2)
    }
}
