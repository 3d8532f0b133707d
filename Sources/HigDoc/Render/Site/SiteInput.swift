/// Everything `higdoc build` turns into a site: the documents, their graph, the en↔zh alignments and
/// the QA findings to publish.
public struct SiteInput: Sendable {
    /// The parsed documents the pages show.
    public var documents: DocumentSource
    /// What the site drops from the documents' content (HD0401, HD0402), as `ContentSafetyAudit` finds
    /// it, document after document.
    public var contentAudit: [Diagnostic]
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
    /// The absolute URL the site is published at, with a trailing slash; `sitemap.xml` needs absolute URLs,
    /// so without one the site has none (a sitemap of a placeholder host would send crawlers nowhere).
    public var baseURL: String?
    /// How the site splits long lists into pages.
    public var pageSizes: SitePageSizes = .standard

    /// The input of a loaded corpus, whose parsed documents the site holds (audited here, on all cores).
    public init(
        corpus: Corpus, graph: GuidelineGraph, alignments: [DocumentAlignment] = [], coverage: [Coverage] = [],
        findings: [Diagnostic]? = nil, structureOnly: [String: String] = [:],
        baseURL: String? = nil
    ) {
        self.init(
            documents: DocumentSource(corpus: corpus),
            contentAudit: ParallelMap.map(corpus.documents, ContentSafetyAudit.diagnostics(for:)).flatMap { $0 },
            graph: graph, alignments: alignments, coverage: coverage, findings: findings,
            structureOnly: structureOnly, baseURL: baseURL, contentDirectory: corpus.contentDirectory)
    }

    /// `contentDirectory`: the directory the pages' paths begin with, which the site leaves out of the
    /// paths it shows (`ContentRelativePaths`: the QA report and the spec are the same from any checkout).
    public init(
        documents: DocumentSource, contentAudit: [Diagnostic], graph: GuidelineGraph,
        alignments: [DocumentAlignment] = [], coverage: [Coverage] = [], findings: [Diagnostic]? = nil,
        structureOnly: [String: String] = [:], baseURL: String? = nil, contentDirectory: String? = nil
    ) {
        let relative = contentDirectory.map(ContentRelativePaths.init(contentDirectory:))
        self.documents = documents
        self.contentAudit = relative.map { $0.diagnostics(contentAudit) } ?? contentAudit
        self.graph = relative.map { $0.graph(graph) } ?? graph
        self.alignments = alignments
        self.coverage = coverage
        let sorted = Diagnostic.sortedIfNeeded(findings ?? graph.diagnostics)
        self.findings = relative.map { $0.diagnostics(sorted) } ?? sorted
        self.structureOnly = structureOnly
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// The input of a loaded corpus: its graph, and the alignments, coverage and findings of the
    /// translation checks (the same run as `higdoc check` and `higdoc export`). A lock file that cannot be
    /// read is passed over here; `checked(index:baseURL:spool:)`, which `higdoc build` uses, stops on it.
    public static func checked(_ corpus: Corpus, baseURL: String? = nil) -> SiteInput {
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

    /// The input `higdoc build` uses, the same as `checked(_:)` gives for the loaded corpus, without ever
    /// holding the parsed corpus: the content is parsed, graphed, audited and checked one document group
    /// at a time (`TranslationChecker.run(index:perDocument:)`), each page's own graph is kept, and the
    /// pages read the bodies (or blocks) of the documents they show back from a temporary file written
    /// meanwhile (`ParsedDocumentSpool`), or parse them again when there is none (`DocumentSource`).
    /// Throws the input error of the first unsound page in path order, as `Corpus.load` would.
    public static func checked(
        index: ContentIndex, baseURL: String? = nil, spool: ParsedDocumentSpool? = ParsedDocumentSpool()
    ) throws -> SiteInput {
        // A page's body is rendered here, while its blocks are at hand, once for all the pages that show
        // it; a page whose raw HTML opens a script-like element keeps its blocks, for its pages filter
        // each run they show (`ScriptContentFilter`).
        let images = ImagePlaceholderCache()
        let checked = try TranslationChecker.runWithGraph(index: index) { page in
            let opensScriptElement = page.document.blocks.contains(where: ScriptContentFilter.opensElement)
            if let spool {
                if opensScriptElement {
                    spool.store(page.document.key, blocks: page.document.blocks)
                } else {
                    spool.store(
                        page.document.key,
                        body: HTMLBodyRenderer.renderedBody(page.document.blocks, image: images.append(_:to:)))
                }
            }
            return (
                textHash: page.lines.textHash, audit: ContentSafetyAudit.diagnostics(for: page.document),
                opensScriptElement: opensScriptElement
            )
        }
        let result = checked.result
        let scriptElementDocuments = Set(
            zip(index.pages, checked.perDocument).filter { $0.1.opensScriptElement }.map { $0.0.key })
        return SiteInput(
            documents: DocumentSource(
                index: index, textHashes: checked.perDocument.map(\.textHash), spool: spool,
                scriptElementDocuments: scriptElementDocuments),
            contentAudit: checked.perDocument.flatMap(\.audit), graph: checked.graph,
            alignments: result.alignments, coverage: result.coverage, findings: result.diagnostics,
            structureOnly: result.structureOnly, baseURL: baseURL, contentDirectory: index.contentDirectory)
    }
}
