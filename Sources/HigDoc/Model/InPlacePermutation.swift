/// Reorders an array in place, each element moved (its bytes swapped) rather than copied: no retain,
/// release or uniqueness check per element, which for the graph's nodes and the check's findings (structs
/// of a dozen strings, hundreds of thousands of them) is most of what a reordering copy costs.
enum InPlacePermutation {
    /// Moves the element at each position `i` to `destination[i]`; `destination` is a permutation of
    /// `list.indices`.
    static func move<Element>(_ list: inout [Element], to destination: [Int]) {
        precondition(destination.count == list.count, "\(destination.count) destinations for \(list.count) elements")
        var destination = destination
        // Each swap puts one element where it belongs: the element that was there takes its place, and
        // with it its destination.
        list.withUnsafeMutableBufferPointer { elements in
            destination.withUnsafeMutableBufferPointer { destination in
                for position in elements.indices {
                    while destination[position] != position {
                        let target = destination[position]
                        elements.swapAt(position, target)
                        destination.swapAt(position, target)
                    }
                }
            }
        }
    }

    /// Puts the element at `order[k]` at position `k`; `order` is a permutation of `list.indices`.
    static func arrange<Element>(_ list: inout [Element], by order: [Int]) {
        var destination = [Int](repeating: 0, count: order.count)
        for (position, source) in order.enumerated() { destination[source] = position }
        move(&list, to: destination)
    }
}
