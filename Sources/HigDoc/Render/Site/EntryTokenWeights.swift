/// The distinct tokens of one search entry with their weights: `titleWeight` for a token of the title,
/// `bodyWeight` for a token of the body, both for a token of both, however often each repeats.
///
/// One value is reused for every entry of a chunk, so its tables keep their capacity instead of being
/// allocated again per entry. The order of `weights` does not matter: a token's postings are in entry
/// order whatever the order within an entry.
struct EntryTokenWeights {
    private(set) var weights: [String: Int] = [:]
    private var bodyTokens: Set<String> = []

    mutating func measure(title: String, body: String) {
        weights.removeAll(keepingCapacity: true)
        bodyTokens.removeAll(keepingCapacity: true)
        for token in SearchTokenizer.indexTokens(title) { weights[token] = SearchIndexBuilder.titleWeight }
        for token in SearchTokenizer.indexTokens(body) where bodyTokens.insert(token).inserted {
            weights[token, default: 0] += SearchIndexBuilder.bodyWeight
        }
    }
}
