import Testing

@testable import HigDoc

@Suite struct ArrayAppendMovingTests {
    /// A class instance per element: what is moved is the same instance, never a copy, and the source
    /// keeps none.
    final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func appendsInOrderAndEmptiesTheSource() {
        var list = [Box(1), Box(2)]
        let moved = [Box(3), Box(4), Box(5)]
        var source = moved
        source.append(Box(6))  // its own buffer now, not the one `moved` shares
        list.appendMoving(&source)
        #expect(list.map(\.value) == [1, 2, 3, 4, 5, 6])
        #expect(source.isEmpty)
        #expect(list[2] === moved[0] && list[4] === moved[2])
    }

    @Test func movesIntoAnEmptyListAndFromAnEmptySource() {
        var list: [Box] = []
        var source = [Box(7), Box(8)]
        list.appendMoving(&source)
        #expect(list.map(\.value) == [7, 8])
        #expect(source.isEmpty)
        var empty: [Box] = []
        list.appendMoving(&empty)
        #expect(list.map(\.value) == [7, 8])
        var reserved: [Box] = []
        reserved.reserveCapacity(16)
        var more = [Box(9), Box(10), Box(11)]
        reserved.appendMoving(&more)
        #expect(reserved.map(\.value) == [9, 10, 11])
        #expect(more.isEmpty)
    }

    @Test func aSourceThatSharesItsBufferLeavesTheOtherArrayAsItWas() {
        var list = [Box(1)]
        let kept = [Box(2), Box(3)]
        var source = kept
        list.appendMoving(&source)
        #expect(list.map(\.value) == [1, 2, 3])
        #expect(kept.map(\.value) == [2, 3])
        #expect(source.isEmpty)
    }
}
