/// Values grouped by key into runs of one array, with a counting sort: each key is numbered when first
/// seen, and a value's place is its key's run, values of one key kept in the order they were added.
///
/// What a table of one growing list per key gives, without a list (its header and spare capacity) per
/// key: the search index's postings per token, the site's units per document.
struct KeyedRuns<Numbering: KeyNumbering> {
    /// The keys' numbers, in the order keys were first seen.
    private(set) var numbering = Numbering()
    /// The key number of every value added, in order.
    private var keyOfValue: [Int32] = []

    init() {}

    /// The runs of values whose keys were numbered beforehand in `numbering`: `keyOfValue` holds the
    /// number of each value's key, in the order the values were added.
    init(numbering: Numbering, keyOfValue: [Int32]) {
        self.numbering = numbering
        self.keyOfValue = keyOfValue
    }

    /// Records that the next value belongs to `key`.
    mutating func add(_ key: Numbering.Key) {
        keyOfValue.append(numbering.number(of: key))
    }

    /// Where the run of key number `n` starts among the values, for every key and once more at the end,
    /// so the run of `n` is `starts[n] ..< starts[n + 1]`; and `order`, the index (in the order added)
    /// of the value at each place of the runs.
    ///
    /// Each key number is checked once against the numbering as it is counted; the loops then index
    /// the buffers without checks and add without overflow checks (the counts are at most the number
    /// of values), which took more than half of the layout's instructions.
    func layout() -> (starts: [Int], order: [Int]) {
        let keyCount = numbering.count
        var starts = [Int](repeating: 0, count: keyCount + 1)
        var order = [Int](repeating: 0, count: keyOfValue.count)
        keyOfValue.withUnsafeBufferPointer { keys in
            starts.withUnsafeMutableBufferPointer { starts in
                for number in keys {
                    precondition(UInt(bitPattern: Int(number)) < UInt(keyCount), "a key number outside the numbering")
                    starts[Int(number) &+ 1] &+= 1
                }
                for number in 1..<starts.count { starts[number] &+= starts[number &- 1] }
            }
            var free = starts
            free.withUnsafeMutableBufferPointer { free in
                order.withUnsafeMutableBufferPointer { order in
                    for (index, number) in keys.enumerated() {
                        let key = Int(number)
                        order[free[key]] = index
                        free[key] &+= 1
                    }
                }
            }
        }
        return (starts, order)
    }
}
