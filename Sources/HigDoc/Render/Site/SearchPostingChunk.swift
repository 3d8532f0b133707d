/// The postings of one chunk of consecutive search entries, laid out flat: every distinct token of the
/// chunk is numbered, and its postings are one contiguous run of a single array.
///
/// A posting is two bytes: the entry's offset from the chunk's first entry, and the weight in the low
/// `SearchPostings.weightBits` bits, which is why a chunk holds at most `SearchPostings.maximumChunkSize`
/// entries. A table of one growing list per token would also cost a list header, its spare capacity
/// and a pointer for every token of every chunk; here a token costs its number and the start of its run.
struct SearchPostingChunk: Sendable {
    /// The number of the chunk's first entry.
    let firstEntry: Int
    /// Each distinct token of the chunk and its number.
    private let numbering: SearchTokenNumbering
    /// Where the run of token number `n` starts in `postings`, for every token and once more at the
    /// end (`postings.count`), so the run of `n` is `starts[n] ..< starts[n + 1]`.
    private let starts: [UInt32]
    /// Every token's packed postings, token by token, each run in the order the postings were added.
    private let postings: [UInt16]

    /// The chunk of the postings `fill` adds, one `add(token, entry, weight)` at a time, for entries
    /// `firstEntry ..< firstEntry + SearchPostings.maximumChunkSize`; each token's postings keep the
    /// order they are added in.
    init(firstEntry: Int, _ fill: (_ add: (SearchTokenKey, _ entry: Int, _ weight: Int) -> Void) -> Void) {
        self.init(firstEntry: firstEntry) { numbering, add in
            withoutActuallyEscaping(add) { add in
                fill { token, entry, weight in add(numbering.number(of: token), entry, weight) }
            }
        }
    }

    /// The same, with the tokens numbered by `fill` itself in the chunk's numbering (so that the builder
    /// that numbers an entry's tokens to weigh them need not look each up again to add it): `add`
    /// takes the token's number in it.
    init(
        firstEntry: Int,
        numbering fill: (
            _ numbering: inout SearchTokenNumbering, _ add: (_ token: Int32, _ entry: Int, _ weight: Int) -> Void
        ) -> Void
    ) {
        var numbering = SearchTokenNumbering()
        var keyOfValue: [Int32] = []
        var added: [UInt16] = []
        fill(&numbering) { token, entry, weight in
            let offset = entry - firstEntry
            precondition((0..<SearchPostings.maximumChunkSize).contains(offset), "entry \(entry) outside its chunk")
            precondition((0..<1 << SearchPostings.weightBits).contains(weight), "weight \(weight) too large")
            keyOfValue.append(token)
            added.append(UInt16(offset << SearchPostings.weightBits | weight))
        }
        // `layout` checks that every token number is one the numbering gave.
        let runs = KeyedRuns(numbering: numbering, keyOfValue: keyOfValue)
        let (starts, order) = runs.layout()
        self.firstEntry = firstEntry
        self.numbering = runs.numbering
        self.starts = starts.map(UInt32.init)
        postings = order.map { added[$0] }
    }

    /// The distinct tokens of the chunk, by number.
    var tokens: [SearchTokenKey] { numbering.keys }

    /// The number of postings of all tokens of the chunk.
    var count: Int { postings.count }

    /// Calls `body` with each distinct token of the chunk and its number in the chunk, in number order.
    func forEachToken(_ body: (SearchTokenKey, Int32) -> Void) {
        for (number, token) in numbering.keys.enumerated() { body(token, Int32(number)) }
    }

    /// Calls `body` with each posting of `token` (none when the chunk does not have it), in the order
    /// they were added.
    func forEachPosting(of token: SearchTokenKey, _ body: (_ entry: Int, _ weight: Int) -> Void) {
        guard let number = numbering.number(ofExisting: token) else { return }
        forEachPosting(ofNumber: number, body)
    }

    /// `forEachPosting(of:_:)` of the token numbered `number` in this chunk (`forEachToken`).
    func forEachPosting(ofNumber number: Int32, _ body: (_ entry: Int, _ weight: Int) -> Void) {
        let number = Int(number)
        for posting in postings[Int(starts[number])..<Int(starts[number + 1])] {
            body(
                // An offset of 16 bits at most, from an entry's index: a wrapping addition.
                firstEntry &+ Int(posting >> SearchPostings.weightBits),
                Int(posting) & (1 << SearchPostings.weightBits - 1))
        }
    }
}
