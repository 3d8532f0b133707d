/// The search index's token files, written from the graph alone before the site's builder is made
/// (`SiteBuilder.init(input:templates:searchTokens:)`): the index's postings (about 110 MB at
/// N = 10,000 pages) are freed before the site's own indexes are made, instead of being held beside
/// them and the pages. The builder then writes the entry files and the manifest.
public struct SearchTokenFiles: Sendable {
    /// The units of the index, in entry order.
    let sources: [SearchEntrySource]
    /// The number of token files.
    let shardCount: Int
    /// The sizes of the token files.
    let sizes: [Int]

    /// Tokenizes the units of `graph` and writes the token files to `files`.
    public static func write(graph: GuidelineGraph, to files: SiteFiles) throws -> SearchTokenFiles {
        let tokens = SearchIndexBuilder.tokens(of: graph)
        let written = try SearchIndexShards.writeTokens(tokens.postings, to: files)
        return SearchTokenFiles(sources: tokens.sources, shardCount: written.shardCount, sizes: written.sizes)
    }
}
