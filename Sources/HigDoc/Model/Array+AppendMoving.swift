extension Array {
    /// Appends the elements of `source`, in order, by moving them: `source` is left empty.
    ///
    /// `append(contentsOf:)` copies each element, which retains every string and array it holds, and
    /// the source's elements are then released when it goes. Moving does neither: `source` (when no
    /// other array shares its buffer) is reversed in place and emptied from its end, each element
    /// handed over as it is. A page's graph appended to the corpus's this way costs no reference
    /// counting, and the lock it is appended under is held for less time.
    mutating func appendMoving(_ source: inout [Element]) {
        guard !source.isEmpty else { return }
        if isEmpty && capacity < source.count {
            swap(&self, &source)
            return
        }
        // Reversed through its buffer, whose swaps move the elements (the array's own `reverse()` copied
        // each, with its strings' retains).
        source.withUnsafeMutableBufferPointer { $0.reverse() }
        // No `reserveCapacity(count + source.count)` first: it allocates exactly that, so a list appended
        // to page after page would be copied whole each time; `append` grows it geometrically.
        while let element = source.popLast() { append(element) }
    }
}
