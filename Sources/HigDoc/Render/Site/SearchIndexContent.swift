/// What the search index holds before it is written: the unit of each entry, grouped by language
/// (English first), and the postings of every token (`SearchPostings`). Entries are made from their
/// units when they are written (`entry(at:)`), so the index never holds their texts.
struct SearchIndexContent: Sendable {
    let context: SiteContext
    let sources: [SearchEntrySource]
    let postings: SearchPostings

    /// The entry at `position`, in entry order.
    func entry(at position: Int) -> SearchIndex.Entry {
        SearchIndexBuilder.entry(of: sources[position], context)
    }

    /// The index as one value, every token's postings as a flat list of (entry, weight) pairs: what the
    /// browser reassembles from the files.
    var index: SearchIndex {
        var tokens: [String: [Int]] = [:]
        let places = postings.tokenPlaces()
        for (number, token) in places.keys.enumerated() {
            var list: [Int] = []
            places.forEachPosting(ofToken: number) { list += [$0, $1] }
            tokens[token.text] = list
        }
        return SearchIndex(
            version: SearchIndexShards.version, entries: sources.indices.map(entry(at:)), tokens: tokens)
    }
}
