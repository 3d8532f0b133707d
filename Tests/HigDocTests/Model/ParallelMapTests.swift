import Testing

@testable import HigDoc

@Suite struct ParallelMapTests {
    struct Stop: Error, Equatable { let at: Int }

    /// Chunks are made on all cores a few at a time but handed over in order, every one once.
    @Test func chunksArriveInOrder() {
        let elements = Array(0..<10_007)
        var seen: [Int] = []
        var chunks = 0
        ParallelMap.forEachChunk(
            of: elements, size: 100, transform: { chunk in chunk.map { $0 * 2 } },
            then: { doubled in
                seen += doubled
                chunks += 1
            })
        #expect(chunks == 101)
        #expect(seen == elements.map { $0 * 2 })
    }

    /// An error from the consumer stops the chunks and comes back out.
    @Test func anErrorStopsTheChunks() {
        let elements = Array(0..<5_000)
        var handed = 0
        #expect(throws: Stop(at: 13)) {
            try ParallelMap.forEachChunk(
                of: elements, size: 50, transform: { $0.first! },
                then: { first in
                    handed += 1
                    if first == 600 { throw Stop(at: handed) }
                })
        }
        #expect(handed == 13)
    }

    /// Two computations of different types side by side: each value comes back in its place, also
    /// when `both` is called from inside another parallel map (where the two run one after the other).
    @Test func bothGivesEachValueInItsPlace() {
        let (sum, text) = ParallelMap.both({ (1...1_000).reduce(0, +) }, { String(repeating: "ab", count: 3) })
        #expect(sum == 500_500)
        #expect(text == "ababab")
        let nested = ParallelMap.map(Array(0..<8)) { index in
            ParallelMap.both({ index * index }, { "\(index)" })
        }
        #expect(nested.map(\.0) == [0, 1, 4, 9, 16, 25, 36, 49])
        #expect(nested.map(\.1) == ["0", "1", "2", "3", "4", "5", "6", "7"])
    }
}
