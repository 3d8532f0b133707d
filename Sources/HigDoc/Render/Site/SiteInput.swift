/// Everything `higdoc build` turns into a site: the corpus, its graph, the en↔zh alignments and the
/// QA findings to publish.
public struct SiteInput: Sendable {
    public var corpus: Corpus
    public var graph: GuidelineGraph
    /// One alignment per translated document (empty until an aligner provides them).
    public var alignments: [DocumentAlignment]
    /// Coverage per document pair and per bar, as the checker measured it (computed from the
    /// alignments when empty).
    public var coverage: [Coverage]
    /// The findings the QA report lists (the graph's diagnostics plus the translation checks').
    public var findings: [Diagnostic]
    /// English sections whose heading only the translation lacks, each with the translated section that
    /// carries their content, as the checker judged them (`TranslationChecker.Result.structureOnly`).
    public var structureOnly: [String: String]
    /// The absolute URL the site is published at, with a trailing slash; `sitemap.xml` needs absolute URLs.
    public var baseURL: String
    /// How the site splits long lists into pages.
    public var pageSizes: SitePageSizes = .standard

    public init(
        corpus: Corpus, graph: GuidelineGraph, alignments: [DocumentAlignment] = [], coverage: [Coverage] = [],
        findings: [Diagnostic]? = nil, structureOnly: [String: String] = [:],
        baseURL: String = SiteInput.defaultBaseURL
    ) {
        self.corpus = corpus
        self.graph = graph
        self.alignments = alignments
        self.coverage = coverage
        self.findings = (findings ?? graph.diagnostics).sorted()
        self.structureOnly = structureOnly
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    /// The input `higdoc build` uses: the corpus's graph, and the alignments, coverage and findings of
    /// the translation checks (the same run as `higdoc check` and `higdoc export`).
    public static func checked(_ corpus: Corpus, baseURL: String = defaultBaseURL) -> SiteInput {
        var timer = StageTimer()
        let graph = GuidelineGraph.build(corpus)
        timer.mark("graph")
        let lock = try? TranslationLock.read(TranslationLock.path(contentDirectory: corpus.contentDirectory))
        let result = TranslationChecker.run(
            corpus: corpus, graph: graph, lock: lock ?? nil, computingAcceptedLock: false)
        return SiteInput(
            corpus: corpus, graph: graph, alignments: result.alignments, coverage: result.coverage,
            findings: result.diagnostics, structureOnly: result.structureOnly, baseURL: baseURL)
    }

    /// A reserved, never-resolving host (RFC 2606) used until the publisher passes `--base-url`.
    public static let defaultBaseURL = "https://higdoc.example/"
}
