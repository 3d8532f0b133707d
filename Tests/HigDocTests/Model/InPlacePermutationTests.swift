import Testing

@testable import HigDoc

@Suite struct InPlacePermutationTests {
    /// Elements with strings (moved, not copied) land where the order puts them, for orders made of one
    /// long cycle, many short ones and none.
    @Test func arrangesByOrder() {
        let words = (0..<9).map { "word \($0) \(String(repeating: "x", count: $0 * 7))" }
        for order in [
            [8, 0, 1, 2, 3, 4, 5, 6, 7], [1, 0, 3, 2, 5, 4, 7, 6, 8], Array(0..<9), [4, 7, 0, 8, 2, 6, 1, 5, 3],
        ] {
            var list = words
            InPlacePermutation.arrange(&list, by: order)
            #expect(list == order.map { words[$0] })
        }
    }

    @Test func movesToDestinations() {
        var list = ["a", "b", "c", "d"]
        InPlacePermutation.move(&list, to: [2, 0, 3, 1])
        #expect(list == ["b", "d", "a", "c"])
    }
}
