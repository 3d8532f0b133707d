import Foundation

/// The search index as the site ships it: a small manifest, the entries in files of a fixed number
/// of entries, and the postings in files keyed by the first two characters of each token, so a
/// browser fetches only what a query needs however large the corpus is.
///
/// - `search/index.json`: `{"entryCount", "entryShardSize", "languages": {"en": [from, to], …},
///   "tokenShards", "version"}`. Entries are grouped by language, so a result's language is known
///   before its entry is fetched.
/// - `search/entries/N.json`: entries `N·entryShardSize ..< (N+1)·entryShardSize`.
/// - `search/tokens/N.json`: `{token: [entry, weight, entry, weight, …]}` for every token whose first
///   two characters hash to `N` (32-bit FNV-1a over their UTF-8 bytes, modulo `tokenShards`); a
///   prefix of two or more characters therefore finds all its completions in one file.
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

    /// Every file of the index: path and compact JSON, built on all cores.
    public static func files(_ index: SearchIndex) -> [(path: String, data: Data)] {
        let postings = index.tokens.values.reduce(0) { $0 + $1.count / 2 }
        let tokenShards = max(1, min(4096, (postings + postingsPerShard - 1) / postingsPerShard))
        var tokensByShard = [[String]](repeating: [], count: tokenShards)
        for token in index.tokens.keys { tokensByShard[shard(of: token, count: tokenShards)].append(token) }
        let tokenFiles = ParallelMap.map(Array(tokensByShard.enumerated())) { shard, tokens in
            var writer = CompactJSONWriter()
            writer.raw("{")
            for (position, token) in tokens.sorted().enumerated() {
                if position > 0 { writer.comma() }
                writer.key(token)
                writer.integers(index.tokens[token]!)
            }
            writer.raw("}\n")
            return (path: "search/tokens/\(shard).json", data: Data(writer.bytes))
        }
        let entryShards = stride(from: 0, to: max(index.entries.count, 1), by: entriesPerShard).map { $0 }
        let entryFiles = ParallelMap.map(entryShards) { start in
            var writer = CompactJSONWriter()
            writer.raw("[")
            for (position, entry) in index.entries[start..<min(start + entriesPerShard, index.entries.count)]
                .enumerated()
            {
                if position > 0 { writer.comma() }
                writer.entry(entry)
            }
            writer.raw("]\n")
            return (path: "search/entries/\(start / entriesPerShard).json", data: Data(writer.bytes))
        }
        var manifest = CompactJSONWriter()
        manifest.raw("{")
        manifest.key("entryCount")
        manifest.integer(index.entries.count)
        manifest.raw(",")
        manifest.key("entryShardSize")
        manifest.integer(entriesPerShard)
        manifest.raw(",")
        manifest.key("languages")
        manifest.raw("{")
        var start = 0
        for (position, language) in Language.allCases.enumerated() {
            let count = index.entries[start...].prefix { $0.l == language.rawValue }.count
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
        manifest.integer(index.version)
        manifest.raw("}\n")
        return [(manifestPath, Data(manifest.bytes))] + entryFiles + tokenFiles
    }
}
