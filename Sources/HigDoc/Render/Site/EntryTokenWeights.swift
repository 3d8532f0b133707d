/// The distinct tokens of one search entry with their weights: `titleWeight` for a token of the title,
/// `bodyWeight` for a token of the body, both for a token of both, however often each repeats.
///
/// One value is reused for every entry of a chunk, so its tables keep their capacity instead of being
/// allocated again per entry. The order of `forEachWeight` does not matter: a token's postings are in entry
/// order whatever the order within an entry.
struct EntryTokenWeights {
    /// The entry's distinct tokens, numbered as first seen (one table lookup per occurrence of a token).
    private var tokens = SearchTokenNumbering()
    /// Per token number, its weight and whether the body's weight is already in it.
    private var weights: [(weight: Int, countedInBody: Bool)] = []

    mutating func measure(title: String, body: String) {
        tokens.removeAll()
        weights.removeAll(keepingCapacity: true)
        SearchTokenizer.forEachIndexToken(in: title) { token in
            let number = Int(tokens.number(of: token))
            if number == weights.count {
                weights.append((SearchIndexBuilder.titleWeight, false))
            } else {
                weights[number] = (SearchIndexBuilder.titleWeight, false)
            }
        }
        SearchTokenizer.forEachIndexToken(in: body) { token in
            let number = Int(tokens.number(of: token))
            if number == weights.count {
                weights.append((SearchIndexBuilder.bodyWeight, true))
            } else {
                Self.countBody(in: &weights[number])
            }
        }
    }

    /// Adds the body's weight to a token's entry, once however often the body repeats the token.
    private static func countBody(in entry: inout (weight: Int, countedInBody: Bool)) {
        guard !entry.countedInBody else { return }
        entry = (entry.weight + SearchIndexBuilder.bodyWeight, true)
    }

    /// Every distinct token of the entry with its weight, in the order first seen.
    func forEachWeight(_ body: (SearchTokenKey, Int) -> Void) {
        for (number, token) in tokens.keys.enumerated() { body(token, weights[number].weight) }
    }
}
