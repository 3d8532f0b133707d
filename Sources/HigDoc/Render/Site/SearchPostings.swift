/// The postings of the search index as the builder makes them: one table per chunk of consecutive
/// entries, each token's postings packed into one `UInt32` (entry number and weight).
///
/// The chunks are never merged into one table: a token's postings are read chunk after chunk, in
/// entry order, when its shard is written. A posting takes 4 bytes instead of the 16 of two `Int`s,
/// and no list is copied, which at N = 10,000 pages is the difference between about 150 MB and more
/// than a gigabyte.
struct SearchPostings: Sendable {
    /// Bits of a packed posting that hold the weight (`SearchIndexBuilder.titleWeight + bodyWeight`
    /// must fit); the entry number takes the rest, so an index can hold 2^29 entries.
    static let weightBits: UInt32 = 3

    /// Per chunk of entries, in entry order: token → packed postings, in entry order.
    let chunks: [[SearchTokenKey: [UInt32]]]

    static func pack(entry: Int, weight: Int) -> UInt32 {
        UInt32(entry) << weightBits | UInt32(weight)
    }

    static func entry(of posting: UInt32) -> Int { Int(posting >> weightBits) }
    static func weight(of posting: UInt32) -> Int { Int(posting & (1 << weightBits - 1)) }

    /// Every distinct token, each once.
    var tokens: Set<SearchTokenKey> {
        var tokens = Set<SearchTokenKey>()
        for chunk in chunks { tokens.formUnion(chunk.keys) }
        return tokens
    }

    /// The number of postings (entry, weight pairs) of all tokens.
    var count: Int { chunks.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } } }

    /// Calls `body` with each posting of `token`, in entry order.
    func forEachPosting(of token: SearchTokenKey, _ body: (_ entry: Int, _ weight: Int) -> Void) {
        for chunk in chunks {
            guard let list = chunk[token] else { continue }
            for posting in list { body(Self.entry(of: posting), Self.weight(of: posting)) }
        }
    }
}
