import Testing

@testable import HigDoc

/// `KeyedRuns`: values grouped by key into runs, keys numbered when first seen, order kept in a run.
@Suite("Keyed runs")
struct KeyedRunsTests {
    @Test("Keys are numbered when first seen; each run holds its key's values in the order added")
    func layout() {
        var runs = KeyedRuns<DictionaryNumbering<String>>()
        for key in ["b", "a", "b", "c", "a", "b"] { runs.add(key) }
        #expect(runs.numbering.numbers == ["b": 0, "a": 1, "c": 2])
        let (starts, order) = runs.layout()
        #expect(starts == [0, 3, 5, 6])
        #expect(order == [0, 2, 5, 1, 4, 3])
        let empty = KeyedRuns<DictionaryNumbering<Int>>().layout()
        #expect(empty.starts == [0] && empty.order.isEmpty)
    }
}
