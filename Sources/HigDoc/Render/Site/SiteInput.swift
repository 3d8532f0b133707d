/// Everything `higdoc build` turns into a site: the corpus, its graph, the en↔zh alignments and the
/// QA findings to publish.
public struct SiteInput: Sendable {
    public var corpus: Corpus
    public var graph: GuidelineGraph
    /// One alignment per translated document (empty until an aligner provides them).
    public var alignments: [DocumentAlignment]
    /// The findings the QA report lists (the graph's diagnostics plus the translation checks').
    public var findings: [Diagnostic]
    /// The absolute URL the site is published at, with a trailing slash; `sitemap.xml` needs absolute URLs.
    public var baseURL: String

    public init(
        corpus: Corpus, graph: GuidelineGraph, alignments: [DocumentAlignment] = [], findings: [Diagnostic]? = nil,
        baseURL: String = SiteInput.defaultBaseURL
    ) {
        self.corpus = corpus
        self.graph = graph
        self.alignments = alignments
        self.findings = (findings ?? graph.diagnostics).sorted()
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    /// A reserved, never-resolving host (RFC 2606) used until the publisher passes `--base-url`.
    public static let defaultBaseURL = "https://higdoc.example/"
}
