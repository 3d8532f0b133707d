/// Every distinct token of `SearchPostings`, numbered, with the chunks that have it, in entry order
/// (`SearchPostings.tokenPlaces()`): a token's postings are read from those chunks only.
struct SearchTokenPlaces: Sendable {
    let postings: SearchPostings
    /// The tokens, by number.
    let keys: [SearchTokenKey]
    /// Where the places of token number `n` start in `places`, for every token and once more at the
    /// end: token `n`'s places are `places[starts[n] ..< starts[n + 1]]`.
    let starts: [Int]
    /// Per token, the chunks that have it in chunk order, each with the token's number in that chunk.
    let places: [(chunk: Int32, number: Int32)]

    /// Calls `body` with each posting of token number `token`, in entry order.
    func forEachPosting(ofToken token: Int, _ body: (_ entry: Int, _ weight: Int) -> Void) {
        for place in places[starts[token]..<starts[token + 1]] {
            postings.chunks[Int(place.chunk)].forEachPosting(ofNumber: place.number, body)
        }
    }
}
