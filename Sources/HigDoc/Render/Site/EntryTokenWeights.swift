/// The distinct tokens of one search entry with their weights: `titleWeight` for a token of the title,
/// `bodyWeight` for a token of the body, both for a token of both, however often each repeats.
///
/// The tokens are numbered in a numbering the caller keeps (a chunk's, shared by its entries), so a
/// token is looked up once per occurrence and never again to be added to the chunk. One value is reused
/// for every entry of a chunk: its tables keep their capacity, and a token's weight belongs to the
/// current entry only when it carries the entry's stamp. The order of `forEachWeight` does not matter:
/// a token's postings are in entry order whatever the order within an entry.
struct EntryTokenWeights {
    /// Per token number: its weight in the entry that last had it, whether the body's weight is in it,
    /// and that entry's stamp.
    private var weights: [(weight: Int, countedInBody: Bool, stamp: Int)] = []
    /// The numbers of the entry's distinct tokens, in the order first seen.
    private var seen: [Int32] = []
    /// The stamp of the entry measured last (0: none yet).
    private var stamp = 0

    mutating func measure(title: String, body: String, numbering: inout SearchTokenNumbering) {
        stamp += 1
        seen.removeAll(keepingCapacity: true)
        SearchTokenizer.forEachIndexToken(in: title) { token in
            let number = slot(numbering.number(of: token))
            if weights[number].stamp != stamp { seen.append(Int32(number)) }
            weights[number] = (SearchIndexBuilder.titleWeight, false, stamp)
        }
        SearchTokenizer.forEachIndexToken(in: body) { token in
            let number = slot(numbering.number(of: token))
            if weights[number].stamp != stamp {
                seen.append(Int32(number))
                weights[number] = (SearchIndexBuilder.bodyWeight, true, stamp)
            } else if !weights[number].countedInBody {
                // The body's weight is added once, however often the body repeats the token.
                weights[number] = (weights[number].weight + SearchIndexBuilder.bodyWeight, true, stamp)
            }
        }
    }

    /// The index of token number `number` in `weights`, made room for.
    private mutating func slot(_ number: Int32) -> Int {
        let index = Int(number)
        if index >= weights.count {
            let unseen = (weight: 0, countedInBody: false, stamp: 0)
            weights.append(contentsOf: repeatElement(unseen, count: index - weights.count + 1))
        }
        return index
    }

    /// Every distinct token of the entry measured last, by its number, with its weight, in the order
    /// first seen.
    func forEachWeight(_ body: (Int32, Int) -> Void) {
        for number in seen { body(number, weights[Int(number)].weight) }
    }
}
