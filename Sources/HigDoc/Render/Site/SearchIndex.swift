/// The client-side search index: entries (grouped by language) and postings; the site ships it in
/// shards (`SearchIndexShards`).
public struct SearchIndex: Codable, Sendable {
    public struct Entry: Codable, Sendable {
        /// Title (a rule's lead, an item's name, a section's heading).
        public var t: String
        /// A short excerpt of the text.
        public var s: String
        /// Where the unit is shown, relative to the site root, with its anchor.
        public var u: String
        /// Language (`en`, `zh`).
        public var l: String
        /// Kind (`rule`, `item`, `section`, `note`).
        public var k: String
        /// The bar, named in the entry's language.
        public var b: String
    }

    public var version: Int
    public var entries: [Entry]
    /// Token → flat list of (entry index, weight) pairs.
    public var tokens: [String: [Int]]
}
