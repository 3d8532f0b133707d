/// What a streamed build wrote: its pages, how many files and bytes, and what the build noticed.
public struct SiteBuildSummary: Sendable {
    /// The pages, in path order.
    public var routes: [PageRoute]
    /// Pages, data files and assets.
    public var fileCount: Int
    public var totalBytes: Int
    /// How many site diagnostics there are (`SiteBuilder.siteDiagnostics()`): dropped HTML (HD0401),
    /// unsafe URLs (HD0402), missing image assets (HD0403). Counted, not listed: a list has one note per
    /// image of the corpus, and would be made when memory is fullest, with every page written.
    public var siteNoteCount: Int
}
