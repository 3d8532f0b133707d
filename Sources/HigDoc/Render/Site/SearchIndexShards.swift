import Foundation

/// The search index as the site ships it: a small manifest, the entries in files of a fixed number
/// of entries, and the postings in files keyed by the first two characters of each token, so a
/// browser fetches only what a query needs however large the corpus is.
///
/// - `search/index.json`: `{"entryCount", "entryShardSize", "languages": {"en": [from, to], …},
///   "tokenShards", "version"}`. Entries are grouped by language, so a result's language is known
///   before its entry is fetched.
/// - `search/entries/N.json`: entries `N·entryShardSize ..< (N+1)·entryShardSize`.
/// - `search/tokens/N.json`: `{token: [entry, weight, gap, weight, gap, weight, …]}` for every token
///   whose first two characters hash to `N` (32-bit FNV-1a over their UTF-8 bytes, modulo
///   `tokenShards`); a prefix of two or more characters therefore finds all its completions in one
///   file. A token's postings are in entry order: the first gives its entry's number, each next one
///   the distance from the entry before (`version` 3; version 2 gave every entry's number, which made
///   the files nearly twice as large).
public enum SearchIndexShards {
    public static let manifestPath = "search/index.json"
    public static let entriesPerShard = 2000
    /// About this many postings (entry, weight pairs) a token file.
    public static let postingsPerShard = 25_000

    /// The shard of a token among `count`: FNV-1a of the UTF-8 bytes of its first two characters.
    public static func shard(of token: String, count: Int) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for scalar in token.unicodeScalars.prefix(2) {
            for byte in String(scalar).utf8 {
                hash ^= UInt32(byte)
                hash = hash &* 0x0100_0193
            }
        }
        return Int(hash % UInt32(max(1, count)))
    }

    /// The version of the index format, in the manifest: 3 since the token files give each posting's
    /// entry as its distance from the one before.
    public static let version = 3

    /// Writes every file of the index to `files`, each as soon as it is made, on all cores; returns
    /// their sizes. No more than the files being made are held in memory.
    static func write(_ content: SearchIndexContent, to files: SiteFiles) throws -> [Int] {
        let tokens = try writeTokens(content.postings, to: files)
        return try writeEntries(of: content.sources, content.context, tokenShards: tokens.shardCount, to: files)
            + tokens.sizes
    }

    /// Writes the token files of `postings` (they need nothing but the postings); returns their sizes
    /// and how many there are.
    static func writeTokens(_ postings: SearchPostings, to files: SiteFiles) throws -> (
        sizes: [Int], shardCount: Int
    ) {
        let tokenShards = max(1, min(4096, (postings.count + postingsPerShard - 1) / postingsPerShard))
        let places = postings.tokenPlaces()
        var tokensByShard = [[(text: String, number: Int)]](repeating: [], count: tokenShards)
        for (number, key) in places.keys.enumerated() {
            let text = key.text
            tokensByShard[shard(of: text, count: tokenShards)].append((text, number))
        }
        let tokenSizes = ParallelMap.map(Array(tokensByShard.enumerated())) { shard, tokens in
            Result {
                var writer = CompactJSONWriter()
                writer.raw("{")
                for (position, token) in tokens.sorted(by: { $0.text < $1.text }).enumerated() {
                    if position > 0 { writer.comma() }
                    writer.key(token.text)
                    writer.raw("[")
                    // Entries in increasing order: each after the first is written as its gap (which,
                    // the order checked, cannot overflow). Entries count from 0: -1 is "none yet".
                    var previous = -1
                    places.forEachPosting(ofToken: token.number) { entry, weight in
                        precondition(entry > previous, "a token's postings out of entry order")
                        writer.integerPair(
                            previous < 0 ? entry : entry &- previous, weight, leadingComma: previous >= 0)
                        previous = entry
                    }
                    writer.raw("]")
                }
                writer.raw("}\n")
                try files.write("search/tokens/\(shard).json", writer.data)
                return writer.count
            }
        }
        return (try tokenSizes.map { try $0.get() }, tokenShards)
    }

    /// Writes the entry files of `sources` and the manifest, given the number of token files; returns
    /// their sizes, the manifest's first.
    static func writeEntries(
        of sources: [SearchEntrySource], _ context: SiteContext, tokenShards: Int, to files: SiteFiles
    ) throws -> [Int] {
        let entryCount = sources.count
        let entryShards = stride(from: 0, to: max(entryCount, 1), by: entriesPerShard).map { $0 }
        let entrySizes = ParallelMap.map(entryShards) { start in
            Result {
                var writer = CompactJSONWriter()
                writer.raw("[")
                for position in start..<min(start + entriesPerShard, entryCount) {
                    if position > start { writer.comma() }
                    writer.entry(SearchIndexBuilder.entry(of: sources[position], context))
                }
                writer.raw("]\n")
                try files.write("search/entries/\(start / entriesPerShard).json", writer.data)
                return writer.count
            }
        }
        var manifest = CompactJSONWriter()
        manifest.raw("{")
        manifest.key("entryCount")
        manifest.integer(entryCount)
        manifest.raw(",")
        manifest.key("entryShardSize")
        manifest.integer(entriesPerShard)
        manifest.raw(",")
        manifest.key("languages")
        manifest.raw("{")
        var start = 0
        for (position, language) in Language.allCases.enumerated() {
            let count = sources[start...].prefix { $0.language == language }.count
            if position > 0 { manifest.comma() }
            manifest.key(language.rawValue)
            manifest.integers([start, start + count])
            start += count
        }
        manifest.raw("},")
        manifest.key("tokenShards")
        manifest.integer(tokenShards)
        manifest.raw(",")
        manifest.key("version")
        manifest.integer(version)
        manifest.raw("}\n")
        try files.write(manifestPath, manifest.data)
        return try [manifest.count] + entrySizes.map { try $0.get() }
    }
}
