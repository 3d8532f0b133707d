/// The client-side search index the site ships as `search-index.json`.
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

    /// The index as compact JSON with sorted keys and a final newline: the bytes `JSONEncoder` writes
    /// with `.sortedKeys` and `.withoutEscapingSlashes`, in a fraction of its time and memory.
    public func compactJSON() -> [UInt8] {
        var writer = CompactJSONWriter(capacity: 64 * entries.count + 16 * tokens.count)
        writer.raw("{")
        writer.key("entries")
        writer.raw("[")
        for (index, entry) in entries.enumerated() {
            if index > 0 { writer.comma() }
            writer.raw("{")
            for (position, field) in [("b", entry.b), ("k", entry.k), ("l", entry.l), ("s", entry.s), ("t", entry.t), ("u", entry.u)]
                .enumerated()
            {
                if position > 0 { writer.comma() }
                writer.key(field.0)
                writer.string(field.1)
            }
            writer.raw("}")
        }
        writer.raw("],")
        writer.key("tokens")
        writer.raw("{")
        for (index, token) in tokens.keys.sorted().enumerated() {
            if index > 0 { writer.comma() }
            writer.key(token)
            writer.raw("[")
            for (position, value) in tokens[token]!.enumerated() {
                if position > 0 { writer.comma() }
                writer.integer(value)
            }
            writer.raw("]")
        }
        writer.raw("},")
        writer.key("version")
        writer.integer(version)
        writer.raw("}\n")
        return writer.bytes
    }
}
