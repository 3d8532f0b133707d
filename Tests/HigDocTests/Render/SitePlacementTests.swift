import Testing

@testable import HigDoc

/// How the site finds the bar part that holds a block: by halving the part's ranges, which can be
/// thousands (a page of thousands of sections about one bar).
@Suite struct SitePlacementTests {
    @Test("A block is in a part's ordered ranges exactly when one of them holds it")
    func rangesHoldingABlock() {
        var sequence = SeededSequence(seed: 0xA076_1D64_78BD_642F)
        func next(_ bound: Int) -> Int { sequence.next(bound) }
        var (held, asked) = (0, 0)
        for _ in 0..<200 {
            // Ordered ranges that do not overlap, some touching, some empty gaps between.
            var ranges: [Range<Int>] = []
            var start = next(3)
            for _ in 0..<next(12) {
                let end = start + 1 + next(5)
                ranges.append(start..<end)
                start = end + next(3)
            }
            for index in -2...(start + 2) {
                let expected = ranges.contains { $0.contains(index) }
                #expect(SitePlacement.contains(ranges, index) == expected, "\(ranges) \(index)")
                held += expected ? 1 : 0
                asked += 1
            }
        }
        #expect(held > 1_000 && asked - held > 1_000)
        #expect(!SitePlacement.contains([], 0))
        #expect(SitePlacement.contains([0..<1], 0) && !SitePlacement.contains([0..<1], 1))
    }
}
