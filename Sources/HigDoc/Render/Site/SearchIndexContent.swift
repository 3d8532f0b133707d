/// What the search index holds before it is written: its entries, grouped by language (English first),
/// and the postings of every token (`SearchPostings`).
struct SearchIndexContent: Sendable {
    let entries: [SearchIndex.Entry]
    let postings: SearchPostings

    /// The index as one value, every token's postings as a flat list of (entry, weight) pairs: what the
    /// browser reassembles from the files.
    var index: SearchIndex {
        var tokens: [String: [Int]] = [:]
        for token in postings.tokens {
            var list: [Int] = []
            postings.forEachPosting(of: token) { list += [$0, $1] }
            tokens[token.text] = list
        }
        return SearchIndex(version: SearchIndexShards.version, entries: entries, tokens: tokens)
    }
}
