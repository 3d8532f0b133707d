/// The distinct tokens of one search entry with their weights: `titleWeight` for a token of the title,
/// `bodyWeight` for a token of the body, both for a token of both, however often each repeats.
///
/// One value is reused for every entry of a chunk, so its table keeps its capacity instead of being
/// allocated again per entry. The order of `forEachWeight` does not matter: a token's postings are in entry
/// order whatever the order within an entry.
struct EntryTokenWeights {
    /// Per token, its weight and whether the body's weight is already in it: one table lookup per
    /// occurrence of a token.
    private var table: [SearchTokenKey: (weight: Int, countedInBody: Bool)] = [:]

    mutating func measure(title: String, body: String) {
        table.removeAll(keepingCapacity: true)
        SearchTokenizer.forEachIndexToken(in: title) { table[$0] = (SearchIndexBuilder.titleWeight, false) }
        SearchTokenizer.forEachIndexToken(in: body) { Self.countBody(in: &table[$0, default: (0, false)]) }
    }

    /// Adds the body's weight to a token's entry, once however often the body repeats the token.
    private static func countBody(in entry: inout (weight: Int, countedInBody: Bool)) {
        guard !entry.countedInBody else { return }
        entry = (entry.weight + SearchIndexBuilder.bodyWeight, true)
    }

    /// Every distinct token of the entry with its weight.
    func forEachWeight(_ body: (SearchTokenKey, Int) -> Void) {
        for (token, entry) in table { body(token, entry.weight) }
    }
}
