/// The postings of the search index as the builder makes them: one flat table per chunk of consecutive
/// entries (`SearchPostingChunk`), each posting packed into two bytes (entry and weight).
///
/// The chunks are never merged into one table: a token's postings are read chunk after chunk, in
/// entry order, when its shard is written. A posting takes 2 bytes instead of the 16 of two `Int`s,
/// and no list is copied: at N = 10,000 pages (about 55 million postings) about 120 MB instead of
/// more than a gigabyte.
struct SearchPostings: Sendable {
    /// Bits of a posting that hold the weight (`SearchIndexBuilder.titleWeight + bodyWeight` must fit).
    static let weightBits = 3
    /// The most entries a chunk can hold: a posting is two bytes, the entry's offset in its chunk
    /// above the weight.
    static let maximumChunkSize = 1 << (16 - weightBits)

    /// Per chunk of entries, in entry order: each token's postings, in entry order.
    let chunks: [SearchPostingChunk]

    /// Every distinct token, each once (with `forEachPosting(of:_:)`, the per-token reading that
    /// `tokenPlaces()` replaces where every token is read, and that the tests compare it with).
    var tokens: Set<SearchTokenKey> {
        var tokens = Set<SearchTokenKey>()
        for chunk in chunks { tokens.formUnion(chunk.tokens) }
        return tokens
    }

    /// The number of postings (entry, weight pairs) of all tokens.
    var count: Int { chunks.reduce(0) { $0 + $1.count } }

    /// Calls `body` with each posting of `token`, in entry order.
    func forEachPosting(of token: SearchTokenKey, _ body: (_ entry: Int, _ weight: Int) -> Void) {
        for chunk in chunks { chunk.forEachPosting(of: token, body) }
    }

    /// Every distinct token, each with the chunks that have it: what writing every token's postings
    /// needs, found with one lookup per token of each chunk. (Asking every chunk for every token is one
    /// lookup per token and chunk; the generated corpus's vocabulary stays at a few thousand tokens
    /// whatever its size, so there the two are close, but a real corpus's grows with it.)
    func tokenPlaces() -> SearchTokenPlaces {
        var runs = KeyedRuns<SearchTokenNumbering>()
        var places: [(chunk: Int32, number: Int32)] = []
        for (chunkIndex, chunk) in chunks.enumerated() {
            chunk.forEachToken { token, number in
                runs.add(token)
                places.append((Int32(chunkIndex), number))
            }
        }
        let (starts, order) = runs.layout()
        return SearchTokenPlaces(
            postings: self, keys: runs.numbering.keys, starts: starts, places: order.map { places[$0] })
    }
}
